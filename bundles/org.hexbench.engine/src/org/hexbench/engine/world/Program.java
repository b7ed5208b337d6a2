package org.hexbench.engine.world;

import java.util.List;

/**
 * The program a command generated (Hexkit User's Guide §6.1.1 Two Levels of Execution): the effective instructions in
 * execution order. Replaying a game
 * applies programs, never the rules that generated them.
 *
 * @param instructions the instructions (an immutable copy)
 */
public record Program(List<Instruction> instructions) {

    /** The empty program. */
    public static final Program EMPTY = new Program(List.of());

    /**
     * Copies the instruction list.
     *
     * @param instructions the instructions
     */
    public Program {
        instructions = List.copyOf(instructions);
    }

    /**
     * Applies every instruction in order (events are skipped).
     *
     * @param world the world state
     */
    public void apply(WorldState world) {
        for (Instruction i : instructions) {
            if (!i.isEvent()) {
                i.apply(world);
            }
        }
    }

    /** @return the number of instructions */
    public int size() {
        return instructions.size();
    }
}
