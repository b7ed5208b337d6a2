package org.hexbench.tiling.path;

import java.util.Arrays;
import java.util.function.IntPredicate;
import org.hexbench.tiling.grid.Grid;
import org.hexbench.tiling.grid.TileSet;
import org.hexbench.tiling.internal.Stamps;
import org.hexbench.tiling.projection.Projection;

/**
 * Line of sight with Hexkit/Tektosyne semantics (Hexkit User's Guide §8.3.6 Lines of Sight): seen from the
 * centre of the source tile, every tile within a world distance subtends a <em>tangential
 * arc</em>, the angle spanned by its polygon corners. Opaque tiles that are nearer to the
 * source cover parts of the arcs behind them. A tile is visible when the fraction of its arc
 * left uncovered is at least the {@linkplain #threshold() threshold} (default 1/3, as in
 * Tektosyne 6.2). Opaque tiles can themselves be visible; they only hide what lies behind.
 * The source is always visible. Distances are world distances between tile centres, so the
 * range must be given in world units, not steps (Hexkit §8.3.6).
 *
 * <p>Reusable; allocation-free after construction. Runs in O(n·k) for n tiles in range and
 * k opaque tiles among them.
 */
public final class Visibility {

    private static final double EPSILON = 1e-9;

    private final Grid grid;
    private final Projection projection;
    private final int[] queue, unwrappedRow, unwrappedCol, visible;
    private final long[] order;
    private final double[] distance, fraction, blockTheta, blockLo, blockHi, blockDistance;
    private final double[] spanStart, spanEnd, corners;
    private final Stamps seen, isVisible, inRange;
    private double threshold = 1.0 / 3;
    private int visibleCount;

    /**
     * Creates a visibility search.
     *
     * @param grid the grid
     * @param projection the world projection of the grid's geometry
     */
    public Visibility(Grid grid, Projection projection) {
        if (projection.geometry() != grid.geometry()) {
            throw new IllegalArgumentException("projection geometry " + projection.geometry()
                    + " does not match grid geometry " + grid.geometry());
        }
        this.grid = grid;
        this.projection = projection;
        int n = grid.size();
        queue = new int[n];
        unwrappedRow = new int[n];
        unwrappedCol = new int[n];
        visible = new int[n];
        order = new long[n];
        distance = new double[n];
        fraction = new double[n];
        blockTheta = new double[n];
        blockLo = new double[n];
        blockHi = new double[n];
        blockDistance = new double[n];
        spanStart = new double[n];
        spanEnd = new double[n];
        corners = new double[2 * projection.cornerCount()];
        seen = new Stamps(n);
        isVisible = new Stamps(n);
        inRange = new Stamps(n);
    }

    /** @return the visible fraction of its arc a tile needs to count as visible */
    public double threshold() {
        return threshold;
    }

    /**
     * Sets the visibility threshold (Hexkit's {@code Finder.Visibility.Threshold}).
     *
     * @param threshold a fraction in {@code (0, 1]}
     */
    public void setThreshold(double threshold) {
        if (!(threshold > 0 && threshold <= 1)) {
            throw new IllegalArgumentException("threshold must be in (0, 1]: " + threshold);
        }
        this.threshold = threshold;
    }

    /**
     * Finds the tiles visible from a source.
     *
     * @param isOpaque which tile indexes block the line of sight (e.g. Hexkit's
     *        {@code Site.BlocksAttack})
     * @param source the viewing tile
     * @param maxDistance the world distance limit between tile centres
     * @return whether any tile besides the source is visible
     */
    public boolean findVisible(IntPredicate isOpaque, int source, double maxDistance) {
        int candidates = collect(source, maxDistance);
        Arrays.sort(order, 0, candidates);
        visibleCount = 0;
        isVisible.clear();
        inRange.clear();
        int blockers = 0;
        double sx = projection.worldX(unwrappedRow[source], unwrappedCol[source]);
        double sy = projection.worldY(unwrappedRow[source], unwrappedCol[source]);
        for (int c = 0; c < candidates; c++) {
            int node = (int) order[c];
            inRange.mark(node);
            if (node == source) {
                fraction[node] = 1;
                isVisible.mark(node);
                visible[visibleCount++] = node;
                continue;
            }
            double cx = projection.worldX(unwrappedRow[node], unwrappedCol[node]);
            double cy = projection.worldY(unwrappedRow[node], unwrappedCol[node]);
            double theta = Math.atan2(cy - sy, cx - sx);
            double lo = Double.POSITIVE_INFINITY, hi = Double.NEGATIVE_INFINITY;
            int k = projection.corners(unwrappedRow[node], unwrappedCol[node], corners);
            for (int i = 0; i < k; i++) {
                double a = normalize(Math.atan2(corners[2 * i + 1] - sy, corners[2 * i] - sx) - theta);
                lo = Math.min(lo, a);
                hi = Math.max(hi, a);
            }
            double f = 1 - covered(lo, hi, theta, distance[node], blockers) / (hi - lo);
            fraction[node] = f;
            if (f >= threshold - EPSILON) {
                isVisible.mark(node);
                visible[visibleCount++] = node;
            }
            if (isOpaque.test(node)) {
                blockTheta[blockers] = theta;
                blockLo[blockers] = lo;
                blockHi[blockers] = hi;
                blockDistance[blockers] = distance[node];
                blockers++;
            }
        }
        return visibleCount > 1;
    }

    /** Breadth-first collection of tiles in range, tracking unwrapped coordinates; fills {@code order}. */
    private int collect(int source, double maxDistance) {
        seen.clear();
        int directions = grid.tiling().directionCount();
        double slack = 2 * projection.side();
        double sx = projection.worldX(grid.row(source), grid.col(source));
        double sy = projection.worldY(grid.row(source), grid.col(source));
        int count = 0, tail = 0;
        queue[tail++] = source;
        seen.mark(source);
        unwrappedRow[source] = grid.row(source);
        unwrappedCol[source] = grid.col(source);
        for (int head = 0; head < tail; head++) {
            int node = queue[head];
            double d = Math.hypot(projection.worldX(unwrappedRow[node], unwrappedCol[node]) - sx,
                    projection.worldY(unwrappedRow[node], unwrappedCol[node]) - sy);
            if (d <= maxDistance) {
                distance[node] = d;
                order[count++] = ((long) Float.floatToIntBits((float) d) << 32) | node;
            }
            for (int dir = 0; dir < directions; dir++) {
                int next = grid.neighbor(node, dir);
                if (next < 0 || seen.isMarked(next)) {
                    continue;
                }
                int r = unwrappedRow[node] + grid.tiling().dRow(dir);
                int c = unwrappedCol[node] + grid.tiling().dCol(dir);
                double nd = Math.hypot(projection.worldX(r, c) - sx, projection.worldY(r, c) - sy);
                if (nd <= maxDistance + slack) {
                    seen.mark(next);
                    unwrappedRow[next] = r;
                    unwrappedCol[next] = c;
                    queue[tail++] = next;
                }
            }
        }
        return count;
    }

    /** Returns the angular measure of [lo, hi] (relative to theta) covered by nearer blockers. */
    private double covered(double lo, double hi, double theta, double dist, int blockers) {
        int spans = 0;
        for (int b = 0; b < blockers; b++) {
            if (blockDistance[b] >= dist - EPSILON) {
                continue;
            }
            double shift = normalize(blockTheta[b] - theta);
            double s = Math.max(lo, shift + blockLo[b]), e = Math.min(hi, shift + blockHi[b]);
            if (s < e) {
                int i = spans++;
                while (i > 0 && spanStart[i - 1] > s) { // insertion sort by start
                    spanStart[i] = spanStart[i - 1];
                    spanEnd[i] = spanEnd[i - 1];
                    i--;
                }
                spanStart[i] = s;
                spanEnd[i] = e;
            }
        }
        double total = 0, end = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < spans; i++) {
            double s = Math.max(spanStart[i], end);
            if (spanEnd[i] > s) {
                total += spanEnd[i] - s;
                end = spanEnd[i];
            }
        }
        return total;
    }

    private static double normalize(double angle) {
        while (angle > Math.PI) {
            angle -= 2 * Math.PI;
        }
        while (angle <= -Math.PI) {
            angle += 2 * Math.PI;
        }
        return angle;
    }

    /** @return the number of visible tiles found by the last search, the source included */
    public int count() {
        return visibleCount;
    }

    /**
     * Returns a visible tile, in order of increasing distance (the source first).
     *
     * @param i 0 .. {@link #count()}-1
     * @return the tile index
     */
    public int node(int i) {
        if (i < 0 || i >= visibleCount) {
            throw new IndexOutOfBoundsException(i);
        }
        return visible[i];
    }

    /**
     * Tells whether the last search found a tile visible.
     *
     * @param node a tile index
     * @return whether it is visible
     */
    public boolean isVisible(int node) {
        return isVisible.isMarked(node);
    }

    /**
     * Returns the uncovered fraction of a tile's tangential arc in the last search; the tile
     * is visible when this reaches the threshold.
     *
     * @param node a tile index within range of the last search
     * @return the fraction in {@code [0, 1]}
     * @throws IllegalArgumentException if the tile was out of range
     */
    public double visibleFraction(int node) {
        if (!inRange.isMarked(node)) {
            throw new IllegalArgumentException("tile " + node + " was out of range");
        }
        return fraction[node];
    }

    /** @return the visible tiles as a tile set (allocates) */
    public TileSet tiles() {
        TileSet result = new TileSet(grid.tiling());
        for (int i = 0; i < visibleCount; i++) {
            result.add(grid.tile(visible[i]));
        }
        return result;
    }
}
