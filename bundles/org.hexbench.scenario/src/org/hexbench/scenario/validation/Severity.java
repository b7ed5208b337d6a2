package org.hexbench.scenario.validation;

/** How serious a {@link ScenarioProblem} is. An error makes {@code hexbench validate} exit with status 1. */
public enum Severity {
    /** The scenario cannot be played as it stands. */
    ERROR,
    /** Probably a mistake, but the scenario can be played. */
    WARNING,
    /** A remark. */
    INFO;

    /** @return the lower-case word printed in {@code file:line: severity: message} */
    public String label() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
