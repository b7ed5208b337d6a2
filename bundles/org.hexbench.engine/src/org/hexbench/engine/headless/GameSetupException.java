package org.hexbench.engine.headless;

/** A headless game cannot start: unknown player kind, wrong player count, or an unplayable scenario. */
public final class GameSetupException extends Exception {

    private static final long serialVersionUID = 1L;

    /**
     * @param message what is wrong, naming the file where there is one
     * @param cause the underlying error, or {@code null}
     */
    public GameSetupException(String message, Throwable cause) {
        super(message, cause);
    }
}
