package org.hexbench.ai.players.seeker;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.hexbench.ai.PlayerOption;

/**
 * The options every Hexkit computer player takes and Seeker uses (Hexkit User's Guide ch. 9, AlgorithmOptions), set
 * per faction in a player spec such as {@code seeker:targetLimit=4:useRandomBuild=true}.
 *
 * @param targetLimit how many potential targets a unit examines at most when it selects an attack or a movement
 *        target, nearest first (§9.3.4 Target Limit; Hexkit's default is eight)
 * @param useRandomBuild build random units instead of building by value (§9.6 Build Command)
 * @param useRandomPlace place units on random place sites instead of by threat (§9.7 Place Command)
 */
public record SeekerOptions(int targetLimit, boolean useRandomBuild, boolean useRandomPlace) {

    /** The options with Hexkit's defaults: target limit 8, building by value, placing by threat. */
    public static final SeekerOptions DEFAULTS = new SeekerOptions(8, false, false);

    /** The option names and defaults the player registry shows and completes. */
    public static final List<PlayerOption> OPTIONS = List.of(
            new PlayerOption("targetLimit", Integer.toString(DEFAULTS.targetLimit()),
                    "the most targets a unit examines, nearest first (Hexkit User's Guide §9.3.4)"),
            new PlayerOption("useRandomBuild", Boolean.toString(DEFAULTS.useRandomBuild()),
                    "build random units instead of by the faction's valuation of each class (§9.6)"),
            new PlayerOption("useRandomPlace", Boolean.toString(DEFAULTS.useRandomPlace()),
                    "place units on random place sites instead of where enemies threaten most (§9.7)"));

    /**
     * Checks the target limit.
     *
     * @param targetLimit at least 1
     * @param useRandomBuild whether to build at random
     * @param useRandomPlace whether to place at random
     * @throws IllegalArgumentException for a target limit below 1
     */
    public SeekerOptions {
        if (targetLimit < 1) {
            throw new IllegalArgumentException("seeker's targetLimit must be at least 1, not " + targetLimit);
        }
    }

    /**
     * Reads the options from a player spec's words.
     *
     * @param options option names and values, as the registry completes them (missing ones take the defaults)
     * @return the options
     * @throws IllegalArgumentException for a target limit that is not a whole number of at least 1, or a flag that
     *         is neither {@code true} nor {@code false}, saying which
     */
    public static SeekerOptions of(Map<String, String> options) {
        String limit = options.getOrDefault("targetLimit", Integer.toString(DEFAULTS.targetLimit())).strip();
        int targetLimit;
        try {
            targetLimit = Integer.parseInt(limit);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("seeker's targetLimit must be a whole number, not '" + limit + "'", e);
        }
        return new SeekerOptions(targetLimit, flag(options, "useRandomBuild"), flag(options, "useRandomPlace"));
    }

    private static boolean flag(Map<String, String> options, String name) {
        String value = options.getOrDefault(name, "false").strip().toLowerCase(Locale.ROOT);
        return switch (value) {
            case "true" -> true;
            case "false" -> false;
            default -> throw new IllegalArgumentException("seeker's " + name + " must be true or false, not '"
                    + options.get(name).strip() + "'");
        };
    }
}
