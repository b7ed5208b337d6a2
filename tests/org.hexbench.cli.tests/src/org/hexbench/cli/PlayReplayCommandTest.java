package org.hexbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.hexbench.testdata.Checkout;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code hexbench play} and {@code hexbench replay} on the shipped riverford example. */
class PlayReplayCommandTest {

    private static final Pattern HASH = Pattern.compile("State hash: ([0-9a-f]{16})");

    @TempDir
    Path folder;

    /** @return the state hash {@code play} or {@code replay} printed */
    static String hash(String output) {
        Matcher m = HASH.matcher(output);
        assertTrue(m.find(), "a state hash is printed: " + output);
        return m.group(1);
    }

    private static CapturedTerminal play(String seed, String... extra) {
        CapturedTerminal t = new CapturedTerminal();
        String[] base = { "play", Checkout.example("riverford").toString(), "--players", "random,random", "--seed",
                seed, "--turns", "3" };
        String[] all = java.util.Arrays.copyOf(base, base.length + extra.length);
        System.arraycopy(extra, 0, all, base.length, extra.length);
        assertEquals(ExitCode.OK, t.run(all), t::err);
        return t;
    }

    @Test
    void playPrintsTurnsMapsAndAHashThatTheSameSeedReproduces() {
        CapturedTerminal first = play("7");
        assertTrue(first.out().contains("turn 1 "), first.out());
        assertTrue(first.out().contains("--- after turn 1"), "an ASCII map after each turn: " + first.out());
        assertTrue(first.out().contains("Turn limit 3 reached"), "nobody wins Riverford in 3 turns: " + first.out());
        assertEquals(hash(first.out()), hash(play("7").out()), "same seed, same game");
        assertNotEquals(hash(first.out()), hash(play("8").out()), "another seed, another game");
    }

    @Test
    void replayOfASavedGameReachesTheSameHash() {
        Path save = folder.resolve("game.hbsave");
        String played = hash(play("11", "--save", save.toString()).out());
        assertTrue(Files.isRegularFile(save));
        CapturedTerminal replay = new CapturedTerminal();
        assertEquals(ExitCode.OK, replay.run("replay", save.toString()), replay::err);
        assertEquals(played, hash(replay.out()));
        assertFalse(replay.err().contains("warning"), replay.err());
    }

    /**
     * Seed 1: random players' HexTC2 games mostly end with a winner before the 100-turn limit (seeds 1–8: all but
     * seed 3, whose game, since the creatures fight only by moving, runs into the limit).
     */
    @Test
    void hexTc2PlaysByItsRuleFileToAWinner() {
        CapturedTerminal t = new CapturedTerminal();
        assertEquals(ExitCode.OK, t.run("play", Checkout.example("hextc2").toString(), "--players", "random,random",
                "--seed", "1"), t::err);
        assertTrue(t.out().contains("Winner: "), "a full HexTC2 game ends with a winner: " + t.out());
        assertTrue(t.err().contains("game over"), t.err());
    }

    @Test
    void aCorruptSaveIsAnErrorNamingTheFile() throws IOException {
        Path save = Files.writeString(folder.resolve("broken.hbsave"), "not a saved game\n");
        CapturedTerminal t = new CapturedTerminal();
        assertEquals(ExitCode.DOMAIN_ERROR, t.run("replay", save.toString()));
        assertTrue(t.err().contains("broken.hbsave"), t.err());
        assertFalse(t.err().contains("Exception"), "no stack trace: " + t.err());
    }

    @Test
    void withoutPlayersTheScenariosComputerPlayersPlayAndUnknownKindsAreReported() {
        CapturedTerminal t = new CapturedTerminal();
        assertEquals(ExitCode.OK, t.run("play", Checkout.example("riverford").toString(), "--turns", "2"));
        assertTrue(t.out().contains("Player of Blue League: random (the scenario's computer player)"), t.out());
        assertTrue(t.out().contains("Player of House Rouge: random (a person by default; no person plays headless)"),
                t.out());
        CapturedTerminal u = new CapturedTerminal();
        assertEquals(ExitCode.DOMAIN_ERROR,
                u.run("play", Checkout.example("riverford").toString(), "--players", "genius,random"));
        assertTrue(u.err().contains("genius"), u.err());
    }

    @Test
    void rulesThatFailStopTheGameWithTheirFileAndLineAndExitCode1() throws IOException {
        Path copy = Checkout.copyExample("riverford", folder);
        Path rules = copy.resolve("riverford.hbrules");
        Files.writeString(rules, Files.readString(rules)
                + "\ndefine loop(n: int): int = if n < 0 then 0 else loop(n + 1)\non turn end {\n    set gold of faction to loop(1)\n}\n");
        CapturedTerminal t = new CapturedTerminal();
        assertEquals(ExitCode.DOMAIN_ERROR, t.run("play", copy.toString(), "--turns", "3"));
        assertTrue(t.err().contains("the rules failed in turn 1"), t.err());
        assertTrue(t.err().matches("(?s).*riverford\\.hbrules:\\d+: Rule error in 'on turn end'.*rule recursion too deep.*"),
                t.err());
        assertFalse(t.err().contains("Exception"), "no stack trace: " + t.err());
    }
}
