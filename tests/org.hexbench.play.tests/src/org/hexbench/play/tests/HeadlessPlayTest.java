package org.hexbench.play.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import org.hexbench.engine.game.SavedGame;
import org.hexbench.play.AsciiMap;
import org.hexbench.play.GameResult;
import org.hexbench.play.GameSession;
import org.hexbench.play.GameStartException;
import org.hexbench.play.HeadlessPlay;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Games without a user interface, as {@code hexbench play} runs them, through the same session as the IDE. */
class HeadlessPlayTest {

    @TempDir
    Path dir;

    private static PrintStream quiet() {
        return new PrintStream(OutputStream.nullOutputStream(), true, StandardCharsets.UTF_8);
    }

    /** What a headless game returned and printed. */
    private record Played(GameResult result, String out) {
    }

    private static Played play(String example, long seed, int turns, Path save) throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        GameResult result = HeadlessPlay.play(Sessions.read(example), List.of("random", "random"), seed, turns, save,
                new PrintStream(bytes, true, StandardCharsets.UTF_8));
        return new Played(result, bytes.toString(StandardCharsets.UTF_8));
    }

    @Test
    void playsPrintsSavesAndReplays() throws Exception {
        Path save = dir.resolve("riverford.hbsave");
        Played played = play(Sessions.RIVERFORD, 42, 3, save);
        GameResult result = played.result();
        String out = played.out();
        assertTrue(out.contains("turn 1 House Rouge: BeginTurn"), out);
        assertTrue(out.contains("--- after turn 3"));
        assertTrue(out.contains("State hash: " + result.stateHash()));
        assertTrue(out.contains("Turn limit 3 reached"));
        assertEquals(16, result.stateHash().length());
        assertEquals(result.stateHash(), SavedGame.load(save).replay(save).stateHash());
        assertEquals(result.stateHash(), GameSession.load(save).stateHash().orElseThrow(), "the IDE can continue it");
        GameResult again = HeadlessPlay.play(Sessions.read(Sessions.RIVERFORD), List.of("random"), 42, 3, null, quiet());
        assertEquals(result, again, "same seed, same game");
    }

    @Test
    void simultaneousGamesPrintEachResolutionAndReplayFromTheirSave() throws Exception {
        Path save = dir.resolve("crossing.hbsave");
        Played played = play(Sessions.CROSSING, 4, 0, save);
        GameResult result = played.result();
        String out = played.out();
        assertTrue(out.contains("turn 1 all: Resolve "), out);
        assertTrue(out.contains("--- after turn 1"), out);
        assertTrue(result.turns() <= 40 + 1, "the scenario's limit of 40 turns applies: " + result);
        assertEquals(result, HeadlessPlay.play(Sessions.read(Sessions.CROSSING), List.of("random"), 4, 0, null, quiet()),
                "same seed, same game");
        assertEquals(result.stateHash(), SavedGame.load(save).replay(save).stateHash());
    }

    @Test
    void refusesPlayersThatNeedAPersonOrDoNotFit() {
        var e = assertThrows(GameStartException.class, () -> HeadlessPlay.play(Sessions.read(Sessions.RIVERFORD),
                List.of("human", "random"), 1, 1, null, quiet()));
        assertTrue(e.getMessage().contains("needs a person"), e.getMessage());
        e = assertThrows(GameStartException.class, () -> HeadlessPlay.play(Sessions.read(Sessions.RIVERFORD),
                List.of("random", "random", "random"), 1, 1, null, quiet()));
        assertTrue(e.getMessage().contains("2 factions"), e.getMessage());
        e = assertThrows(GameStartException.class, () -> HeadlessPlay.play(Sessions.read(Sessions.RIVERFORD),
                List.of("oracle"), 1, 1, null, quiet()));
        assertTrue(e.getMessage().contains("unknown player 'oracle'") && e.getMessage().contains("random"), e.getMessage());
    }

    @Test
    void hexTc2RunsTheDefaultRulesWithoutCrashing() throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        GameResult result = HeadlessPlay.play(Sessions.withRules("hextc2", new org.hexbench.engine.rules.DefaultRules()),
                List.of("random"), 3, 5, null, new PrintStream(bytes, true, StandardCharsets.UTF_8));
        assertEquals(16, result.stateHash().length());
        String out = bytes.toString(StandardCharsets.UTF_8);
        assertTrue(out.contains("--- after turn 5"), out);
        assertEquals(9, out.split("--- after turn 5\n")[1].lines().takeWhile(l -> !l.startsWith("Turn limit")).count(),
                "a hexagon board of side 5 has 9 rows");
    }

    @Test
    void asciiMapShowsUnitsTerrainAndOwners() {
        var world = Sessions.read(Sessions.RIVERFORD);
        String[] lines = AsciiMap.render(new org.hexbench.engine.game.Game(world.catalog(), world.rules(), 1).world())
                .split("\n");
        assertEquals(16, lines.length);
        assertEquals(48, lines[0].length());
        assertEquals(49, lines[1].length(), "odd rows are shifted right");
        assertEquals("R4", lines[2].substring(6, 8), "four red units at (3,2)");
        assertEquals("B4", lines[13].substring(41, 43), "four blue units at (20,13), shifted row");
        assertEquals('r', lines[0].charAt(1), "red owns (0,0)");
    }
}
