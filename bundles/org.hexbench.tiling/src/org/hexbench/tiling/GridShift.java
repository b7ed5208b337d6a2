package org.hexbench.tiling;

/**
 * Which rows or columns of a rectangular offset map are shifted by half a polygon, as in
 * Hexkit/Tektosyne's {@code PolygonGridShift} (Hexkit User's Guide §3.3 Map Geometry, §8.2 Geometry Classes).
 *
 * <p>Hexkit's guide says "even-numbered" rows or columns are shifted, counting from one;
 * §8.2 Geometry Classes says the "second row or column". Both mean the same thing:
 * with 0-based indexes, the <em>odd</em> rows or columns (1, 3, 5, ...) are shifted relative
 * to row or column 0. Tektosyne 6.2.0 behaves this way.
 */
public enum GridShift {
    /** No shift: squares on edge only. */
    NONE,
    /** Odd columns shifted up by half a polygon. */
    COLUMN_UP,
    /** Odd columns shifted down by half a polygon. */
    COLUMN_DOWN,
    /** Odd rows shifted right by half a polygon. */
    ROW_RIGHT,
    /** Odd rows shifted left by half a polygon. */
    ROW_LEFT;

    /** @return whether columns (rather than rows) are shifted */
    public boolean shiftsColumns() {
        return this == COLUMN_UP || this == COLUMN_DOWN;
    }

    /** @return whether rows (rather than columns) are shifted */
    public boolean shiftsRows() {
        return this == ROW_RIGHT || this == ROW_LEFT;
    }
}
