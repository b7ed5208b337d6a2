package org.hexbench.ui.play.internal;

import java.util.Map;
import java.util.WeakHashMap;
import org.hexbench.pbem.PbemGame;
import org.hexbench.play.GameSession;

/**
 * The games by e-mail the Play perspective opened with Import Turn: for each such session, the checked turn file it
 * continues, from which Export Turn signs the turns played since. A session that is no longer referenced is
 * forgotten with it.
 */
final class ImportedGames {

    private static final Map<GameSession, PbemGame> GAMES = new WeakHashMap<>();

    private ImportedGames() {
    }

    /**
     * @param session a session opened from a turn file
     * @param game the checked turn file it continues
     */
    static synchronized void remember(GameSession session, PbemGame game) {
        GAMES.put(session, game);
    }

    /**
     * @param session a session
     * @return the checked turn file it continues, or {@code null} if it was not opened from one
     */
    static synchronized PbemGame of(GameSession session) {
        return GAMES.get(session);
    }
}
