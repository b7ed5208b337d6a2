package org.hexbench.rules.interpreter;

/**
 * A failure of a rule at run time: the step budget ran out, {@code one of} an empty set, division by zero, dice
 * without sides. It names the hook and the line (a clear rule error naming the hook and line, not a
 * hang).
 */
public final class RuleError extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final String hook;
    private final int line;

    /**
     * @param hook the hook (e.g. {@code on move of slugs}) or event running
     * @param line the 1-based line of the rule file
     * @param problem what went wrong
     */
    public RuleError(String hook, int line, String problem) {
        this(null, hook, line, problem);
    }

    /**
     * @param file the rule file's name, or {@code null} when unknown
     * @param hook the hook (e.g. {@code on move of slugs}) or event running
     * @param line the 1-based line of the rule file
     * @param problem what went wrong
     */
    public RuleError(String file, String hook, int line, String problem) {
        super((file == null ? "" : file + ":" + line + ": ") + "Rule error in '" + hook + "' at line " + line + ": "
                + problem);
        this.hook = hook;
        this.line = line;
    }

    /** @return the hook or event that failed */
    public String hook() {
        return hook;
    }

    /** @return the 1-based line in the rule file */
    public int line() {
        return line;
    }
}
