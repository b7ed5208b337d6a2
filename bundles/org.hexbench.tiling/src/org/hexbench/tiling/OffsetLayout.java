package org.hexbench.tiling;

/**
 * A Hexkit map layout (Hexkit User's Guide §3.3 Map Geometry): a {@link Geometry}
 * plus its {@link GridShift}, with exact
 * conversions between Hexkit's offset {@code (x = column, y = row)} and Tiling Module tiles.
 *
 * <p>Valid combinations: squares on edge with {@link GridShift#NONE}; squares on vertex with
 * any of the four shifts; hexagons on edge with column shifts; hexagons on vertex with row
 * shifts. The mappings are, with {@code o = x & 1} or {@code y & 1} the shifted-line flag:
 * <ul>
 * <li>squares on edge: {@code tile = (y, x)};</li>
 * <li>hexagons on vertex, rows right/left: {@code tile = (y, 2x ± (y & 1))}
 *     (Red Blob odd-r / even-r);</li>
 * <li>hexagons on edge, columns down/up: {@code tile = (x, 2y ± (x & 1))}, the transposed
 *     frame of {@link Geometry#HEX_ON_EDGE} (Red Blob odd-q / even-q);</li>
 * <li>squares on vertex: diamond centre {@code X} half-diagonals east and {@code Y}
 *     half-diagonals south, with {@code (X, Y) = (2x ± (y & 1), y)} for row shifts and
 *     {@code (x, 2y ± (x & 1))} for column shifts; then {@code tile = ((X+Y)/2, (X-Y)/2)}.</li>
 * </ul>
 *
 * @param geometry the polygon geometry
 * @param shift the shift of odd rows or columns
 */
public record OffsetLayout(Geometry geometry, GridShift shift) {

    /** Squares on edge (chessboard). */
    public static final OffsetLayout SQUARES = new OffsetLayout(Geometry.SQUARE_ON_EDGE, GridShift.NONE);

    /** Hexkit's default: hexagons on vertex with odd rows shifted right. */
    public static final OffsetLayout HEXKIT_DEFAULT = new OffsetLayout(Geometry.HEX_ON_VERTEX, GridShift.ROW_RIGHT);

    /**
     * Validates the combination.
     *
     * @param geometry the polygon geometry
     * @param shift the shift
     * @throws IllegalArgumentException if Hexkit does not offer the combination
     */
    public OffsetLayout {
        boolean ok = switch (geometry) {
            case SQUARE_ON_EDGE -> shift == GridShift.NONE;
            case SQUARE_ON_VERTEX -> shift != GridShift.NONE;
            case HEX_ON_EDGE -> shift.shiftsColumns();
            case HEX_ON_VERTEX -> shift.shiftsRows();
        };
        if (!ok) {
            throw new IllegalArgumentException(geometry + " does not support shift " + shift);
        }
    }

    /** @return the tiling of the geometry */
    public Tiling tiling() {
        return geometry.tiling();
    }

    private int sign() {
        return shift == GridShift.ROW_LEFT || shift == GridShift.COLUMN_UP ? -1 : 1;
    }

    /**
     * Returns the tile row of offset {@code (x, y)}.
     *
     * @param x the offset column
     * @param y the offset row
     * @return the tile row
     */
    public int tileRow(int x, int y) {
        return switch (geometry) {
            case SQUARE_ON_EDGE, HEX_ON_VERTEX -> y;
            case HEX_ON_EDGE -> x;
            case SQUARE_ON_VERTEX -> (diamondX(x, y) + diamondY(x, y)) / 2;
        };
    }

    /**
     * Returns the tile column of offset {@code (x, y)}.
     *
     * @param x the offset column
     * @param y the offset row
     * @return the tile column
     */
    public int tileCol(int x, int y) {
        return switch (geometry) {
            case SQUARE_ON_EDGE -> x;
            case HEX_ON_VERTEX -> 2 * x + sign() * (y & 1);
            case HEX_ON_EDGE -> 2 * y + sign() * (x & 1);
            case SQUARE_ON_VERTEX -> (diamondX(x, y) - diamondY(x, y)) / 2;
        };
    }

    private int diamondX(int x, int y) {
        return shift.shiftsRows() ? 2 * x + sign() * (y & 1) : x;
    }

    private int diamondY(int x, int y) {
        return shift.shiftsRows() ? y : 2 * y + sign() * (x & 1);
    }

    /**
     * Returns the offset column of a tile.
     *
     * @param row the tile row
     * @param col the tile column (a valid tile of the tiling)
     * @return the offset column x
     */
    public int offsetX(int row, int col) {
        return switch (geometry) {
            case SQUARE_ON_EDGE -> col;
            case HEX_ON_VERTEX -> (col - sign() * (row & 1)) / 2;
            case HEX_ON_EDGE -> row;
            case SQUARE_ON_VERTEX -> {
                int bigX = row + col, bigY = row - col;
                yield shift.shiftsRows() ? (bigX - sign() * (bigY & 1)) / 2 : bigX;
            }
        };
    }

    /**
     * Returns the offset row of a tile.
     *
     * @param row the tile row
     * @param col the tile column (a valid tile of the tiling)
     * @return the offset row y
     */
    public int offsetY(int row, int col) {
        return switch (geometry) {
            case SQUARE_ON_EDGE, HEX_ON_VERTEX -> row;
            case HEX_ON_EDGE -> (col - sign() * (row & 1)) / 2;
            case SQUARE_ON_VERTEX -> {
                int bigX = row + col, bigY = row - col;
                yield shift.shiftsRows() ? bigY : (bigY - sign() * (bigX & 1)) / 2;
            }
        };
    }

    /**
     * Converts Hexkit offset coordinates to a tile.
     *
     * @param coord the offset coordinates
     * @return the tile
     */
    public Tile toTile(OffsetCoord coord) {
        return new Tile(tileRow(coord.col(), coord.row()), tileCol(coord.col(), coord.row()));
    }

    /**
     * Converts a tile to Hexkit offset coordinates.
     *
     * @param tile a tile of this layout's tiling
     * @return the offset coordinates
     * @throws IllegalArgumentException if the tile is not valid in the tiling
     */
    public OffsetCoord toOffset(Tile tile) {
        if (!tiling().isTile(tile.row(), tile.col())) {
            throw new IllegalArgumentException(tile + " is not a " + tiling() + " tile");
        }
        return new OffsetCoord(offsetX(tile.row(), tile.col()), offsetY(tile.row(), tile.col()));
    }
}
