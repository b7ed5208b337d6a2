package org.hexbench.rules.interpreter;

import org.hexbench.rules.interpreter.Code.Action;

/**
 * One compiled random event: its chance per turn in parts per million and its effects (Xconq 7.1 GDL Reference Manual,
 * Random Events; HexTC2's earthquake, Insect's Grace and Worm Hole, HexTC2 rules, COMP202 Winter 2005 Assignment 6).
 */
record CompiledEvent(String name, int partsPerMillion, Action body, int ints, int objects, int line) {
}
