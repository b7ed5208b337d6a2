package org.hexbench.tiling;

/**
 * HexTC2 / hexIT hexagonal-board coordinates (HexTC2 rules, COMP202 Winter 2005 Assignment 6, section hexIT): {@code x}
 * is the row (0..8) and
 * {@code y} the "diagonal rank" (0..8) of a hexagon-shaped board of side 5 with 61 cells,
 * valid iff {@code 0 <= x, y <= 8} and {@code |x - y| <= 4}.
 *
 * <p>Steps (derived from the examples of the HexTC2 rules, COMP202 Winter 2005 Assignment 6): W {@code (0,-1)}, E
 * {@code (0,+1)},
 * NW {@code (-1,-1)}, NE {@code (-1,0)}, SW {@code (+1,0)}, SE {@code (+1,+1)}. In Tiling
 * Module tiles the board is {@code Tile(x, 2y - x + 4)}: rows 0..8, columns 0..16, the
 * widest row (x = 4) starting at column 0.
 *
 * @param x the board row
 * @param y the board diagonal rank
 */
public record HexTc2Coord(int x, int y) {

    /** Side length of the HexTC2 board. */
    public static final int SIDE = 5;

    /** The six HexTC2 steps {@code {dx, dy}} in the order E, NE, NW, W, SW, SE. */
    private static final int[][] STEPS = {{0, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, 0}, {1, 1}};

    /** @return whether the coordinates lie on the 61-cell board */
    public boolean isValid() {
        int max = 2 * SIDE - 2;
        return x >= 0 && y >= 0 && x <= max && y <= max && Math.abs(x - y) <= SIDE - 1;
    }

    /** @return the Tiling Module tile {@code (x, 2y - x + 4)} */
    public Tile toTile() {
        return new Tile(x, 2 * y - x + (SIDE - 1));
    }

    /**
     * Converts a Tiling Module hex tile back to HexTC2 coordinates (which may be invalid).
     *
     * @param tile a hex tile
     * @return the board coordinates
     */
    public static HexTc2Coord fromTile(Tile tile) {
        return new HexTc2Coord(tile.row(), (tile.col() + tile.row() - (SIDE - 1)) / 2);
    }

    /**
     * Returns the neighbour in a lattice hex direction (see {@link HexDirection}).
     *
     * @param direction 0..5: E, NE, NW, W, SW, SE
     * @return the neighbouring coordinates (possibly off the board)
     */
    public HexTc2Coord neighbor(HexDirection direction) {
        int[] step = STEPS[direction.ordinal()];
        return new HexTc2Coord(x + step[0], y + step[1]);
    }

    /**
     * Returns the HexTC2 step distance {@code max(|dx|, |dy|, |dx - dy|)}.
     *
     * @param other the other cell
     * @return the number of steps
     */
    public int distance(HexTc2Coord other) {
        int dx = other.x - x, dy = other.y - y;
        return Math.max(Math.max(Math.abs(dx), Math.abs(dy)), Math.abs(dx - dy));
    }
}
