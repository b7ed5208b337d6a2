package org.hexbench.benchmarks.engine;

import java.io.IOException;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.hexbench.engine.game.HistoryEntry;
import org.hexbench.engine.game.Replay;
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
 * Replay versus play of the same recorded games (target: replay at least 20× faster). {@link #play()} is
 * the baseline: it plays four 30-turn random-player games on Riverford from scratch (rules, target finding,
 * program generation). {@link #hexbenchReplay()} replays the recorded command histories of the same four games,
 * running only their instruction programs. Both end in the same state hashes, which setup checks.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 10, time = 1)
@Fork(1)
public class EngineBenchmark {

    private static final long[] SEEDS = {1, 2, 3, 4};

    private Catalog catalog;
    private List<List<HistoryEntry>> histories;

    /**
     * Loads Riverford and records the games; checks that replay reaches the played states.
     *
     * @throws IOException if the scenario cannot be loaded
     */
    @Setup(Level.Trial)
    public void record() throws IOException {
        catalog = RecordedGames.riverford();
        histories = RecordedGames.record(catalog, SEEDS);
        for (int i = 0; i < SEEDS.length; i++) {
            String played = RecordedGames.play(catalog, SEEDS[i]).stateHash();
            String replayed = StateHash.hex(new Replay(catalog, histories.get(i)).finish());
            if (!played.equals(replayed)) {
                throw new IllegalStateException("replay of seed " + SEEDS[i] + " reached " + replayed + ", not " + played);
            }
        }
        int commands = histories.stream().mapToInt(List::size).sum();
        System.out.println("# " + SEEDS.length + " games, " + RecordedGames.TURNS + " turns each, " + commands + " commands");
    }

    /**
     * The baseline: plays the games from scratch with the random players.
     *
     * @return the combined final state hashes
     */
    @Benchmark
    public long play() {
        long sum = 0;
        for (long seed : SEEDS) {
            sum += StateHash.of(RecordedGames.play(catalog, seed).world());
        }
        return sum;
    }

    /**
     * Ours: replays the recorded programs of the same games from their initial states.
     *
     * @return the combined final state hashes
     */
    @Benchmark
    public long hexbenchReplay() {
        long sum = 0;
        for (List<HistoryEntry> history : histories) {
            sum += new Replay(catalog, history).finish();
        }
        return sum;
    }
}
