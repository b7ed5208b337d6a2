package org.hexbench.ai;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.hexbench.ai.players.RandomOrders;
import org.hexbench.ai.players.mcts.MctsPlayer;
import org.hexbench.ai.players.seeker.Seeker;

/**
 * Every computer player Hexbench has, by name: wherever a player is chosen (the command line's {@code --players},
 * the game session's seats, tournaments) the name and options are looked up here: {@code random}, Hexkit's
 * {@code seeker} (Hexkit User's Guide §9.8, {@link Seeker}) and {@code mcts}, Monte Carlo tree search
 * ({@link MctsPlayer}).
 */
public final class PlayerRegistry {

    private static final List<ComputerPlayerKind> KINDS = List.of(RandomOrders.KIND, Seeker.KIND, MctsPlayer.KIND);

    private PlayerRegistry() {
    }

    /** @return every kind, in the order front ends offer them */
    public static List<ComputerPlayerKind> kinds() {
        return KINDS;
    }

    /** @return the names of every kind, e.g. {@code [random]} */
    public static List<String> names() {
        return KINDS.stream().map(ComputerPlayerKind::name).toList();
    }

    /**
     * @param name a kind's name (case does not matter)
     * @return the kind
     * @throws IllegalArgumentException naming the kinds there are, if none has that name
     */
    public static ComputerPlayerKind kind(String name) {
        for (ComputerPlayerKind k : KINDS) {
            if (k.name().equalsIgnoreCase(name.strip())) {
                return k;
            }
        }
        throw new IllegalArgumentException("unknown computer player '" + name.strip() + "' (computer players: "
                + String.join(", ", names()) + ")");
    }

    /**
     * Checks a spec and fills in the defaults of the options it does not give; the kind's maker checks the values,
     * so a wrong one is refused wherever a player is chosen, before any game starts.
     *
     * @param spec a player and options
     * @return the spec with every option of its kind, in the kind's order
     * @throws IllegalArgumentException for an unknown player or option, naming the ones there are, or an option value
     *         the kind does not take, saying why
     */
    public static PlayerSpec complete(PlayerSpec spec) {
        ComputerPlayerKind kind = kind(spec.name());
        Map<String, String> all = new LinkedHashMap<>();
        for (PlayerOption o : kind.options()) {
            all.put(o.name(), o.defaultValue());
        }
        for (var given : spec.options().entrySet()) {
            String known = kind.options().stream().map(PlayerOption::name)
                    .filter(n -> n.equalsIgnoreCase(given.getKey())).findFirst().orElse(null);
            if (known == null) {
                throw new IllegalArgumentException(kind.name() + " has no option '" + given.getKey() + "'"
                        + (kind.options().isEmpty() ? " (it takes none)" : " (options: " + String.join(", ",
                                kind.options().stream().map(PlayerOption::name).toList()) + ")"));
            }
            all.put(known, given.getValue());
        }
        kind.maker().make(all, 0);
        return new PlayerSpec(kind.name(), all);
    }

    /**
     * The seed of a faction's computer player in a game: the same formula the session has always used, so a game
     * with the same seed and players plays the same.
     *
     * @param gameSeed the game's seed
     * @param faction the faction index
     * @return the player's seed
     */
    public static long playerSeed(long gameSeed, int faction) {
        return gameSeed * 1_000_003L + faction;
    }

    /**
     * Makes a computer player that the engine's turn systems can run.
     *
     * @param spec a player and its options, as {@link PlayerSpec#parse} reads them
     * @param gameSeed the game's seed
     * @param faction the faction it plays
     * @return the player
     * @throws IllegalArgumentException for an unknown player, option or option value
     */
    public static DecidingPlayer create(PlayerSpec spec, long gameSeed, int faction) {
        PlayerSpec complete = complete(spec);
        ComputerPlayer player = kind(complete.name()).maker().make(complete.options(), playerSeed(gameSeed, faction));
        return new DecidingPlayer(spec.toString(), player);
    }
}
