package org.hexbench.ai.players.seeker;

import org.hexbench.engine.world.Entity;
import org.hexbench.engine.world.WorldState;

/**
 * Hexkit's threat assessment, AlgorithmGeneral.EvaluateThreats (Hexkit User's Guide §9.2.4): given potential targets
 * of enemy attacks, how gravely each is threatened. Every unit of another faction on the map adds its contextual
 * valuation, divided by one plus its distance from the target, so valuable units close by weigh most.
 */
public final class Threat {

    private Threat() {
    }

    /**
     * @param world the world state
     * @param valuation the evaluating faction's valuations
     * @param faction the evaluating faction
     * @param targets site indexes
     * @return the threat level of each target, in the same order
     */
    public static double[] evaluate(WorldState world, Valuation valuation, int faction, int[] targets) {
        double[] threat = new double[targets.length];
        for (int site = 0; site < world.siteCount(); site++) {
            for (Entity unit : world.site(site).units()) {
                if (unit.owner() == faction) {
                    continue;
                }
                double value = valuation.evaluate(unit);
                for (int t = 0; t < targets.length; t++) {
                    threat[t] += value / (1 + world.catalog().grid().distance(site, targets[t]));
                }
            }
        }
        return threat;
    }
}
