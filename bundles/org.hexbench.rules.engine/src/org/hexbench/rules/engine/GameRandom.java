package org.hexbench.rules.engine;

import java.util.random.RandomGenerator;

import org.hexbench.rules.interpreter.RandomSource;

/**
 * The game's seeded random source as the rules' only randomness (deterministic replays need no deterministic rules,
 * Hexkit User's Guide §6.1.3 Problems Solved): dice, chances, {@code one
 * of} and random events all draw from the generator the engine's {@link org.hexbench.engine.rules.RuleContext}
 * carries, so the same seed and commands give the same programs. Replays never draw: they re-execute the recorded
 * instructions.
 *
 * @param generator the game's generator
 */
public record GameRandom(RandomGenerator generator) implements RandomSource {

    /** Draws uniformly from [0, bound) of the game's generator. */
    @Override
    public int nextInt(int bound) {
        return generator.nextInt(bound);
    }
}
