package org.hexbench.rules.interpreter;

/**
 * The only source of randomness rules have (dice, chances, {@code one of}): the engine passes its own, so a game is
 * deterministic given the engine's seed (rule code may use any RNG, since replays run the recorded instructions, Hexkit
 * User's Guide §6.1.3 Problems Solved).
 */
@FunctionalInterface
public interface RandomSource {

    /**
     * @param bound the exclusive upper bound, positive
     * @return a uniformly distributed int in [0, bound)
     */
    int nextInt(int bound);
}
