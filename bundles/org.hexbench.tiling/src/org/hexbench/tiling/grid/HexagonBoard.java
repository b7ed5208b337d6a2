package org.hexbench.tiling.grid;

import org.hexbench.tiling.Geometry;
import org.hexbench.tiling.HexTc2Coord;
import org.hexbench.tiling.Tile;
import org.hexbench.tiling.Tiling;

/**
 * A hexagon-shaped board of pointy-top hexes with {@code side} hexes on each edge and
 * {@code 3·side·(side-1) + 1} cells, laid out as in HexTC2/hexIT (HexTC2 rules, COMP202 Winter 2005 Assignment 6,
 * section hexIT): tile rows
 * {@code 0 .. 2·side-2}, board cell {@code (x, y)} at tile {@code (x, 2y - x + k)} with
 * {@code k} the even number among {@code side-1, side}; the widest, middle row starts at tile
 * column 0 (odd sides) or 1 (even sides, whose middle row is odd). Side 5 is the HexTC2
 * board (61 cells), whose board coordinates {@link HexTc2Coord} map onto these tiles.
 * Indexes run row by row, west to east.
 */
public final class HexagonBoard implements Grid {

    private final int side;
    /** Column offset k of the middle row: even, so that every tile has row + col even. */
    private final int shift;
    private final int[] rowStart, rows, cols;

    /**
     * Creates a hexagon board.
     *
     * @param side the number of hexes along each edge, positive
     */
    public HexagonBoard(int side) {
        if (side <= 0) {
            throw new IllegalArgumentException("side must be positive: " + side);
        }
        this.side = side;
        this.shift = (side - 1) + ((side - 1) & 1);
        int rowCount = 2 * side - 1, size = 3 * side * (side - 1) + 1;
        rowStart = new int[rowCount + 1];
        rows = new int[size];
        cols = new int[size];
        int n = 0;
        for (int x = 0; x < rowCount; x++) {
            rowStart[x] = n;
            for (int y = minRank(x); y <= maxRank(x); y++) {
                rows[n] = x;
                cols[n] = 2 * y - x + shift;
                n++;
            }
        }
        rowStart[rowCount] = n;
    }

    /** @return the HexTC2 board: side 5, 61 cells (HexTC2 rules, COMP202 Winter 2005 Assignment 6) */
    public static HexagonBoard hexTc2() {
        return new HexagonBoard(HexTc2Coord.SIDE);
    }

    /** @return the number of hexes on each edge */
    public int side() {
        return side;
    }

    private int minRank(int x) {
        return Math.max(0, x - (side - 1));
    }

    private int maxRank(int x) {
        return Math.min(2 * side - 2, x + side - 1);
    }

    @Override
    public Geometry geometry() {
        return Geometry.HEX_ON_VERTEX;
    }

    @Override
    public boolean vertexNeighbors() {
        return false;
    }

    @Override
    public int size() {
        return rows.length;
    }

    @Override
    public int indexOf(int row, int col) {
        if (row < 0 || row > 2 * side - 2 || ((row + col) & 1) != 0) {
            return -1;
        }
        int rank = (col + row - shift) / 2;
        if (col + row - shift < 0 || rank < minRank(row) || rank > maxRank(row)) {
            return -1;
        }
        return rowStart[row] + rank - minRank(row);
    }

    @Override
    public int row(int index) {
        return rows[index];
    }

    @Override
    public int col(int index) {
        return cols[index];
    }

    @Override
    public int maxNeighbors() {
        return 6;
    }

    @Override
    public int neighbors(int index, int[] out) {
        int n = 0;
        for (int d = 0; d < 6; d++) {
            int k = neighbor(index, d);
            if (k >= 0) {
                out[n++] = k;
            }
        }
        return n;
    }

    @Override
    public int neighbor(int index, int direction) {
        return indexOf(rows[index] + Tiling.HEX.dRow(direction), cols[index] + Tiling.HEX.dCol(direction));
    }

    @Override
    public int distance(int from, int to) {
        return Tiling.HEX.distance(rows[to] - rows[from], cols[to] - cols[from], false);
    }

    /**
     * Returns the index of a HexTC2 board coordinate, or -1 if it is off the board.
     *
     * @param coord board coordinates (for boards of side 5 these are HexTC2's)
     * @return the index, or -1
     */
    public int indexOf(HexTc2Coord coord) {
        int x = coord.x(), y = coord.y();
        return indexOf(x, 2 * y - x + shift);
    }

    /**
     * Returns the board coordinates {@code (row, diagonal rank)} of an index.
     *
     * @param index a tile index
     * @return the board coordinates
     */
    public HexTc2Coord boardCoord(int index) {
        return new HexTc2Coord(rows[index], (cols[index] + rows[index] - shift) / 2);
    }

    @Override
    public Tile tile(int index) {
        return new Tile(rows[index], cols[index]);
    }

    @Override
    public String toString() {
        return "HexagonBoard[side " + side + ", " + size() + " cells]";
    }
}
