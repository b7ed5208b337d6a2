package org.hexbench.play;

/**
 * A session's computer players at work: they play one faction's turn after another until a person is to move, play
 * has finished, or they are stopped. A {@link ComputerRunner} runs it.
 */
public interface ComputerTurns {

    /** @return a name for progress displays and threads, e.g. "Computer players: riverford.hexscenario" */
    String name();

    /**
     * Plays the computer players' turns on the calling thread until there is nothing more for them to do.
     *
     * @param progress where to report, and whether to stop
     */
    void run(TurnProgress progress);
}
