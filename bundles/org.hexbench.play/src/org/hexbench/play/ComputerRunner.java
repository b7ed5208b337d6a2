package org.hexbench.play;

/**
 * Runs a session's computer players off the thread that asked for them, so that a front end stays responsive while
 * they move. A headless front end takes {@link #THREAD}; the IDE runs them in a workbench job, whose progress and
 * cancel button it connects to the {@link TurnProgress} it hands to {@link ComputerTurns#run}.
 */
@FunctionalInterface
public interface ComputerRunner {

    /** Starts each run on a new daemon thread named after the game, reporting no progress and never cancelled. */
    ComputerRunner THREAD = turns -> {
        Thread thread = new Thread(() -> turns.run(TurnProgress.NONE), turns.name());
        thread.setDaemon(true);
        thread.start();
    };

    /**
     * Starts the computer players' turns in the background: calls {@link ComputerTurns#run} once, on another thread.
     *
     * @param turns the work to run
     */
    void start(ComputerTurns turns);
}
