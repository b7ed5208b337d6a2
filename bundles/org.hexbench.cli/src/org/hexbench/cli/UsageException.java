package org.hexbench.cli;

/**
 * Thrown by a {@link Subcommand} whose arguments are wrong; the command line prints the message with the
 * subcommand's usage and exits with {@link ExitCode#USAGE_ERROR}.
 */
public class UsageException extends Exception {

    private static final long serialVersionUID = 1L;

    /** Creates the exception with a message that says what is wrong with the arguments. */
    public UsageException(String message) {
        super(message);
    }
}
