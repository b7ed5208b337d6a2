package org.hexbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.hexbench.testdata.Checkout;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Hexkit's Seeker on the command line: {@code hexbench play --players seeker,random} plays Riverford to a winner
 * and saves a game that replays, and {@code seeker} takes its options in the player spec.
 */
class SeekerCommandLineTest {

    @TempDir
    Path folder;

    @Test
    void seekerPlaysRiverfordAgainstTheRandomPlayerToAWinnerAndTheGameReplays() {
        Path save = folder.resolve("seeker.hbsave");
        CapturedTerminal t = new CapturedTerminal();
        assertEquals(ExitCode.OK, t.run("play", Checkout.example("riverford").toString(), "--players",
                "seeker,random", "--seed", "5", "--save", save.toString()), t::err);
        assertTrue(t.out().contains("Winner: House Rouge"), "Seeker plays House Rouge and wins: " + t.out());
        assertTrue(t.out().contains("Attack"), "Seeker attacks: " + t.out());
        CapturedTerminal replay = new CapturedTerminal();
        assertEquals(ExitCode.OK, replay.run("replay", save.toString()), replay::err);
        assertEquals(PlayReplayCommandTest.hash(t.out()), PlayReplayCommandTest.hash(replay.out()));
    }

    @Test
    void seekerTakesItsOptionsAndRefusesWrongOnes() {
        CapturedTerminal t = new CapturedTerminal();
        assertEquals(ExitCode.OK, t.run("play", Checkout.example("hextc2").toString(), "--players",
                "seeker:targetLimit=4:useRandomPlace=true,random", "--seed", "2", "--turns", "6"), t::err);
        CapturedTerminal wrong = new CapturedTerminal();
        assertEquals(ExitCode.DOMAIN_ERROR, wrong.run("play", Checkout.example("riverford").toString(), "--players",
                "seeker:targetLimit=none,random", "--turns", "1"));
        assertTrue(wrong.err().contains("seeker's targetLimit must be a whole number, not 'none'"), wrong.err());
    }
}
