package org.hexbench.ai.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.hexbench.ai.players.seeker.MoveTarget;
import org.hexbench.ai.players.seeker.RangeCategory;
import org.hexbench.ai.players.seeker.Situation;
import org.hexbench.ai.players.seeker.Supply;
import org.hexbench.engine.world.Entity;
import org.hexbench.scenario.ModifierTarget;
import org.hexbench.scenario.ResourceTransfer;
import org.hexbench.scenario.TerrainClass;
import org.hexbench.scenario.template.Elements;
import org.junit.jupiter.api.Test;

/**
 * Supplies and selecting a movement target (Hexkit User's Guide §9.5.1 Figure 55, §9.5.2) on a 10 × 4 board: towns
 * (valuation 0.7) restore 2 strength a turn to their owner's units, a well holds 3 strength that it transfers to any
 * unit on it. Red's soldier (strength 5, movement 2) starts on (1, 1).
 */
class SeekerMoveTargetTest {

    private final SeekerBoard board = new SeekerBoard(10, 4);
    private final TerrainClass town = board.s.terrainClass("town", false, 0);
    private final TerrainClass well = board.s.terrainClass("well", false, 0);

    SeekerMoveTargetTest() {
        town.setValuation(0.7);
        town.getModifiers().add(Elements.modifier(board.s.strength, ModifierTarget.OWNER_UNITS, 2));
        well.setResourceTransfer(ResourceTransfer.KEEP);
        well.getVariables().add(Elements.value(board.s.strength, 3));
        board.terrain(town, board.s.red, 0, 2);
        board.terrain(town, board.s.blue, 9, 0);
        board.terrain(well, null, 3, 1);
    }

    private Entity red(Situation situation) {
        return situation.entity(board.unit(0, 0).id());
    }

    /**
     * Supply resources: strength (units hold it, towns and the well resupply it), not morale or gold. Required
     * supplies: initial − value when initial &gt; value &gt; 0, priority 100 × need / initial.
     */
    @Test
    void aUnitNeedsWhatItLostOfASupplyResource() {
        board.start();
        Supply supply = Supply.of(board.world, 0);
        assertArrayEquals(new int[] {board.world.catalog().variableIndex("strength")}, supply.resources());
        Entity soldier = board.unit(0, 0);
        assertNull(supply.required(soldier), "at full strength");
        board.set(soldier, "strength", 1);
        assertEquals(4, supply.required(soldier).amount());
        assertEquals(80.0, supply.required(soldier).priority(), 1e-9, "100 × 4 / 5");
        board.set(soldier, "strength", 2);
        assertTrue(supply.required(soldier).isUrgent(), "60 % is urgent (§9.8.3: 60 % or more)");
        board.set(soldier, "strength", 3);
        assertFalse(supply.required(soldier).isUrgent(), "40 %");
    }

    /**
     * Supply sites: the modifiers for the faction's units there plus what transferring terrains hold; nothing where
     * enemy units stand. Blue's town restores only blue's units.
     */
    @Test
    void aSiteSuppliesItsModifiersAndTransfers() {
        board.start();
        Supply supply = Supply.of(board.world, 0);
        int strength = board.world.catalog().variableIndex("strength");
        assertEquals(2, supply.provided(board.site(0, 2), strength), "red's town");
        assertEquals(3, supply.provided(board.site(3, 1), strength), "the well");
        assertEquals(0, supply.provided(board.site(9, 0), strength), "blue's town heals blue's units only");
        assertEquals(2, Supply.of(board.world, 1).provided(board.site(9, 0), strength));
        assertArrayEquals(new int[] {board.site(3, 1), board.site(0, 2)}, supply.targets(strength));
        board.put(board.unit(1, 0), board.site(3, 1));
        assertEquals(0, supply.provided(board.site(3, 1), strength), "blue's soldier now stands on the well");
    }

    /**
     * With a supply resource required, the site that provides more of it (the well, 3) wins over the town (2), both
     * two sites away; without, the town wins by its valuation.
     */
    @Test
    void aUnitInNeedPrefersTheSiteThatSuppliesMore() {
        board.start();
        Situation situation = board.situation(0);
        int strength = board.world.catalog().variableIndex("strength");
        int[] candidates = {board.site(0, 2), board.site(3, 1)};
        MoveTarget supplied = MoveTarget.select(situation, red(situation), candidates, strength, 8,
                new SplittableRandom(1));
        assertEquals(board.site(3, 1), supplied.site());
        assertEquals(3, supplied.supplied());
        assertEquals(board.site(0, 2), MoveTarget.select(situation, red(situation), candidates, -1, 8,
                new SplittableRandom(1)).site(), "plains + town 1.2 against plains + well 1.0");
    }

    /** 1: a target this turn before a remote one, even the more valuable home site of blue. */
    @Test
    void aTargetThisTurnWinsOverARemoteOne() {
        board.start();
        Situation situation = board.situation(0);
        MoveTarget chosen = MoveTarget.select(situation, red(situation),
                new int[] {board.site(9, 3), board.site(2, 2)}, -1, 8, new SplittableRandom(1));
        assertEquals(board.site(2, 2), chosen.site());
        assertEquals(RangeCategory.MEDIUM, chosen.reach().category());
    }

    /** 2: of two remote targets, the cheaper path: (6,0) at 6 before (9,3) at 10, though (9,3) is blue's home. */
    @Test
    void ofTwoRemoteTargetsTheCheaperPathWins() {
        board.start();
        Situation situation = board.situation(0);
        MoveTarget chosen = MoveTarget.select(situation, red(situation),
                new int[] {board.site(9, 3), board.site(6, 0)}, -1, 8, new SplittableRandom(1));
        assertEquals(board.site(6, 0), chosen.site());
        assertEquals(6.0, chosen.reach().pathCost());
    }

    /** 4 and 5: the site the unit stands on, then the nearer site this turn, whatever the coin. */
    @Test
    void standingOnATargetOrBeingNearerWins() {
        board.start();
        for (long seed = 0; seed < 20; seed++) {
            Situation situation = board.situation(0);
            int[] candidates = {board.site(1, 1), board.site(1, 2), board.site(2, 2)};
            assertEquals(board.site(1, 1), MoveTarget.select(situation, red(situation), candidates, -1, 8,
                    new SplittableRandom(seed)).site());
            assertEquals(board.site(1, 2), MoveTarget.select(situation, red(situation),
                    new int[] {board.site(2, 2), board.site(1, 2)}, -1, 8, new SplittableRandom(seed)).site());
        }
    }

    /**
     * §9.3.4: the target limit examines the nearest sites only. A marsh (difficulty 3, more than the soldier's
     * movement: never entered) fills columns 4 and 5 of rows 0 to 2. From (1,1), (6,1) is five sites away but costs
     * 9 round the marsh (two rows down, five columns along row 3, two rows up); (6,3) is seven sites away and costs
     * 7. The cheaper wins, unless a limit of 1 lets only the nearer (6,1) be examined.
     */
    @Test
    void theTargetLimitExaminesTheNearestSitesOnly() {
        board.s.owned(null, 4, 0, 2, 3).getTerrains().add(board.s.terrainClass("marsh", true, 3));
        board.start();
        Situation situation = board.situation(0);
        int[] candidates = {board.site(6, 1), board.site(6, 3)};
        MoveTarget all = MoveTarget.select(situation, red(situation), candidates, -1, 8, new SplittableRandom(1));
        assertEquals(board.site(6, 3), all.site());
        assertEquals(7.0, all.reach().pathCost());
        MoveTarget limited = MoveTarget.select(situation, red(situation), candidates, -1, 1, new SplittableRandom(1));
        assertEquals(board.site(6, 1), limited.site());
        assertEquals(9.0, limited.reach().pathCost());
        assertNull(MoveTarget.select(situation, red(situation), new int[] {board.site(0, 2)},
                board.world.catalog().variableIndex("morale"), 8, new SplittableRandom(1)),
                "no site supplies morale");
    }
}
