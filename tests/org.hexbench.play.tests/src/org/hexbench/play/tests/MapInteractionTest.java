package org.hexbench.play.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import org.hexbench.engine.command.Move;
import org.hexbench.play.GameSession;
import org.hexbench.play.MapInteraction;
import org.hexbench.play.Seat;
import org.junit.jupiter.api.Test;

/**
 * The Play map's mouse logic without a map (Hexkit User's Guide §2.3 The Game Map): select a stack, see its targets
 * and path, right-click to order; after a sequential move the selection follows the units, after a simultaneous
 * directive it stays, since the units have not moved yet.
 */
class MapInteractionTest {

    /** A session's map with one of faction 0's units selected that can move, and where it stands. */
    private record Selected(MapInteraction map, Sessions.UnitMove move, int from) {
        static Selected in(GameSession session) {
            MapInteraction map = new MapInteraction(session);
            Sessions.UnitMove move = Sessions.someMove(session, 0);
            int from = session.read(g -> g.world().entity(move.unit()).site()).orElseThrow();
            map.select(from);
            assertTrue(map.selectedUnits().contains(move.unit()));
            map.selectUnits(move.units());
            return new Selected(map, move, from);
        }
    }

    @Test
    void aRightClickMovesTheSelectionAlongInSequentialTurns() throws Exception {
        Selected selected = Selected.in(Sessions.start(Sessions.RIVERFORD, List.of(Seat.HUMAN, Seat.RANDOM), 3, 10));
        MapInteraction map = selected.map();
        Sessions.UnitMove move = selected.move();
        int from = selected.from();
        assertTrue(Arrays.binarySearch(map.moveTargets(), move.target()) >= 0);
        assertEquals(new Move(move.units(), move.target()), map.commandFor(move.target()).orElseThrow());
        int[] path = map.pathTo(move.target());
        assertEquals(from, path[0]);
        assertEquals(move.target(), path[path.length - 1]);
        assertTrue(map.issue(move.target()).accepted());
        assertEquals(move.target(), map.selectedSite(), "the selection followed the units");
    }

    @Test
    void aRightClickGivesADirectiveAndKeepsTheSelectionInSimultaneousTurns() throws Exception {
        GameSession session = Sessions.start(Sessions.CROSSING, List.of(Seat.HUMAN, Seat.HUMAN), 3, 10);
        Selected selected = Selected.in(session);
        MapInteraction map = selected.map();
        Sessions.UnitMove move = selected.move();
        int from = selected.from();
        assertTrue(map.issue(move.target()).accepted());
        assertEquals(from, map.selectedSite(), "the units stay until the turn resolves");
        assertEquals(1, session.pendingDirectives().size());
        assertFalse(map.issue(-5).accepted(), "a site that is no target is refused");
    }
}
