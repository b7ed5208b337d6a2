package org.hexbench.rules.interpreter;

/**
 * One evaluation of one hook: the world, the random source, the bindings and the step budget shared by every frame
 * of the evaluation (function calls open new frames on the same run).
 */
public final class Run {

    /**
     * The most nested function calls one evaluation may make: deep enough for any rule that terminates in sensible
     * time, shallow enough that the Java stack of any thread that runs rules holds it (the step budget alone would
     * let a recursive function overflow the stack long before it ran out).
     */
    public static final int CALL_DEPTH_LIMIT = 200;

    final RuleWorld world;
    final RandomSource random;
    final Bindings bindings;
    final String hook;
    final String file;
    private int steps;
    private int depth;

    /**
     * @param world the world
     * @param random the random source
     * @param bindings the hook's role values
     * @param hook the hook's name for errors
     * @param budget the number of steps the evaluation may take
     */
    public Run(RuleWorld world, RandomSource random, Bindings bindings, String hook, int budget) {
        this(world, random, bindings, hook, budget, null);
    }

    /**
     * @param world the world
     * @param random the random source
     * @param bindings the hook's role values
     * @param hook the hook's name for errors
     * @param budget the number of steps the evaluation may take
     * @param file the rule file's name for errors, or {@code null}
     */
    public Run(RuleWorld world, RandomSource random, Bindings bindings, String hook, int budget, String file) {
        this.world = world;
        this.random = random;
        this.bindings = bindings;
        this.hook = hook;
        this.steps = budget;
        this.file = file;
    }

    /**
     * Enters a function call.
     *
     * @param line the line of the call, for the error
     * @throws RuleError when calls nest deeper than {@link #CALL_DEPTH_LIMIT}
     */
    void enter(int line) {
        if (++depth > CALL_DEPTH_LIMIT) {
            depth = 0;
            throw error(line, "rule recursion too deep (more than " + CALL_DEPTH_LIMIT + " nested calls)");
        }
    }

    /** Leaves a function call. */
    void leave() {
        if (depth > 0) {
            depth--;
        }
    }

    /**
     * Counts one step (a node evaluation or a loop iteration).
     *
     * @param line the rule line, for the error
     * @throws RuleError when the budget is exhausted
     */
    void tick(int line) {
        if (--steps < 0) {
            throw error(line, "the step budget is exhausted (an endless loop or a very large iteration?)");
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
        return new RuleError(file, hook, line, problem);
    }
}
