package org.hexbench.engine.game;

import org.hexbench.engine.simultaneous.DirectiveCodec;
import org.hexbench.engine.simultaneous.SimultaneousTurns;
import org.hexbench.engine.world.Program;

/**
 * One executed command in the history (Hexkit User's Guide §5.1 World Assembly, the History's command list; §6.1
 * Command Execution): when and by whom it was issued, its text, the program that replays it, and whether the rules
 * queued it rather than a player or the turn system issuing it.
 *
 * @param turn the turn (zero-based) in which it was issued
 * @param faction the issuing faction index (-1 for a simultaneous turn's resolution)
 * @param command the command's text form ({@link org.hexbench.engine.command.CommandCodec}, or
 *        {@code Resolve <directives>} for a simultaneous turn)
 * @param program the executed program
 * @param queued whether rules queued this command after another one (Hexkit User's Guide §6.4.3 Command Queuing):
 *        issuing that other command again queues it again, so a rerun of the history skips it
 */
public record HistoryEntry(int turn, int faction, String command, Program program, boolean queued) {

    /**
     * An entry for a command a player or the turn system issued.
     *
     * @param turn the turn (zero-based)
     * @param faction the issuing faction index, -1 for a simultaneous resolution
     * @param command the command's text form
     * @param program the executed program
     */
    public HistoryEntry(int turn, int faction, String command, Program program) {
        this(turn, faction, command, program, false);
    }

    /**
     * @return the entry as a person reads it in a history: the command's text, or for a simultaneous turn's
     *         resolution how many directives it resolved ({@code Resolve turn 3: 5 directives}) instead of all of them
     */
    public String describe() {
        if (faction >= 0 || !command.startsWith(SimultaneousTurns.RESOLVE)) {
            return command;
        }
        int directives;
        try {
            directives = DirectiveCodec.decode(command.substring(SimultaneousTurns.RESOLVE.length())).size();
        } catch (IllegalArgumentException e) {
            return command;
        }
        return SimultaneousTurns.RESOLVE + " turn " + (turn + 1) + ": " + directives + " directive"
                + (directives == 1 ? "" : "s");
    }
}
