package org.hexbench.engine.game;

import java.util.random.RandomGenerator;

/**
 * The game's one seeded random stream, whose position can be read and set again: the SplitMix64 generator (Steele,
 * Lea and Flood, "Fast splittable pseudorandom number generators", OOPSLA 2014), drawing exactly the numbers
 * {@code new java.util.SplittableRandom(seed)} draws for the same calls, so a game's dice are the JDK's. Unlike
 * {@code SplittableRandom} its whole state is one {@code long}: a command whose rules fail is rolled back together
 * with the draws it made ({@link #position()}, {@link #reposition(long)}), so the next command draws what it would
 * have drawn had the failed one never been issued (Hexkit User's Guide §6.1: a command either executes completely
 * or not at all).
 */
public final class RandomStream implements RandomGenerator {

    /** The odd increment of SplitMix64 (the golden ratio), as {@code SplittableRandom} uses for its default gamma. */
    private static final long GAMMA = 0x9e3779b97f4a7c15L;

    private long state;

    /**
     * Creates the stream a game with this seed draws from.
     *
     * @param seed the game's seed
     */
    public RandomStream(long seed) {
        this.state = seed;
    }

    /**
     * @return the stream's position: give it to {@link #reposition(long)} to draw the same numbers again
     */
    public long position() {
        return state;
    }

    /**
     * Moves the stream back (or forth) to a position read before.
     *
     * @param position a value {@link #position()} returned
     */
    public void reposition(long position) {
        state = position;
    }

    @Override
    public long nextLong() {
        long z = state += GAMMA;
        z = (z ^ (z >>> 30)) * 0xbf58476d1ce4e5b9L;
        z = (z ^ (z >>> 27)) * 0x94d049bb133111ebL;
        return z ^ (z >>> 31);
    }

    /** Draws 32 bits as {@code SplittableRandom} does (its own finalizer, not the high half of {@link #nextLong()}). */
    @Override
    public int nextInt() {
        long z = state += GAMMA;
        z = (z ^ (z >>> 33)) * 0x62a9d9ed799705f5L;
        return (int) (((z ^ (z >>> 28)) * 0xcb24d0a5c88c35b3L) >>> 32);
    }
}
