package org.hexbench.xconq.game;

import org.hexbench.xconq.gdl.SourcePosition;

/**
 * A side (GDL reference, Side and Player Forms): its number (from 1; 0 is the independent units), the symbol bound to
 * it if the form gave one, and its properties (names, colour, class, status ...).
 */
public final class GameSide {

    private final int id;
    private String symbol;
    private final SourcePosition position;
    private final Properties properties = new Properties();

    GameSide(int id, SourcePosition position) {
        this.id = id;
        this.position = position;
    }

    /** @return the side's number, from 1 */
    public int id() {
        return id;
    }

    /** @return the symbol bound to the side's number, or {@code null} */
    public String symbol() {
        return symbol;
    }

    void symbol(String s) {
        this.symbol = s;
    }

    /** @return where the side was declared */
    public SourcePosition position() {
        return position;
    }

    /** @return its properties */
    public Properties properties() {
        return properties;
    }

    /**
     * @return the name players see: {@code name}, else {@code long-name}, {@code noun}, {@code adjective}, else
     *         "Side N"
     */
    public String displayName() {
        return properties.text("name").filter(s -> !s.isBlank())
                .or(() -> properties.text("long-name").filter(s -> !s.isBlank()))
                .or(() -> properties.text("plural-noun").filter(s -> !s.isBlank()))
                .or(() -> properties.text("noun").filter(s -> !s.isBlank()))
                .or(() -> properties.text("adjective").filter(s -> !s.isBlank()))
                .orElse("Side " + id);
    }

    @Override
    public String toString() {
        return "side " + id + " (" + displayName() + ")";
    }
}
