package org.hexbench.benchmarks.engine;

import java.io.IOException;
import java.util.concurrent.TimeUnit;
import org.hexbench.engine.world.Catalog;
import org.hexbench.engine.world.StateHash;
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
 * Engine throughput: games per second — complete 30-turn random-player games on Riverford (two factions, default
 * rules),
 * a different seed each invocation so the games vary.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 10, time = 1)
@Fork(1)
public class GameThroughputBenchmark {

    private Catalog catalog;
    private long seed;

    /**
     * Loads Riverford.
     *
     * @throws IOException if the scenario cannot be loaded
     */
    @Setup(Level.Trial)
    public void load() throws IOException {
        catalog = RecordedGames.riverford();
    }

    /**
     * Plays one game.
     *
     * @return its final state hash
     */
    @Benchmark
    public long hexbenchRandomGame() {
        return StateHash.of(RecordedGames.play(catalog, ++seed).world());
    }
}
