package org.hexbench.scenario.map;

/**
 * The part of a map that stays where it is when the map is resized, as in an image editor's canvas-size dialog:
 * one cell of a 3×3 picker, top-left to bottom-right. New sites are added on the far side(s) from the anchor, and
 * when the map shrinks the sites on the far side(s) are removed first (see {@link MapResize}).
 */
public enum MapAnchor {
    /** Keeps the top-left corner. */
    TOP_LEFT(0, 0),
    /** Keeps the middle of the top edge. */
    TOP(1, 0),
    /** Keeps the top-right corner. */
    TOP_RIGHT(2, 0),
    /** Keeps the middle of the left edge. */
    LEFT(0, 1),
    /** Keeps the centre. */
    CENTRE(1, 1),
    /** Keeps the middle of the right edge. */
    RIGHT(2, 1),
    /** Keeps the bottom-left corner. */
    BOTTOM_LEFT(0, 2),
    /** Keeps the middle of the bottom edge. */
    BOTTOM(1, 2),
    /** Keeps the bottom-right corner. */
    BOTTOM_RIGHT(2, 2);

    private final int column;
    private final int row;

    MapAnchor(int column, int row) {
        this.column = column;
        this.row = row;
    }

    /** @return the picker column: 0 left, 1 middle, 2 right */
    public int column() {
        return column;
    }

    /** @return the picker row: 0 top, 1 middle, 2 bottom */
    public int row() {
        return row;
    }

    /**
     * Returns the anchor in a cell of the 3×3 picker.
     *
     * @param column 0 left, 1 middle, 2 right
     * @param row 0 top, 1 middle, 2 bottom
     * @return the anchor
     */
    public static MapAnchor at(int column, int row) {
        for (MapAnchor a : values()) {
            if (a.column == column && a.row == row) {
                return a;
            }
        }
        throw new IllegalArgumentException("no anchor at column " + column + ", row " + row);
    }
}
