package org.hexbench.play;

import java.nio.file.Path;

/**
 * How a front end runs its sessions: where computer players run, and where the game is saved automatically
 * (Hexkit User's Guide §2.1.3, Automatic Saves): {@value GameSession#AUTOSAVE} whenever a person ends a turn,
 * recording every command up to, not including, that End Turn (loading it undoes the End Turn), and
 * {@value GameSession#COMPUTER_AUTOSAVE} whenever a computer player's turn ends, End Turn included.
 *
 * @param runner runs the computer players
 * @param autosaveFolder the folder for automatic saves, or {@code null} to save nothing automatically
 * @param players makes the computer player of each computer seat
 */
public record SessionOptions(ComputerRunner runner, Path autosaveFolder, ComputerPlayers players) {

    /** Computer players on a thread of their own, no automatic saves: for headless play and tests. */
    public static final SessionOptions HEADLESS = new SessionOptions(ComputerRunner.THREAD, null);

    /**
     * @param runner runs the computer players
     * @param autosaveFolder the autosave folder, or {@code null}
     * @param players makes the computer players
     */
    public SessionOptions {
        if (runner == null || players == null) {
            throw new IllegalArgumentException("a session needs a runner and a maker of its computer players");
        }
    }

    /**
     * Options with Hexbench's computer players ({@link ComputerPlayers#STANDARD}).
     *
     * @param runner runs the computer players
     * @param autosaveFolder the autosave folder, or {@code null}
     */
    public SessionOptions(ComputerRunner runner, Path autosaveFolder) {
        this(runner, autosaveFolder, ComputerPlayers.STANDARD);
    }

    /**
     * @param folder the folder for automatic saves, or {@code null} for none
     * @return these options with that autosave folder
     */
    public SessionOptions withAutosave(Path folder) {
        return new SessionOptions(runner, folder, players);
    }

    /**
     * @param maker makes the computer player of each computer seat
     * @return these options with those computer players
     */
    public SessionOptions withPlayers(ComputerPlayers maker) {
        return new SessionOptions(runner, autosaveFolder, maker);
    }
}
