package org.hexbench.tiling;

/**
 * A point of the Tiling Module lattice (Tiling Module design note, Coordinate System): one pair of integers for each
 * tile centre,
 * tile side and tile vertex. Whether a pair is a centre, side or vertex depends on the
 * {@link Tiling}; see {@link Tiling#classify(int, int)}. The lattice is topological, not
 * metric: world positions come from {@code org.hexbench.tiling.projection.Projection}.
 *
 * @param row the lattice row (twice the tile row for a centre)
 * @param col the lattice column (twice the tile column for a centre)
 */
public record LatticePoint(int row, int col) {

    /**
     * Classifies this point in the given tiling.
     *
     * @param tiling the tiling
     * @return centre, side, vertex or none
     */
    public Feature feature(Tiling tiling) {
        return tiling.classify(row, col);
    }

    /**
     * Returns the tile whose centre this point is.
     *
     * @return the tile {@code (row / 2, col / 2)}
     * @throws IllegalStateException if either coordinate is odd (not a centre in any tiling)
     */
    public Tile tile() {
        if ((row & 1) != 0 || (col & 1) != 0) {
            throw new IllegalStateException(this + " is not a tile centre");
        }
        return new Tile(row / 2, col / 2);
    }

    @Override
    public String toString() {
        return "(" + row + ";" + col + ")";
    }
}
