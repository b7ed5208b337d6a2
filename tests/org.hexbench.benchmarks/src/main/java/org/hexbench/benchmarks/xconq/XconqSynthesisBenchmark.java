package org.hexbench.benchmarks.xconq;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.hexbench.testdata.SharedData;
import org.hexbench.tiling.OffsetLayout;
import org.hexbench.tiling.grid.Grid;
import org.hexbench.tiling.grid.RectangleGrid;
import org.hexbench.xconq.game.XconqGame;
import org.hexbench.xconq.synthesis.MapSynthesis;
import org.hexbench.xconq.synthesis.SynthesisSettings;
import org.hexbench.xconq.synthesis.SynthesizedMap;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Xconq's map synthesis ({@link MapSynthesis}) of a 360 × 180 world, a cylinder of 64,800 hexagons, by the standard
 * game's settings ({@code lib/standard.g}: stdterr.g's 10,000 altitude blobs and 2,000 wetness blobs per 10,000
 * cells, each 1% of the map, 3 and 2 smoothing passes, eight percentile ranges, rivers; stdunit.g's 100 edge roads per
 * 10,000 cells): {@link #hexbenchTerrain()} makes the terrain alone, {@link #hexbenchWorld()} the terrain, rivers and
 * edge roads. The baseline {@link #sortCells()} sorts 64,800 random longs, what ranking one blob layer into
 * percentiles costs. Target: the world within 0.5 s, warm. Needs {@code ../shared/data/xconq} beside the checkout (or
 * {@code -Dhexbench.shared}).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class XconqSynthesisBenchmark {

    private static final int WIDTH = 360;
    private static final int HEIGHT = 180;

    private Grid grid;
    private SynthesisSettings world;
    private SynthesisSettings terrain;
    private long[] cells;
    private long seed;

    /** Loads the standard game and prepares the cylinder. */
    @Setup(Level.Trial)
    public void prepare() {
        Path library = SharedData.xconq().orElseThrow(() -> new IllegalStateException(SharedData.absent("xconq")))
                .resolve("lib");
        XconqGame game = XconqGame.load(library.resolve("standard.g"), List.of(library));
        if (game.hasErrors()) {
            throw new IllegalStateException("standard.g does not load: " + game.diagnostics());
        }
        grid = new RectangleGrid(OffsetLayout.HEXKIT_DEFAULT, WIDTH, HEIGHT, false, true);
        world = MapSynthesis.settingsOf(game, 1, WIDTH, HEIGHT);
        terrain = new SynthesisSettings(world.method(), 1, WIDTH, HEIGHT, world.alt(), world.wet(), world.rules(),
                world.fallbackTerrain(), world.edgeTerrain(), world.mazeRoomDensity(), world.mazePassageDensity(),
                -1, -1, null);
        Random random = new Random(1);
        cells = new long[WIDTH * HEIGHT];
        for (int i = 0; i < cells.length; i++) {
            cells[i] = random.nextLong();
        }
    }

    /** @return the sorted copy: the baseline */
    @Benchmark
    public long[] sortCells() {
        long[] copy = cells.clone();
        Arrays.sort(copy);
        return copy;
    }

    /** @return the terrain of a new seed's world */
    @Benchmark
    public SynthesizedMap hexbenchTerrain() {
        return MapSynthesis.synthesize(grid, null, terrain.withSeed(++seed), new int[0], new int[0]);
    }

    /** @return a new seed's world: terrain, rivers and edge roads */
    @Benchmark
    public SynthesizedMap hexbenchWorld() {
        return MapSynthesis.synthesize(grid, null, world.withSeed(++seed), new int[0], new int[0]);
    }
}
