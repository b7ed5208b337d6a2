package org.hexbench.ai.tournament;

import java.nio.file.Path;
import org.hexbench.engine.game.Game;

/**
 * Starts the games of a tournament on one thread: a tournament asks each of its threads for a source of its own
 * (rules serve one game at a time), so every source should read the scenario and bind its rules itself.
 */
public interface GameSource {

    /**
     * @param seed the game's seed
     * @return a new game at its initial state, with the scenario's rules
     */
    Game newGame(long seed);

    /** @return the scenario file the games are played on (for saved games) */
    Path scenarioFile();
}
