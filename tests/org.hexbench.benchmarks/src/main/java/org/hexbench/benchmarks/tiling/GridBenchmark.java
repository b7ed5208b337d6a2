package org.hexbench.benchmarks.tiling;

import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;

import org.hexbench.tiling.OffsetLayout;
import org.hexbench.tiling.Tile;
import org.hexbench.tiling.grid.RectangleGrid;
import org.kynosarges.tektosyne.geometry.PointI;
import org.kynosarges.tektosyne.geometry.PolygonGrid;
import org.kynosarges.tektosyne.geometry.PolygonGridShift;
import org.kynosarges.tektosyne.geometry.PolygonOrientation;
import org.kynosarges.tektosyne.geometry.RegularPolygon;
import org.kynosarges.tektosyne.geometry.SizeI;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Grid primitives on Hexkit's default map (hexagons on vertex, even rows shifted right, {@value #SIZE}×{@value #SIZE})
 * against Tektosyne's PolygonGrid on the same layout: every tile's neighbours, and step distances between
 * {@value #PAIRS} random tile pairs. Straight lines are measured for Hexbench alone: PolygonGrid has no tile line.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(value = 1, jvmArgsAppend = { "-Xmx1g" })
@Warmup(iterations = 2, time = 2)
@Measurement(iterations = 3, time = 2)
public class GridBenchmark {

    static final int SIZE = 200;
    static final int PAIRS = 4096;
    static final int LINES = 256;

    private RectangleGrid grid;
    private int[] neighbourBuffer;
    private int[] from;
    private int[] to;
    private Tile[] lineFrom;
    private Tile[] lineTo;
    private PolygonGrid polygonGrid;
    private PointI[] points;
    private PointI[] pointFrom;
    private PointI[] pointTo;

    /** Builds both grids and the random pairs, and checks both libraries agree on every neighbour count and distance. */
    @Setup
    public void build() {
        grid = new RectangleGrid(OffsetLayout.HEXKIT_DEFAULT, SIZE, SIZE);
        neighbourBuffer = new int[grid.maxNeighbors()];
        polygonGrid = new PolygonGrid(new RegularPolygon(10, 6, PolygonOrientation.ON_VERTEX), PolygonGridShift.ROW_RIGHT);
        polygonGrid.setSize(new SizeI(SIZE, SIZE));
        points = new PointI[grid.size()];
        for (int y = 0; y < SIZE; y++) {
            for (int x = 0; x < SIZE; x++) {
                points[grid.indexOfOffset(x, y)] = new PointI(x, y);
            }
        }
        SplittableRandom random = new SplittableRandom(2026);
        from = new int[PAIRS];
        to = new int[PAIRS];
        pointFrom = new PointI[PAIRS];
        pointTo = new PointI[PAIRS];
        for (int k = 0; k < PAIRS; k++) {
            from[k] = random.nextInt(grid.size());
            to[k] = random.nextInt(grid.size());
            pointFrom[k] = points[from[k]];
            pointTo[k] = points[to[k]];
        }
        lineFrom = new Tile[LINES];
        lineTo = new Tile[LINES];
        for (int k = 0; k < LINES; k++) {
            lineFrom[k] = grid.tile(from[k]);
            lineTo[k] = grid.tile(to[k]);
        }
        if (hexbenchNeighbors() != tektosyneNeighbors()) {
            throw new IllegalStateException("the grids disagree on neighbour counts");
        }
        for (int k = 0; k < PAIRS; k++) {
            if (grid.distance(from[k], to[k]) != polygonGrid.getStepDistance(pointFrom[k], pointTo[k])) {
                throw new IllegalStateException("the grids disagree on the distance " + pointFrom[k] + " -> " + pointTo[k]);
            }
        }
    }

    /** Hexbench: the neighbours of every tile. */
    @Benchmark
    public long hexbenchNeighbors() {
        long total = 0;
        for (int i = 0; i < grid.size(); i++) {
            total += grid.neighbors(i, neighbourBuffer);
        }
        return total;
    }

    /** Tektosyne: the neighbours of every tile. */
    @Benchmark
    public long tektosyneNeighbors() {
        long total = 0;
        for (PointI p : points) {
            total += polygonGrid.getNeighbors(p).size();
        }
        return total;
    }

    /** Hexbench: step distances of the random pairs. */
    @Benchmark
    public long hexbenchDistance() {
        long total = 0;
        for (int k = 0; k < PAIRS; k++) {
            total += grid.distance(from[k], to[k]);
        }
        return total;
    }

    /** Tektosyne: step distances of the random pairs. */
    @Benchmark
    public long tektosyneDistance() {
        long total = 0;
        for (int k = 0; k < PAIRS; k++) {
            total += polygonGrid.getStepDistance(pointFrom[k], pointTo[k]);
        }
        return total;
    }

    /** Hexbench: the straight tile lines between the first {@value #LINES} pairs (no Tektosyne counterpart). */
    @Benchmark
    public long hexbenchLine() {
        long total = 0;
        for (int k = 0; k < LINES; k++) {
            List<Tile> line = grid.line(lineFrom[k], lineTo[k]);
            total += line.size();
        }
        return total;
    }
}
