package org.hexbench.tiling;

/**
 * A tile in the Tiling Module's tile coordinates (Tiling Module design note, Coordinate System).
 *
 * <p>Squares use plain {@code (row, col)}. Hexes keep rows continuous: moving east adds 2 to
 * the column, moving north-east subtracts 1 from the row and adds 1 to the column, so every
 * hex tile has {@code row + col} even. (Red Blob Games calls this "doubled width".) For
 * hexagons standing on an edge (flat top) the same coordinates are used in the hexagon's own
 * frame, transposed onto the map; see {@link Geometry#HEX_ON_EDGE}.
 *
 * @param row the tile row, growing southward
 * @param col the tile column, growing eastward
 */
public record Tile(int row, int col) {

    /**
     * Returns the lattice point of this tile's centre, which is simply twice the tile
     * coordinates (the Tiling Module design note's coordinate block: tiles (1,1)..(3,7) have centres (2,2)..(6,14)).
     *
     * @return the centre in lattice coordinates
     */
    public LatticePoint centre() {
        return new LatticePoint(2 * row, 2 * col);
    }

    /**
     * Returns this tile translated by the given row and column deltas.
     *
     * @param dRow the row delta
     * @param dCol the column delta
     * @return the translated tile
     */
    public Tile plus(int dRow, int dCol) {
        return new Tile(row + dRow, col + dCol);
    }

    @Override
    public String toString() {
        return "Tile(" + row + "," + col + ")";
    }
}
