package org.hexbench.rules.engine;

import org.hexbench.engine.game.RandomStream;
import org.hexbench.engine.world.WorldState;
import org.hexbench.rules.hooks.HookKind;
import org.hexbench.rules.interpreter.RandomSource;

/**
 * The dice of a hook that answers a question outside any command: where a unit may step or stop, what a step costs,
 * whether it may move, where a class may be placed. Searches ask such questions many times, so the dice are
 * seeded by the question itself (the hook, the turn and what is asked: unit, sites, faction, class): the same
 * question within a turn always gets the same answer, every path search sees one consistent map, and a rerun of the
 * game asks and answers alike. A chance in {@code on can move} therefore decides once per unit and turn.
 */
final class QuestionDice implements RandomSource {

    private final long seed;
    private RandomStream stream;

    private QuestionDice(long seed) {
        this.seed = seed;
    }

    /**
     * @param world the world asked about (its turn)
     * @param kind the hook asked
     * @param facts what is asked, e.g. unit, origin and site
     * @return the dice for this question
     */
    static QuestionDice of(WorldState world, HookKind kind, int... facts) {
        long h = 0x9e3779b97f4a7c15L * (world.currentTurn() + 1) + kind.ordinal();
        for (int fact : facts) {
            h = h * 0x100000001b3L ^ fact;
        }
        return new QuestionDice(h);
    }

    @Override
    public int nextInt(int bound) {
        if (stream == null) {
            stream = new RandomStream(seed);
        }
        return stream.nextInt(bound);
    }
}
