package org.hexbench.benchmarks.rules;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.hexbench.engine.game.Game;
import org.hexbench.engine.game.SequentialTurns;
import org.hexbench.engine.player.RandomPlayer;
import org.hexbench.engine.rules.Rules;
import org.hexbench.engine.world.Catalog;
import org.hexbench.engine.world.StateHash;
import org.hexbench.rules.engine.RuleBinding;
import org.hexbench.rules.engine.RuleFileException;
import org.hexbench.scenario.map.LayoutFormatException;
import org.hexbench.scenario.resource.ScenarioResources;
import org.hexbench.testdata.Checkout;
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
 * Whole HexTC2 games with the rule file (examples/hextc2/hextc2.hbrules, compiled by the engine binding)
 * versus the same rules written by hand in Java ({@link JavaHexTc2Rules}); target: the rule file at most 3×
 * slower. Both play the same eight seeded games of two random players to their winners through the same engine
 * (commands, finder, instructions); setup checks that each pair ends in the same state hash, so both sides do the
 * same work.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 5, time = 2)
@Measurement(iterations = 10, time = 2)
@Fork(1)
public class HexTc2GameBenchmark {

    private static final long[] SEEDS = {1, 2, 3, 4, 5, 6, 7, 8};

    /** Turns after which a game counts as stuck (setup fails then). */
    private static final int TURN_LIMIT = 1_000;

    private Catalog catalog;
    private Rules scripted;
    private Rules java;

    /**
     * Loads the scenario and both rule sets and checks that they play the seeded games identically.
     *
     * @throws IOException if the example cannot be read
     * @throws RuleFileException if its rule file has errors
     * @throws LayoutFormatException if its map is malformed
     */
    @Setup(Level.Trial)
    public void load() throws IOException, RuleFileException, LayoutFormatException {
        Path scenario = Checkout.example("hextc2").resolve("hextc2.hexscenario");
        catalog = new Catalog(ScenarioResources.load(scenario));
        scripted = RuleBinding.rulesFor(scenario);
        java = new JavaHexTc2Rules(catalog);
        int turns = 0;
        for (long seed : SEEDS) {
            Game a = play(scripted, seed);
            Game b = play(java, seed);
            if (!a.world().isGameOver() || !a.stateHash().equals(b.stateHash())) {
                throw new IllegalStateException("seed " + seed + ": rule file " + a.stateHash() + " (over: "
                        + a.world().isGameOver() + "), Java " + b.stateHash());
            }
            turns += a.world().currentTurn() + 1;
        }
        System.out.println("# " + SEEDS.length + " HexTC2 games to a winner, " + turns + " turns in all");
    }

    private Game play(Rules rules, long seed) {
        Game game = new Game(catalog, rules, seed);
        new SequentialTurns(game, TURN_LIMIT).play(List.of(new RandomPlayer(seed * 1_000_003L),
                new RandomPlayer(seed * 1_000_003L + 1)));
        return game;
    }

    /**
     * Ours: the games played by the compiled rule file.
     *
     * @return the combined final state hashes
     */
    @Benchmark
    public long hexbenchGames() {
        long sum = 0;
        for (long seed : SEEDS) {
            sum += StateHash.of(play(scripted, seed).world());
        }
        return sum;
    }

    /**
     * The baseline: the same games played by hand-written Java rules.
     *
     * @return the combined final state hashes
     */
    @Benchmark
    public long javaGames() {
        long sum = 0;
        for (long seed : SEEDS) {
            sum += StateHash.of(play(java, seed).world());
        }
        return sum;
    }
}
