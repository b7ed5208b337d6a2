package org.hexbench.engine.game;

import org.hexbench.engine.command.Command;
import org.hexbench.engine.world.Program;

/**
 * The result of issuing a command: accepted with the program it executed, or rejected with a reason and no change.
 *
 * @param command the command
 * @param rejection {@code null} if accepted, else why the command was rejected
 * @param program the executed program; when rejected, {@link Program#EMPTY} or the program the rules ran in answer to
 *        the rejection ({@code Rules.commandRejected}, e.g. HexTC2's pass after an illegal move)
 */
public record Outcome(Command command, String rejection, Program program) {

    /** @return whether the command was accepted and executed */
    public boolean accepted() {
        return rejection == null;
    }
}
