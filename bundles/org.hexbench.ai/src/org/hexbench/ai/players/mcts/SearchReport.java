package org.hexbench.ai.players.mcts;

import org.hexbench.engine.command.Command;

/**
 * What one decision of the {@code mcts} player found, for benchmarks, tests and curious users.
 *
 * @param order the order chosen: the root order visited most over all trees
 * @param orders how many orders the faction could choose from
 * @param iterations iterations run over all trees
 * @param failures iterations whose rules failed on their copy (left out of the statistics)
 * @param trees trees grown
 * @param threads threads that grew them
 * @param visits the chosen order's visits over all trees
 * @param value the chosen order's mean value to the faction, 0 to 1 (its prior if no iteration visited it)
 * @param nanos the decision's wall-clock time in nanoseconds
 */
public record SearchReport(Command order, int orders, int iterations, int failures, int trees, int threads,
        int visits, double value, long nanos) {

    /** @return iterations per second of wall-clock time */
    public double iterationsPerSecond() {
        return nanos > 0 ? iterations * 1e9 / nanos : 0;
    }
}
