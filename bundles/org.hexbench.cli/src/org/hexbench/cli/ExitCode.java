package org.hexbench.cli;

/**
 * The process exit codes every {@code hexbench} subcommand uses, so scripts can tell a bad invocation from bad
 * input without parsing messages.
 */
public final class ExitCode {

    /** The subcommand did what was asked. */
    public static final int OK = 0;

    /** The input was read but is wrong for the domain (an invalid scenario, an illegal command, a path mismatch). */
    public static final int DOMAIN_ERROR = 1;

    /** The command line itself is wrong: unknown subcommand, missing or malformed argument. */
    public static final int USAGE_ERROR = 2;

    /**
     * Something failed that Hexbench did not expect (a bug, or no memory left): a one-line cause is printed, with the
     * file holding the full report.
     */
    public static final int INTERNAL_ERROR = 3;

    private ExitCode() {
    }
}
