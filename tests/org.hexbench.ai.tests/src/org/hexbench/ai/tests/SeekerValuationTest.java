package org.hexbench.ai.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;
import java.util.SplittableRandom;
import org.hexbench.ai.players.seeker.Threat;
import org.hexbench.ai.players.seeker.Valuation;
import org.hexbench.scenario.TerrainClass;
import org.hexbench.scenario.UnitClass;
import org.junit.jupiter.api.Test;

/**
 * Seeker's valuations and threat assessment (Hexkit User's Guide §9.2 Evaluating Possessions, Figures 52 and 53;
 * §9.2.4 Threat Assessment) on a hand-made 8 × 4 board; every expected value is worked out by hand from the Guide's
 * formulas in the comments.
 */
class SeekerValuationTest {

    private static final double EPS = 1e-9;

    private final SeekerBoard board = new SeekerBoard(8, 4);
    private final TerrainClass town = board.s.terrainClass("town", false, 0);
    private final UnitClass archer = board.s.unitClass("archer", board.s.strength, 4, board.s.morale, 1,
            board.s.movement, 2, board.s.attackRange, 2);

    SeekerValuationTest() {
        board.s.plains.setValuation(0.5);
        town.setValuation(0.7);
        board.s.soldier.setValuation(0.6);
        archer.setValuation(0.2);
        board.s.red.getBuildableUnits().add(archer);
        board.terrain(town, null, 4, 2);
    }

    /**
     * Entity.Valuation: the class valuation times (value − minimum) / (initial − minimum) of every resource that
     * differs from its initial value, at most 1.
     */
    @Test
    void anEntityIsWorthItsClassScaledByWhatIsLeftOfItsResources() {
        board.start();
        var soldier = board.unit(0, 0);
        Valuation red = new Valuation(board.world, 0);
        assertEquals(0.6, red.contextFree(soldier), EPS, "untouched: the class valuation");
        board.set(soldier, "strength", 3);
        // 0.6 × (3 − 0) / (5 − 0) = 0.36; morale is untouched and does not count
        assertEquals(0.36, red.contextFree(soldier), EPS);
        assertEquals(0.36, red.evaluate(soldier), EPS, "the contextual valuation of an entity is its own");
        board.s.soldier.setValuation(1.0);
        board.set(soldier, "strength", 6);
        // 1.0 × 6 / 5 = 1.2, capped at 1
        assertEquals(1.0, red.contextFree(soldier), EPS);
    }

    /**
     * Site.Valuation is the sum of its terrains'; Faction.Evaluate(Site): 1.0 for the own home site, 0.9 for another
     * faction's, else 0.8 × valuation / MaxSiteValuation.
     */
    @Test
    void aSiteIsWorthItsTerrainsAndHomeSitesAreWorthMost() {
        board.start();
        Valuation red = new Valuation(board.world, 0);
        int townSite = board.site(4, 2);
        int plain = board.site(3, 2);
        assertEquals(1.2, red.contextFree(townSite), EPS, "plains 0.5 + town 0.7");
        assertEquals(0.5, red.contextFree(plain), EPS);
        assertEquals(1.2, red.maxSiteValuation(), EPS);
        assertEquals(1.0, red.evaluate(board.site(0, 0)), EPS, "red's home site");
        assertEquals(0.9, red.evaluate(board.site(7, 3)), EPS, "blue's home site");
        assertEquals(0.8, red.evaluate(townSite), EPS, "0.8 × 1.2 / 1.2");
        assertEquals(0.8 * 0.5 / 1.2, red.evaluate(plain), EPS, "0.8 × 0.5 / 1.2 = 0.333…");
        assertEquals(1.0, new Valuation(board.world, 1).evaluate(board.site(7, 3)), EPS, "blue's own home site");
    }

    /**
     * Faction.Evaluate(EntityClass): the most desirable share is the class's valuation over the sum of the faction's
     * buildable classes (soldier 0.6 / 0.8 = 0.75, archer 0.2 / 0.8 = 0.25); the valuation is twice that share minus
     * the actual share, within [0, 1].
     */
    @Test
    void aClassIsWantedTowardsItsDesiredShare() {
        board.units(board.s.red, 1, 2, board.s.soldier, board.s.soldier, archer);
        board.start();
        Valuation red = new Valuation(board.world, 0);
        // red owns 3 soldiers and 1 archer: soldier 2 × 0.75 − 3/4 = 0.75; archer 2 × 0.25 − 1/4 = 0.25
        assertEquals(0.75, red.evaluate(board.s.soldier), EPS);
        assertEquals(0.25, red.evaluate(archer), EPS);
        board.apply(new org.hexbench.engine.world.DeleteEntity(board.unit(0, 3).id()));
        // no archer left: doubled, 2 × 0.25 − 0 = 0.5; soldiers 2 × 0.75 − 3/3 = 0.5
        assertEquals(0.5, red.evaluate(archer), EPS);
        assertEquals(0.5, red.evaluate(board.s.soldier), EPS);
        // blue can build soldiers only: its share is 100 %, and it owns one soldier of one: 2 × 1 − 1 = 1
        Valuation blue = new Valuation(board.world, 1);
        assertEquals(1.0, blue.evaluate(board.s.soldier), EPS);
        assertEquals(0.2, blue.evaluate(archer), EPS, "a class blue cannot build: its context-free valuation");
        archer.setValuation(0.0);
        assertEquals(0.0, red.evaluate(archer), EPS, "a worthless class stays worthless");
    }

    /** Twice the desired share or more reduces the valuation to zero. */
    @Test
    void twiceTheDesiredShareIsEnough() {
        board.units(board.s.red, 1, 2, archer);
        board.start();
        // red owns 1 soldier and 1 archer: archer share 1/2 = 2 × 0.25, so 2 × 0.25 − 0.5 = 0
        assertEquals(0.0, new Valuation(board.world, 0).evaluate(archer), EPS);
    }

    /** SelectValuable: the greater contextual valuation, else (equal sites) either with even chance. */
    @Test
    void selectingByValuationPrefersTheMoreValuableAndTossesACoinOtherwise() {
        board.start();
        Valuation red = new Valuation(board.world, 0);
        SplittableRandom random = new SplittableRandom(3);
        int townSite = board.site(4, 2);
        int a = board.site(3, 2);
        int b = board.site(3, 1);
        Set<Integer> chosen = new HashSet<>();
        for (int i = 0; i < 40; i++) {
            assertEquals(townSite, red.selectValuable(a, townSite, random));
            assertEquals(townSite, red.selectValuable(townSite, b, random));
            chosen.add(red.selectValuable(a, b, random));
        }
        assertEquals(Set.of(a, b), chosen, "two equal plains: a coin decides, both come up in 40 tosses");
    }

    /**
     * EvaluateThreats: every enemy unit adds its valuation / (1 + distance) to each target. Blue soldiers (0.6) stand
     * on (6, 1) and (6, 3); on squares the distance is rows plus columns.
     */
    @Test
    void threatIsTheEnemysValuationOverOnePlusItsDistance() {
        board.units(board.s.blue, 6, 3, board.s.soldier);
        board.start();
        int[] targets = {board.site(0, 0), board.site(3, 1)};
        double[] threat = Threat.evaluate(board.world, new Valuation(board.world, 0), 0, targets);
        // (0,0): distances 7 and 9, so 0.6/8 + 0.6/10 = 0.135; (3,1): distances 3 and 5, so 0.6/4 + 0.6/6 = 0.25
        assertEquals(0.135, threat[0], EPS);
        assertEquals(0.25, threat[1], EPS);
        board.set(board.unit(1, 1), "strength", 1);
        // the damaged soldier on (6,3) is worth 0.6 × 1/5 = 0.12: (3,1) now 0.15 + 0.12/6 = 0.17
        assertEquals(0.17, Threat.evaluate(board.world, new Valuation(board.world, 0), 0, targets)[1], EPS);
        assertTrue(Threat.evaluate(board.world, new Valuation(board.world, 1), 1, targets)[1] > 0,
                "for blue, red's soldier is the threat");
        assertEquals(0.6 / 7, Threat.evaluate(board.world, new Valuation(board.world, 1), 1,
                new int[] {board.site(7, 1)})[0], EPS, "red's soldier on (1,1) is 6 columns from (7,1): 0.6 / 7");
    }
}
