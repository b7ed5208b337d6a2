package org.hexbench.play;

import org.hexbench.engine.game.HistoryEntry;

/**
 * Hears what happens in a {@link GameSession}: every history entry and every end of a turn as it happens (on the
 * thread that changed the game, while it holds the game: read the game there, but do not wait for other threads), and
 * every change once the game is free again ({@link #changed}: refresh views there). Views of the IDE, the command
 * line's printer and tournaments listen this way (Hexkit User's Guide §2.4.3, step 8: inform the players).
 */
@FunctionalInterface
public interface SessionListener {

    /**
     * The session changed: its game, its status, its log or its seats.
     *
     * @param session the session that changed
     */
    void changed(GameSession session);

    /**
     * A command, a command the rules queued, or a simultaneous turn's resolution was recorded.
     *
     * @param session the session
     * @param entry the new history entry
     */
    default void executed(GameSession session, HistoryEntry entry) {
    }

    /**
     * A faction's turn (sequential) or a whole turn (simultaneous) ended.
     *
     * @param session the session
     * @param turn the turn that was played (zero-based)
     * @param faction the faction whose turn ended, -1 for a whole simultaneous turn
     */
    default void turnEnded(GameSession session, int turn, int faction) {
    }
}
