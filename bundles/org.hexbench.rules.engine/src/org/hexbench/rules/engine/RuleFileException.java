package org.hexbench.rules.engine;

import java.util.List;

/**
 * A scenario's rule file cannot be run: it is missing, does not parse, link or type-check, or was written for
 * another scenario. The message lists every error with its line, as {@code hexbench validate} would.
 */
public final class RuleFileException extends Exception {

    private static final long serialVersionUID = 1L;

    private final List<String> errors;

    /**
     * @param file the rule file, for the message
     * @param errors the errors, each with its line
     */
    public RuleFileException(String file, List<String> errors) {
        super(file + ": " + String.join("; ", errors));
        this.errors = List.copyOf(errors);
    }

    /** @return the errors, each with its line */
    public List<String> errors() {
        return errors;
    }
}
