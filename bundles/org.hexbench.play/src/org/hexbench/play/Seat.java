package org.hexbench.play;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.hexbench.ai.ComputerPlayerKind;
import org.hexbench.ai.PlayerRegistry;
import org.hexbench.ai.PlayerSpec;

/**
 * Who plays a faction (Hexkit User's Guide §2.2 Managing Players: each faction is played by a person or a computer
 * player): a person at the front end that runs the session (hotseat: every human faction plays at the same screen)
 * or a computer player of the {@link PlayerRegistry}, chosen by name with its options, that the session runs in the
 * background. {@link #values()} lists a person and every computer player kind with default options; each of those
 * is one instance, so they compare with {@code ==} as constants do.
 */
public final class Seat {

    /** A person gives the faction's orders through the front end ({@link GameSession#execute}). */
    public static final Seat HUMAN = new Seat(null, "Human");

    private static final List<Seat> VALUES;

    static {
        List<Seat> values = new ArrayList<>();
        values.add(HUMAN);
        for (ComputerPlayerKind kind : PlayerRegistry.kinds()) {
            values.add(new Seat(new PlayerSpec(kind.name(), java.util.Map.of()), kind.label()));
        }
        VALUES = List.copyOf(values);
    }

    /** The registry's {@code random} computer player (random legal orders, seeded from the game's seed). */
    public static final Seat RANDOM = computer(PlayerSpec.parse("random"));

    private final PlayerSpec player;
    private final String label;
    private final boolean remote;

    private Seat(PlayerSpec player, String label) {
        this(player, label, false);
    }

    private Seat(PlayerSpec player, String label, boolean remote) {
        this.player = player;
        this.label = label;
        this.remote = remote;
    }

    /**
     * A faction played from another machine, e.g. by another player of a hosted game: its orders reach this session
     * through the {@link ComputerPlayers} the session was given (a player that gives the orders that player
     * submitted), never from a person here. Its setting word is {@code remote}; a saved game continues such a faction
     * as played by a person here ({@link #ofSetting}).
     *
     * @param label who plays it, for the views, e.g. "Blue (hosted game 3)"
     * @return the seat
     */
    public static Seat remote(String label) {
        return new Seat(null, label, true);
    }

    /** @return whether the faction is played from another machine ({@link #remote}) */
    public boolean isRemote() {
        return remote;
    }

    /** @return a person and every computer player with its default options, in the order front ends offer them */
    public static Seat[] values() {
        return VALUES.toArray(new Seat[0]);
    }

    /**
     * A computer seat.
     *
     * @param player a computer player and its options
     * @return the seat: one of {@link #values()} when no option is given
     * @throws IllegalArgumentException for an unknown player or option
     */
    public static Seat computer(PlayerSpec player) {
        PlayerRegistry.complete(player);
        String name = PlayerRegistry.kind(player.name()).name();
        if (player.options().isEmpty()) {
            for (Seat s : VALUES) {
                if (s.player != null && s.player.name().equals(name)) {
                    return s;
                }
            }
        }
        return new Seat(new PlayerSpec(name, player.options()), PlayerRegistry.kind(name).label() + " ("
                + new PlayerSpec("", player.options()).toString().substring(1) + ")");
    }

    /** @return the computer player and its options, or {@code null} for a person */
    public PlayerSpec player() {
        return player;
    }

    /** @return the label a front end shows, e.g. in the New Game dialog */
    public String label() {
        return label;
    }

    /**
     * @return the words a saved game and the command line use for this seat: {@code human}, or the computer player
     *         with its options, e.g. {@code random}
     */
    public String settingValue() {
        return player == null ? (remote ? "remote" : "human") : player.toString();
    }

    /** @return whether a computer player plays this seat (a session runs it in the background) */
    public boolean isComputer() {
        return player != null;
    }

    /**
     * The seat a faction's computer player setting asks for ({@code <computer algorithm="...">}, Hexkit User's Guide
     * §4.7.2; the names are {@link org.hexbench.scenario.validation.ComputerAlgorithms}).
     *
     * @param algorithm the setting's algorithm name, empty for the default
     * @return the computer seat of that name
     * @throws IllegalArgumentException if Hexbench has no such computer player (validation reports it first)
     */
    public static Seat ofAlgorithm(String algorithm) {
        Seat seat = ofSetting(org.hexbench.scenario.validation.ComputerAlgorithms.resolve(algorithm));
        if (!seat.isComputer()) {
            throw new IllegalArgumentException("'" + algorithm + "' is no computer player");
        }
        return seat;
    }

    /**
     * Reads a seat from a saved game's {@code players} setting or the command line.
     *
     * @param value {@code human}, or a computer player's name with its options ({@link PlayerSpec#parse}); case and
     *        surrounding white space of the name do not matter; {@code remote} (a faction that was played from
     *        another machine) is a person here
     * @return the seat
     * @throws IllegalArgumentException for any other word, naming the players there are
     */
    public static Seat ofSetting(String value) {
        String word = value.strip().toLowerCase(Locale.ROOT);
        if (word.equals("human") || word.equals("remote")) {
            return HUMAN;
        }
        try {
            return computer(PlayerSpec.parse(value));
        } catch (IllegalArgumentException e) {
            if (e.getMessage().startsWith("unknown computer player")) {
                throw new IllegalArgumentException("unknown player '" + value.strip() + "' (players: human, "
                        + String.join(", ", PlayerRegistry.names()) + ")", e);
            }
            throw e;
        }
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Seat s && settingValue().equals(s.settingValue());
    }

    @Override
    public int hashCode() {
        return settingValue().hashCode();
    }

    @Override
    public String toString() {
        return settingValue();
    }
}
