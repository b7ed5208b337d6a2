package org.hexbench.tiling.grid;

import org.hexbench.tiling.Geometry;
import org.hexbench.tiling.OffsetLayout;
import org.hexbench.tiling.Tile;
import org.hexbench.tiling.Tiling;

/**
 * A Hexkit map: a full {@code width × height} rectangle of offset coordinates (Hexkit User's Guide §3.3 Map Geometry)
 * in any {@link OffsetLayout}, optionally with vertex neighbours (8-neighbour squares,
 * Hexkit's {@code VertexNeighbors}) and optionally wrapping east–west like Xconq's cylinder
 * world (Xconq 7.1 GDL Reference Manual, World and Area Forms). Tile index {@code = y · width + x}.
 *
 * <p>Wraparound is offered where the east and west edges match up: squares on edge, hexagons
 * on vertex, and hexagons on edge with an even width (so the column shift pattern repeats).
 * Diamond maps (squares on vertex) cannot wrap.
 */
public final class RectangleGrid implements Grid {

    private final OffsetLayout layout;
    private final int width, height;
    private final boolean vertexNeighbors, wrap;
    private final Tiling tiling;
    private final int[] dRows, dCols, directions;
    /** Period of the wrap in tile rows ({@code wrapRows}) or tile columns; 0 when not wrapping. */
    private final int period;
    private final boolean wrapRows;
    /**
     * Offset steps {@code [parity][direction]} of the neighbours of a tile whose offset (x, y) has parity
     * {@code (x & 1) | (y & 1) << 1}; every Hexkit layout repeats with period 2 in x and y, so four classes cover
     * all tiles. Null when the grid wraps (then neighbours go through tile coordinates).
     */
    private final int[][] stepX, stepY;
    /** Tile row and column of every index, cached for grids of up to {@value #CACHE_LIMIT} tiles; else null. */
    private final int[] rowOf, colOf;

    /** Largest grid whose tile coordinates are cached (two ints per tile: 32 MB at this size). */
    static final int CACHE_LIMIT = 4_000_000;

    /**
     * Creates a rectangle without vertex neighbours or wraparound.
     *
     * @param layout the Hexkit layout
     * @param width the number of offset columns, positive
     * @param height the number of offset rows, positive
     */
    public RectangleGrid(OffsetLayout layout, int width, int height) {
        this(layout, width, height, false, false);
    }

    /**
     * Creates a rectangle.
     *
     * @param layout the Hexkit layout
     * @param width the number of offset columns, positive (at most 10,000, Hexkit's limit)
     * @param height the number of offset rows, positive (at most 10,000)
     * @param vertexNeighbors whether diagonal squares are neighbours (squares only)
     * @param wrap whether the east and west edges are joined
     * @throws IllegalArgumentException on an impossible combination
     */
    public RectangleGrid(OffsetLayout layout, int width, int height, boolean vertexNeighbors, boolean wrap) {
        if (width <= 0 || height <= 0 || width > 10_000 || height > 10_000) {
            throw new IllegalArgumentException("size must be 1..10000 each: " + width + "x" + height);
        }
        this.layout = layout;
        this.tiling = layout.tiling();
        if (vertexNeighbors && tiling != Tiling.SQUARE) {
            throw new IllegalArgumentException("vertex neighbours exist only for squares");
        }
        this.width = width;
        this.height = height;
        this.vertexNeighbors = vertexNeighbors;
        this.wrap = wrap;
        Geometry g = layout.geometry();
        if (wrap) {
            if (g == Geometry.SQUARE_ON_VERTEX) {
                throw new IllegalArgumentException("diamond maps cannot wrap east-west");
            }
            if (width < 3 || (g == Geometry.HEX_ON_EDGE && (width & 1) != 0)) {
                throw new IllegalArgumentException("wrapping needs width >= 3 (even for " + g + "): " + width);
            }
        }
        this.wrapRows = g == Geometry.HEX_ON_EDGE;
        this.period = !wrap ? 0 : g == Geometry.HEX_ON_VERTEX ? 2 * width : width;
        int count = 0;
        int[] dirs = new int[tiling.directionCount()];
        for (int d = 0; d < dirs.length; d++) {
            if (vertexNeighbors || tiling.isEdgeDirection(d)) {
                dirs[count++] = d;
            }
        }
        this.directions = java.util.Arrays.copyOf(dirs, count);
        this.dRows = new int[count];
        this.dCols = new int[count];
        for (int i = 0; i < count; i++) {
            dRows[i] = tiling.dRow(directions[i]);
            dCols[i] = tiling.dCol(directions[i]);
        }
        if (wrap) {
            stepX = stepY = null;
        } else {
            stepX = new int[4][count];
            stepY = new int[4][count];
            for (int parity = 0; parity < 4; parity++) {
                int x0 = 2 + (parity & 1), y0 = 2 + (parity >> 1);
                int r0 = layout.tileRow(x0, y0), c0 = layout.tileCol(x0, y0);
                for (int i = 0; i < count; i++) {
                    stepX[parity][i] = layout.offsetX(r0 + dRows[i], c0 + dCols[i]) - x0;
                    stepY[parity][i] = layout.offsetY(r0 + dRows[i], c0 + dCols[i]) - y0;
                }
            }
        }
        if ((long) width * height <= CACHE_LIMIT) {
            rowOf = new int[width * height];
            colOf = new int[width * height];
            for (int i = 0; i < rowOf.length; i++) {
                rowOf[i] = layout.tileRow(i % width, i / width);
                colOf[i] = layout.tileCol(i % width, i / width);
            }
        } else {
            rowOf = colOf = null;
        }
    }

    /** @return the Hexkit layout */
    public OffsetLayout layout() {
        return layout;
    }

    /** @return the number of offset columns */
    public int width() {
        return width;
    }

    /** @return the number of offset rows */
    public int height() {
        return height;
    }

    /** @return whether east and west edges are joined */
    public boolean wraps() {
        return wrap;
    }

    /**
     * Returns the index of an offset coordinate pair, or -1 outside the rectangle.
     *
     * @param x the offset column
     * @param y the offset row
     * @return {@code y · width + x}, or -1
     */
    public int indexOfOffset(int x, int y) {
        return x < 0 || y < 0 || x >= width || y >= height ? -1 : y * width + x;
    }

    @Override
    public Geometry geometry() {
        return layout.geometry();
    }

    @Override
    public boolean vertexNeighbors() {
        return vertexNeighbors;
    }

    @Override
    public int size() {
        return width * height;
    }

    @Override
    public int indexOf(int row, int col) {
        if (!tiling.isTile(row, col)) {
            return -1;
        }
        int x = layout.offsetX(row, col), y = layout.offsetY(row, col);
        if (wrap) {
            x = Math.floorMod(x, width);
        }
        return indexOfOffset(x, y);
    }

    @Override
    public int row(int index) {
        return rowOf != null ? rowOf[index] : layout.tileRow(index % width, index / width);
    }

    @Override
    public int col(int index) {
        return colOf != null ? colOf[index] : layout.tileCol(index % width, index / width);
    }

    @Override
    public int maxNeighbors() {
        return directions.length;
    }

    @Override
    public int neighbors(int index, int[] out) {
        if (stepX == null) {
            return wrappedNeighbors(index, out);
        }
        int y = index / width, x = index - y * width, n = 0;
        int parity = (x & 1) | (y & 1) << 1;
        int[] dx = stepX[parity], dy = stepY[parity];
        for (int i = 0; i < dx.length; i++) {
            int nx = x + dx[i], ny = y + dy[i];
            if (nx >= 0 && ny >= 0 && nx < width && ny < height) {
                out[n++] = ny * width + nx;
            }
        }
        return n;
    }

    /** Neighbours on a wrapping grid, through tile coordinates so the seam is crossed. */
    private int wrappedNeighbors(int index, int[] out) {
        int r = row(index), c = col(index), n = 0;
        for (int i = 0; i < dRows.length; i++) {
            int k = indexOf(r + dRows[i], c + dCols[i]);
            if (k >= 0) {
                out[n++] = k;
            }
        }
        return n;
    }

    @Override
    public int neighbor(int index, int direction) {
        if (!vertexNeighbors && !tiling.isEdgeDirection(direction)) {
            return -1;
        }
        return indexOf(row(index) + tiling.dRow(direction), col(index) + tiling.dCol(direction));
    }

    @Override
    public int distance(int from, int to) {
        int dr = row(to) - row(from), dc = col(to) - col(from);
        if (!wrap) {
            return tiling.distance(dr, dc, vertexNeighbors);
        }
        int best = Integer.MAX_VALUE;
        for (int k = -1; k <= 1; k++) {
            int d = wrapRows ? tiling.distance(shortest(dr) + k * period, dc, vertexNeighbors)
                    : tiling.distance(dr, shortest(dc) + k * period, vertexNeighbors);
            best = Math.min(best, d);
        }
        return best;
    }

    private int shortest(int delta) {
        return Math.floorMod(delta, period);
    }

    @Override
    public Tile nearestImage(Tile from, Tile to) {
        if (!wrap) {
            return to;
        }
        Tile best = to;
        int bestDistance = Integer.MAX_VALUE;
        int base = wrapRows ? to.row() - from.row() : to.col() - from.col();
        int shift = Math.floorMod(base, period) - base;
        for (int k = -1; k <= 1; k++) {
            int s = shift + k * period;
            Tile image = wrapRows ? to.plus(s, 0) : to.plus(0, s);
            int d = tiling.distance(from, image, vertexNeighbors);
            if (d < bestDistance) {
                bestDistance = d;
                best = image;
            }
        }
        return best;
    }

    @Override
    public String toString() {
        return "RectangleGrid[" + layout.geometry() + " " + layout.shift() + " " + width + "x" + height
                + (vertexNeighbors ? " vertex-neighbours" : "") + (wrap ? " wrap" : "") + "]";
    }
}
