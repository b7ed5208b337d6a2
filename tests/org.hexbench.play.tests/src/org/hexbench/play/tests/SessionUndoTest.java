package org.hexbench.play.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.hexbench.engine.command.Move;
import org.hexbench.engine.game.HistoryEntry;
import org.hexbench.play.GameSession;
import org.hexbench.play.Reply;
import org.hexbench.play.Seat;
import org.junit.jupiter.api.Test;

/**
 * A person takes back their last move (Hexkit's HCL roll-back) through the session, under Riverford's own rule file:
 * the game, its history and its random stream are as before the move, the log says what was taken back in words, and
 * after the End Turn nothing can be taken back.
 */
class SessionUndoTest {

    @Test
    void aMoveIsTakenBackUnderRiverfordsRulesButNotAfterTheEndOfTheTurn() throws Exception {
        GameSession session = Sessions.start(Sessions.RIVERFORD, List.of(Seat.HUMAN, Seat.HUMAN), 3, 10);
        assertNotNull(session.undoBlocker(), "nothing to take back yet");
        String hash = session.stateHash().orElseThrow();
        List<HistoryEntry> entries = session.read(g -> List.copyOf(g.history().entries())).orElseThrow();
        long random = session.read(g -> g.randomPosition()).orElseThrow();
        Sessions.UnitMove move = Sessions.someMove(session, 0);
        assertTrue(session.execute(new Move(move.units(), move.target())).accepted());
        assertNull(session.undoBlocker(), "Riverford's moves roll no dice");

        Reply undo = session.undo();
        assertTrue(undo.accepted(), undo.message());
        assertTrue(undo.message().startsWith("House Rouge took back: moved "), undo.message());
        assertEquals(hash, session.stateHash().orElseThrow());
        assertEquals(entries, session.read(g -> List.copyOf(g.history().entries())).orElseThrow());
        assertEquals(random, (long) session.read(g -> g.randomPosition()).orElseThrow());
        assertEquals(entries.size(), session.commandWords().size(), "the Command History forgot the move");
        assertTrue(session.log().get(session.log().size() - 1).text().startsWith("took back: moved "));

        assertTrue(session.execute(new Move(move.units(), move.target())).accepted());
        assertTrue(session.endTurn().accepted());
        assertFalse(session.undo().accepted(), "the Blue League cannot take back House Rouge's move");
    }

    @Test
    void inSimultaneousTurnsUndoWithdrawsTheLastDirectiveButNotAfterTheTurnWasSubmitted() throws Exception {
        GameSession session = Sessions.start(Sessions.CROSSING, List.of(Seat.HUMAN, Seat.HUMAN), 3, 10);
        assertNotNull(session.undoBlocker());
        String hash = session.stateHash().orElseThrow();
        Sessions.UnitMove first = Sessions.someMove(session, 0);
        assertTrue(session.execute(new Move(first.units(), first.target())).accepted());
        var afterFirst = session.pendingDirectives();
        int other = session.read(g -> g.world().faction(0).units().stream().filter(e -> e.isPlaced()
                && e.id() != first.unit()).findFirst().orElseThrow().id()).orElseThrow();
        int target = session.moveTargets(List.of(other))[0];
        assertTrue(session.execute(new Move(List.of(other), target)).accepted());
        assertEquals(afterFirst.size() + 1, session.pendingDirectives().size());
        assertNull(session.undoBlocker(), "a directive that has not taken effect can be withdrawn");
        assertTrue(session.undo().accepted());
        assertEquals(afterFirst, session.pendingDirectives(), "the directives are as before the last one");
        assertEquals(hash, session.stateHash().orElseThrow(), "nothing had happened yet");
        assertTrue(session.undo().accepted());
        assertTrue(session.pendingDirectives().isEmpty());
        assertNotNull(session.undoBlocker(), "nothing more to withdraw");

        assertTrue(session.execute(new Move(first.units(), first.target())).accepted());
        assertTrue(session.endTurn().accepted());
        assertEquals(1, session.humanFaction());
        assertFalse(session.undo().accepted(), "the West's submitted directives are not the East's to withdraw");
        assertEquals(1, session.pendingDirectives().size());
    }
}
