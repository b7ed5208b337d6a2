package org.hexbench.engine.player;

import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

/**
 * Command lines handed over from another thread, e.g. the IDE's user interface feeding the game thread: lines are
 * taken in the order they were submitted; {@link #close()} ends the input once the submitted lines are used up.
 * Thread-safe.
 */
public final class QueuedCommandLines implements CommandLines {

    /** Marks the end of input in the queue (compared by identity). */
    private static final String CLOSED = new String("closed");

    private final BlockingQueue<String> queue = new LinkedBlockingQueue<>();
    private volatile boolean closed;

    /**
     * Submits a line.
     *
     * @param line a command line
     * @throws IllegalStateException if the input was closed
     */
    public void submit(String line) {
        if (closed) {
            throw new IllegalStateException("the command input is closed");
        }
        queue.add(line);
    }

    /** Closes the input: the player reads the lines submitted so far, then sees the end of input. */
    public void close() {
        if (!closed) {
            closed = true;
            queue.add(CLOSED);
        }
    }

    /** Waits for the next submitted line; returns {@code null} (and keeps returning it) once the input is closed. */
    @Override
    public String next() throws InterruptedException {
        String line = queue.take();
        if (line == CLOSED) {
            queue.add(CLOSED);
            return null;
        }
        return line;
    }
}
