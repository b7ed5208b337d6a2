package org.hexbench.play.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.hexbench.play.GameSession;
import org.hexbench.play.Seat;
import org.hexbench.play.SessionStatus;
import org.junit.jupiter.api.Test;

/** Who plays a faction changes in the middle of a game (Hexkit User's Guide §2.2 Managing Players, Player Setup). */
class SessionSeatsTest {

    @Test
    void aComputerTakesOverThePersonsFactionAtOnceAndHandsItBack() throws Exception {
        GameSession session = Sessions.start(Sessions.RIVERFORD, List.of(Seat.HUMAN, Seat.RANDOM), 8, 6);
        assertEquals(SessionStatus.HUMAN_TO_MOVE, session.status());
        int entries = session.read(g -> g.history().size()).orElseThrow();

        assertTrue(session.changeSeat(0, Seat.RANDOM).accepted());
        Sessions.await(session);
        assertEquals(SessionStatus.TURN_LIMIT, session.status(), "two computer players played to the turn limit");
        assertTrue(session.read(g -> g.history().size()).orElseThrow() > entries);
        assertEquals(List.of(Seat.RANDOM, Seat.RANDOM), session.setup().seats(), "the setup tells the seats of now");
        assertTrue(session.log().stream().anyMatch(l -> l.text().contains("House Rouge is now played by")));
    }

    @Test
    void aPersonTakesOverAComputersFactionFromItsNextTurn() throws Exception {
        GameSession session = Sessions.start(Sessions.RIVERFORD, List.of(Seat.HUMAN, Seat.RANDOM), 8, 6);
        assertTrue(session.changeSeat(1, Seat.HUMAN).accepted());
        assertTrue(session.endTurn().accepted());
        Sessions.await(session);
        assertEquals(SessionStatus.HUMAN_TO_MOVE, session.status(), "the Blue League waits for its person");
        assertEquals(1, session.humanFaction());
        assertTrue(session.endTurn().accepted());
        assertEquals(0, session.humanFaction(), "hotseat: House Rouge's person again");
        assertEquals(1, (int) session.read(g -> g.world().currentTurn()).orElseThrow());
    }

    @Test
    void inSimultaneousTurnsAComputerSeatGivesItsDirectivesAsSoonAsItTakesOver() throws Exception {
        GameSession session = Sessions.start(Sessions.CROSSING, List.of(Seat.HUMAN, Seat.HUMAN), 8, 6);
        assertEquals(List.of(0, 1), session.actingFactions());
        assertTrue(session.changeSeat(1, Seat.RANDOM).accepted());
        Sessions.await(session);
        assertEquals(List.of(0), session.actingFactions(), "the new computer player ended East's turn");
        assertTrue(session.endTurn().accepted());
        Sessions.await(session);
        assertEquals(1, (int) session.read(g -> g.world().currentTurn()).orElseThrow(), "the turn resolved");
    }
}
