package org.hexbench.ai;

import java.util.List;
import java.util.Map;

/**
 * A kind of computer player the {@link PlayerRegistry} offers: its name (what {@code --players} and saved games
 * say), a label and description for front ends, its options with their defaults, and how to make one.
 *
 * @param name the name, lower case, e.g. {@code random}
 * @param label the label a front end shows, e.g. "Random computer player"
 * @param description what the player does, one sentence
 * @param options the options it takes (empty: none)
 * @param maker makes a player from its options (every option present, defaults filled in) and its seed
 */
public record ComputerPlayerKind(String name, String label, String description, List<PlayerOption> options,
        Maker maker) {

    /** Makes a player of a kind. */
    @FunctionalInterface
    public interface Maker {

        /**
         * @param options every option of the kind, given or default
         * @param seed the seed of the player's own random source (derived from the game's seed and the faction)
         * @return a new player
         * @throws IllegalArgumentException if an option's value is not valid, saying which and why
         */
        ComputerPlayer make(Map<String, String> options, long seed);
    }

    /**
     * Copies the options.
     *
     * @param name the name
     * @param label the label
     * @param description the description
     * @param options the options
     * @param maker the maker
     */
    public ComputerPlayerKind {
        options = List.copyOf(options);
    }
}
