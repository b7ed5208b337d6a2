package org.hexbench.play;

import org.hexbench.engine.player.Player;

/**
 * Makes the computer player that plays a faction from its {@link Seat} (Hexkit User's Guide ch. 9 Computer Players):
 * a session asks for one when a game starts or is loaded and whenever a faction's seat changes.
 */
@FunctionalInterface
public interface ComputerPlayers {

    /**
     * The players Hexbench has: the computer player of the {@link org.hexbench.ai.PlayerRegistry} a seat names, with
     * its options, seeded from the game's seed and the faction ({@link org.hexbench.ai.PlayerRegistry#playerSeed}).
     */
    ComputerPlayers STANDARD = (seat, faction, seed) -> seat.isComputer()
            ? org.hexbench.ai.PlayerRegistry.create(seat.player(), seed, faction) : null;

    /**
     * @param seat who plays the faction
     * @param faction the faction index
     * @param seed the game's seed, to derive the player's own random source from
     * @return the faction's computer player, or {@code null} when a person plays it
     */
    Player playerFor(Seat seat, int faction, long seed);
}
