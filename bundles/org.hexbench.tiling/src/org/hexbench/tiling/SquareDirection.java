package org.hexbench.tiling;

/**
 * The eight square directions, counter-clockwise from east; the ordinal is the direction
 * index used by {@link Tiling#SQUARE}. Odd indexes are the diagonal "vertex neighbours" that
 * Hexkit's {@code VertexNeighbors} option enables (Hexkit User's Guide §3.3.1 Maps of Squares).
 */
public enum SquareDirection {
    /** East. */
    E(0, 1),
    /** North-east (diagonal). */
    NE(-1, 1),
    /** North. */
    N(-1, 0),
    /** North-west (diagonal). */
    NW(-1, -1),
    /** West. */
    W(0, -1),
    /** South-west (diagonal). */
    SW(1, -1),
    /** South. */
    S(1, 0),
    /** South-east (diagonal). */
    SE(1, 1);

    private static final SquareDirection[] VALUES = values();
    private final int dRow, dCol;

    SquareDirection(int dRow, int dCol) {
        this.dRow = dRow;
        this.dCol = dCol;
    }

    /**
     * Returns the direction with the given index.
     *
     * @param index 0..7
     * @return the direction
     */
    public static SquareDirection of(int index) {
        return VALUES[index];
    }

    /** @return the row step */
    public int dRow() { return dRow; }

    /** @return the column step */
    public int dCol() { return dCol; }

    /** @return whether this direction crosses only a vertex (a diagonal step) */
    public boolean isDiagonal() { return (ordinal() & 1) != 0; }

    /** @return the opposite direction */
    public SquareDirection opposite() { return VALUES[(ordinal() + 4) % 8]; }
}
