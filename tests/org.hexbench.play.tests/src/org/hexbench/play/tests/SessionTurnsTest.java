package org.hexbench.play.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.hexbench.engine.command.Build;
import org.hexbench.engine.command.Move;
import org.hexbench.engine.game.HistoryEntry;
import org.hexbench.engine.game.Replay;
import org.hexbench.engine.world.StateHash;
import org.hexbench.play.GameSession;
import org.hexbench.play.GameSetup;
import org.hexbench.play.Reply;
import org.hexbench.play.Seat;
import org.hexbench.play.SessionListener;
import org.hexbench.play.SessionOptions;
import org.hexbench.play.SessionStatus;
import org.junit.jupiter.api.Test;

/**
 * One session plays both turn systems (Hexkit User's Guide §2.4.3 Turn Sequence; the Tiling Module design note's Turn
 * Resolution) the same way: computer players to the end, a person ordering and ending turns, listeners hearing every
 * entry and every end of a turn.
 */
class SessionTurnsTest {

    /** Records what a listener hears. */
    private static final class Recorder implements SessionListener {
        final List<HistoryEntry> entries = new ArrayList<>();
        final List<String> turnEnds = new ArrayList<>();
        int changes;

        @Override
        public void changed(GameSession session) {
            changes++;
        }

        @Override
        public void executed(GameSession session, HistoryEntry entry) {
            entries.add(entry);
        }

        @Override
        public void turnEnded(GameSession session, int turn, int faction) {
            turnEnds.add(turn + ":" + faction);
        }
    }

    /** Starts a session on an example with a seed of 5 and a limit of 10 turns, the recorder hearing it from the start. */
    private static GameSession start(String example, List<Seat> seats, Recorder recorder) throws Exception {
        var definitions = Sessions.read(example);
        return GameSession.start(new GameSetup(definitions.scenarioFile(), seats, 5, 10, 0), definitions,
                SessionOptions.HEADLESS, recorder);
    }

    private static void playsToTheEndWithComputerPlayers(String example, int turnLimit) throws Exception {
        var definitions = Sessions.read(example);
        Recorder recorder = new Recorder();
        GameSession session = GameSession.start(new GameSetup(definitions.scenarioFile(),
                List.of(Seat.RANDOM, Seat.RANDOM), 3, turnLimit, 0), definitions, SessionOptions.HEADLESS, recorder);
        Sessions.await(session);
        assertTrue(session.status() == SessionStatus.GAME_OVER || session.status() == SessionStatus.TURN_LIMIT,
                example + ": " + session.status());
        List<HistoryEntry> history = session.read(g -> List.copyOf(g.history().entries())).orElseThrow();
        assertEquals(history, recorder.entries, "the listener heard every history entry, in order");
        assertTrue(recorder.changes > 0);
        String hash = session.stateHash().orElseThrow();
        String replayed = session.read(g -> StateHash.hex(new Replay(g.catalog(), g.history().entries()).finish()))
                .orElseThrow();
        assertEquals(hash, replayed, "the recorded programs replay to the same state");
        GameSession again = Sessions.start(example, List.of(Seat.RANDOM, Seat.RANDOM), 3, turnLimit);
        Sessions.await(again);
        assertEquals(hash, again.stateHash().orElseThrow(), "the same seed plays the same game");
    }

    @Test
    void sequentialGamesOfComputerPlayersPlayToTheEnd() throws Exception {
        playsToTheEndWithComputerPlayers(Sessions.RIVERFORD, 20);
    }

    @Test
    void simultaneousGamesOfComputerPlayersPlayToTheEnd() throws Exception {
        playsToTheEndWithComputerPlayers(Sessions.CROSSING, 20);
    }

    @Test
    void aPersonPlaysSequentialTurnsAgainstTheComputer() throws Exception {
        Recorder recorder = new Recorder();
        GameSession session = start(Sessions.RIVERFORD, List.of(Seat.HUMAN, Seat.RANDOM), recorder);
        assertEquals(SessionStatus.HUMAN_TO_MOVE, session.status());
        assertEquals(0, session.humanFaction());
        Sessions.UnitMove move = Sessions.someMove(session, 0);
        Reply reply = session.execute(new Move(move.units(), move.target()));
        assertTrue(reply.accepted(), reply.message());
        assertEquals(move.target(), (int) session.read(g -> g.world().entity(move.unit()).site()).orElseThrow(),
                "in sequential turns an order executes at once");
        assertTrue(session.pendingDirectives().isEmpty());
        assertFalse(session.execute(new Build(List.of("no-such-class"))).accepted(), "an illegal order is rejected");
        assertTrue(session.endTurn().accepted());
        Sessions.await(session);
        assertEquals(SessionStatus.HUMAN_TO_MOVE, session.status(), "the computer played, House Rouge moves again");
        assertEquals(1, (int) session.read(g -> g.world().currentTurn()).orElseThrow());
        assertEquals(List.of("0:0", "0:1"), recorder.turnEnds, "each faction's turn ended once");
        assertTrue(session.log().stream().anyMatch(l -> l.text().contains("ended its turn")));
    }

    @Test
    void aPersonGivesDirectivesInSimultaneousTurnsAndTheTurnResolvesWhenEveryFactionHasEndedIt() throws Exception {
        Recorder recorder = new Recorder();
        GameSession session = start(Sessions.CROSSING, List.of(Seat.HUMAN, Seat.RANDOM), recorder);
        Sessions.await(session);
        assertEquals(SessionStatus.HUMAN_TO_MOVE, session.status(), "the computer submitted; West is to act");
        assertEquals(List.of(0), session.actingFactions(), "East has ended its turn already");
        Sessions.UnitMove move = Sessions.someMove(session, 0);
        int from = session.read(g -> g.world().entity(move.unit()).site()).orElseThrow();
        Reply reply = session.execute(new Move(move.units(), move.target()));
        assertTrue(reply.accepted(), reply.message());
        assertEquals(from, (int) session.read(g -> g.world().entity(move.unit()).site()).orElseThrow(),
                "a directive moves nobody before the turn resolves");
        assertEquals(move.unit(), session.pendingDirectives().stream().filter(d -> d.unit() == move.unit()).findFirst()
                .orElseThrow().unit());
        assertFalse(session.execute(new Build(List.of("infantry"))).accepted(), "only Move and Attack are directives");
        assertTrue(session.endTurn().accepted());
        Sessions.await(session);
        assertEquals(1, (int) session.read(g -> g.world().currentTurn()).orElseThrow(), "the turn resolved");
        assertTrue(session.pendingDirectives().stream().noneMatch(d -> d.player().equals("west")),
                "West's directives were carried out; East's computer has given those of the next turn");
        assertEquals(List.of("0:-1"), recorder.turnEnds, "one end of the whole turn");
        HistoryEntry resolution = recorder.entries.get(recorder.entries.size() - 1);
        assertEquals(-1, resolution.faction());
        assertTrue(resolution.command().contains(move.unit() + " MOVE " + move.target()), resolution.command());
        assertTrue(session.log().stream().anyMatch(l -> l.source().equals("resolution")),
                "the log shows the resolution leg by leg");
        assertEquals(SessionStatus.HUMAN_TO_MOVE, session.status(), "West gives the next turn's directives");
    }

    @Test
    void theSessionKnowsNothingOfTheTurnSystemBeyondWhatTheEngineTellsIt() throws Exception {
        GameSession sequential = Sessions.start(Sessions.RIVERFORD, List.of(Seat.HUMAN, Seat.HUMAN), 1, 5);
        GameSession simultaneous = Sessions.start(Sessions.CROSSING, List.of(Seat.HUMAN, Seat.HUMAN), 1, 5);
        assertEquals("Sequential turns", sequential.describeTurns());
        assertEquals("Simultaneous turns of 3 segments", simultaneous.describeTurns());
        assertEquals(List.of(0), sequential.actingFactions(), "one faction acts at a time");
        assertEquals(List.of(0, 1), simultaneous.actingFactions(), "every faction acts at once");
        assertTrue(simultaneous.endTurn().accepted());
        assertEquals(1, simultaneous.humanFaction(), "hotseat: the next person gives directives");
        assertTrue(sequential.headline().startsWith("Turn 1 of 5 · House Rouge"), sequential.headline());
    }
}
