package org.hexbench.ai.players.seeker;

import org.hexbench.engine.world.Entity;
import org.hexbench.engine.world.WorldState;

/**
 * How Seeker compares the estimated outcomes of two attacks (Hexkit User's Guide §9.4.1 Comparing Losses, Figure
 * 54): by the difference between enemy and friendly losses, absolute or relative. Seeker selects the method once when
 * its turn begins ({@link #select}).
 */
public enum LossComparison {

    /** Hexkit's CombatComparisonAbsolute: (defender − attacker losses) of x minus that of y. */
    ABSOLUTE {
        @Override
        public double compare(CombatEstimate x, CombatEstimate y) {
            return (x.defenderLosses() - x.attackerLosses()) - (y.defenderLosses() - y.attackerLosses());
        }
    },

    /** Hexkit's CombatComparisonRelative: (defender − attacker relative losses) of x minus that of y. */
    RELATIVE {
        @Override
        public double compare(CombatEstimate x, CombatEstimate y) {
            return (x.defenderPercent() - x.attackerPercent()) - (y.defenderPercent() - y.attackerPercent());
        }
    };

    /**
     * @param x an attack's estimate
     * @param y another attack's estimate
     * @return positive if x is the better attack for the attackers, negative if y is, 0 if equal
     */
    public abstract double compare(CombatEstimate x, CombatEstimate y);

    /**
     * Hexkit's AlgorithmGeneral.SelectCombatComparison: absolute losses if fewer than half of all units can heal
     * (do as much damage as possible), relative losses otherwise (destroy units before they recover). Hexkit's
     * Healing ability is not part of Hexbench's scenarios; a unit counts as able to heal when something on the map
     * resupplies its strength ({@link Supply#canHeal}).
     *
     * @param world the world state
     * @param supply the faction's supplies
     * @return the comparison to use this turn
     */
    public static LossComparison select(WorldState world, Supply supply) {
        int units = 0;
        int healing = 0;
        for (var f : world.aliveFactions()) {
            for (Entity u : f.units()) {
                units++;
                if (supply.canHeal(u)) {
                    healing++;
                }
            }
        }
        return healing < units / 2.0 ? ABSOLUTE : RELATIVE;
    }
}
