package org.hexbench.rules.interpreter;

/**
 * The only source of randomness rules have (dice, chances, {@code one of}): the engine passes its own, so a game is
 * deterministic given the engine's seed (issue 6; digest A.8 RNG).
 */
@FunctionalInterface
public interface RandomSource {

    /**
     * @param bound the exclusive upper bound, positive
     * @return a uniformly distributed int in [0, bound)
     */
    int nextInt(int bound);
}
