package org.hexbench.play;

import java.nio.file.Path;
import java.util.List;

/**
 * How a game is set up (Hexkit User's Guide §2.1.1 Starting a New Game and §2.2 Managing Players; the IDE's New
 * Game dialog, the command line's options): the scenario, who plays each faction, the seed of the game's random
 * source (and of the computer players), the turn limit, and the pause between two computer turns so a person can
 * watch them.
 *
 * @param scenarioFile the {@code .hexscenario} file
 * @param seats one seat per faction, in faction order
 * @param seed the seed
 * @param turnLimit turns to play at most (turns 0..limit-1); 0 for no limit
 * @param computerPauseMillis the pause after each computer turn, 0 for none
 */
public record GameSetup(Path scenarioFile, List<Seat> seats, long seed, int turnLimit, int computerPauseMillis) {

    /**
     * Copies the seats.
     *
     * @param scenarioFile the scenario file
     * @param seats the seats
     * @param seed the seed
     * @param turnLimit the turn limit
     * @param computerPauseMillis the pause after computer turns
     */
    public GameSetup {
        seats = List.copyOf(seats);
        if (turnLimit < 0 || computerPauseMillis < 0) {
            throw new IllegalArgumentException("turn limit and pause must not be negative");
        }
    }

    /** @return whether any faction is played by a person */
    public boolean hasHuman() {
        return seats.contains(Seat.HUMAN);
    }

    /**
     * @param faction a faction index
     * @return who plays it
     */
    public Seat seat(int faction) {
        return seats.get(faction);
    }
}
