package org.hexbench.play.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.hexbench.engine.game.HistoryEntry;
import org.hexbench.play.GameSession;
import org.hexbench.play.Seat;
import org.junit.jupiter.api.Test;

/**
 * The Command History says who gave each command (Hexkit User's Guide §2.2: a person or a computer player plays each
 * faction, and Player Setup may change that): each entry is booked to its faction's player when it was recorded.
 */
class CommandPlayersTest {

    @Test
    void everyEntryNamesThePlayerOfItsFactionAtTheTime() throws Exception {
        GameSession session = Sessions.start(Sessions.RIVERFORD, List.of(Seat.HUMAN, Seat.RANDOM), 5, 10);
        assertTrue(session.endTurn().accepted());
        Sessions.await(session);
        List<HistoryEntry> entries = session.read(g -> List.copyOf(g.history().entries())).orElseThrow();
        List<String> players = session.commandPlayers();
        assertEquals(entries.size(), players.size(), "one player per entry");
        for (int i = 0; i < entries.size(); i++) {
            HistoryEntry e = entries.get(i);
            String expected = e.queued() ? "rules" : e.faction() == 0 ? "Human" : "Random computer player";
            assertEquals(expected, players.get(i), i + ": " + e.command());
        }
        assertTrue(entries.stream().anyMatch(e -> e.faction() == 1 && !e.command().startsWith("BeginTurn")
                && !e.command().startsWith("EndTurn")), "the random player gave orders");

        int before = players.size();
        assertTrue(session.changeSeat(1, Seat.HUMAN).accepted());
        assertTrue(session.endTurn().accepted(), "House Rouge ends its turn 2");
        List<HistoryEntry> after = session.read(g -> List.copyOf(g.history().entries())).orElseThrow();
        List<String> now = session.commandPlayers();
        assertEquals(players, now.subList(0, before), "what was booked stays booked");
        for (int i = before; i < after.size(); i++) {
            assertEquals("Human", now.get(i), "the Blue League's person from now on: " + after.get(i).command());
        }
    }
}
