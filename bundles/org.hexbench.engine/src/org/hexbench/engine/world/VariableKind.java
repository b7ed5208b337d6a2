package org.hexbench.engine.world;

/** The three categories of Hexkit variables (Hexkit User's Guide §2.6 Variables). */
public enum VariableKind {
    /** Attributes: current value = initial value + modifiers, derived on demand. */
    ATTRIBUTE,
    /** Resources: stored values updated at Begin Turn (and End Turn for resetting faction resources). */
    RESOURCE,
    /** Counters: hidden values never updated automatically. */
    COUNTER
}
