package org.hexbench.benchmarks.tiling;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import org.hexbench.testdata.SharedData;
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
 * Hexbench's A* and Coverage against Tektosyne 6.2.0 (Hexkit's own pathfinding library) on the same Moving AI
 * problems with the same octile costs and corner rule: every map of {@code shared/data/movingai}, an evenly spread
 * sample of {@value #PER_MAP} problems each. One operation solves the whole sample; the ratio of the two times is
 * the speed-up.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(value = 1, jvmArgsAppend = { "-Xmx2g" })
@Warmup(iterations = 2, time = 4)
@Measurement(iterations = 3, time = 4)
public class PathfindingBenchmark {

    /** Problems sampled from each map. */
    static final int PER_MAP = 25;

    private List<PreparedMap> maps;

    /** Loads and checks the sample; fails with a clear message when the shared data is absent. */
    @Setup
    public void load() throws IOException {
        Path data = SharedData.movingAi().orElseThrow(() -> new IllegalStateException(SharedData.absent("movingai")));
        List<Path> files;
        try (Stream<Path> s = Files.list(data.resolve("maps"))) {
            files = s.filter(p -> p.toString().endsWith(".map")).sorted().toList();
        }
        maps = new ArrayList<>();
        for (Path map : files) {
            maps.add(PreparedMap.load(map, data.resolve("scenarios").resolve(map.getFileName() + ".scen"), PER_MAP));
        }
    }

    /** Hexbench A*: total cost of all sampled best paths. */
    @Benchmark
    public double hexbenchAStar() {
        double total = 0;
        for (PreparedMap m : maps) {
            for (int i = 0; i < m.size(); i++) {
                total += m.hexbenchPath(i);
            }
        }
        return total;
    }

    /** Tektosyne A*: total cost of all sampled best paths. */
    @Benchmark
    public double tektosyneAStar() {
        double total = 0;
        for (PreparedMap m : maps) {
            for (int i = 0; i < m.size(); i++) {
                total += m.tektosynePath(i);
            }
        }
        return total;
    }

    /** Hexbench Coverage: tiles reachable within the budget from every sampled start. */
    @Benchmark
    public long hexbenchCoverage() {
        long total = 0;
        for (PreparedMap m : maps) {
            for (int i = 0; i < m.size(); i++) {
                total += m.hexbenchCoverage(i);
            }
        }
        return total;
    }

    /** Tektosyne Coverage: tiles reachable within the budget from every sampled start. */
    @Benchmark
    public long tektosyneCoverage() {
        long total = 0;
        for (PreparedMap m : maps) {
            for (int i = 0; i < m.size(); i++) {
                total += m.tektosyneCoverage(i);
            }
        }
        return total;
    }
}
