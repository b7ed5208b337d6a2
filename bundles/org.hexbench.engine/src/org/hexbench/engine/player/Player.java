package org.hexbench.engine.player;

import org.hexbench.engine.game.Game;

/**
 * Plays one faction: during its turn it issues commands through {@link Game#execute}; the turn system issues Begin
 * Turn before and End Turn after (digest A.5). Players never change the world state any other way.
 */
public interface Player {

    /** @return what kind of player this is */
    PlayerKind kind();

    /**
     * Plays the active faction's turn.
     *
     * @param game the game; its active faction is the one this player controls
     */
    void playTurn(Game game);
}
