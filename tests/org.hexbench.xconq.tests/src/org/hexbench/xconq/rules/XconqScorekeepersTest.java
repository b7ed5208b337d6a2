package org.hexbench.xconq.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.hexbench.engine.game.Replay;
import org.hexbench.engine.world.Faction;
import org.hexbench.engine.world.StateHash;
import org.hexbench.xconq.gdl.Diagnostic;
import org.hexbench.xconq.importer.XconqImport;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Scorekeepers and the game's length (GDL reference, Scorekeeper Forms; Game Length) ending games through the
 * engine: the winner is the world's winning faction, which tournaments and the balance report count. Xconq numbers
 * turns from 1 (Dates and Time: "the first turn of a game is actually turn 1"); the engine from 0, so Xconq turn
 * {@code n} is the engine's turn {@code n − 1}, and a scorekeeper that runs after a turn (the default {@code when})
 * runs when its last side ends that turn.
 */
class XconqScorekeepersTest {

    @TempDir
    Path folder;

    /** Red has two posts, Blue one; a post (speed 0, acp-per-turn 1) is worth point-value 3. */
    private static final String POSTS = "(terrain-type plains (char \"+\"))\n(terrain-type wall (char \"#\")"
            + " (capacity 0))\n(set synthesis-methods nil)\n"
            + "(world 10)\n(unit-type post (hp-max 5) (acp-per-turn 1) (speed 0))\n(add post point-value 3)\n"
            + "(area 10 3 (terrain (by-name (plains 0) (wall 1)) \"10b\" \"10a\" \"10b\"))\n"
            + "(side 1 (name \"Red\"))\n(side 2 (name \"Blue\"))\n"
            + "(post 1 1 1 (n \"R1\"))\n(post 3 1 1 (n \"R2\"))\n(post 7 1 2 (n \"B1\"))\n";

    private static int faction(XconqGames g, String name) {
        return g.world().aliveFactions().stream().filter(f -> f.name().equals(name)).mapToInt(Faction::index)
                .findFirst().orElseThrow();
    }

    /** Ends one whole turn: every side ends its turn. */
    private static void playTurn(XconqGames g) {
        int sides = g.world().aliveFactions().size();
        for (int i = 0; i < sides && !g.world().isGameOver(); i++) {
            g.endTurn();
        }
    }

    /**
     * {@code (set last-turn 3)} with last-side-wins and no score: the game ends after Xconq turn 3, the engine's
     * turn 2, when Blue (the last side) ends it, and nobody wins (GDL reference, Game Length; Scorekeeper Forms: a
     * scorekeeper either keeps a score "used at the end of the game to decide rankings" or declares a winner, and
     * last-side-wins declares none while two sides are left).
     */
    @Test
    void theGameEndsAfterLastTurnInADrawWithoutScores() {
        XconqGames g = XconqGames.of(folder, "short", POSTS + "(set last-turn 3)\n(scorekeeper (do last-side-wins))\n",
                1);
        playTurn(g);
        playTurn(g);
        assertFalse(g.world().isGameOver(), "after turn 2");
        g.endTurn();
        assertFalse(g.world().isGameOver(), "Red ended turn 3, Blue has not");
        g.endTurn();
        assertTrue(g.world().isGameOver(), "after turn 3");
        assertEquals(-1, g.world().winningFaction(), "a draw");
        assertTrue(g.turns.isFinished());
    }

    /**
     * A point score: {@code initial 0}, and after every turn each side adds {@code (sum u* point-value)}, the sum over
     * its units: Red 2 × 3 = 6 a turn, Blue 3. After turn 1: Red 6, Blue 3; after turn 2 (the last-turn): Red 12,
     * Blue 6, so Red, ranked first, wins. A replay of the recorded game ends the same.
     */
    @Test
    void aPointScoreDecidesTheWinnerAfterTheLastTurn() {
        XconqGames g = XconqGames.of(folder, "points", POSTS + "(set last-turn 2)\n(scorekeeper (title \"Points\")"
                + " (initial 0) (do (add (sum u* point-value))))\n", 1);
        int red = faction(g, "Red");
        int blue = faction(g, "Blue");
        assertEquals(0, g.rules.score(g.world(), red));
        playTurn(g);
        assertEquals(6, g.rules.score(g.world(), red));
        assertEquals(3, g.rules.score(g.world(), blue));
        assertFalse(g.world().isGameOver());
        playTurn(g);
        assertEquals(12, g.rules.score(g.world(), red));
        assertEquals(6, g.rules.score(g.world(), blue));
        assertTrue(g.world().isGameOver());
        assertEquals(red, g.world().winningFaction());
        Replay replay = new Replay(g.game.catalog(), g.game.history().entries());
        assertEquals(g.game.stateHash(), StateHash.hex(replay.finish()), "the replay ends alike");
        assertTrue(replay.world().isGameOver());
        assertEquals(red, replay.world().winningFaction());
    }

    /**
     * {@code applies-to} Blue, {@code (if (>= turn 2) (win "held the line"))}: after turn 1 the test is false for
     * Blue and the scorekeeper does not run for Red; after turn 2 Blue wins.
     */
    @Test
    void aScorekeeperForOneSideDeclaresItTheWinnerAtTheExpectedTurn() {
        XconqGames g = XconqGames.of(folder, "hold", POSTS + "(scorekeeper (title \"Hold\") (applies-to \"Blue\")"
                + " (do (if (>= turn 2) (win \"held the line\"))))\n", 1);
        int blue = faction(g, "Blue");
        playTurn(g);
        assertFalse(g.world().isGameOver(), "turn 1 < 2");
        g.endTurn();
        assertFalse(g.world().isGameOver(), "Red ended turn 2, Blue has not");
        g.endTurn();
        assertTrue(g.world().isGameOver(), "turn 2 ended");
        assertEquals(blue, g.world().winningFaction());
    }

    /**
     * {@code (when (before-turn 3))} and {@code (lose)} for Red (applies-to (not "Blue")): at the start of turn 3 Red
     * is defeated, so Blue, the last side left, wins.
     */
    @Test
    void aBeforeTurnScorekeeperDefeatsASide() {
        XconqGames g = XconqGames.of(folder, "fall", POSTS + "(scorekeeper (when (before-turn 3))"
                + " (applies-to (not \"Blue\")) (do (lose)))\n", 1);
        int blue = faction(g, "Blue");
        playTurn(g);
        playTurn(g);
        assertTrue(g.world().isGameOver(), "Red lost at the start of turn 3");
        assertEquals(blue, g.world().winningFaction());
        assertEquals(2, g.world().currentTurn());
    }

    /** What a scorekeeper uses beyond the applied forms is a warning of the import, naming the form. */
    @Test
    void anUnsupportedBodyIsAnImportWarning() throws IOException {
        Path file = folder.resolve("odd.g");
        Files.writeString(file, POSTS + "(scorekeeper (do (frobnicate 3) (add (score-of 1))))\n",
                StandardCharsets.ISO_8859_1);
        XconqImport.Result r = XconqImport.read(file, "odd.g", List.of(), 1);
        assertFalse(r.failed(), r.diagnostics().toString());
        List<String> warnings = r.diagnostics().stream().map(Diagnostic::message).toList();
        assertTrue(warnings.stream().anyMatch(w -> w.contains("(frobnicate 3) is not applied")), warnings.toString());
        assertTrue(warnings.stream().anyMatch(w -> w.contains("(score-of 1) is not applied")), warnings.toString());
    }
}
