package org.hexbench.ai.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.Map;
import java.util.TreeMap;
import org.hexbench.ai.GameView;
import org.hexbench.ai.players.seeker.AttackTarget;
import org.hexbench.ai.players.seeker.MoveTarget;
import org.hexbench.ai.players.seeker.RangeCategory;
import org.hexbench.ai.players.seeker.Reach;
import org.hexbench.ai.players.seeker.Situation;
import org.hexbench.engine.game.TurnSystem;
import org.hexbench.engine.world.Entity;
import org.hexbench.scenario.TerrainClass;
import org.junit.jupiter.api.Test;

/**
 * Reaching a target, range categories and comparing ranges (Hexkit User's Guide §9.3.1–9.3.3) on an 8 × 3 board of
 * plains (each step costs 1): red's soldier (movement 2, range 1) starts on (1, 1), blue's on (6, 1). On squares a
 * unit reaches this turn every site at most two rows plus columns away.
 */
class SeekerRangeTest {

    private final SeekerBoard board = new SeekerBoard(8, 3);

    private Entity red(Situation situation) {
        return situation.entity(board.unit(0, 0).id());
    }

    /**
     * An attack target is reached from a site within attack range of it: short range where the unit stands, medium
     * range within its move this turn, long range further on a path; the long-range cost is that of the cheapest
     * attack position, (5, 1), four steps from (1, 1).
     */
    @Test
    void anAttackTargetIsShortMediumOrLongRangeByWhereTheUnitCanAttackItFrom() {
        board.start();
        int target = board.site(6, 1);
        Reach far = AttackTarget.reach(board.situation(0), red(board.situation(0)), target, true);
        assertEquals(RangeCategory.LONG, far.category());
        assertEquals(board.site(5, 1), far.position());
        assertEquals(4.0, far.pathCost());
        assertEquals(5, far.distance());

        board.put(board.unit(0, 0), board.site(3, 1));
        Situation near = board.situation(0);
        Reach medium = AttackTarget.reach(near, red(near), target, true);
        assertEquals(RangeCategory.MEDIUM, medium.category(), "(5,1) is two steps away");
        assertEquals(board.site(5, 1), medium.position());
        assertNull(AttackTarget.reach(near, red(near), target, false), "a unit that may not move reaches nothing");

        board.put(board.unit(0, 0), board.site(5, 1));
        Situation adjacent = board.situation(0);
        Reach reached = AttackTarget.reach(adjacent, red(adjacent), target, false);
        assertEquals(RangeCategory.SHORT, reached.category());
        assertEquals(board.site(5, 1), reached.position(), "it attacks from where it stands");
    }

    /** A movement target is reached by standing on it. */
    @Test
    void aMovementTargetIsShortMediumOrLongRangeByWhereTheUnitCanStand() {
        board.start();
        Situation situation = board.situation(0);
        Entity red = red(situation);
        assertEquals(RangeCategory.SHORT, MoveTarget.reach(situation, red, board.site(1, 1)).category());
        Reach medium = MoveTarget.reach(situation, red, board.site(2, 2));
        assertEquals(RangeCategory.MEDIUM, medium.category());
        assertEquals(2, medium.distance());
        Reach far = MoveTarget.reach(situation, red, board.site(7, 2));
        assertEquals(RangeCategory.LONG, far.category());
        assertEquals(7.0, far.pathCost(), "six columns and one row, around blue's soldier on (6,1)");
    }

    /**
     * A step that costs more than the unit's movement is never made in any turn, so a site behind a wall of hills
     * (difficulty 3) is out of reach for the soldier (movement 2) but long range for a scout (movement 3).
     */
    @Test
    void whatLiesBehindAStepDearerThanTheUnitsMovementIsOutOfReach() {
        TerrainClass hills = board.s.terrainClass("hills", true, 3);
        var wall = board.s.owned(null, 4, 0, 1, 3);
        wall.getTerrains().add(hills);
        var scout = board.s.unitClass("scout", board.s.strength, 3, board.s.morale, 1, board.s.movement, 3,
                board.s.attackRange, 1);
        board.units(board.s.red, 1, 2, scout);
        board.start();
        Situation situation = board.situation(0);
        Entity soldier = red(situation);
        assertNull(MoveTarget.reach(situation, soldier, board.site(5, 1)));
        assertFalse(situation.paths(soldier).reaches(board.site(4, 1)));
        assertNull(AttackTarget.reach(situation, soldier, board.site(6, 1), true), "blue's soldier is out of reach");
        Entity scoutUnit = situation.entity(board.unit(0, 1).id());
        Reach behind = MoveTarget.reach(situation, scoutUnit, board.site(5, 2));
        assertEquals(RangeCategory.LONG, behind.category());
        assertEquals(1 + 1 + 3 + 1, behind.pathCost(), "(1,2) to (5,2): plains, plains, hills, plains");
    }

    /**
     * What Riverford's README says of its valuations: only cavalry crosses the river. From red's stacks, red's cavalry
     * can reach blue's home site, its infantry and archers cannot: the hills and water cost more than their movement
     * allows in one step.
     */
    @Test
    void onRiverfordOnlyCavalryCrossesTheRiver() {
        var game = Examples.source("riverford").newGame(1);
        TurnSystem turns = TurnSystem.of(game, 60);
        turns.start();
        Situation situation = Situation.of(new GameView(turns, 0), 1, new HashMap<>());
        int blueHome = game.world().homeSite(1);
        Map<String, Boolean> crosses = new TreeMap<>();
        for (Entity u : situation.units()) {
            if (u.isPlaced()) {
                crosses.merge(u.entityClass().getId(), situation.paths(u).reaches(blueHome), Boolean::logicalOr);
            }
        }
        assertEquals(Map.of("archers", false, "cavalry", true, "infantry", false), crosses);
    }

    /** §9.3.3: short before medium before long; medium by distance, long by path cost; else the same range. */
    @Test
    void rangesCompareByCategoryThenDistanceOrPathCost() {
        Reach short3 = new Reach(1, RangeCategory.SHORT, 3, 0, 0);
        Reach short1 = new Reach(2, RangeCategory.SHORT, 1, 0, 0);
        Reach medium1 = new Reach(3, RangeCategory.MEDIUM, 1, 0, 0);
        Reach medium2 = new Reach(4, RangeCategory.MEDIUM, 2, 0, 0);
        Reach medium2b = new Reach(5, RangeCategory.MEDIUM, 2, 0, 0);
        Reach long4 = new Reach(6, RangeCategory.LONG, 9, 4, 0);
        Reach long6 = new Reach(7, RangeCategory.LONG, 3, 6, 0);
        Reach long6b = new Reach(8, RangeCategory.LONG, 5, 6, 0);
        assertTrue(Reach.closer(short3, medium1), "short beats medium whatever the distance");
        assertTrue(Reach.closer(medium2, long6));
        assertFalse(Reach.closer(long4, medium2));
        assertTrue(Reach.closer(medium1, medium2));
        assertTrue(Reach.closer(long4, long6), "long range by path cost, not distance");
        assertFalse(Reach.closer(long6, long4));
        assertFalse(Reach.closer(short3, short1) || Reach.closer(short1, short3), "two short-range targets");
        assertFalse(Reach.closer(medium2, medium2b) || Reach.closer(medium2b, medium2));
        assertFalse(Reach.closer(long6, long6b) || Reach.closer(long6b, long6));
    }
}
