package org.hexbench.rules.interpreter;

/**
 * One evaluation of one hook: the world, the random source, the bindings and the step budget shared by every frame
 * of the evaluation (function calls open new frames on the same run).
 */
public final class Run {

    final RuleWorld world;
    final RandomSource random;
    final Bindings bindings;
    final String hook;
    private int steps;

    /**
     * @param world the world
     * @param random the random source
     * @param bindings the hook's role values
     * @param hook the hook's name for errors
     * @param budget the number of steps the evaluation may take
     */
    public Run(RuleWorld world, RandomSource random, Bindings bindings, String hook, int budget) {
        this.world = world;
        this.random = random;
        this.bindings = bindings;
        this.hook = hook;
        this.steps = budget;
    }

    /**
     * Counts one step (a node evaluation or a loop iteration).
     *
     * @param line the rule line, for the error
     * @throws RuleError when the budget is exhausted
     */
    void tick(int line) {
        if (--steps < 0) {
            throw new RuleError(hook, line, "the step budget is exhausted (an endless loop or a very large iteration?)");
        }
    }

    /** @return the steps left */
    public int stepsLeft() {
        return steps;
    }

    /**
     * @param line the rule line
     * @param problem what went wrong
     * @return the error to throw
     */
    RuleError error(int line, String problem) {
        return new RuleError(hook, line, problem);
    }
}
