package org.hexbench.engine.game;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * The listeners of a turn system, and how far the history has been reported to them: after each step a turn system
 * reports every history entry recorded since the last report (the commands the rules queued included), then the end
 * of a turn if one ended (Hexkit User's Guide §2.4.3, step 8: inform the players).
 */
public final class GameListeners {

    private final Game game;
    private final List<GameListener> listeners = new CopyOnWriteArrayList<>();
    private int reported;

    /**
     * @param game the game whose history is reported; entries recorded before now count as reported
     */
    public GameListeners(Game game) {
        this.game = game;
        this.reported = game.history().size();
    }

    /**
     * @param listener a listener to tell from now on
     */
    public void add(GameListener listener) {
        listeners.add(listener);
    }

    /**
     * @param listener a listener added before
     */
    public void remove(GameListener listener) {
        listeners.remove(listener);
    }

    /** Tells the listeners about every history entry recorded since the last call. */
    public void reportEntries() {
        List<HistoryEntry> entries = game.history().entries();
        if (reported > entries.size()) {
            reported = entries.size(); // a failed step was rolled back
        }
        while (reported < entries.size()) {
            HistoryEntry entry = entries.get(reported++);
            for (GameListener l : listeners) {
                l.executed(game, entry);
            }
        }
    }

    /**
     * Reports new entries, then the end of a turn.
     *
     * @param turn the turn that was played
     * @param faction the faction whose turn ended, -1 for a whole simultaneous turn
     */
    public void reportTurnEnded(int turn, int faction) {
        reportEntries();
        for (GameListener l : listeners) {
            l.turnEnded(game, turn, faction);
        }
    }
}
