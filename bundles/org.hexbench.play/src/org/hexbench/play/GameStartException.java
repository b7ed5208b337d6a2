package org.hexbench.play;

/**
 * A game cannot be started, loaded or restarted: the message says why for a person (file, line where there is one),
 * so the user interface shows it as it is instead of a stack trace.
 */
public final class GameStartException extends Exception {

    private static final long serialVersionUID = 1L;

    /**
     * @param message what is wrong, naming the file
     */
    public GameStartException(String message) {
        super(message);
    }
}
