package org.hexbench.rules.interpreter;

/**
 * A rule that does not finish: its step budget ran out (an endless loop), its calls nested deeper than
 * {@link Run#CALL_DEPTH_LIMIT} (endless recursion), or its effects set off hooks without end
 * ({@link CompiledRules#HOOK_NESTING_LIMIT}). Every other operation gives a value (see {@link RuleCompiler}). It names
 * the rule file, the hook and the line (a clear error, not a hang), and the engine rolls back the step that ran it.
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
