package org.hexbench.tiling;

import java.util.ArrayList;
import java.util.List;

/**
 * The two regular tilings of the Tiling Module (Tiling Module design note) and their lattice of centres, sides
 * and vertices.
 *
 * <h2>Hex lattice (decoded from the coordinate block of the Tiling Module design note, Coordinate System)</h2>
 * Tile {@code (r, c)} (with {@code r + c} even) has its centre at lattice {@code (2r, 2c)}.
 * For a centre {@code (R, C)} the six sides are {@code (R, C±2)} and {@code (R±1, C±1)}; the
 * six vertices are {@code (R±1, C-2)}, {@code (R±1, C)}, {@code (R±1, C+2)}. Hence
 * centre = both even with {@code R-C ≡ 0 (mod 4)}; side = both odd, or both even with
 * {@code R-C ≡ 2 (mod 4)}; vertex = row odd, column even; none = row even, column odd.
 *
 * <h2>Square lattice (defined here; the Tiling Module design note gives none for squares)</h2>
 * Tile {@code (r, c)} has its centre at {@code (2r, 2c)}; its sides are {@code (2r±1, 2c)}
 * (north/south) and {@code (2r, 2c±1)} (west/east); its vertices are {@code (2r±1, 2c±1)}.
 * Hence centre = both even, side = exactly one odd, vertex = both odd, and no pair is unused.
 * Both tilings thus share "centre = twice the tile", "side = midpoint of its two centres".
 *
 * <h2>Directions</h2>
 * Direction indexes run counter-clockwise from east, as in Red Blob Games' guide: hex
 * {@link HexDirection} 0..5, square {@link SquareDirection} 0..7 where odd indexes are the
 * diagonal (vertex) neighbours of Hexkit's {@code VertexNeighbors} option (Hexkit User's Guide §3.3.1 Maps of Squares).
 */
public enum Tiling {

    /** Hexagons with continuous rows (Tiling Module design note, Coordinate System). */
    HEX {
        @Override public int directionCount() { return 6; }
        @Override public int dRow(int direction) { return HexDirection.of(direction).dRow(); }
        @Override public int dCol(int direction) { return HexDirection.of(direction).dCol(); }
        @Override public boolean isEdgeDirection(int direction) { return true; }
        @Override public boolean isTile(int row, int col) { return ((row + col) & 1) == 0; }

        @Override
        public Feature classify(int row, int col) {
            boolean rowOdd = (row & 1) != 0, colOdd = (col & 1) != 0;
            if (rowOdd) {
                return colOdd ? Feature.SIDE : Feature.VERTEX;
            }
            if (colOdd) {
                return Feature.NONE;
            }
            return Math.floorMod(row - col, 4) == 0 ? Feature.CENTRE : Feature.SIDE;
        }

        @Override
        public List<LatticePoint> sides(Tile tile) {
            int r = 2 * tile.row(), c = 2 * tile.col();
            return List.of(p(r - 1, c + 1), p(r, c + 2), p(r + 1, c + 1),
                    p(r + 1, c - 1), p(r, c - 2), p(r - 1, c - 1));
        }

        @Override
        public List<LatticePoint> vertices(Tile tile) {
            int r = 2 * tile.row(), c = 2 * tile.col();
            return List.of(p(r - 1, c), p(r - 1, c + 2), p(r + 1, c + 2),
                    p(r + 1, c), p(r + 1, c - 2), p(r - 1, c - 2));
        }

        @Override
        public List<Tile> tilesOfSide(LatticePoint side) {
            int r = side.row(), c = side.col();
            requireFeature(side, Feature.SIDE);
            if ((r & 1) == 0) {
                return List.of(centre(r, c - 2), centre(r, c + 2));
            }
            return Math.floorMod(r - c, 4) == 0
                    ? List.of(centre(r - 1, c - 1), centre(r + 1, c + 1))
                    : List.of(centre(r - 1, c + 1), centre(r + 1, c - 1));
        }

        @Override
        public List<LatticePoint> verticesOfSide(LatticePoint side) {
            int r = side.row(), c = side.col();
            requireFeature(side, Feature.SIDE);
            return (r & 1) == 0 ? List.of(p(r - 1, c), p(r + 1, c)) : List.of(p(r, c - 1), p(r, c + 1));
        }

        @Override
        public List<Tile> tilesOfVertex(LatticePoint vertex) {
            requireFeature(vertex, Feature.VERTEX);
            int r = vertex.row(), c = vertex.col();
            int pairRow = pairedRow(r, c), singleRow = 2 * r - pairRow;
            return List.of(centre(singleRow, c), centre(pairRow, c - 2), centre(pairRow, c + 2));
        }

        @Override
        public List<LatticePoint> sidesOfVertex(LatticePoint vertex) {
            requireFeature(vertex, Feature.VERTEX);
            int r = vertex.row(), c = vertex.col();
            return List.of(p(r, c - 1), p(r, c + 1), p(pairedRow(r, c), c));
        }

        /** The lattice row next to vertex (r, c) that holds two of its three hexes. */
        private int pairedRow(int r, int c) {
            return Math.floorMod(r + 1 - c, 4) == 2 ? r + 1 : r - 1;
        }

        @Override
        public int distance(int dRow, int dCol, boolean vertexNeighbors) {
            int dr = Math.abs(dRow), dc = Math.abs(dCol);
            return dr + Math.max(0, (dc - dr) / 2);
        }

        @Override
        public List<Tile> ring(Tile centre, int radius, boolean vertexNeighbors) {
            return tiles(Hex.fromTile(centre).ring(radius));
        }

        @Override
        public List<Tile> line(Tile from, Tile to, boolean vertexNeighbors) {
            return tiles(Hex.fromTile(from).line(Hex.fromTile(to)));
        }

        @Override
        public Tile rotateLeft(Tile tile, Tile about) {
            Hex centre = Hex.fromTile(about);
            return Hex.fromTile(tile).subtract(centre).rotateLeft().add(centre).toTile();
        }

        @Override
        public Tile rotateRight(Tile tile, Tile about) {
            Hex centre = Hex.fromTile(about);
            return Hex.fromTile(tile).subtract(centre).rotateRight().add(centre).toTile();
        }

        private static List<Tile> tiles(List<Hex> hexes) {
            List<Tile> result = new ArrayList<>(hexes.size());
            for (Hex h : hexes) {
                result.add(h.toTile());
            }
            return result;
        }
    },

    /** Squares in plain rows and columns (Tiling Module design note, Coordinate System; Hexkit User's Guide §3.3.1 Maps of Squares). */
    SQUARE {
        @Override public int directionCount() { return 8; }
        @Override public int dRow(int direction) { return SquareDirection.of(direction).dRow(); }
        @Override public int dCol(int direction) { return SquareDirection.of(direction).dCol(); }
        @Override public boolean isEdgeDirection(int direction) { return !SquareDirection.of(direction).isDiagonal(); }
        @Override public boolean isTile(int row, int col) { return true; }

        @Override
        public Feature classify(int row, int col) {
            int odd = (row & 1) + (col & 1);
            return odd == 0 ? Feature.CENTRE : odd == 1 ? Feature.SIDE : Feature.VERTEX;
        }

        @Override
        public List<LatticePoint> sides(Tile tile) {
            int r = 2 * tile.row(), c = 2 * tile.col();
            return List.of(p(r - 1, c), p(r, c + 1), p(r + 1, c), p(r, c - 1));
        }

        @Override
        public List<LatticePoint> vertices(Tile tile) {
            int r = 2 * tile.row(), c = 2 * tile.col();
            return List.of(p(r - 1, c - 1), p(r - 1, c + 1), p(r + 1, c + 1), p(r + 1, c - 1));
        }

        @Override
        public List<Tile> tilesOfSide(LatticePoint side) {
            requireFeature(side, Feature.SIDE);
            int r = side.row(), c = side.col();
            return (r & 1) != 0 ? List.of(centre(r - 1, c), centre(r + 1, c))
                    : List.of(centre(r, c - 1), centre(r, c + 1));
        }

        @Override
        public List<LatticePoint> verticesOfSide(LatticePoint side) {
            requireFeature(side, Feature.SIDE);
            int r = side.row(), c = side.col();
            return (r & 1) != 0 ? List.of(p(r, c - 1), p(r, c + 1)) : List.of(p(r - 1, c), p(r + 1, c));
        }

        @Override
        public List<Tile> tilesOfVertex(LatticePoint vertex) {
            requireFeature(vertex, Feature.VERTEX);
            int r = vertex.row(), c = vertex.col();
            return List.of(centre(r - 1, c - 1), centre(r - 1, c + 1), centre(r + 1, c + 1), centre(r + 1, c - 1));
        }

        @Override
        public List<LatticePoint> sidesOfVertex(LatticePoint vertex) {
            requireFeature(vertex, Feature.VERTEX);
            int r = vertex.row(), c = vertex.col();
            return List.of(p(r - 1, c), p(r, c + 1), p(r + 1, c), p(r, c - 1));
        }

        @Override
        public int distance(int dRow, int dCol, boolean vertexNeighbors) {
            int dr = Math.abs(dRow), dc = Math.abs(dCol);
            return vertexNeighbors ? Math.max(dr, dc) : dr + dc;
        }

        @Override
        public List<Tile> ring(Tile centre, int radius, boolean vertexNeighbors) {
            if (radius < 0) {
                throw new IllegalArgumentException("negative radius " + radius);
            }
            List<Tile> result = new ArrayList<>();
            if (radius == 0) {
                result.add(centre);
                return result;
            }
            int r, c;
            int[][] legs;
            if (vertexNeighbors) { // square ring: start at the south-east corner
                r = centre.row() + radius;
                c = centre.col() + radius;
                legs = new int[][] {{-1, 0}, {0, -1}, {1, 0}, {0, 1}};
            } else { // diamond ring: start east of the centre
                r = centre.row();
                c = centre.col() + radius;
                legs = new int[][] {{-1, -1}, {1, -1}, {1, 1}, {-1, 1}};
            }
            int steps = vertexNeighbors ? 2 * radius : radius;
            for (int[] leg : legs) {
                for (int i = 0; i < steps; i++) {
                    result.add(new Tile(r, c));
                    r += leg[0];
                    c += leg[1];
                }
            }
            return result;
        }

        @Override
        public List<Tile> line(Tile from, Tile to, boolean vertexNeighbors) {
            int dr = to.row() - from.row(), dc = to.col() - from.col();
            List<Tile> result = new ArrayList<>();
            if (vertexNeighbors) {
                int n = Math.max(Math.abs(dr), Math.abs(dc));
                for (int i = 0; i <= n; i++) {
                    double t = n == 0 ? 0 : (double) i / n;
                    result.add(new Tile((int) Math.round(from.row() + dr * t + 1e-6),
                            (int) Math.round(from.col() + dc * t + 1e-6)));
                }
                return result;
            }
            // Four-connected walk: step along whichever axis lies behind the ideal line.
            int nr = Math.abs(dr), nc = Math.abs(dc), sr = Integer.signum(dr), sc = Integer.signum(dc);
            int r = from.row(), c = from.col();
            result.add(new Tile(r, c));
            for (int ir = 0, ic = 0; ir < nr || ic < nc; ) {
                if ((0.5 + ic) / (double) nc < (0.5 + ir) / (double) nr) {
                    c += sc;
                    ic++;
                } else {
                    r += sr;
                    ir++;
                }
                result.add(new Tile(r, c));
            }
            return result;
        }

        @Override
        public Tile rotateLeft(Tile tile, Tile about) {
            int dr = tile.row() - about.row(), dc = tile.col() - about.col();
            return new Tile(about.row() - dc, about.col() + dr);
        }

        @Override
        public Tile rotateRight(Tile tile, Tile about) {
            int dr = tile.row() - about.row(), dc = tile.col() - about.col();
            return new Tile(about.row() + dc, about.col() - dr);
        }
    };

    /**
     * Returns the number of neighbour directions: 6 for hexes, 8 for squares (of which the
     * odd indexes are diagonal).
     *
     * @return the direction count
     */
    public abstract int directionCount();

    /**
     * Returns the tile-row step of a direction.
     *
     * @param direction a direction index, {@code 0 <= direction < directionCount()}
     * @return the row delta
     */
    public abstract int dRow(int direction);

    /**
     * Returns the tile-column step of a direction.
     *
     * @param direction a direction index
     * @return the column delta
     */
    public abstract int dCol(int direction);

    /**
     * Tells whether a direction crosses a tile side (true) rather than only a vertex (false,
     * the diagonal squares).
     *
     * @param direction a direction index
     * @return whether the direction is an edge direction
     */
    public abstract boolean isEdgeDirection(int direction);

    /**
     * Tells whether {@code (row, col)} are valid tile coordinates (hexes need an even sum).
     *
     * @param row the tile row
     * @param col the tile column
     * @return whether the pair names a tile
     */
    public abstract boolean isTile(int row, int col);

    /**
     * Classifies a lattice coordinate pair as centre, side, vertex or none.
     *
     * @param row the lattice row
     * @param col the lattice column
     * @return the feature at that lattice point
     */
    public abstract Feature classify(int row, int col);

    /**
     * Lists a tile's sides in clockwise screen order (hex: from the north-east side; square:
     * from the north side); side {@code k} joins vertices {@code k} and {@code k+1}.
     *
     * @param tile the tile
     * @return the sides as lattice points
     */
    public abstract List<LatticePoint> sides(Tile tile);

    /**
     * Lists a tile's vertices in clockwise screen order (hex: from the top vertex; square:
     * from the north-west vertex).
     *
     * @param tile the tile
     * @return the vertices as lattice points
     */
    public abstract List<LatticePoint> vertices(Tile tile);

    /**
     * Returns the two tiles that share a side.
     *
     * @param side a lattice point classified as {@link Feature#SIDE}
     * @return the two tiles
     * @throws IllegalArgumentException if the point is not a side
     */
    public abstract List<Tile> tilesOfSide(LatticePoint side);

    /**
     * Returns the two end vertices of a side.
     *
     * @param side a lattice point classified as {@link Feature#SIDE}
     * @return the two vertices
     * @throws IllegalArgumentException if the point is not a side
     */
    public abstract List<LatticePoint> verticesOfSide(LatticePoint side);

    /**
     * Returns the tiles meeting at a vertex: three hexes or four squares.
     *
     * @param vertex a lattice point classified as {@link Feature#VERTEX}
     * @return the tiles around the vertex
     * @throws IllegalArgumentException if the point is not a vertex
     */
    public abstract List<Tile> tilesOfVertex(LatticePoint vertex);

    /**
     * Returns the sides meeting at a vertex: three for hexes, four for squares.
     *
     * @param vertex a lattice point classified as {@link Feature#VERTEX}
     * @return the sides ending at the vertex
     * @throws IllegalArgumentException if the point is not a vertex
     */
    public abstract List<LatticePoint> sidesOfVertex(LatticePoint vertex);

    /**
     * Returns the unbounded step distance for a tile offset.
     *
     * @param dRow the row difference
     * @param dCol the column difference
     * @param vertexNeighbors for squares, whether diagonal steps count as one step
     *        (Chebyshev) rather than two (Manhattan); ignored for hexes
     * @return the minimal number of steps
     */
    public abstract int distance(int dRow, int dCol, boolean vertexNeighbors);

    /**
     * Returns the tiles at exactly {@code radius} steps from {@code centre}, walking the ring
     * counter-clockwise.
     *
     * @param centre the ring centre
     * @param radius the step radius, non-negative
     * @param vertexNeighbors for squares, whether diagonal steps count as one step
     * @return the ring tiles ({@code 6·radius} hexes; {@code 8·radius} or {@code 4·radius}
     *         squares; the centre alone for radius 0)
     */
    public abstract List<Tile> ring(Tile centre, int radius, boolean vertexNeighbors);

    /**
     * Returns the straight line of tiles from {@code from} to {@code to} inclusive, with each
     * tile a neighbour of the previous one (Red Blob Games' line drawing).
     *
     * @param from the first tile
     * @param to the last tile
     * @param vertexNeighbors for squares, whether diagonal steps may be used
     * @return the line
     */
    public abstract List<Tile> line(Tile from, Tile to, boolean vertexNeighbors);

    /**
     * Rotates a tile counter-clockwise (in the lattice frame) by one step of the tiling's
     * symmetry, 60° for hexes and 90° for squares, around another tile.
     *
     * @param tile the tile to rotate
     * @param about the fixed centre of rotation
     * @return the rotated tile
     */
    public abstract Tile rotateLeft(Tile tile, Tile about);

    /**
     * Rotates a tile clockwise (in the lattice frame), the inverse of
     * {@link #rotateLeft(Tile, Tile)}.
     *
     * @param tile the tile to rotate
     * @param about the fixed centre of rotation
     * @return the rotated tile
     */
    public abstract Tile rotateRight(Tile tile, Tile about);

    /**
     * Mirrors a tile top-to-bottom across the row of {@code about}.
     *
     * @param tile the tile to mirror
     * @param about a tile on the mirror axis
     * @return the mirrored tile
     */
    public Tile reflectRows(Tile tile, Tile about) {
        return new Tile(2 * about.row() - tile.row(), tile.col());
    }

    /**
     * Mirrors a tile left-to-right across the column of {@code about}.
     *
     * @param tile the tile to mirror
     * @param about a tile on the mirror axis
     * @return the mirrored tile
     */
    public Tile reflectCols(Tile tile, Tile about) {
        return new Tile(tile.row(), 2 * about.col() - tile.col());
    }

    /**
     * Returns the neighbour of a tile in a direction.
     *
     * @param tile the tile
     * @param direction a direction index
     * @return the neighbouring tile
     */
    public Tile neighbor(Tile tile, int direction) {
        return new Tile(tile.row() + dRow(direction), tile.col() + dCol(direction));
    }

    /**
     * Returns the direction index that points the opposite way.
     *
     * @param direction a direction index
     * @return the opposite direction
     */
    public int opposite(int direction) {
        return (direction + directionCount() / 2) % directionCount();
    }

    /**
     * Returns the unbounded step distance between two tiles.
     *
     * @param a one tile
     * @param b the other tile
     * @param vertexNeighbors for squares, whether diagonal steps count as one step
     * @return the minimal number of steps
     */
    public int distance(Tile a, Tile b, boolean vertexNeighbors) {
        return distance(b.row() - a.row(), b.col() - a.col(), vertexNeighbors);
    }

    /**
     * Returns the side shared by two edge-adjacent tiles: the midpoint of their centres.
     *
     * @param a one tile
     * @param b an edge neighbour of {@code a}
     * @return the shared side
     * @throws IllegalArgumentException if the tiles do not share a side
     */
    public LatticePoint sideBetween(Tile a, Tile b) {
        LatticePoint side = p(a.row() + b.row(), a.col() + b.col());
        if (classify(side.row(), side.col()) != Feature.SIDE || !tilesOfSide(side).contains(a)) {
            throw new IllegalArgumentException(a + " and " + b + " share no side");
        }
        return side;
    }

    /**
     * Returns all tiles within {@code radius} steps of {@code centre}, ring by ring.
     *
     * @param centre the centre tile
     * @param radius the step radius, non-negative
     * @param vertexNeighbors for squares, whether diagonal steps count as one step
     * @return the tiles, centre first
     */
    public List<Tile> range(Tile centre, int radius, boolean vertexNeighbors) {
        List<Tile> result = new ArrayList<>();
        for (int k = 0; k <= radius; k++) {
            result.addAll(ring(centre, k, vertexNeighbors));
        }
        return result;
    }

    /** Shorthand for a lattice point. */
    static LatticePoint p(int row, int col) {
        return new LatticePoint(row, col);
    }

    /** The tile whose centre is the given (even) lattice point. */
    static Tile centre(int latticeRow, int latticeCol) {
        return new Tile(latticeRow / 2, latticeCol / 2);
    }

    /** Throws unless {@code point} is the given feature; used by the constant bodies. */
    void requireFeature(LatticePoint point, Feature feature) {
        if (classify(point.row(), point.col()) != feature) {
            throw new IllegalArgumentException(point + " is not a " + feature + " in " + this);
        }
    }
}
