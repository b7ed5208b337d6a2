package org.hexbench.benchmarks.ai;

import java.io.IOException;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.hexbench.ai.PlayerRegistry;
import org.hexbench.ai.PlayerSpec;
import org.hexbench.engine.forward.ForwardModel;
import org.hexbench.engine.game.Game;
import org.hexbench.engine.game.HistoryEntry;
import org.hexbench.engine.game.Replay;
import org.hexbench.engine.game.TurnSystem;
import org.hexbench.engine.rules.DefaultRules;
import org.hexbench.engine.world.Catalog;
import org.hexbench.engine.world.StateHash;
import org.hexbench.engine.world.WorldState;
import org.hexbench.scenario.map.LayoutFormatException;
import org.hexbench.scenario.resource.ScenarioResources;
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
 * The forward model on Riverford at turn 30 of a random-player game (target: copying at least 20× faster than
 * rebuilding the state by replay). {@link #replayToTurn30()} is the baseline: it rebuilds the world from the
 * scenario by replaying the recorded programs (no rules run). {@link #forwardCopy()} copies the game with its turn
 * system's state ({@link ForwardModel#of}). {@link #copyAndPlayTurn30()} copies and then issues the game's recorded
 * commands of turn 30 again on the copy, through the rules: its time minus the copy's, divided by the commands,
 * is the time of one command application. Setup checks that copy and replay hash as the game.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class ForwardModelBenchmark {

    private static final int TURN = 30;

    private Catalog catalog;
    private TurnSystem atTurn30;
    private List<HistoryEntry> upToTurn30;
    private List<HistoryEntry> turn30;

    /**
     * Plays a random game past turn 30, and rebuilds its state at the start of turn 30 by issuing its commands again.
     *
     * @throws IOException if Riverford cannot be loaded
     */
    @Setup(Level.Trial)
    public void prepare() throws IOException {
        catalog = riverford();
        Game played = new Game(catalog, new DefaultRules(), 3);
        TurnSystem.of(played, TURN + 2).play(List.of(PlayerRegistry.create(PlayerSpec.parse("random"), 3, 0),
                PlayerRegistry.create(PlayerSpec.parse("random"), 3, 1)));
        List<HistoryEntry> all = played.history().entries();
        upToTurn30 = all.stream().filter(e -> e.turn() < TURN).toList();
        turn30 = all.stream().filter(e -> e.turn() == TURN && !e.queued()).toList();
        Game game = new Game(catalog, new DefaultRules(), 3);
        atTurn30 = TurnSystem.of(game, TURN + 2);
        for (HistoryEntry e : upToTurn30) {
            if (!e.queued() && atTurn30.reissue(e) != null) {
                throw new IllegalStateException("entry " + e.command() + " does not reissue");
            }
        }
        String replayed = StateHash.hex(new Replay(catalog, upToTurn30).finish());
        if (!replayed.equals(game.stateHash()) || !ForwardModel.of(atTurn30).game().stateHash().equals(replayed)) {
            throw new IllegalStateException("copy, replay and game disagree at turn " + TURN);
        }
        System.out.println("# riverford at turn " + TURN + ": " + upToTurn30.size() + " entries before, "
                + turn30.size() + " commands in turn " + TURN + ", " + game.world().entities().size() + " entities");
    }

    static Catalog riverford() throws IOException {
        java.nio.file.Path dir = java.nio.file.Path.of("").toAbsolutePath();
        while (dir != null && !java.nio.file.Files.isDirectory(dir.resolve("examples/riverford"))) {
            dir = dir.getParent();
        }
        if (dir == null) {
            throw new IOException("examples/riverford not found");
        }
        try {
            return new Catalog(ScenarioResources.load(dir.resolve("examples/riverford/riverford.hexscenario")));
        } catch (LayoutFormatException e) {
            throw new IOException(e);
        }
    }

    /**
     * The baseline: rebuilds the state at turn 30 by replaying the history (without hashing it, which the copy does
     * not do either).
     *
     * @return the rebuilt state
     */
    @Benchmark
    public WorldState replayToTurn30() {
        Replay replay = new Replay(catalog, upToTurn30);
        while (replay.hasNext()) {
            replay.step();
        }
        return replay.world();
    }

    /**
     * Ours: copies the game at turn 30 with its turn system's state.
     *
     * @return the copy
     */
    @Benchmark
    public ForwardModel forwardCopy() {
        return ForwardModel.of(atTurn30);
    }

    /**
     * Copies the game at turn 30 and issues turn 30's commands on the copy.
     *
     * @return the copy's world's entity count
     */
    @Benchmark
    public int copyAndPlayTurn30() {
        ForwardModel copy = ForwardModel.of(atTurn30);
        for (HistoryEntry e : turn30) {
            copy.turns().reissue(e);
        }
        return copy.world().nextEntityId();
    }
}
