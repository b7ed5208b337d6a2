package org.hexbench.tiling.grid;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.hexbench.tiling.Geometry;
import org.hexbench.tiling.Tiling;

/**
 * Several grids stitched along their edges and handled as one grid (Tiling Module design note, contents item 4).
 * Each member is placed in one shared lattice frame by a tile translation; tiles of different
 * members that are adjacent in that frame become neighbours, so neighbour queries, distance
 * and pathfinding cross the seams. Members keep their own tile order: global index =
 * member base + member index.
 *
 * <p>Members must share geometry and vertex-neighbour setting, must not wrap, and must not
 * overlap. {@link #distance(int, int)} is the lattice distance in the shared frame: exact
 * when the straight route stays inside the system, otherwise a lower bound (still an
 * admissible A* estimate).
 */
public final class GridSystem implements Grid {

    private final Grid[] members;
    private final int[] bases, dRows, dCols;
    private final int[] rows, cols;
    private final int[] adjacency, degree;
    private final int maxNeighbors;
    private final Geometry geometry;
    private final boolean vertexNeighbors;

    private GridSystem(Builder b) {
        members = b.members.toArray(new Grid[0]);
        dRows = b.dRows.stream().mapToInt(Integer::intValue).toArray();
        dCols = b.dCols.stream().mapToInt(Integer::intValue).toArray();
        geometry = members[0].geometry();
        vertexNeighbors = members[0].vertexNeighbors();
        bases = new int[members.length + 1];
        for (int m = 0; m < members.length; m++) {
            bases[m + 1] = bases[m] + members[m].size();
        }
        int size = bases[members.length];
        rows = new int[size];
        cols = new int[size];
        for (int m = 0; m < members.length; m++) {
            for (int i = 0; i < members[m].size(); i++) {
                rows[bases[m] + i] = members[m].row(i) + dRows[m];
                cols[bases[m] + i] = members[m].col(i) + dCols[m];
            }
        }
        for (int g = 0; g < size; g++) {
            int owner = memberOf(g);
            for (int m = 0; m < members.length; m++) {
                if (m != owner && members[m].indexOf(rows[g] - dRows[m], cols[g] - dCols[m]) >= 0) {
                    throw new IllegalArgumentException("members " + owner + " and " + m
                            + " overlap at tile (" + rows[g] + "," + cols[g] + ")");
                }
            }
        }
        Tiling tiling = geometry.tiling();
        int dirCount = 0;
        for (int d = 0; d < tiling.directionCount(); d++) {
            if (vertexNeighbors || tiling.isEdgeDirection(d)) {
                dirCount++;
            }
        }
        maxNeighbors = dirCount;
        adjacency = new int[size * maxNeighbors];
        degree = new int[size];
        for (int g = 0; g < size; g++) {
            for (int d = 0; d < tiling.directionCount(); d++) {
                int k = neighbor(g, d);
                if (k >= 0) {
                    adjacency[g * maxNeighbors + degree[g]++] = k;
                }
            }
        }
    }

    /** @return a builder for a new grid system */
    public static Builder builder() {
        return new Builder();
    }

    /** @return the number of member grids */
    public int memberCount() {
        return members.length;
    }

    /**
     * Returns a member grid.
     *
     * @param member the member number, in order of addition
     * @return the grid
     */
    public Grid member(int member) {
        return members[member];
    }

    /**
     * Returns the member that owns a global index.
     *
     * @param index a global tile index
     * @return the member number
     */
    public int memberOf(int index) {
        int m = Arrays.binarySearch(bases, index);
        return m >= 0 ? nextNonEmpty(m) : -m - 2;
    }

    private int nextNonEmpty(int m) {
        while (bases[m + 1] == bases[m]) {
            m++;
        }
        return m;
    }

    /**
     * Converts a member's own tile index to the global index.
     *
     * @param member the member number
     * @param localIndex the index within that member
     * @return the global index
     */
    public int globalIndex(int member, int localIndex) {
        return bases[member] + localIndex;
    }

    @Override
    public Geometry geometry() {
        return geometry;
    }

    @Override
    public boolean vertexNeighbors() {
        return vertexNeighbors;
    }

    @Override
    public int size() {
        return rows.length;
    }

    @Override
    public int indexOf(int row, int col) {
        for (int m = 0; m < members.length; m++) {
            int k = members[m].indexOf(row - dRows[m], col - dCols[m]);
            if (k >= 0) {
                return bases[m] + k;
            }
        }
        return -1;
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
        return maxNeighbors;
    }

    @Override
    public int neighbors(int index, int[] out) {
        int n = degree[index];
        System.arraycopy(adjacency, index * maxNeighbors, out, 0, n);
        return n;
    }

    @Override
    public int neighbor(int index, int direction) {
        Tiling tiling = geometry.tiling();
        if (!vertexNeighbors && !tiling.isEdgeDirection(direction)) {
            return -1;
        }
        return indexOf(rows[index] + tiling.dRow(direction), cols[index] + tiling.dCol(direction));
    }

    @Override
    public int distance(int from, int to) {
        return geometry.tiling().distance(rows[to] - rows[from], cols[to] - cols[from], vertexNeighbors);
    }

    /** Collects member grids and their placements; see {@link GridSystem}. */
    public static final class Builder {
        private final List<Grid> members = new ArrayList<>();
        private final List<Integer> dRows = new ArrayList<>(), dCols = new ArrayList<>();

        private Builder() {
        }

        /**
         * Places a grid by translating its tiles by {@code (dRow, dCol)} into the shared frame.
         *
         * @param grid the member grid
         * @param dRow the tile-row translation
         * @param dCol the tile-column translation ({@code dRow + dCol} even for hexes)
         * @return this builder
         * @throws IllegalArgumentException if the grid does not fit the members so far
         */
        public Builder place(Grid grid, int dRow, int dCol) {
            if (grid instanceof RectangleGrid r && r.wraps()) {
                throw new IllegalArgumentException("wrapping grids cannot be stitched");
            }
            if (!members.isEmpty() && (grid.geometry() != members.get(0).geometry()
                    || grid.vertexNeighbors() != members.get(0).vertexNeighbors())) {
                throw new IllegalArgumentException("all members need the same geometry and neighbours");
            }
            if (grid.tiling() == Tiling.HEX && ((dRow + dCol) & 1) != 0) {
                throw new IllegalArgumentException("hex translation needs an even row + column sum");
            }
            members.add(grid);
            dRows.add(dRow);
            dCols.add(dCol);
            return this;
        }

        /**
         * Places a grid east of an earlier member (on the map), top edges aligned, so that
         * the member's east edge and the grid's west edge touch.
         *
         * @param member the earlier member number
         * @param grid the grid to place
         * @return this builder
         */
        public Builder placeEastOf(int member, Grid grid) {
            return placeBeside(member, grid, grid.geometry() != Geometry.HEX_ON_EDGE);
        }

        /**
         * Places a grid south of an earlier member (on the map), west edges aligned, so that
         * the member's south edge and the grid's north edge touch.
         *
         * @param member the earlier member number
         * @param grid the grid to place
         * @return this builder
         */
        public Builder placeSouthOf(int member, Grid grid) {
            return placeBeside(member, grid, grid.geometry() == Geometry.HEX_ON_EDGE);
        }

        /** Places {@code grid} beyond {@code member} along the tile-column axis or the tile-row axis. */
        private Builder placeBeside(int member, Grid grid, boolean alongColumns) {
            if (grid.geometry() == Geometry.SQUARE_ON_VERTEX) {
                throw new IllegalArgumentException("diamond maps are stitched with place(grid, dRow, dCol)");
            }
            int[] mb = bounds(members.get(member), dRows.get(member), dCols.get(member));
            int[] gb = bounds(grid, 0, 0);
            int dRow, dCol;
            if (alongColumns) {
                dCol = mb[3] + 1 - gb[2];
                dRow = mb[0] - gb[0];
            } else {
                dRow = mb[1] + 1 - gb[0];
                dCol = mb[2] - gb[2];
            }
            if (grid.tiling() == Tiling.HEX && ((dRow + dCol) & 1) != 0) {
                dCol++;
            }
            return place(grid, dRow, dCol);
        }

        /** Returns {minRow, maxRow, minCol, maxCol} of a grid translated by (dRow, dCol). */
        private static int[] bounds(Grid g, int dRow, int dCol) {
            int[] b = {Integer.MAX_VALUE, Integer.MIN_VALUE, Integer.MAX_VALUE, Integer.MIN_VALUE};
            for (int i = 0; i < g.size(); i++) {
                b[0] = Math.min(b[0], g.row(i) + dRow);
                b[1] = Math.max(b[1], g.row(i) + dRow);
                b[2] = Math.min(b[2], g.col(i) + dCol);
                b[3] = Math.max(b[3], g.col(i) + dCol);
            }
            return b;
        }

        /**
         * Builds the system.
         *
         * @return the grid system
         * @throws IllegalStateException if no member was placed
         * @throws IllegalArgumentException if members overlap
         */
        public GridSystem build() {
            if (members.isEmpty()) {
                throw new IllegalStateException("a grid system needs at least one member");
            }
            return new GridSystem(this);
        }
    }
}
