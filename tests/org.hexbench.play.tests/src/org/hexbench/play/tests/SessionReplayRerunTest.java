package org.hexbench.play.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.hexbench.engine.command.Move;
import org.hexbench.play.Definitions;
import org.hexbench.play.GameSession;
import org.hexbench.play.ReplayPlayback;
import org.hexbench.play.Seat;
import org.hexbench.play.SessionStatus;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Replay of a session's game (Hexkit User's Guide §2.1.4 Replaying Your Game) and restarting it under changed rules:
 * the recorded commands issued again under an edited rule file.
 */
class SessionReplayRerunTest {

    @TempDir
    Path dir;

    @Test
    void theReplayOfAGameReachesItsStateEntryByEntryAndFromAnyTurn() throws Exception {
        GameSession session = Sessions.start(Sessions.RIVERFORD, List.of(Seat.RANDOM, Seat.RANDOM), 6, 12);
        Sessions.await(session);
        ReplayPlayback replay = session.replay().orElseThrow();
        assertEquals(12, replay.lastTurn());
        int steps = 0;
        while (replay.step().isPresent()) {
            steps++;
        }
        assertEquals(replay.size(), steps);
        assertEquals(session.stateHash().orElseThrow(), replay.stateHash());
        replay.startAt(6);
        assertEquals(5, replay.world().currentTurn(), "everything before turn 6 replayed at once");
        assertTrue(!replay.isFinished());
    }

    @Test
    void restartingUnderAnEditedRuleFileIssuesTheCommandsAgainAndComparesTheOutcomes() throws Exception {
        Path copy = Sessions.copyRiverford(dir);
        Path scenario = copy.resolve("riverford.hexscenario");
        GameSession session = Sessions.start(Definitions.read(scenario), List.of(Seat.HUMAN, Seat.RANDOM), 4, 20,
                org.hexbench.play.SessionOptions.HEADLESS);
        for (int turn = 0; turn < 3; turn++) {
            Sessions.UnitMove move = Sessions.someMove(session, 0);
            assertTrue(session.execute(new Move(move.units(), move.target())).accepted());
            assertTrue(session.endTurn().accepted());
            Sessions.await(session);
        }
        String before = session.stateHash().orElseThrow();
        int gold = gold(session);

        Path rules = copy.resolve("riverford.hbrules");
        String text = Files.readString(rules);
        assertTrue(text.contains("gold of faction + 10"), "the example's lords collect 10 gold a turn");
        Files.writeString(rules, text.replace("gold of faction + 10", "gold of faction + 100"));
        GameSession.Restart restart = session.restartWith(Definitions.read(scenario));
        GameSession next = restart.session();
        assertEquals(SessionStatus.CLOSED, session.status(), "the old session closed");
        assertNotEquals(before, next.stateHash().orElseThrow(), "the changed rules gave another game");
        assertTrue(gold(next) > gold, "the new income rule took effect: " + gold + " → " + gold(next));
        assertTrue(restart.details().contains("state hash before " + before), restart.details());
        assertFalse(restart.summary().contains(before), "the summary speaks of outcomes, the hashes are details: "
                + restart.summary());
        assertEquals(SessionStatus.HUMAN_TO_MOVE, next.status(), "the restarted game waits for House Rouge again");
        assertEquals(List.of(Seat.HUMAN, Seat.RANDOM), next.setup().seats());
    }

    private static int gold(GameSession session) {
        return session.read(g -> {
            var world = g.world();
            int v = world.catalog().variableIndex("gold");
            return world.faction(0).value(v);
        }).orElseThrow();
    }
}
