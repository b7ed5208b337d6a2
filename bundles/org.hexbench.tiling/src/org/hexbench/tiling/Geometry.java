package org.hexbench.tiling;

/**
 * Hexkit's four map geometries (Hexkit User's Guide §3.3 Map Geometry): which polygon, and how it stands. Each geometry
 * fixes how the Tiling Module lattice (drawn in the polygon's own frame) lies on the map;
 * {@code org.hexbench.tiling.projection.Projection} turns that into world coordinates.
 */
public enum Geometry {
    /** Squares lying on an edge (a chessboard): tile row = map row, tile column = map column. */
    SQUARE_ON_EDGE(Tiling.SQUARE),
    /**
     * Squares standing on a vertex (diamonds). The lattice is the square lattice turned 45°:
     * a step across the diamond's north-east edge is lattice east, across its south-east
     * edge is lattice south. Diamond centres sit at {@code X = row + col} half-diagonals east
     * and {@code Y = row - col} half-diagonals south of tile (0,0).
     */
    SQUARE_ON_VERTEX(Tiling.SQUARE),
    /**
     * Hexagons lying on an edge (flat top, continuous columns). The Tiling Module keeps rows
     * continuous, so its lattice is defined in the hexagon's own (pointy-top) frame and
     * <em>transposed</em> onto the map: lattice rows run along map columns. Tile
     * {@code (row, col)} is Red Blob's doubled-height {@code (col = row, row = col)}; a world
     * point of the pointy-top frame {@code (x, y)} becomes {@code (y, x)}. A transpose is a
     * 90° rotation followed by a mirror, so lattice counter-clockwise turns appear clockwise
     * on a flat-top map; in exchange both indexes grow right/down like Hexkit's.
     */
    HEX_ON_EDGE(Tiling.HEX),
    /** Hexagons standing on a vertex (pointy top, continuous rows): the Tiling Module frame. */
    HEX_ON_VERTEX(Tiling.HEX);

    private final Tiling tiling;

    Geometry(Tiling tiling) {
        this.tiling = tiling;
    }

    /** @return the tiling (square or hex) of this geometry */
    public Tiling tiling() {
        return tiling;
    }
}
