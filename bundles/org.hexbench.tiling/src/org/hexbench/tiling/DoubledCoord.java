package org.hexbench.tiling;

/**
 * Red Blob Games' doubled hex coordinates. "Doubled width" ({@link #fromHexR(Hex)}, pointy
 * top) is exactly the Tiling Module's tile coordinate system with the pair swapped:
 * {@code Tile(row, col) = Tile(doubled.row, doubled.col)} (Tiling Module design note, Coordinate System). "Doubled
 * height"
 * ({@link #fromHexQ(Hex)}, flat top) is the transposed system used for
 * {@link Geometry#HEX_ON_EDGE}.
 *
 * @param col the doubled column
 * @param row the doubled row
 */
public record DoubledCoord(int col, int row) {

    /**
     * Converts axial to doubled-height coordinates (flat top): {@code (q, 2r + q)}.
     *
     * @param hex the hex
     * @return the doubled coordinates
     */
    public static DoubledCoord fromHexQ(Hex hex) {
        return new DoubledCoord(hex.q(), 2 * hex.r() + hex.q());
    }

    /**
     * Converts axial to doubled-width coordinates (pointy top): {@code (2q + r, r)}.
     *
     * @param hex the hex
     * @return the doubled coordinates
     */
    public static DoubledCoord fromHexR(Hex hex) {
        return new DoubledCoord(2 * hex.q() + hex.r(), hex.r());
    }

    /** @return the hex of these doubled-height coordinates */
    public Hex toHexQ() {
        return new Hex(col, (row - col) / 2);
    }

    /** @return the hex of these doubled-width coordinates */
    public Hex toHexR() {
        return new Hex((col - row) / 2, row);
    }
}
