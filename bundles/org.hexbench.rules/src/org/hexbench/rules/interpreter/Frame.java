package org.hexbench.rules.interpreter;

/**
 * The local variables of one hook, event or function call: int slots for scalar values (numbers, truth values as
 * 0/1, units, sites, factions, classes) and object slots for sets and texts. Slot numbers are fixed at compile time.
 */
public final class Frame {

    final Run run;
    final int[] ints;
    final Object[] objects;

    /**
     * @param run the evaluation this frame belongs to
     * @param intSlots the number of int slots
     * @param objectSlots the number of object slots
     */
    public Frame(Run run, int intSlots, int objectSlots) {
        this.run = run;
        this.ints = new int[intSlots];
        this.objects = new Object[objectSlots];
    }
}
