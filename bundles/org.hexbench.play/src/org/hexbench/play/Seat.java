package org.hexbench.ui.play.session;

/**
 * Who plays a faction in a test game (issue 8, digest A.5 "Player: human or computer"): a person at this workbench
 * (hotseat: every human faction plays at the same screen) or a computer player. Only Hexbench's random player
 * exists so far; stronger computer players are added here as they are written.
 */
public enum Seat {

    /** A person issues the faction's commands through the Play perspective. */
    HUMAN("Human"),

    /** The engine's {@link org.hexbench.engine.player.RandomPlayer} (random legal commands, seeded). */
    RANDOM("Random computer player");

    private final String label;

    Seat(String label) {
        this.label = label;
    }

    /** @return the label the New Game dialog shows */
    public String label() {
        return label;
    }

    /** @return the word a saved game records for this seat ({@code human} or {@code random}, as the CLI's) */
    public String settingValue() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }

    /**
     * Reads a seat from a saved game's {@code players} setting.
     *
     * @param value {@code human} or {@code random}
     * @return the seat
     * @throws IllegalArgumentException for any other word
     */
    public static Seat ofSetting(String value) {
        return valueOf(value.strip().toUpperCase(java.util.Locale.ROOT));
    }
}
