package org.hexbench.play.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.hexbench.engine.command.Move;
import org.hexbench.play.Definitions;
import org.hexbench.play.GameResult;
import org.hexbench.play.GameSession;
import org.hexbench.play.HeadlessPlay;
import org.hexbench.play.Reply;
import org.hexbench.play.Seat;
import org.hexbench.play.SessionOptions;
import org.hexbench.play.SessionStatus;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A rule file that validates but recurses without end at the end of every turn (the validator cannot tell): in play
 * the rules stop at their call depth limit with "rule recursion too deep" and the rule file's name and line, the
 * game is left as before the failed step, a person's game goes on, and a headless game says why it stopped.
 */
class SessionRuleErrorTest {

    @TempDir
    Path dir;

    private Path riverfordWithEndlessRecursion() throws Exception {
        Path copy = Sessions.copyRiverford(dir);
        Path rules = copy.resolve("riverford.hbrules");
        Files.writeString(rules, Files.readString(rules) + """

                define loop(n: int): int = if n < 0 then 0 else loop(n + 1)

                on turn end {
                    set gold of faction to loop(1)
                }
                """);
        return copy.resolve("riverford.hexscenario");
    }

    @Test
    void aPersonsEndTurnIsRejectedWithFileAndLineAndTheGameGoesOn() throws Exception {
        Definitions definitions = Definitions.read(riverfordWithEndlessRecursion());
        GameSession session = Sessions.start(definitions, List.of(Seat.HUMAN, Seat.RANDOM), 1, 10,
                SessionOptions.HEADLESS);
        String before = session.stateHash().orElseThrow();
        Reply reply = session.endTurn();
        assertFalse(reply.accepted());
        assertTrue(reply.message().contains("rule recursion too deep"), reply.message());
        assertTrue(reply.message().matches(".*riverford\\.hbrules:\\d+: .*"), "file and line: " + reply.message());
        assertEquals(before, session.stateHash().orElseThrow(), "the failed End Turn left no trace");
        assertEquals(SessionStatus.HUMAN_TO_MOVE, session.status());
        Sessions.UnitMove move = Sessions.someMove(session, 0);
        assertTrue(session.execute(new Move(move.units(), move.target())).accepted(), "the game is still usable");
    }

    @Test
    void aHeadlessGameStopsAtTheFailureAndSaysWhy() throws Exception {
        GameResult result = HeadlessPlay.play(Definitions.read(riverfordWithEndlessRecursion()), List.of("random"), 1,
                10, null, new PrintStream(OutputStream.nullOutputStream(), true, StandardCharsets.UTF_8));
        assertNotNull(result.ruleFailure(), "the result says the rules failed");
        assertTrue(result.ruleFailure().contains("rule recursion too deep"), result.ruleFailure());
        assertEquals(1, result.turns(), "it stopped in the first turn");
    }
}
