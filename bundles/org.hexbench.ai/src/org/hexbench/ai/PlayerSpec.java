package org.hexbench.ai;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A computer player chosen by name with its options, in the words of the command line, saved games and settings:
 * {@code random}, or {@code name:option=value:option=value} (e.g. {@code mcts:iterations=500}).
 *
 * @param name the player kind's name, lower case
 * @param options the options given, in order
 */
public record PlayerSpec(String name, Map<String, String> options) {

    /**
     * Copies the options.
     *
     * @param name the kind's name
     * @param options the options
     */
    public PlayerSpec {
        options = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(options));
    }

    /**
     * Reads a player from its words.
     *
     * @param text e.g. {@code random} or {@code mcts:iterations=500}
     * @return the spec (not yet checked against the registry)
     * @throws IllegalArgumentException for an empty name or an option without {@code =}
     */
    public static PlayerSpec parse(String text) {
        String[] parts = text.strip().split(":", -1);
        String name = parts[0].strip().toLowerCase(java.util.Locale.ROOT);
        if (name.isEmpty()) {
            throw new IllegalArgumentException("no player named in '" + text.strip() + "'");
        }
        Map<String, String> options = new LinkedHashMap<>();
        for (int i = 1; i < parts.length; i++) {
            int eq = parts[i].indexOf('=');
            if (eq <= 0) {
                throw new IllegalArgumentException("player option '" + parts[i].strip() + "' of '" + text.strip()
                        + "' is not option=value");
            }
            options.put(parts[i].substring(0, eq).strip(), parts[i].substring(eq + 1).strip());
        }
        return new PlayerSpec(name, options);
    }

    /** @return the words that {@link #parse} reads back, e.g. {@code mcts:iterations=500} */
    @Override
    public String toString() {
        StringBuilder s = new StringBuilder(name);
        options.forEach((k, v) -> s.append(':').append(k).append('=').append(v));
        return s.toString();
    }
}
