package org.hexbench.xconq.game;

import java.util.BitSet;
import java.util.Optional;
import org.hexbench.xconq.gdl.Gdl;
import org.hexbench.xconq.gdl.SourcePosition;

/**
 * One layer of the area (GDL reference, World and Area Forms: Layers): a number for every cell, e.g. its terrain
 * type, the direction bits of a road or river, an elevation, the amount of a material or the side of its people.
 * Cells are indexed {@code y · width + x} in Xconq's coordinates (x to the east, y to the north, row 0 at the bottom);
 * only cells the layer data gave have a value.
 */
public final class CellLayer {

    private final String property;
    private final GameType subject;
    private final int width;
    private final int height;
    private final int[] values;
    private final BitSet given;
    private Gdl legend;
    private final SourcePosition position;

    CellLayer(String property, GameType subject, int width, int height, SourcePosition position) {
        this.property = property;
        this.subject = subject;
        this.width = width;
        this.height = height;
        this.values = new int[width * height];
        this.given = new BitSet(values.length);
        this.position = position;
    }

    /** @return the area property the layer is, e.g. {@code terrain}, {@code aux-terrain}, {@code elevations} */
    public String property() {
        return property;
    }

    /** @return the terrain type of an {@code aux-terrain} layer or the material type of a {@code material} layer */
    public Optional<GameType> subject() {
        return Optional.ofNullable(subject);
    }

    /** @return the layer's name: its property, followed by its subject's symbol when it has one */
    public String key() {
        return subject == null ? property : property + " " + subject.symbol();
    }

    /** @return the area's width */
    public int width() {
        return width;
    }

    /** @return the area's height */
    public int height() {
        return height;
    }

    /** @return where the layer was first given */
    public SourcePosition position() {
        return position;
    }

    /** @return for a {@code features} layer, the list of features its values number; otherwise empty */
    public Optional<Gdl> legend() {
        return Optional.ofNullable(legend);
    }

    void legend(Gdl features) {
        this.legend = features;
    }

    /**
     * @param x a column, west to east
     * @param y a row, south to north
     * @return whether the layer data gave the cell a value
     */
    public boolean isGiven(int x, int y) {
        return given.get(y * width + x);
    }

    /**
     * @param x a column
     * @param y a row
     * @return the cell's value (0 where none was given)
     */
    public int value(int x, int y) {
        return values[y * width + x];
    }

    /** @return how many cells have a value */
    public int givenCount() {
        return given.cardinality();
    }

    void set(int x, int y, int value) {
        values[y * width + x] = value;
        given.set(y * width + x);
    }
}
