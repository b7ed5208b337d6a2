package org.hexbench.rules.interpreter;

import java.util.Arrays;

import org.hexbench.rules.hooks.Role;

/**
 * The values the engine passes to a hook, by {@link Role} ({@code unit}, {@code site}, {@code attacker} ...). A
 * small mutable builder so the engine binding can reuse one per call site without allocation.
 */
public final class Bindings {

    private final int[] values = new int[Role.values().length];
    private int[] candidates = new int[0];

    /** Creates bindings with every role unset (-1). */
    public Bindings() {
        Arrays.fill(values, -1);
    }

    /**
     * @param role a role other than {@link Role#CANDIDATES}
     * @param value its value (a unit, site, faction or class index)
     * @return this
     */
    public Bindings with(Role role, int value) {
        values[role.ordinal()] = value;
        return this;
    }

    /**
     * @param units the units to choose from
     * @return this
     */
    public Bindings withCandidates(int... units) {
        candidates = units.clone();
        return this;
    }

    /** @param role a role @return its value, -1 if unset */
    public int get(Role role) {
        return values[role.ordinal()];
    }

    /** @return the candidate units */
    public int[] candidates() {
        return candidates;
    }
}
