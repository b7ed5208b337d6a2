package org.hexbench.ai.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.hexbench.ai.players.seeker.AttackOdds;
import org.hexbench.ai.players.seeker.CombatEstimate;
import org.hexbench.ai.players.seeker.LossComparison;
import org.hexbench.ai.players.seeker.Supply;
import org.hexbench.engine.command.Attack;
import org.hexbench.scenario.ModifierTarget;
import org.hexbench.scenario.template.Elements;
import org.junit.jupiter.api.Test;

/**
 * Comparing losses and the odds of a conditional attack (Hexkit User's Guide §9.4.1 Figure 54, §9.4.4), with values
 * worked out by hand, and the two loss estimates on a board.
 */
class SeekerLossesTest {

    private static final double EPS = 1e-9;

    /** CombatResults: relative losses are the share of the strength each side had. */
    @Test
    void relativeLossesAreSharesOfTheStrengthBefore() {
        CombatEstimate e = new CombatEstimate(10, 8, 2, 4);
        assertEquals(0.2, e.attackerPercent(), EPS);
        assertEquals(0.5, e.defenderPercent(), EPS);
    }

    /**
     * CombatComparisonAbsolute and …Relative: (defender − attacker losses) of x minus that of y. The Guide's own
     * example: destroying a unit of 1 point (100 %) beats taking 10 of 100 points (10 %) relatively, but not
     * absolutely.
     */
    @Test
    void absoluteAndRelativeComparisonsWeighTheSameBattlesDifferently() {
        CombatEstimate x = new CombatEstimate(10, 8, 2, 4);
        CombatEstimate y = new CombatEstimate(10, 12, 5, 6);
        assertEquals((4 - 2) - (6 - 5), LossComparison.ABSOLUTE.compare(x, y), EPS);
        assertEquals((0.5 - 0.2) - (0.5 - 0.5), LossComparison.RELATIVE.compare(x, y), EPS);
        CombatEstimate destroyOne = new CombatEstimate(10, 1, 0, 1);
        CombatEstimate woundBig = new CombatEstimate(10, 100, 0, 10);
        assertEquals(1 - 10, LossComparison.ABSOLUTE.compare(destroyOne, woundBig), EPS);
        assertEquals(1.0 - 0.1, LossComparison.RELATIVE.compare(destroyOne, woundBig), EPS);
    }

    /**
     * SelectCombatComparison: absolute when fewer than half of all units can heal. A unit heals here when something
     * on the map resupplies its strength; the board's towns restore 2 strength to their owner's units.
     */
    @Test
    void healingUnitsAreComparedByRelativeLosses() {
        SeekerBoard plain = new SeekerBoard(8, 4).start();
        assertEquals(LossComparison.ABSOLUTE, LossComparison.select(plain.world, Supply.of(plain.world, 0)));
        SeekerBoard healing = new SeekerBoard(8, 4);
        var town = healing.s.terrainClass("town", false, 0);
        town.getModifiers().add(Elements.modifier(healing.s.strength, ModifierTarget.OWNER_UNITS, 2));
        healing.terrain(town, healing.s.red, 0, 3);
        healing.start();
        Supply supply = Supply.of(healing.world, 0);
        assertTrue(supply.canHeal(healing.unit(0, 0)) && supply.canHeal(healing.unit(1, 0)));
        assertEquals(LossComparison.RELATIVE, LossComparison.select(healing.world, supply));
    }

    /**
     * AttemptAttack with odds n: (defender ≥ 10 % × n or attacker ≤ 10 %) and attacker ≤ defender / n, relative
     * losses; odds of zero or less attack unconditionally.
     */
    @Test
    void theOddsAskForDamageDoneAndAFavourableRateOfAttrition() {
        // d 50 %, a 10 %: 0.5 ≥ 0.4 and 0.1 ≤ 0.5 / 4
        assertTrue(AttackOdds.met(new CombatEstimate(10, 10, 1, 5), 4));
        // d 30 %, a 5 %: too little damage for odds 4, but hardly any loss, and 0.05 ≤ 0.3 / 4
        assertTrue(AttackOdds.met(new CombatEstimate(20, 10, 1, 3), 4));
        // d 30 %, a 20 %: too little damage and too much loss
        assertFalse(AttackOdds.met(new CombatEstimate(10, 10, 2, 3), 4));
        // d 80 %, a 25 %: 0.25 > 0.8 / 4 = 0.2 fails at 4; 0.25 ≤ 0.8 / 3 = 0.267 and 0.8 ≥ 0.3 meet 3
        CombatEstimate costly = new CombatEstimate(8, 10, 2, 8);
        assertFalse(AttackOdds.met(costly, 4));
        assertTrue(AttackOdds.met(costly, 3));
        CombatEstimate suicide = new CombatEstimate(5, 10, 5, 0);
        assertFalse(AttackOdds.met(suicide, 1));
        assertTrue(AttackOdds.met(suicide, 0), "odds of zero: unconditional");
        assertEquals(4, AttackOdds.INITIAL);
    }

    /**
     * The rules' estimate (Hexkit's default EstimateLosses: the defenders lose the attackers' strength, the
     * attackers the difference) against the trial estimate, which plays the attack out: under Hexkit's default duel
     * every hit destroys, so one soldier attacking two loses itself for one of them.
     */
    @Test
    void theRulesEstimateAndTheTrialEstimateOfOneAttack() {
        SeekerBoard board = new SeekerBoard(8, 3);
        board.units(board.s.blue, 3, 1, board.s.soldier, board.s.soldier);
        board.start();
        board.put(board.unit(0, 0), board.site(2, 1));
        var situation = board.situation(0);
        var red = situation.entity(board.unit(0, 0).id());
        int target = board.site(3, 1);
        CombatEstimate rules = CombatEstimate.of(situation.world(), situation.rules(), List.of(red), target);
        // attack 5 against defence 10: the defenders lose 5, the attackers 10 − 5 = 5
        assertEquals(new CombatEstimate(5, 10, 5, 5), rules);
        CombatEstimate trial = situation.trialEstimate(List.of(new Attack(List.of(red.id()), target)), target);
        // the attacker destroys one defender (5 of 10), the other strikes back and destroys it (5 of 5), every time
        assertEquals(new CombatEstimate(5, 10, 5, 5), trial);
        assertEquals(1.0, trial.attackerPercent(), EPS);
        assertEquals(0.5, trial.defenderPercent(), EPS);
        assertEquals(2, board.world.site(target).units().size(), "the trials were played on copies");
    }
}
