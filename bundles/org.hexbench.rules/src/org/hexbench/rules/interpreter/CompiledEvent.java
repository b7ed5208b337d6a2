package org.hexbench.rules.interpreter;

import org.hexbench.rules.interpreter.Code.Action;

/**
 * One compiled random event: its chance per turn in parts per million and its effects (digest B.11 random events,
 * D HexTC2's earthquake, Insect's Grace and Worm Hole).
 */
record CompiledEvent(String name, int partsPerMillion, Action body, int ints, int objects, int line) {
}
