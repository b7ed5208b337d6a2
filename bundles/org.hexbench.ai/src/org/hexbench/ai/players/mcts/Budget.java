package org.hexbench.ai.players.mcts;

import java.util.Locale;

/**
 * How long one decision of the {@code mcts} player searches: a number of iterations (each one copy of the game played
 * from the position to the search's horizon), which decides the same for the same seed on any machine and with any
 * number of threads, or a time in milliseconds, which uses what the machine gives and so is not repeatable.
 *
 * @param iterations iterations per decision, or 0 when the budget is a time
 * @param millis milliseconds per decision, or 0 when the budget is iterations
 */
public record Budget(int iterations, long millis) {

    /**
     * Checks that exactly one of the two is given.
     *
     * @param iterations iterations per decision, or 0
     * @param millis milliseconds per decision, or 0
     * @throws IllegalArgumentException if neither or both are positive, or one is negative
     */
    public Budget {
        if (iterations < 0 || millis < 0 || (iterations > 0) == (millis > 0)) {
            throw new IllegalArgumentException("a budget is a positive number of iterations or of milliseconds");
        }
    }

    /**
     * Reads a budget in the words of the player's {@code budget} option.
     *
     * @param text {@code 400} (iterations) or {@code 800ms} (milliseconds)
     * @return the budget
     * @throws IllegalArgumentException naming the text, if it is neither
     */
    public static Budget parse(String text) {
        String t = text.strip().toLowerCase(Locale.ROOT);
        boolean time = t.endsWith("ms");
        String number = time ? t.substring(0, t.length() - 2).strip() : t;
        try {
            long value = Long.parseLong(number);
            if (value > 0 && value <= Integer.MAX_VALUE) {
                return time ? new Budget(0, value) : new Budget((int) value, 0);
            }
        } catch (NumberFormatException e) {
            // told below
        }
        throw new IllegalArgumentException("budget '" + text.strip()
                + "' is not a positive number of iterations (e.g. 400) or of milliseconds (e.g. 800ms)");
    }

    /** @return whether the budget is a time, so decisions depend on the machine's speed */
    public boolean isTime() {
        return millis > 0;
    }

    /** @return the words {@link #parse} reads back, e.g. {@code 400} or {@code 800ms} */
    @Override
    public String toString() {
        return isTime() ? millis + "ms" : Integer.toString(iterations);
    }
}
