package org.hexbench.tiling.path;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
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
 *
 * <p>Many searches of small ranges from ever other sources (fog of war: every unit that moved looks again) spend
 * most of their time on trigonometry and on breadth-first steps through arrays of the map's size. Since the world
 * projection is linear in the tile coordinates, a tile's distance, direction and arc depend only on its offset from
 * the source; a search made {@link #cachingGeometry() caching} lists the offsets within a distance once, nearest
 * first with their geometry, and then visits for each source only the tiles at those offsets (through
 * {@link Grid#indexOf(int, int)}, so map edges and wrapping hold as before). It finds the same tiles, with the same
 * fractions up to rounding in the last digits, on every map whose tiles within range are connected within range
 * (rectangles, hexagon boards).
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
    /** Whether searches go through offsets listed once per distance ({@link #cachingGeometry()}). */
    private boolean caching;
    private final Map<Double, Offsets> offsets = new HashMap<>();
    /** The source and (caching) the offsets of the last search, for {@link #rowOffset} and {@link #colOffset}. */
    private int lastSource = -1;
    private Offsets lastOffsets;

    /** The tile offsets from a source within a distance, nearest first, with each one's distance, direction and arc. */
    private record Offsets(int[] row, int[] col, double[] distance, double[] theta, double[] lo, double[] hi) {
    }

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

    /**
     * Makes this search list the tile offsets within each distance it is asked for once, with their geometry, and
     * visit only those tiles from each source (see the class description): for many searches of small ranges.
     *
     * @return this search
     */
    public Visibility cachingGeometry() {
        caching = true;
        return this;
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
        if (caching) {
            return findVisibleByOffsets(isOpaque, source, maxDistance);
        }
        lastSource = source;
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

    /**
     * The caching search: the tiles at the listed offsets from the source, nearest first, each covered by the opaque
     * tiles met before it as in {@link #findVisible}. {@code seen} marks a tile in range, and closes it when visible.
     */
    private boolean findVisibleByOffsets(IntPredicate isOpaque, int source, double maxDistance) {
        Offsets t = offsets.computeIfAbsent(maxDistance, this::offsetsWithin);
        lastSource = source;
        lastOffsets = t;
        int sr = grid.row(source), sc = grid.col(source);
        seen.clear();
        visibleCount = 0;
        int blockers = 0;
        int n = t.row().length;
        for (int k = 0; k < n; k++) {
            int node = k == 0 ? source : grid.indexOf(sr + t.row()[k], sc + t.col()[k]);
            if (node < 0 || seen.isMarked(node)) {
                continue;
            }
            double f = k == 0 ? 1 : 1 - covered(t.lo()[k], t.hi()[k], t.theta()[k], t.distance()[k], blockers)
                    / (t.hi()[k] - t.lo()[k]);
            fraction[node] = f;
            if (f >= threshold - EPSILON) {
                seen.close(node);
                queue[visibleCount] = k; // the visible tile's offset, for rowOffset and colOffset
                visible[visibleCount++] = node;
            } else {
                seen.mark(node);
            }
            if (k > 0 && isOpaque.test(node)) {
                blockTheta[blockers] = t.theta()[k];
                blockLo[blockers] = t.lo()[k];
                blockHi[blockers] = t.hi()[k];
                blockDistance[blockers] = t.distance()[k];
                blockers++;
            }
        }
        return visibleCount > 1;
    }

    /**
     * Lists the tile offsets within a world distance of a source, breadth-first through the grid's neighbour
     * directions as {@link #collect} walks the map, sorted by distance, with each offset's direction and arc.
     */
    private Offsets offsetsWithin(double maxDistance) {
        int directions = grid.tiling().directionCount();
        double slack = 2 * projection.side();
        List<int[]> queue = new ArrayList<>();
        Set<Long> met = new HashSet<>();
        queue.add(new int[] {0, 0});
        met.add(0L);
        List<int[]> within = new ArrayList<>();
        List<Double> distances = new ArrayList<>();
        for (int head = 0; head < queue.size(); head++) {
            int[] at = queue.get(head);
            double d = Math.hypot(projection.worldX(at[0], at[1]), projection.worldY(at[0], at[1]));
            if (d <= maxDistance) {
                within.add(at);
                distances.add(d);
            }
            for (int dir = 0; dir < directions; dir++) {
                if (!grid.vertexNeighbors() && !grid.tiling().isEdgeDirection(dir)) {
                    continue;
                }
                int r = at[0] + grid.tiling().dRow(dir), c = at[1] + grid.tiling().dCol(dir);
                double nd = Math.hypot(projection.worldX(r, c), projection.worldY(r, c));
                if (nd <= maxDistance + slack && met.add(((long) r << 32) ^ (c & 0xffffffffL))) {
                    queue.add(new int[] {r, c});
                }
            }
        }
        Integer[] byDistance = new Integer[within.size()];
        for (int i = 0; i < byDistance.length; i++) {
            byDistance[i] = i;
        }
        Arrays.sort(byDistance, (a, b) -> Float.compare(distances.get(a).floatValue(), distances.get(b).floatValue()));
        int n = byDistance.length;
        int[] row = new int[n], col = new int[n];
        double[] distance = new double[n], theta = new double[n], lo = new double[n], hi = new double[n];
        for (int k = 0; k < n; k++) {
            int[] at = within.get(byDistance[k]);
            row[k] = at[0];
            col[k] = at[1];
            distance[k] = distances.get(byDistance[k]);
            if (at[0] == 0 && at[1] == 0) {
                continue;
            }
            double th = Math.atan2(projection.worldY(at[0], at[1]), projection.worldX(at[0], at[1]));
            double l = Double.POSITIVE_INFINITY, h = Double.NEGATIVE_INFINITY;
            int corners = projection.corners(at[0], at[1], this.corners);
            for (int i = 0; i < corners; i++) {
                double a = normalize(Math.atan2(this.corners[2 * i + 1], this.corners[2 * i]) - th);
                l = Math.min(l, a);
                h = Math.max(h, a);
            }
            theta[k] = th;
            lo[k] = l;
            hi[k] = h;
        }
        return new Offsets(row, col, distance, theta, lo, hi);
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
     * Returns how many tile rows a visible tile lies from the source of the last search, in the tiling's coordinates
     * and across a wrapping map's seam the way the line of sight went (so that
     * {@code tiling().distance(rowOffset(i), colOffset(i), ...)} is its step distance without looking the tile up).
     *
     * @param i 0 .. {@link #count()}-1
     * @return the row offset
     */
    public int rowOffset(int i) {
        node(i);
        return caching ? lastOffsets.row()[queue[i]] : unwrappedRow[visible[i]] - unwrappedRow[lastSource];
    }

    /**
     * Returns how many tile columns a visible tile lies from the source of the last search (see {@link #rowOffset}).
     *
     * @param i 0 .. {@link #count()}-1
     * @return the column offset
     */
    public int colOffset(int i) {
        node(i);
        return caching ? lastOffsets.col()[queue[i]] : unwrappedCol[visible[i]] - unwrappedCol[lastSource];
    }

    /**
     * Tells whether the last search found a tile visible.
     *
     * @param node a tile index
     * @return whether it is visible
     */
    public boolean isVisible(int node) {
        return caching ? seen.isClosed(node) : isVisible.isMarked(node);
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
        if (!(caching ? seen : inRange).isMarked(node)) {
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
