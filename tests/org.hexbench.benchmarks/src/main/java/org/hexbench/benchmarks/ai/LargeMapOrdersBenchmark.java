package org.hexbench.benchmarks.ai;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.hexbench.ai.PlayerRegistry;
import org.hexbench.ai.PlayerSpec;
import org.hexbench.engine.game.Game;
import org.hexbench.engine.game.HistoryEntry;
import org.hexbench.engine.game.TurnSystem;
import org.hexbench.engine.rules.DefaultRules;
import org.hexbench.engine.world.Catalog;
import org.hexbench.testdata.RandomScenario;
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
 * Command applications on the generated 1000×1000 map the scenario benchmarks use (1,000,000 sites): the first two
 * faction turns of a random-player game are recorded once; each iteration builds the game afresh (not measured) and
 * {@link #issueRecordedCommands()} issues the recorded commands again through the default rules, once. Time divided
 * by the commands (printed by setup) is the time of one application.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 2)
@Measurement(iterations = 5)
@Fork(value = 1, jvmArgs = "-Xmx3g")
public class LargeMapOrdersBenchmark {

    private Catalog catalog;
    private List<HistoryEntry> commands;
    private TurnSystem fresh;

    /**
     * Generates the map and records the commands.
     *
     * @throws Exception if the scenario cannot be built
     */
    @Setup(Level.Trial)
    public void record() throws Exception {
        catalog = new Catalog(RandomScenario.create(1, 1000, 1000));
        Game game = new Game(catalog, new DefaultRules(), 5);
        TurnSystem turns = TurnSystem.of(game, 0);
        var players = List.of(PlayerRegistry.create(PlayerSpec.parse("random"), 5, 0),
                PlayerRegistry.create(PlayerSpec.parse("random"), 5, 1));
        for (int i = 0; i < Math.min(2, catalog.factions().size()); i++) {
            turns.playNextTurn(f -> f < players.size() ? players.get(f) : null, () -> false);
        }
        commands = new ArrayList<>(game.history().entries().stream().filter(e -> !e.queued()).toList());
        System.out.println("# 1000x1000: " + commands.size() + " commands recorded, " + game.world().entities().size()
                + " entities");
    }

    /** Builds the game at its start (not measured). */
    @Setup(Level.Iteration)
    public void build() {
        fresh = TurnSystem.of(new Game(catalog, new DefaultRules(), 5), 0);
    }

    /**
     * Issues the recorded commands again.
     *
     * @return the history size
     */
    @Benchmark
    public int issueRecordedCommands() {
        for (HistoryEntry e : commands) {
            String refused = fresh.reissue(e);
            if (refused != null) {
                throw new IllegalStateException(e.command() + ": " + refused);
            }
        }
        return fresh.game().history().size();
    }
}
