package org.hexbench.scenario.validation;

/**
 * One finding about a scenario file: a load error (not XML, truncated, unknown element, wrong type, dangling
 * reference) or a broken validation constraint, located by file and line.
 *
 * @param file the file, as the user named it (included files relative to the same folder)
 * @param line the 1-based line, or 0 if unknown
 * @param severity error, warning or info
 * @param message what is wrong, naming the element
 */
public record ScenarioProblem(String file, int line, Severity severity, String message) {

    /** @return {@code file:line: severity: message}, the format printed by {@code hexbench validate} */
    @Override
    public String toString() {
        return file + (line > 0 ? ":" + line : "") + ": " + severity.label() + ": " + message;
    }
}
