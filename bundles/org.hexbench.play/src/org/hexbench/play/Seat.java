package org.hexbench.play;

/**
 * Who plays a faction (Hexkit User's Guide §2.2 Managing Players: each faction is played by a person or a computer
 * player): a person at the front end that runs the session (hotseat: every human faction plays at the same screen)
 * or a computer player the session runs in the background. Only Hexbench's random player exists so far; stronger
 * computer players are added here as they are written.
 */
public enum Seat {

    /** A person gives the faction's orders through the front end ({@link GameSession#execute}). */
    HUMAN("Human"),

    /** The engine's {@link org.hexbench.engine.player.RandomPlayer} (random legal orders, seeded). */
    RANDOM("Random computer player");

    private final String label;

    Seat(String label) {
        this.label = label;
    }

    /** @return the label a front end shows, e.g. in the New Game dialog */
    public String label() {
        return label;
    }

    /** @return the word a saved game and the command line use for this seat ({@code human} or {@code random}) */
    public String settingValue() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }

    /** @return whether a computer player plays this seat (a session runs it in the background) */
    public boolean isComputer() {
        return this != HUMAN;
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
     * @param value {@code human} or {@code random} (case and surrounding white space do not matter)
     * @return the seat
     * @throws IllegalArgumentException for any other word, naming the words there are
     */
    public static Seat ofSetting(String value) {
        for (Seat seat : values()) {
            if (seat.settingValue().equals(value.strip().toLowerCase(java.util.Locale.ROOT))) {
                return seat;
            }
        }
        throw new IllegalArgumentException("unknown player '" + value.strip() + "' (players: "
                + String.join(", ", java.util.Arrays.stream(values()).map(Seat::settingValue).toList()) + ")");
    }
}
