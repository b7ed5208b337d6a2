package org.hexbench.engine.player;

/**
 * Where a {@link HumanPlayer}'s command lines come from: a terminal, a prepared script, or the IDE's input queue
 * ({@link QueuedCommandLines}). A line is one command in the history's text form, or one of the player's own
 * words ({@code end}, {@code help}).
 */
@FunctionalInterface
public interface CommandLines {

    /**
     * Waits for the next line.
     *
     * @return the line, or {@code null} when the input is closed (the player then ends its turns at once)
     * @throws InterruptedException if the waiting thread is interrupted (treated like closed input)
     */
    String next() throws InterruptedException;
}
