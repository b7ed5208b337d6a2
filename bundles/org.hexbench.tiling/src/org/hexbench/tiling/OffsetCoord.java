package org.hexbench.tiling;

/**
 * A column/row pair in a rectangular offset layout: Hexkit's map coordinates {@code (x, y)}
 * (Hexkit User's Guide §3.3 Map Geometry) and Red Blob Games' {@code OffsetCoord}.
 *
 * @param col the column (Hexkit's x), growing eastward
 * @param row the row (Hexkit's y), growing southward
 */
public record OffsetCoord(int col, int row) {
}
