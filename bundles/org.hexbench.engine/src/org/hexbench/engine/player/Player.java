package org.hexbench.engine.player;

/**
 * Plays one faction (Hexkit User's Guide §2.2 Managing Players: a faction is played by a person or a computer
 * player): during the faction's turn it gives orders through {@link PlayerTurn#order}; the turn system begins and
 * ends the turn (Hexkit User's Guide §2.4.3). Players never change the world state any other way, and play the same
 * way in sequential and simultaneous turns.
 */
public interface Player {

    /** @return what kind of player this is */
    PlayerKind kind();

    /**
     * Plays a faction's turn.
     *
     * @param turn the faction, the turn system to order through, and whether to stop early
     * @return {@code true} when the turn is complete (the turn system then ends it), {@code false} if the player
     *         stopped early because {@link PlayerTurn#stopRequested()} said so (the turn stays open; playing it
     *         again continues it)
     */
    boolean playTurn(PlayerTurn turn);
}
