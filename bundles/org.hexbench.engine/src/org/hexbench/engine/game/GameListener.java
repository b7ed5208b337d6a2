package org.hexbench.engine.game;

/** Observes a game driven by a turn system, e.g. to print it (digest A.5 step 8 / C step 8: inform players). */
public interface GameListener {

    /**
     * Called after every executed command.
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
