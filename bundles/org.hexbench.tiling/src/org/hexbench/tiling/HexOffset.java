package org.hexbench.tiling;

/**
 * Red Blob Games' four offset layouts for hexes, with conversions to and from axial
 * coordinates. "Even"/"odd" name the 0-based rows or columns that are shoved by half a hex.
 * Hexkit's layouts map onto these: hexagons on vertex with rows shifted right is
 * {@link #ODD_R}, shifted left is {@link #EVEN_R} (up to a whole-column shift); see
 * {@link OffsetLayout}.
 */
public enum HexOffset {
    /** Flat-top, even columns shoved down. */
    EVEN_Q(true, 1),
    /** Flat-top, odd columns shoved down. */
    ODD_Q(true, -1),
    /** Pointy-top, even rows shoved right. */
    EVEN_R(false, 1),
    /** Pointy-top, odd rows shoved right. */
    ODD_R(false, -1);

    private final boolean columns;
    private final int offset;

    HexOffset(boolean columns, int offset) {
        this.columns = columns;
        this.offset = offset;
    }

    /**
     * Converts axial coordinates to this offset layout.
     *
     * @param hex the hex
     * @return its offset coordinates
     */
    public OffsetCoord fromHex(Hex hex) {
        if (columns) {
            return new OffsetCoord(hex.q(), hex.r() + (hex.q() + offset * (hex.q() & 1)) / 2);
        }
        return new OffsetCoord(hex.q() + (hex.r() + offset * (hex.r() & 1)) / 2, hex.r());
    }

    /**
     * Converts offset coordinates of this layout to axial coordinates.
     *
     * @param coord the offset coordinates
     * @return the hex
     */
    public Hex toHex(OffsetCoord coord) {
        if (columns) {
            return new Hex(coord.col(), coord.row() - (coord.col() + offset * (coord.col() & 1)) / 2);
        }
        return new Hex(coord.col() - (coord.row() + offset * (coord.row() & 1)) / 2, coord.row());
    }
}
