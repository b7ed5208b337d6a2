package org.hexbench.tiling.internal;

import java.util.Arrays;

/**
 * Per-node states that are all reset to {@link #NONE} in O(1) by advancing a generation
 * counter, so a reusable search never refills its arrays between runs. Each node is in one
 * of three states: none, {@link #OPEN} (reached) or {@link #CLOSED} (settled).
 */
public final class Stamps {

    /** The state of a node not touched since the last {@link #clear()}. */
    public static final int NONE = 0;
    /** The state of a reached (or simply marked) node. */
    public static final int OPEN = 1;
    /** The state of a settled node. */
    public static final int CLOSED = 2;

    private final int[] stamp;
    private int generation = 1;

    /**
     * Creates states for nodes {@code 0 .. capacity-1}, all {@link #NONE}.
     *
     * @param capacity the number of nodes
     */
    public Stamps(int capacity) {
        stamp = new int[capacity];
    }

    /** Resets every node to {@link #NONE}. */
    public void clear() {
        generation += 2;
        if (generation >= Integer.MAX_VALUE - 2) {
            Arrays.fill(stamp, 0);
            generation = 1;
        }
    }

    /**
     * Returns a node's state.
     *
     * @param node the node
     * @return {@link #NONE}, {@link #OPEN} or {@link #CLOSED}
     */
    public int state(int node) {
        int s = stamp[node] - generation;
        return s == 0 ? OPEN : s == 1 ? CLOSED : NONE;
    }

    /**
     * Marks a node {@link #OPEN}.
     *
     * @param node the node
     */
    public void mark(int node) {
        stamp[node] = generation;
    }

    /**
     * Marks a node {@link #CLOSED}.
     *
     * @param node the node
     */
    public void close(int node) {
        stamp[node] = generation + 1;
    }

    /**
     * Tells whether a node was marked open or closed since the last {@link #clear()}.
     *
     * @param node the node
     * @return whether it is not {@link #NONE}
     */
    public boolean isMarked(int node) {
        int s = stamp[node] - generation;
        return s == 0 || s == 1;
    }

    /**
     * Tells whether a node is closed.
     *
     * @param node the node
     * @return whether it is {@link #CLOSED}
     */
    public boolean isClosed(int node) {
        return stamp[node] == generation + 1;
    }
}
