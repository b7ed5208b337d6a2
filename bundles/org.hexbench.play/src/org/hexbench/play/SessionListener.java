package org.hexbench.ui.play.session;

/**
 * Hears that a game session changed: a command executed, a turn ended, the log grew, the computer job started or
 * stopped, the session closed. Called on the thread that made the change (often the computer players' job), so
 * user interfaces hop to their display thread and read the session there.
 */
@FunctionalInterface
public interface SessionListener {

    /**
     * @param session the session that changed
     */
    void changed(GameSession session);
}
