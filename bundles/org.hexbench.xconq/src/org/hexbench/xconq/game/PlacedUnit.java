package org.hexbench.xconq.game;

import java.util.Optional;
import org.hexbench.xconq.gdl.SourcePosition;

/**
 * A unit a module placed (GDL reference, Unit Forms): its type, its cell (Xconq coordinates; {@code -1, -1} means
 * "placed at random"), its side (0: independent) and its properties ({@code n} name, {@code #} id, {@code hp},
 * {@code in} transport ...).
 */
public final class PlacedUnit {

    private GameType type;
    private int x = -1;
    private int y = -1;
    private int side;
    private final SourcePosition position;
    private final Properties properties = new Properties();

    PlacedUnit(GameType type, SourcePosition position) {
        this.type = type;
        this.position = position;
    }

    /** @return the unit's type */
    public GameType type() {
        return type;
    }

    void type(GameType t) {
        this.type = t;
    }

    /** @return its column, or -1 when it is placed at random */
    public int x() {
        return x;
    }

    /** @return its row, or -1 when it is placed at random */
    public int y() {
        return y;
    }

    void at(int newX, int newY) {
        this.x = newX;
        this.y = newY;
    }

    /** @return its side's number; 0 for an independent unit */
    public int side() {
        return side;
    }

    void side(int s) {
        this.side = s;
    }

    /** @return where the unit's form is */
    public SourcePosition position() {
        return position;
    }

    /** @return its properties */
    public Properties properties() {
        return properties;
    }

    /** @return its name, the {@code n} property */
    public Optional<String> name() {
        return properties.text("n");
    }

    @Override
    public String toString() {
        return type.symbol() + name().map(n -> " \"" + n + "\"").orElse("") + " at (" + x + ", " + y + ")";
    }
}
