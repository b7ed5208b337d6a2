package org.hexbench.xconq.gdl;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The diagnostics of one read, in the order they were found. At most {@value #LIMIT} are kept, so that a hostile file
 * cannot fill memory with millions of warnings; beyond that they are only counted, and the last diagnostic kept says
 * how many more there were. Errors are still noticed after the limit ({@link #hasErrors()}).
 */
public final class Diagnostics {

    /** How many diagnostics are kept one by one. */
    public static final int LIMIT = 1000;

    private final List<Diagnostic> list = new ArrayList<>();
    private int dropped;
    private SourcePosition lastDropped;
    private boolean errors;

    /**
     * Records a warning.
     *
     * @param at where
     * @param message what was ignored or replaced
     */
    public void warning(SourcePosition at, String message) {
        add(new Diagnostic(at, Diagnostic.Severity.WARNING, message));
    }

    /**
     * Records an error.
     *
     * @param at where
     * @param message what is wrong
     */
    public void error(SourcePosition at, String message) {
        add(new Diagnostic(at, Diagnostic.Severity.ERROR, message));
    }

    /**
     * Records a diagnostic.
     *
     * @param diagnostic the diagnostic
     */
    public void add(Diagnostic diagnostic) {
        errors |= diagnostic.isError();
        if (list.size() < LIMIT) {
            list.add(diagnostic);
        } else {
            dropped++;
            lastDropped = diagnostic.position();
        }
    }

    /** @return every diagnostic kept, in order, plus a last one counting those not kept */
    public List<Diagnostic> all() {
        if (dropped == 0) {
            return Collections.unmodifiableList(list);
        }
        List<Diagnostic> copy = new ArrayList<>(list);
        copy.add(new Diagnostic(lastDropped, errors ? Diagnostic.Severity.ERROR : Diagnostic.Severity.WARNING,
                dropped + " more problems were found and not listed one by one"));
        return copy;
    }

    /** @return whether an error was recorded */
    public boolean hasErrors() {
        return errors;
    }

    /** @return the warnings kept, in order */
    public List<Diagnostic> warnings() {
        return list.stream().filter(d -> !d.isError()).toList();
    }

    /** @return the errors kept, in order */
    public List<Diagnostic> errors() {
        return all().stream().filter(Diagnostic::isError).toList();
    }
}
