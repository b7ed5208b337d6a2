package org.hexbench.ai.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Set;
import java.util.SplittableRandom;
import org.hexbench.ai.players.seeker.AttackTarget;
import org.hexbench.ai.players.seeker.LossComparison;
import org.hexbench.ai.players.seeker.RangeCategory;
import org.hexbench.ai.players.seeker.Situation;
import org.hexbench.engine.world.DeleteEntity;
import org.hexbench.engine.world.Entity;
import org.hexbench.engine.world.SetUnitCanMove;
import org.hexbench.scenario.UnitClass;
import org.junit.jupiter.api.Test;

/**
 * Selecting an attack target (Hexkit User's Guide §9.4.2) by its prioritized conditions, one at a time, on a 12 × 5
 * board. Red's soldier (strength 5, movement 2, range 1) is the attacker; the defenders are blue soldiers (5), veterans
 * (9), weaklings (2) and forts (5, immobile). Nobody heals, so losses compare absolutely, by the rules' estimate
 * (Hexkit's default: the defenders lose min(defence, 5), the attacker max(0, defence − 5)): against a soldier
 * 5 − 0 = 5, a fort 5, a weakling 2 − 0 = 2, a veteran 5 − 4 = 1.
 */
class SeekerAttackTargetTest {

    private final SeekerBoard board = new SeekerBoard(12, 5);
    private final UnitClass veteran = unit("veteran", 9, 2);
    private final UnitClass weakling = unit("weakling", 2, 2);
    private final UnitClass fort = unit("fort", 5, 0);

    private UnitClass unit(String id, int strength, int movement) {
        return board.s.unitClass(id, board.s.strength, strength, board.s.morale, 1, board.s.movement, movement,
                board.s.attackRange, 1);
    }

    private void blue(UnitClass c, int x, int y) {
        board.units(board.s.blue, x, y, c);
    }

    /** Starts with red's soldier on a site and blue's own soldier out of the way. */
    private void start(int x, int y) {
        board.start();
        board.apply(new DeleteEntity(board.unit(1, 0).id()));
        board.put(board.unit(0, 0), board.site(x, y));
    }

    private AttackTarget mobile(Set<Integer> preferred, int limit, long seed) {
        Situation situation = board.situation(0);
        Entity red = situation.entity(board.unit(0, 0).id());
        return AttackTarget.selectMobile(situation, red, situation.targets().attack(), preferred,
                LossComparison.ABSOLUTE, limit, new SplittableRandom(seed));
    }

    private AttackTarget mobile() {
        return mobile(Set.of(), 8, 1);
    }

    private AttackTarget stationary(long seed) {
        board.apply(new SetUnitCanMove(board.unit(0, 0).id(), false));
        Situation situation = board.situation(0);
        return AttackTarget.selectStationary(situation, situation.entity(board.unit(0, 0).id()),
                LossComparison.ABSOLUTE, 8, new SplittableRandom(seed));
    }

    // ------------------------------------------------------------ stationary attack

    /** 1: a target with mobile units first: the veteran (1) before the fort (5). */
    @Test
    void stationaryPrefersMobileDefendersOverBetterLosses() {
        blue(fort, 3, 2);
        blue(veteran, 5, 2);
        start(4, 2);
        assertEquals(board.site(5, 2), stationary(1).site());
    }

    /** 2: the greater difference between enemy and friendly losses: the soldier (5) before the weakling (2) and the veteran (1). */
    @Test
    void stationaryPrefersTheGreaterLossDifference() {
        blue(weakling, 5, 2);
        blue(board.s.soldier, 3, 2);
        blue(veteran, 4, 1);
        start(4, 2);
        assertEquals(board.site(3, 2), stationary(1).site());
    }

    /** 3: the higher valuation: of two equal soldiers, the one on a town (plains 0.5 + town 0.7). */
    @Test
    void stationaryPrefersTheMoreValuableSiteOtherwise() {
        var town = board.s.terrainClass("town", false, 0);
        town.setValuation(0.7);
        board.terrain(town, board.s.blue, 3, 2);
        blue(board.s.soldier, 3, 2);
        blue(board.s.soldier, 5, 2);
        start(4, 2);
        for (long seed = 0; seed < 10; seed++) {
            assertEquals(board.site(3, 2), stationary(seed).site());
        }
    }

    // ------------------------------------------------------------ mobile attack

    /** 1: short or medium range before long range: the veteran two sites away before the weakling six sites away. */
    @Test
    void mobilePrefersThisTurnsTargetsOverRemoteOnes() {
        blue(veteran, 3, 2);
        blue(weakling, 7, 2);
        start(1, 2);
        AttackTarget chosen = mobile();
        assertEquals(board.site(3, 2), chosen.site());
        assertEquals(RangeCategory.MEDIUM, chosen.reach().category());
    }

    /** 2: of two long-range targets the one whose attack position costs less: (5,2) at 4 before (6,0) at 7. */
    @Test
    void mobilePrefersTheCheaperPathBetweenRemoteTargets() {
        blue(weakling, 6, 2);
        blue(board.s.soldier, 7, 0);
        start(1, 2);
        AttackTarget chosen = mobile();
        assertEquals(board.site(6, 2), chosen.site(), "the soldier would be the better fight, but farther");
        assertEquals(4.0, chosen.reach().pathCost());
    }

    /** 3: a preferred (engaged) target before better losses. */
    @Test
    void mobilePrefersEngagedTargets() {
        blue(board.s.soldier, 3, 1);
        blue(veteran, 1, 4);
        start(1, 2);
        assertEquals(board.site(3, 1), mobile().site(), "without preference: the soldier, 5 against 1");
        assertEquals(board.site(1, 4), mobile(Set.of(board.site(1, 4)), 8, 1).site());
    }

    /** 4: mobile defenders before better losses. */
    @Test
    void mobilePrefersMobileDefenders() {
        blue(fort, 3, 1);
        blue(veteran, 1, 4);
        start(1, 2);
        assertEquals(board.site(1, 4), mobile().site());
    }

    /** 5: the greater loss difference: the weakling (2) before the veteran (1), both at medium range. */
    @Test
    void mobilePrefersTheGreaterLossDifference() {
        blue(veteran, 3, 1);
        blue(weakling, 1, 4);
        start(1, 2);
        assertEquals(board.site(1, 4), mobile().site());
    }

    /** 6: all else equal, short range before medium range, whatever the coin would say. */
    @Test
    void mobilePrefersShortRangeOverMediumRange() {
        blue(board.s.soldier, 2, 2);
        blue(board.s.soldier, 1, 4);
        start(1, 2);
        for (long seed = 0; seed < 20; seed++) {
            assertEquals(board.site(2, 2), mobile(Set.of(), 8, seed).site());
        }
    }

    /** 7: all else equal, of two medium-range targets the nearer (two sites away before three). */
    @Test
    void mobilePrefersTheNearerOfTwoMediumRangeTargets() {
        blue(board.s.soldier, 1, 0);
        blue(board.s.soldier, 4, 2);
        start(1, 2);
        for (long seed = 0; seed < 20; seed++) {
            AttackTarget chosen = mobile(Set.of(), 8, seed);
            assertEquals(board.site(1, 0), chosen.site());
            assertEquals(RangeCategory.MEDIUM, chosen.reach().category());
        }
    }

    /**
     * §9.3.4: with a target limit of 1 only the nearest target is examined: the veteran next to the soldier, not the
     * weakling two sites away that would be the better fight.
     */
    @Test
    void theTargetLimitExaminesTheNearestTargetsOnly() {
        blue(veteran, 2, 2);
        blue(weakling, 1, 0);
        start(1, 2);
        assertEquals(board.site(1, 0), mobile(Set.of(), 8, 1).site());
        assertEquals(board.site(2, 2), mobile(Set.of(), 1, 1).site());
    }
}
