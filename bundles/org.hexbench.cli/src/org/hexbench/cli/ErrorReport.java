package org.hexbench.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;

/**
 * The full report of an error no subcommand expected: what was run, when, and the stack trace, written to a file of
 * its own in the system's temporary folder, so that the one-line message a person reads can name where the rest is.
 */
final class ErrorReport {

    private ErrorReport() {
    }

    /**
     * Writes the report.
     *
     * @param subcommand the subcommand that failed
     * @param arguments its arguments
     * @param error what it threw
     * @return "full report: FILE", or why no report could be written
     */
    static String write(String subcommand, List<String> arguments, Throwable error) {
        StringWriter trace = new StringWriter();
        error.printStackTrace(new PrintWriter(trace));
        String text = "hexbench " + subcommand + " " + String.join(" ", arguments) + System.lineSeparator() + "at "
                + Instant.now() + System.lineSeparator() + trace;
        try {
            Path file = Files.createTempFile("hexbench-error-", ".log");
            Files.writeString(file, text);
            return "full report: " + file;
        } catch (IOException | RuntimeException e) {
            return "no report written: " + e.getMessage();
        }
    }
}
