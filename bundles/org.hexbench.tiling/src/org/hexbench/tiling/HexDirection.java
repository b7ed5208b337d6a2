package org.hexbench.tiling;

/**
 * The six hex directions in the lattice frame, counter-clockwise from east; the ordinal is
 * the direction index used by {@link Tiling#HEX} and equals Red Blob Games' direction index.
 */
public enum HexDirection {
    /** East: column +2 (Tiling Module design note, Coordinate System: "moving right adds 2 to the column"). */
    E(0, 2, 1, 0),
    /** North-east: one row up, one column right. */
    NE(-1, 1, 1, -1),
    /** North-west: one row up, one column left. */
    NW(-1, -1, 0, -1),
    /** West: column -2. */
    W(0, -2, -1, 0),
    /** South-west: one row down, one column left. */
    SW(1, -1, -1, 1),
    /** South-east: one row down, one column right. */
    SE(1, 1, 0, 1);

    private static final HexDirection[] VALUES = values();
    private final int dRow, dCol, dq, dr;

    HexDirection(int dRow, int dCol, int dq, int dr) {
        this.dRow = dRow;
        this.dCol = dCol;
        this.dq = dq;
        this.dr = dr;
    }

    /**
     * Returns the direction with the given index.
     *
     * @param index 0..5
     * @return the direction
     */
    public static HexDirection of(int index) {
        return VALUES[index];
    }

    /** @return the tile-row step */
    public int dRow() { return dRow; }

    /** @return the tile-column step */
    public int dCol() { return dCol; }

    /** @return the axial q step */
    public int dq() { return dq; }

    /** @return the axial r step */
    public int dr() { return dr; }

    /** @return the opposite direction */
    public HexDirection opposite() { return VALUES[(ordinal() + 3) % 6]; }
}
