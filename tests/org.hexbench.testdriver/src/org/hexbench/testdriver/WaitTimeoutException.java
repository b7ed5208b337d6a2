package org.hexbench.testdriver;

/**
 * A wait of the {@link UiDriver} ran out: the interface did not reach the state the test expected. An
 * {@link AssertionError}, so test runners report it as a failure rather than an error.
 */
public final class WaitTimeoutException extends AssertionError {

    private static final long serialVersionUID = 1L;

    /** Creates the exception; {@code cause} is the last failed attempt, or null. */
    public WaitTimeoutException(String message, Throwable cause) {
        super(message, cause);
    }
}
