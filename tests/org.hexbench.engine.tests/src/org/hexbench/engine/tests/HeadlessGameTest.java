package org.hexbench.engine.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import org.hexbench.engine.game.SavedGame;
import org.hexbench.engine.headless.AsciiMap;
import org.hexbench.engine.headless.GameResult;
import org.hexbench.engine.headless.GameSetupException;
import org.hexbench.engine.headless.HeadlessGame;
import org.hexbench.testdata.Checkout;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The headless API for {@code hexbench play} and {@code hexbench replay}. */
class HeadlessGameTest {

    @TempDir
    Path dir;

    @Test
    void playsPrintsSavesAndReplays() throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        Path save = dir.resolve("riverford.hxsave.gz");
        GameResult result = HeadlessGame.play(Riverford.file(), List.of("random", "random"), 42, 3, save,
                new PrintStream(bytes, true, StandardCharsets.UTF_8));
        String out = bytes.toString(StandardCharsets.UTF_8);
        assertTrue(out.contains("turn 1 House Rouge: BeginTurn"), out);
        assertTrue(out.contains("--- after turn 3"));
        assertTrue(out.contains("State hash: " + result.stateHash()));
        assertTrue(out.contains("Turn limit 3 reached"));
        assertEquals(16, result.stateHash().length());
        var replay = SavedGame.load(save).replay(save);
        assertEquals(result.stateHash(), replay.stateHash());
        GameResult again = HeadlessGame.play(Riverford.file(), List.of("random"), 42, 3, null,
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
        assertEquals(result, again, "same seed, same game");
    }

    @Test
    void rejectsPlayersThatCannotPlayHeadless() {
        PrintStream out = new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);
        var e = assertThrows(GameSetupException.class,
                () -> HeadlessGame.play(Riverford.file(), List.of("human", "random"), 1, 1, null, out));
        assertTrue(e.getMessage().contains("human"));
        e = assertThrows(GameSetupException.class,
                () -> HeadlessGame.play(Riverford.file(), List.of("random", "random", "random"), 1, 1, null, out));
        assertTrue(e.getMessage().contains("2 factions"));
    }

    @Test
    void asciiMapShowsUnitsTerrainAndOwners() {
        var world = Riverford.game(1).world();
        String[] lines = AsciiMap.render(world).split("\n");
        assertEquals(16, lines.length);
        assertEquals(48, lines[0].length());
        assertEquals(49, lines[1].length(), "odd rows are shifted right");
        assertEquals("R4", lines[2].substring(6, 8), "four red units at (3,2)");
        assertEquals("B4", lines[13].substring(41, 43), "four blue units at (20,13), shifted row");
        assertEquals('r', lines[0].charAt(1), "red owns (0,0)");
    }

    @Test
    void hexTc2RunsTheDefaultRulesWithoutCrashing() throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        GameResult result = HeadlessGame.play(Checkout.example("hextc2").resolve("hextc2.hexscenario"),
                List.of("random"), 3, 5, null, new PrintStream(bytes, true, StandardCharsets.UTF_8));
        assertEquals(16, result.stateHash().length());
        String out = bytes.toString(StandardCharsets.UTF_8);
        assertTrue(out.contains("--- after turn 5"), out);
        assertEquals(9, out.split("--- after turn 5\n")[1].lines().takeWhile(l -> !l.startsWith("Turn limit")).count(),
                "a hexagon board of side 5 has 9 rows");
    }
}
