package org.hexbench.play.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.hexbench.engine.command.Move;
import org.hexbench.engine.rules.DefaultRules;
import org.hexbench.engine.rules.RuleContext;
import org.hexbench.engine.world.Entity;
import org.hexbench.play.GameSession;
import org.hexbench.play.Reply;
import org.hexbench.play.Seat;
import org.hexbench.play.SessionOptions;
import org.hexbench.play.SessionStatus;
import org.junit.jupiter.api.Test;

/**
 * Rules that fail in play never break a session (Hexkit User's Guide §6.1: a command executes completely or not at
 * all): the person's order, End Turn or the turn's resolution is rejected with what failed, the game is as before,
 * the log says so, and the game goes on.
 */
class SessionRollbackTest {

    /** Default rules whose moves, or whose end of a turn, fail while {@code failing} is set. */
    private static final class FailingRules extends DefaultRules {
        volatile boolean failMoves;
        volatile boolean failTurnEnds;

        @Override
        public void move(RuleContext context, List<Entity> units, int target) {
            super.move(context, units, target);
            if (failMoves) {
                throw new IllegalStateException("the move rule broke");
            }
        }

        @Override
        public void endTurn(RuleContext context) {
            context.random().nextInt(6);
            super.endTurn(context);
            if (failTurnEnds) {
                throw new IllegalStateException("the end-of-turn rule broke");
            }
        }
    }

    @Test
    void aFailingOrderInSequentialTurnsIsRejectedWithTheCauseAndChangesNothing() throws Exception {
        FailingRules rules = new FailingRules();
        GameSession session = Sessions.start(Sessions.withRules(Sessions.RIVERFORD, rules),
                List.of(Seat.HUMAN, Seat.RANDOM), 2, 10, SessionOptions.HEADLESS);
        Sessions.UnitMove move = Sessions.someMove(session, 0);
        String hash = session.stateHash().orElseThrow();
        int entries = session.read(g -> g.history().size()).orElseThrow();

        rules.failMoves = true;
        Reply reply = session.execute(new Move(move.units(), move.target()));
        assertFalse(reply.accepted());
        assertTrue(reply.message().contains("the move rule broke"), reply.message());
        assertEquals(hash, session.stateHash().orElseThrow(), "the half-made move is rolled back");
        assertEquals(entries, (int) session.read(g -> g.history().size()).orElseThrow());
        assertTrue(session.log().stream().anyMatch(l -> l.text().contains("the rules failed: the move rule broke")));
        assertEquals(SessionStatus.HUMAN_TO_MOVE, session.status(), "the game goes on");

        rules.failMoves = false;
        assertTrue(session.execute(new Move(move.units(), move.target())).accepted());
    }

    @Test
    void aFailingResolutionInSimultaneousTurnsIsRolledBackAndTheTurnCanBeEndedAgain() throws Exception {
        FailingRules rules = new FailingRules();
        GameSession session = Sessions.start(Sessions.withRules(Sessions.CROSSING, rules),
                List.of(Seat.HUMAN, Seat.RANDOM), 2, 10, SessionOptions.HEADLESS);
        Sessions.await(session);
        Sessions.UnitMove move = Sessions.someMove(session, 0);
        assertTrue(session.execute(new Move(move.units(), move.target())).accepted());
        String hash = session.stateHash().orElseThrow();
        long random = session.read(g -> g.randomPosition()).orElseThrow();
        var pending = session.pendingDirectives();

        rules.failTurnEnds = true;
        Reply reply = session.endTurn();
        assertFalse(reply.accepted());
        assertTrue(reply.message().contains("the end-of-turn rule broke"), reply.message());
        assertEquals(hash, session.stateHash().orElseThrow(), "the resolution's segments are rolled back");
        assertEquals(random, (long) session.read(g -> g.randomPosition()).orElseThrow(), "its dice are given back");
        assertEquals(0, (int) session.read(g -> g.history().size()).orElseThrow(), "nothing recorded");
        assertEquals(pending, session.pendingDirectives(), "the directives stay given");
        assertEquals(SessionStatus.HUMAN_TO_MOVE, session.status(), "West may change them and end the turn again");

        rules.failTurnEnds = false;
        assertTrue(session.endTurn().accepted());
        Sessions.await(session);
        assertEquals(1, (int) session.read(g -> g.world().currentTurn()).orElseThrow(), "now the turn resolved");
    }

    @Test
    void aComputerTurnWhoseRulesFailStopsTheComputersWithTheCause() throws Exception {
        FailingRules rules = new FailingRules();
        rules.failTurnEnds = true;
        GameSession session = Sessions.start(Sessions.withRules(Sessions.RIVERFORD, rules),
                List.of(Seat.RANDOM, Seat.RANDOM), 2, 10, SessionOptions.HEADLESS);
        Sessions.await(session);
        assertEquals(SessionStatus.COMPUTER_STOPPED, session.status());
        assertTrue(session.log().stream().anyMatch(l -> l.text().contains("a computer turn failed")
                && l.text().contains("the end-of-turn rule broke")), session.log().toString());
        String replayed = session.read(g -> org.hexbench.engine.world.StateHash.hex(
                new org.hexbench.engine.game.Replay(g.catalog(), g.history().entries()).finish())).orElseThrow();
        assertEquals(session.stateHash().orElseThrow(), replayed, "the state is the one the history records");

        rules.failTurnEnds = false;
        session.resumeComputers();
        Sessions.await(session);
        assertEquals(SessionStatus.TURN_LIMIT, session.status(), "resumed, the computers play to the turn limit");
    }
}
