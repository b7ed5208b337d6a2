package org.hexbench.xconq.internal;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import org.hexbench.tiling.OffsetLayout;
import org.hexbench.tiling.Tiling;
import org.hexbench.tiling.grid.Grid;
import org.hexbench.tiling.grid.RectangleGrid;

/**
 * The map a synthesis runs on: a tiling grid (any of Hexbench's geometries, wrapping or not) with a mask of the sites
 * that take part, flattened into plain arrays so that the synthesis allocates little: a neighbour table, the masked
 * sites in order, which sites lie on the edge of the area, and discs of sites around a centre for the blobs.
 */
public final class SynthesisGrid {

    private final Grid grid;
    private final int size;
    private final int maxNeighbours;
    private final int[] neighbours;
    private final boolean[] mask;
    private final int[] sites;
    private final boolean[] edge;
    private final RectangleGrid rectangle;
    /** Rectangle grids: per parity class of the centre ((x & 1) | (y & 1) << 1), offsets dx, dy by distance. */
    private int[][] discX;
    private int[][] discY;
    /** Other grids: lattice offsets by distance. */
    private int[] discRow;
    private int[] discCol;
    /** How many offsets lie within each radius. */
    private int[] discCount;
    /** Rectangle grids: per parity class and radius, the disc's row runs as triples dy, first dx, last dx. */
    private int[][][] discRuns;

    /**
     * Flattens a grid.
     *
     * @param grid the map's grid
     * @param mask which sites take part (the others keep no terrain and are not neighbours), or null for all
     */
    public SynthesisGrid(Grid grid, boolean[] mask) {
        this.grid = grid;
        this.size = grid.size();
        this.maxNeighbours = grid.maxNeighbors();
        this.mask = mask != null ? mask : filled(size);
        this.rectangle = grid instanceof RectangleGrid r ? r : null;
        neighbours = new int[size * maxNeighbours];
        Arrays.fill(neighbours, -1);
        edge = new boolean[size];
        int[] buffer = new int[maxNeighbours];
        int count = 0;
        for (int i = 0; i < size; i++) {
            if (this.mask[i]) {
                count++;
            }
        }
        sites = new int[count];
        int k = 0;
        for (int i = 0; i < size; i++) {
            if (!this.mask[i]) {
                continue;
            }
            sites[k++] = i;
            int n = grid.neighbors(i, buffer);
            int inside = 0;
            for (int j = 0; j < n; j++) {
                if (this.mask[buffer[j]]) {
                    neighbours[i * maxNeighbours + inside++] = buffer[j];
                }
            }
            edge[i] = inside < maxNeighbours;
        }
    }

    private static boolean[] filled(int n) {
        boolean[] all = new boolean[n];
        Arrays.fill(all, true);
        return all;
    }

    /** @return the grid */
    public Grid grid() {
        return grid;
    }

    /** @return the number of sites of the grid, masked or not */
    public int size() {
        return size;
    }

    /** @return the sites that take part, in index order (the array itself: do not change it) */
    public int[] sites() {
        return sites;
    }

    /**
     * @param site a site index
     * @return whether it takes part
     */
    public boolean inMask(int site) {
        return mask[site];
    }

    /**
     * Whether a site lies on the edge of the area: it lacks a neighbour in some direction (Xconq's cells outside
     * {@code inside_area}, GDL reference, Synthesis Methods: edge-terrain). On a cylinder only the top and bottom
     * rows are edges.
     *
     * @param site a site index
     * @return whether it is an edge site
     */
    public boolean isEdge(int site) {
        return edge[site];
    }

    /** @return the largest number of neighbours a site has */
    public int maxNeighbours() {
        return maxNeighbours;
    }

    /**
     * The neighbour of a site in one slot of the table, -1 past its last neighbour.
     *
     * @param site a site index
     * @param slot 0 .. {@link #maxNeighbours()} - 1
     * @return the neighbour's index, or -1
     */
    public int neighbour(int site, int slot) {
        return neighbours[site * maxNeighbours + slot];
    }

    /**
     * @param from a site
     * @param to another
     * @return their step distance on the grid
     */
    public int distance(int from, int to) {
        return grid.distance(from, to);
    }

    /**
     * Prepares discs up to a radius: the offsets of the sites around a centre, nearest first, found once by a
     * breadth-first walk of the tiling's lattice, so that a blob is a run over an array.
     *
     * @param radius the largest radius needed
     */
    public void prepareDiscs(int radius) {
        if (discCount != null && discCount.length > radius) {
            return;
        }
        Tiling tiling = grid.tiling();
        int directions = tiling.directionCount();
        int[] dRow = new int[directions];
        int[] dCol = new int[directions];
        int used = 0;
        for (int d = 0; d < directions; d++) {
            if (grid.vertexNeighbors() || tiling.isEdgeDirection(d)) {
                dRow[used] = tiling.dRow(d);
                dCol[used++] = tiling.dCol(d);
            }
        }
        Map<Long, Integer> seen = new HashMap<>();
        ArrayDeque<long[]> queue = new ArrayDeque<>();
        java.util.List<int[]> order = new java.util.ArrayList<>();
        seen.put(0L, 0);
        queue.add(new long[] {0, 0, 0});
        discCount = new int[radius + 1];
        while (!queue.isEmpty()) {
            long[] p = queue.poll();
            int r = (int) p[2];
            order.add(new int[] {(int) p[0], (int) p[1]});
            discCount[r] = order.size();
            if (r == radius) {
                continue;
            }
            for (int d = 0; d < used; d++) {
                long nr = p[0] + dRow[d];
                long nc = p[1] + dCol[d];
                long key = nr << 32 ^ (nc & 0xffffffffL);
                if (seen.putIfAbsent(key, r + 1) == null) {
                    queue.add(new long[] {nr, nc, r + 1});
                }
            }
        }
        for (int r = 1; r <= radius; r++) {
            discCount[r] = Math.max(discCount[r], discCount[r - 1]);
        }
        discRow = new int[order.size()];
        discCol = new int[order.size()];
        for (int i = 0; i < order.size(); i++) {
            discRow[i] = order.get(i)[0];
            discCol[i] = order.get(i)[1];
        }
        if (rectangle != null) {
            OffsetLayout layout = rectangle.layout();
            discX = new int[4][order.size()];
            discY = new int[4][order.size()];
            for (int parity = 0; parity < 4; parity++) {
                int x0 = 4 + (parity & 1);
                int y0 = 4 + (parity >> 1);
                int r0 = layout.tileRow(x0, y0);
                int c0 = layout.tileCol(x0, y0);
                for (int i = 0; i < order.size(); i++) {
                    discX[parity][i] = layout.offsetX(r0 + discRow[i], c0 + discCol[i]) - x0;
                    discY[parity][i] = layout.offsetY(r0 + discRow[i], c0 + discCol[i]) - y0;
                }
            }
            discRuns = new int[4][radius + 1][];
            for (int parity = 0; parity < 4; parity++) {
                for (int r = 0; r <= radius; r++) {
                    discRuns[parity][r] = runs(discX[parity], discY[parity], discCount[r]);
                }
            }
        }
    }

    /** The first count offsets as maximal runs of consecutive dx in each dy: triples dy, first dx, last dx. */
    private static int[] runs(int[] dx, int[] dy, int count) {
        long[] keys = new long[count];
        for (int i = 0; i < count; i++) {
            keys[i] = (long) dy[i] << 32 | (dx[i] & 0xffffffffL);
        }
        java.util.Arrays.sort(keys);
        int[] out = new int[3 * count];
        int n = 0;
        for (int i = 0; i < count; i++) {
            int y = (int) (keys[i] >> 32);
            int x = (int) keys[i];
            if (n > 0 && out[n - 3] == y && out[n - 1] == x - 1) {
                out[n - 1] = x;
            } else {
                out[n++] = y;
                out[n++] = x;
                out[n++] = x;
            }
        }
        return java.util.Arrays.copyOf(out, n);
    }

    /**
     * Whether {@link #addDiscRuns} and {@link #sumRuns} may be used: rectangle grids, whose discs are runs of
     * sites in rows.
     *
     * @return whether discs add by row runs
     */
    public boolean addsByRuns() {
        return rectangle != null;
    }

    /** @return a zeroed array for {@link #addDiscRuns}: one more entry than sites per row */
    public int[] newRuns() {
        return new int[rectangle.height() * (rectangle.width() + 1)];
    }

    /**
     * Adds a disc as differences: +delta where each of its row runs starts and -delta after it ends, so that a blob
     * costs a few operations per row rather than one per site; {@link #sumRuns} turns the differences into values.
     * Sites outside the mask get values too, which nothing reads.
     *
     * @param diff the differences, from {@link #newRuns()}
     * @param centre the centre site
     * @param radius the radius, at most the prepared one
     * @param delta what to add
     */
    public void addDiscRuns(int[] diff, int centre, int radius, int delta) {
        int w = rectangle.width();
        int h = rectangle.height();
        int stride = w + 1;
        int cy = centre / w;
        int cx = centre - cy * w;
        int[] runs = discRuns[(cx & 1) | (cy & 1) << 1][Math.min(radius, discRuns[0].length - 1)];
        boolean wraps = rectangle.wraps();
        for (int i = 0; i < runs.length; i += 3) {
            int y = cy + runs[i];
            if (y < 0 || y >= h) {
                continue;
            }
            int x0 = cx + runs[i + 1];
            int x1 = cx + runs[i + 2];
            int row = y * stride;
            if (wraps) {
                if (x1 - x0 + 1 >= w) {
                    diff[row] += delta;
                    diff[row + w] -= delta;
                    continue;
                }
                x0 = Math.floorMod(x0, w);
                x1 = Math.floorMod(x1, w);
                if (x1 < x0) {
                    diff[row] += delta;
                    diff[row + x1 + 1] -= delta;
                    diff[row + x0] += delta;
                    diff[row + w] -= delta;
                    continue;
                }
            } else {
                x0 = Math.max(0, x0);
                x1 = Math.min(w - 1, x1);
                if (x1 < x0) {
                    continue;
                }
            }
            diff[row + x0] += delta;
            diff[row + x1 + 1] -= delta;
        }
    }

    /**
     * Turns the differences of {@link #addDiscRuns} into per-site values, row by row.
     *
     * @param diff the differences
     * @param values the per-site values to fill
     */
    public void sumRuns(int[] diff, int[] values) {
        int w = rectangle.width();
        for (int y = 0; y < rectangle.height(); y++) {
            int sum = 0;
            int row = y * (w + 1);
            for (int x = 0; x < w; x++) {
                sum += diff[row + x];
                values[y * w + x] = sum;
            }
        }
    }

    /**
     * @param radius a radius prepared by {@link #prepareDiscs(int)}
     * @return how many sites a disc of that radius holds on an unbounded map
     */
    public int discSize(int radius) {
        return discCount[Math.min(radius, discCount.length - 1)];
    }

    /**
     * Adds a value to every masked site of a disc.
     *
     * @param values the per-site values
     * @param centre the centre site
     * @param radius the radius, at most the prepared one
     * @param delta what to add
     */
    public void addDisc(int[] values, int centre, int radius, int delta) {
        int count = discSize(radius);
        if (rectangle != null) {
            int w = rectangle.width();
            int h = rectangle.height();
            boolean wraps = rectangle.wraps();
            int cy = centre / w;
            int cx = centre - cy * w;
            int parity = (cx & 1) | (cy & 1) << 1;
            int[] dx = discX[parity];
            int[] dy = discY[parity];
            for (int i = 0; i < count; i++) {
                int y = cy + dy[i];
                if (y < 0 || y >= h) {
                    continue;
                }
                int x = cx + dx[i];
                if (x < 0 || x >= w) {
                    if (!wraps) {
                        continue;
                    }
                    x = Math.floorMod(x, w);
                }
                int site = y * w + x;
                if (mask[site]) {
                    values[site] += delta;
                }
            }
            return;
        }
        int row = grid.row(centre);
        int col = grid.col(centre);
        for (int i = 0; i < count; i++) {
            int site = grid.indexOf(row + discRow[i], col + discCol[i]);
            if (site >= 0 && mask[site]) {
                values[site] += delta;
            }
        }
    }

    /**
     * Lists the masked sites of a disc.
     *
     * @param centre the centre site
     * @param radius the radius, at most the prepared one
     * @param out where the sites go, at least {@link #discSize(int)} long
     * @return how many were written
     */
    public int disc(int centre, int radius, int[] out) {
        int count = discSize(radius);
        int row = grid.row(centre);
        int col = grid.col(centre);
        int n = 0;
        for (int i = 0; i < count; i++) {
            int site = grid.indexOf(row + discRow[i], col + discCol[i]);
            if (site >= 0 && mask[site]) {
                out[n++] = site;
            }
        }
        return n;
    }
}
