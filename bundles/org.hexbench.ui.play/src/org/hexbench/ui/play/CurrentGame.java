package org.hexbench.ui.play;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;
import org.hexbench.play.GameSession;
import org.hexbench.play.MapInteraction;
import org.hexbench.play.SessionStatus;

/**
 * The game the Play perspective shows: at most one session at a time, so every view, command and the map show the
 * same game. Starting, loading or restarting a game replaces it (the old session is closed).
 */
public final class CurrentGame {

    private static volatile GameSession session;
    private static volatile MapInteraction interaction;
    private static final List<Consumer<GameSession>> WATCHERS = new CopyOnWriteArrayList<>();

    private CurrentGame() {
    }

    /** @return the current session, or {@code null} when no game is running */
    public static GameSession session() {
        return session;
    }

    /**
     * @return the map interaction of the current session (selection, targets, path preview), shared by every view
     *         and command that acts on the map's selection; {@code null} when no game is running
     */
    public static MapInteraction interaction() {
        return interaction;
    }

    /**
     * Makes a session current, closing the one it replaces.
     *
     * @param next the new session, or {@code null} to end the current game
     */
    public static void set(GameSession next) {
        GameSession old = session;
        interaction = next == null ? null : new MapInteraction(next);
        session = next;
        if (old != null && old != next && old.status() != SessionStatus.CLOSED) {
            old.close();
        }
        for (Consumer<GameSession> w : WATCHERS) {
            w.accept(next);
        }
    }

    /**
     * @param watcher told about every replacement (with the new session or {@code null}), on the replacing thread
     */
    public static void watch(Consumer<GameSession> watcher) {
        WATCHERS.add(watcher);
    }

    /**
     * @param watcher a watcher added before
     */
    public static void unwatch(Consumer<GameSession> watcher) {
        WATCHERS.remove(watcher);
    }
}
