package org.hexbench.engine.game;

/**
 * Observes a game driven by a {@link TurnSystem}, e.g. to print it or to refresh a view (Hexkit User's Guide
 * §2.4.3, step 8: the players are informed of what happened).
 */
public interface GameListener {

    /**
     * Called after every history entry: a command, a command the rules queued, or a simultaneous resolution.
     *
     * @param game the game
     * @param entry the history entry just added
     */
    default void executed(Game game, HistoryEntry entry) {
    }

    /**
     * Called after a faction's turn (sequential) or a whole turn (simultaneous) ended.
     *
     * @param game the game
     * @param turn the turn that was played
     * @param faction the faction that played, -1 for a simultaneous turn
     */
    default void turnEnded(Game game, int turn, int faction) {
    }
}
