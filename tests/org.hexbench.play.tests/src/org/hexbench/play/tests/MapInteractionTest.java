package org.hexbench.play.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import org.hexbench.engine.command.Move;
import org.hexbench.engine.world.Entity;
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

    /** A site of faction 0 with two units or more on it. */
    private static int stackOf(GameSession session) {
        return session.read(g -> g.world().faction(0).units().stream().filter(Entity::isPlaced).map(Entity::site)
                .filter(site -> g.world().site(site).units().size() > 1).findFirst().orElseThrow()).orElseThrow();
    }

    @Test
    void someUnitsOfAStackMoveWithoutTheOthersAndMovingOntoOwnUnitsMergesTheStacks() throws Exception {
        GameSession session = Sessions.start(Sessions.RIVERFORD, List.of(Seat.HUMAN, Seat.RANDOM), 3, 10);
        MapInteraction map = new MapInteraction(session);
        int stack = stackOf(session);
        map.select(stack);
        List<Integer> all = map.selectedUnits();
        assertTrue(all.size() > 1, "a stack of House Rouge: " + all);
        int first = all.get(0);
        int second = all.get(1);
        map.selectUnits(List.of(first));
        map.refresh();
        assertEquals(List.of(first), map.selectedUnits(), "the narrowed selection lasts while the game changes");
        int target = Arrays.stream(map.moveTargets()).filter(t -> t != stack).findFirst().orElseThrow();
        assertTrue(map.issue(target).accepted());
        assertEquals(target, (int) session.read(g -> g.world().entity(first).site()).orElseThrow(), "the one moved");
        assertEquals(stack, (int) session.read(g -> g.world().entity(second).site()).orElseThrow(), "the other stayed");

        map.select(stack);
        map.selectUnits(List.of(second));
        assertTrue(Arrays.binarySearch(map.moveTargets(), target) >= 0, "the other can follow onto its own unit");
        assertTrue(map.issue(target).accepted());
        assertEquals(List.of(first, second), session.read(g -> g.world().site(target).units().stream().map(Entity::id)
                .sorted().toList()).orElseThrow(), "the stacks merged on " + target);
        assertEquals(target, map.selectedSite());
        assertTrue(map.selectedUnits().containsAll(List.of(first, second)), "the merged stack is selected");
    }

    @Test
    void anUnplacedUnitIsPlacedByClickingOneOfTheSitesTheRulesAllow() throws Exception {
        GameSession session = Sessions.start(Sessions.RIVERFORD, List.of(Seat.HUMAN, Seat.RANDOM), 3, 10);
        MapInteraction map = new MapInteraction(session);
        int reserve = session.read(g -> g.world().faction(0).units().stream().filter(u -> !u.isPlaced()).findFirst()
                .orElseThrow().id()).orElseThrow();
        int[] allowed = session.read(g -> g.rules().placeTargets(g.world(), 0, g.world().entity(reserve).classIndex())
                .clone()).orElseThrow();
        assertTrue(map.beginPlacing(reserve) > 0);
        Arrays.sort(allowed);
        assertArrayEquals(allowed, map.highlights().placeTargets(), "the map highlights the rules' place targets");
        int elsewhere = java.util.stream.IntStream.range(0, 100).filter(s -> Arrays.binarySearch(allowed, s) < 0)
                .findFirst().orElseThrow();
        assertFalse(map.place(elsewhere).accepted(), "a site the rules do not allow is refused");
        assertEquals(reserve, map.placing(), "placing goes on after a wrong click");
        assertTrue(map.place(allowed[0]).accepted());
        assertEquals(allowed[0], (int) session.read(g -> g.world().entity(reserve).site()).orElseThrow());
        assertEquals(-1, map.placing());
        assertEquals(0, map.highlights().placeTargets().length);
    }

    @Test
    void nextUnitCyclesTheUnitsThatCanStillActAndSkipsThoseThatCannot() throws Exception {
        GameSession session = Sessions.start(Sessions.RIVERFORD, List.of(Seat.HUMAN, Seat.RANDOM), 3, 10);
        MapInteraction map = new MapInteraction(session);
        int first = map.nextUnit();
        assertEquals(List.of(first), map.selectedUnits());
        int second = map.nextUnit();
        assertTrue(second > first, "the next by id: " + first + " then " + second);
        int target = Arrays.stream(map.moveTargets()).filter(t -> t != map.selectedSite()).max().orElseThrow();
        assertTrue(map.issue(target).accepted());
        java.util.Set<Integer> seen = new java.util.HashSet<>();
        for (int i = 0; i < 20; i++) {
            seen.add(map.nextUnit());
        }
        assertTrue(seen.contains(first), "the cycle comes round: " + seen);
        boolean secondCanAct = session.moveTargets(List.of(second)).length > 1;
        assertEquals(secondCanAct, seen.contains(second), "a unit that moved its full way is skipped: " + seen);
    }
}
