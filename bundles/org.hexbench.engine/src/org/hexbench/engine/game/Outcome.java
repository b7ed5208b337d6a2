package org.hexbench.engine.game;

import org.hexbench.engine.command.Command;
import org.hexbench.engine.world.Program;

/**
 * The result of issuing a command: accepted with the program it executed, or rejected with a reason and no change.
 *
 * @param command the command
 * @param rejection {@code null} if accepted, else why the command was rejected
 * @param program the executed program ({@link Program#EMPTY} when rejected)
 */
public record Outcome(Command command, String rejection, Program program) {

    /** @return whether the command was accepted and executed */
    public boolean accepted() {
        return rejection == null;
    }
}
