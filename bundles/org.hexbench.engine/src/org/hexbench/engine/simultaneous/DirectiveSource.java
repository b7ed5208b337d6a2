package org.hexbench.engine.simultaneous;

import java.util.List;
import org.hexbench.engine.game.Game;

/** Supplies the directives of each player at the start of a simultaneous turn (human UI, computer or script). */
public interface DirectiveSource {

    /**
     * @param game the game at the start of the turn (read only)
     * @param player a player id of the {@link ControlHierarchy}
     * @return the player's directives for this turn
     */
    List<Directive> directives(Game game, String player);
}
