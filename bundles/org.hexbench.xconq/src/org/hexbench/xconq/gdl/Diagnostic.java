package org.hexbench.xconq.gdl;

import java.util.Objects;

/**
 * A problem the GDL reader or the interpreter found: an error (the module cannot be used as it is) or a warning
 * (something was ignored or replaced, as Xconq itself warns), always with the position it is about.
 *
 * @param position where the problem is
 * @param severity error or warning
 * @param message what is wrong and what was done about it, as a sentence without the position
 */
public record Diagnostic(SourcePosition position, Severity severity, String message) {

    /** How bad a problem is. */
    public enum Severity {
        /** Something was ignored, replaced or left out; the rest of the module is still used. */
        WARNING,
        /** The module cannot be used as it is. */
        ERROR;

        /** @return the word printed before the message: {@code warning} or {@code error} */
        public String word() {
            return this == WARNING ? "warning" : "error";
        }
    }

    /** Checks the parts. */
    public Diagnostic {
        Objects.requireNonNull(position, "position");
        Objects.requireNonNull(severity, "severity");
        Objects.requireNonNull(message, "message");
    }

    /** @return whether this is an error */
    public boolean isError() {
        return severity == Severity.ERROR;
    }

    /** @return {@code file:line:column: severity: message}, the form the command line prints */
    @Override
    public String toString() {
        return position + ": " + severity.word() + ": " + message;
    }
}
