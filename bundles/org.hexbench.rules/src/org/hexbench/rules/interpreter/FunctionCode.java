package org.hexbench.rules.interpreter;

/**
 * A compiled rule-local function ({@code define ...}). Filled in after all functions are known, so functions may
 * call each other (recursion is bounded by the step budget).
 */
final class FunctionCode {

    final String name;
    Object body;
    int[] parameterSlots;
    boolean[] parameterIsObject;
    int ints;
    int objects;

    FunctionCode(String name) {
        this.name = name;
    }
}
