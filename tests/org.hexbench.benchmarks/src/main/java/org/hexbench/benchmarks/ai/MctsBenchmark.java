package org.hexbench.benchmarks.ai;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.hexbench.ai.ComputerPlayer;
import org.hexbench.ai.GameView;
import org.hexbench.ai.PlayerRegistry;
import org.hexbench.ai.PlayerSpec;
import org.hexbench.ai.players.mcts.MctsPlayer;
import org.hexbench.ai.players.mcts.SearchSettings;
import org.hexbench.engine.command.Command;
import org.hexbench.engine.game.Game;
import org.hexbench.engine.game.TurnSystem;
import org.hexbench.engine.world.Catalog;
import org.hexbench.rules.engine.RuleBinding;
import org.hexbench.scenario.resource.ScenarioResources;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The {@code mcts} player on Riverford with its rule file (as {@code hexbench play} binds it), deciding for the
 * faction to act at the start of turn 10 of a random-player game (over 300 legal orders). {@link #iterations()}
 * reports iterations per second of whole decisions of 200 iterations (one tree per thread, on one and two threads),
 * the judging of every root order for its prior included; {@link #priorsOnly()} is the time of a decision of one
 * iteration, nearly all of it that judging, so (200 − 1) / (200 / iterations − priorsOnly) is the rate of the
 * iterations alone; {@link #defaultDecision()} the time of one decision with the default options (target: at most
 * 1 s on the 2-core build machine); {@link #seekerDecision()} one decision of Hexkit's Seeker on the same position,
 * side by side.
 */
@State(Scope.Benchmark)
@Warmup(iterations = 2, time = 3)
@Measurement(iterations = 4, time = 3)
@Fork(1)
public class MctsBenchmark {

    private static final int TURN = 10;
    private static final int ITERATIONS = 200;

    /** Threads searching: 1 (one tree), or 2 (two trees, one per thread). */
    @Param({"1", "2"})
    public int threads;

    private GameView view;

    /**
     * Plays a seeded random-player game on Riverford to the start of turn 10.
     *
     * @throws Exception if Riverford or its rule file cannot be loaded
     */
    @Setup(Level.Trial)
    public void prepare() throws Exception {
        Path dir = Path.of("").toAbsolutePath();
        while (dir != null && !Files.isDirectory(dir.resolve("examples/riverford"))) {
            dir = dir.getParent();
        }
        if (dir == null) {
            throw new IllegalStateException("examples/riverford not found");
        }
        Path file = dir.resolve("examples/riverford/riverford.hexscenario");
        Game game = new Game(new Catalog(ScenarioResources.load(file)), RuleBinding.rulesFor(file), 3);
        TurnSystem turns = TurnSystem.of(game, 60);
        var players = List.of(PlayerRegistry.create(PlayerSpec.parse("random"), 3, 0),
                PlayerRegistry.create(PlayerSpec.parse("random"), 3, 1));
        while (game.world().currentTurn() < TURN && turns.playNextTurn(players::get, () -> false) >= 0) {
            // random turns up to turn 10
        }
        turns.start();
        view = new GameView(turns, turns.actingFactions().get(0));
        System.out.println("# riverford at turn " + game.world().currentTurn() + ": " + view.legalOrders().size()
                + " legal orders for faction " + view.faction());
    }

    private MctsPlayer player(String options) {
        PlayerSpec spec = PlayerRegistry.complete(PlayerSpec.parse("mcts" + options));
        return new MctsPlayer(SearchSettings.of(spec.options()), 11);
    }

    /**
     * One search of 200 iterations ({@code threads} trees, one per thread); the score is iterations per second.
     *
     * @return the order chosen
     */
    @Benchmark
    @BenchmarkMode(Mode.Throughput)
    @OutputTimeUnit(TimeUnit.SECONDS)
    @OperationsPerInvocation(ITERATIONS)
    public Command iterations() {
        return player(":budget=" + ITERATIONS + ":trees=" + threads + ":threads=" + threads).nextOrder(view);
    }

    /**
     * One decision of a single iteration: the root orders judged for their priors, and one iteration.
     *
     * @return the order chosen
     */
    @Benchmark
    @BenchmarkMode(Mode.AverageTime)
    @OutputTimeUnit(TimeUnit.MILLISECONDS)
    public Command priorsOnly() {
        return player(":budget=1:trees=" + threads + ":threads=" + threads).nextOrder(view);
    }

    /**
     * One decision with the default options (and {@code threads} threads).
     *
     * @return the order chosen
     */
    @Benchmark
    @BenchmarkMode(Mode.AverageTime)
    @OutputTimeUnit(TimeUnit.MILLISECONDS)
    public Command defaultDecision() {
        return player(":threads=" + threads).nextOrder(view);
    }

    /**
     * One decision of Hexkit's Seeker on the same position, its turn begun first as the game does (Hexkit User's Guide
     * §9.8: computer players should appear to move instantaneously).
     *
     * @return the order chosen
     */
    @Benchmark
    @BenchmarkMode(Mode.AverageTime)
    @OutputTimeUnit(TimeUnit.MILLISECONDS)
    public Command seekerDecision() {
        ComputerPlayer seeker = PlayerRegistry.create(PlayerSpec.parse("seeker"), 11, view.faction()).player();
        seeker.beginTurn(view);
        return seeker.nextOrder(view);
    }
}
