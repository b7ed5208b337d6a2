package org.hexbench.benchmarks.ai;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.hexbench.ai.PlayerSpec;
import org.hexbench.ai.tournament.GameSource;
import org.hexbench.ai.tournament.Tournament;
import org.hexbench.engine.game.Game;
import org.hexbench.engine.rules.DefaultRules;
import org.hexbench.engine.world.Catalog;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Tournament throughput: 8 random-versus-random games of 30 turns on Riverford (default rules) per operation, on 1
 * and on 2 threads; games/s = 8 / the time of one operation. Each thread loads its own scenario once per tournament.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 2, time = 2)
@Measurement(iterations = 4, time = 2)
@Fork(1)
public class TournamentBenchmark {

    /** Threads playing games at once. */
    @Param({"1", "2"})
    public int threads;

    /**
     * Plays 8 games.
     *
     * @return the combined final hashes' lengths (something the JIT cannot drop)
     * @throws Exception if a game fails
     */
    @Benchmark
    public int eightGames() throws Exception {
        Tournament t = new Tournament(List.of(PlayerSpec.parse("random"), PlayerSpec.parse("random")), 8, 1, threads,
                30, null);
        return t.play(() -> {
            Catalog catalog;
            try {
                catalog = ForwardModelBenchmark.riverford();
            } catch (java.io.IOException e) {
                throw new IllegalStateException(e);
            }
            return new GameSource() {
                @Override
                public Game newGame(long seed) {
                    return new Game(catalog, new DefaultRules(), seed);
                }

                @Override
                public Path scenarioFile() {
                    return Path.of("riverford.hexscenario");
                }
            };
        }, line -> { }).games().size();
    }
}
