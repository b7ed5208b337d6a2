package org.hexbench.rules.interpreter;

/**
 * The compiled form of rules (the checked model compiled to closures over resolved references): one
 * functional interface per kind of value. Units, sites, factions and classes are ints like numbers; booleans have
 * their own interface so conditions do not box.
 */
public final class Code {

    private Code() {
    }

    /** An expression of type int, unit, site, faction or class. */
    @FunctionalInterface
    public interface IntCode {
        /** @param frame the running frame @return the value */
        int eval(Frame frame);
    }

    /** An expression of type bool. */
    @FunctionalInterface
    public interface BoolCode {
        /** @param frame the running frame @return the value */
        boolean eval(Frame frame);
    }

    /** An expression of a set type: the elements as ints, without repeats. */
    @FunctionalInterface
    public interface SetCode {
        /** @param frame the running frame @return the elements (never modified by the caller) */
        int[] eval(Frame frame);
    }

    /** An expression of type text. */
    @FunctionalInterface
    public interface TextCode {
        /** @param frame the running frame @return the value */
        String eval(Frame frame);
    }

    /** A statement. */
    @FunctionalInterface
    public interface Action {
        /** @param frame the running frame */
        void run(Frame frame);
    }
}
