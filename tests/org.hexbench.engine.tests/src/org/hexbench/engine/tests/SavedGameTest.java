package org.hexbench.engine.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Map;
import java.util.zip.GZIPOutputStream;
import org.hexbench.engine.game.Game;
import org.hexbench.engine.game.SaveFormatException;
import org.hexbench.engine.game.SavedGame;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Saved games (Hexkit User's Guide §2.1.3 Saving Your Game, §2.1.4 Replaying Your Game): atomic gzip write, load,
 * replay to the same hash, corrupt and truncated files.
 */
class SavedGameTest {

    @TempDir
    Path dir;

    private Path save(Game game, Path scenario) throws IOException {
        Path file = dir.resolve("game.hxsave.gz");
        SavedGame.of(game, scenario, file, Map.of("seed", "8")).write(file);
        return file;
    }

    @Test
    void saveLoadReplayReachesTheSameHash() throws Exception {
        Game game = GameTest.randomGame(8, 10);
        Path file = save(game, Riverford.file());
        try (var files = Files.list(dir)) {
            assertEquals(1, files.count(), "no temporary file is left behind");
        }
        SavedGame loaded = SavedGame.load(file);
        assertEquals("8", loaded.settings().get("seed"));
        assertEquals(game.history().entries().size(), loaded.entries().size());
        var result = loaded.replay(file);
        assertEquals(game.stateHash(), result.stateHash());
        assertTrue(result.warnings().isEmpty());
        assertEquals(Riverford.file().toAbsolutePath().normalize(), loaded.scenarioPath(file));
    }

    @Test
    void aChangedScenarioGivesAWarning() throws Exception {
        Path copy = dir.resolve("riverford");
        Files.createDirectories(copy.resolve("rules"));
        Path source = Riverford.file().getParent();
        for (String f : new String[] {"riverford.hexscenario", "rules/variables.hexscenario", "rules/entities.hexscenario",
                "rules/images.hexscenario", "rules/town.png"}) {
            Files.copy(source.resolve(f), copy.resolve(f));
        }
        Path scenario = copy.resolve("riverford.hexscenario");
        Game game = Game.start(org.hexbench.scenario.resource.ScenarioResources.load(scenario), 3);
        ExampleGames.playRandom(game, 4, 1);
        Path file = save(game, scenario);
        String text = Files.readString(scenario).replace("Two lords contest", "Two ladies contest");
        Files.writeString(scenario, text);
        var result = SavedGame.load(file).replay(file);
        assertEquals(game.stateHash(), result.stateHash());
        assertEquals(1, result.warnings().size());
        assertTrue(result.warnings().get(0).contains("changed"));
    }

    @Test
    void aFileThatIsNotGzipIsRejected() throws Exception {
        Path file = dir.resolve("bad.hxsave.gz");
        Files.writeString(file, "hello");
        var e = assertThrows(SaveFormatException.class, () -> SavedGame.load(file));
        assertTrue(e.getMessage().contains("gzip"), e.getMessage());
        assertTrue(e.getMessage().contains(file.toString()));
    }

    @Test
    void aTruncatedFileIsRejected() throws Exception {
        Path file = save(GameTest.randomGame(2, 4), Riverford.file());
        byte[] bytes = Files.readAllBytes(file);
        Files.write(file, Arrays.copyOf(bytes, bytes.length / 2));
        var e = assertThrows(SaveFormatException.class, () -> SavedGame.load(file));
        assertTrue(e.getMessage().contains("truncated"), e.getMessage());
    }

    @Test
    void aCorruptInstructionNamesTheLine() throws Exception {
        Path file = dir.resolve("corrupt.hxsave.gz");
        write(file, SavedGame.MAGIC + "\nscenario x\nchecksum 00\nentry 0 0 BeginTurn 2\nAdvanceFaction\nWarpDrive 9\nhash 0\nend\n");
        var e = assertThrows(SaveFormatException.class, () -> SavedGame.load(file));
        assertTrue(e.getMessage().contains(":6:") && e.getMessage().contains("WarpDrive"), e.getMessage());
        write(file, "not a save\n");
        assertThrows(SaveFormatException.class, () -> SavedGame.load(file));
        write(file, SavedGame.MAGIC + "\nscenario x\nchecksum 00\nentry 0 0 BeginTurn 2\nAdvanceFaction\n");
        var truncated = assertThrows(SaveFormatException.class, () -> SavedGame.load(file));
        assertTrue(truncated.getMessage().contains("ends inside a program"), truncated.getMessage());
    }

    @Test
    void aTamperedProgramFailsTheHashCheck() throws Exception {
        Game game = GameTest.randomGame(9, 4);
        Path file = save(game, Riverford.file());
        SavedGame loaded = SavedGame.load(file);
        SavedGame tampered = new SavedGame(loaded.scenario(), loaded.checksum(), loaded.settings(),
                loaded.entries().subList(0, loaded.entries().size() - 3), loaded.hash());
        var e = assertThrows(SaveFormatException.class, () -> tampered.replay(file));
        assertTrue(e.getMessage().contains("state hash"), e.getMessage());
    }

    private static void write(Path file, String text) throws IOException {
        try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(file))) {
            out.write(text.getBytes(StandardCharsets.UTF_8));
        }
    }
}
