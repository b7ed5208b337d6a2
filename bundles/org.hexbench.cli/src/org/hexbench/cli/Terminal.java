package org.hexbench.cli;

import java.io.PrintStream;
import java.util.Objects;

/**
 * Where a subcommand writes: results to {@code out}, diagnostics and errors to {@code err}. Passed in rather than
 * taken from {@link System} so that tests can capture both streams.
 *
 * @param out the stream for results
 * @param err the stream for messages about failures
 */
public record Terminal(PrintStream out, PrintStream err) {

    /** Checks that both streams are present. */
    public Terminal {
        Objects.requireNonNull(out, "out");
        Objects.requireNonNull(err, "err");
    }

    /** The process's own standard output and standard error. */
    public static Terminal system() {
        return new Terminal(System.out, System.err);
    }
}
