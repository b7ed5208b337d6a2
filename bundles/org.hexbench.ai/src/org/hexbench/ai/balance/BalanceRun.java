package org.hexbench.ai.balance;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;
import org.hexbench.ai.PlayerRegistry;
import org.hexbench.ai.tournament.GameSource;
import org.hexbench.engine.game.Game;
import org.hexbench.engine.game.TurnSystem;
import org.hexbench.engine.player.Player;
import org.hexbench.engine.world.WorldState;

/**
 * Plays a balance report's self-play games: each faction played by its chosen computer player, every game on a
 * game of its own with players of its own, seeded from the settings' seed and the game's index. Games run on the
 * settings' threads, each thread with its own {@link GameSource} (rules serve one game at a time). Asked to stop,
 * the run stops every game in play between two orders, drops those unfinished games and starts no more: the report
 * holds the games finished until then.
 */
public final class BalanceRun {

    /** Hears of every finished game, on the thread that played it. */
    @FunctionalInterface
    public interface Progress {

        /**
         * @param game the finished game
         * @param done games finished so far
         * @param total games to play
         */
        void finished(BalanceGame game, int done, int total);
    }

    private BalanceRun() {
    }

    /**
     * Plays the games.
     *
     * @param settings the players, games, seed, turn limit and threads
     * @param definitions what identifies the definitions the games are played by (see {@link BalanceReport})
     * @param sources makes each thread's game source (called once per thread that plays)
     * @param progress hears of each finished game
     * @param stop says when to stop (checked before each game and between two orders)
     * @return the report of the finished games
     * @throws IllegalArgumentException if the scenario's factions do not match the players
     * @throws InterruptedException if interrupted while waiting for the games
     */
    public static BalanceReport play(BalanceSettings settings, String definitions, Supplier<GameSource> sources,
            Progress progress, BooleanSupplier stop) throws InterruptedException {
        var tournament = settings.tournament();
        ThreadLocal<GameSource> source = ThreadLocal.withInitial(sources);
        AtomicInteger next = new AtomicInteger();
        AtomicInteger done = new AtomicInteger();
        AtomicReference<List<String>> factions = new AtomicReference<>();
        AtomicReference<String> scenario = new AtomicReference<>("");
        ConcurrentLinkedQueue<BalanceGame> finished = new ConcurrentLinkedQueue<>();
        ExecutorService executor = Executors.newFixedThreadPool(settings.threads(), r -> {
            Thread t = new Thread(r, "balance game");
            t.setDaemon(true);
            return t;
        });
        List<Future<?>> workers = new ArrayList<>();
        try {
            for (int t = 0; t < settings.threads(); t++) {
                workers.add(executor.submit(() -> {
                    for (int g = next.getAndIncrement(); g < settings.games() && !stop.getAsBoolean();
                            g = next.getAndIncrement()) {
                        GameSource s = source.get();
                        scenario.set(s.scenarioFile().getFileName().toString());
                        BalanceGame game = playGame(settings, s, g, tournament.gameSeed(0, g), factions, stop);
                        if (game != null) {
                            finished.add(game);
                            progress.finished(game, done.incrementAndGet(), settings.games());
                        }
                    }
                }));
            }
            for (Future<?> w : workers) {
                try {
                    w.get();
                } catch (ExecutionException e) {
                    if (e.getCause() instanceof RuntimeException re) {
                        throw re;
                    }
                    throw new IllegalStateException(e.getCause());
                }
            }
        } finally {
            executor.shutdownNow();
        }
        List<String> names = factions.get() != null ? factions.get()
                : settings.players().stream().map(p -> "").toList();
        return new BalanceReport(scenario.get(), definitions, settings, names, new ArrayList<>(finished),
                finished.size() < settings.games());
    }

    /** Plays one game to its end; {@code null} when it was stopped before. */
    private static BalanceGame playGame(BalanceSettings settings, GameSource source, int index, long seed,
            AtomicReference<List<String>> factions, BooleanSupplier stop) {
        Game game = source.newGame(seed);
        WorldState world = game.world();
        if (world.factionCount() != settings.players().size()) {
            throw new IllegalArgumentException(source.scenarioFile().getFileName() + " has " + world.factionCount()
                    + " factions but " + settings.players().size() + " players were chosen");
        }
        List<String> names = new ArrayList<>();
        List<Player> players = new ArrayList<>();
        for (int f = 0; f < world.factionCount(); f++) {
            names.add(world.faction(f).name());
            players.add(PlayerRegistry.create(settings.players().get(f), seed, f));
        }
        factions.compareAndSet(null, List.copyOf(names));
        TurnSystem turns = TurnSystem.of(game, settings.turnLimit());
        String failure = null;
        int first = -1;
        try {
            turns.start();
            List<Integer> acting = turns.actingFactions();
            first = acting.size() == 1 ? acting.get(0) : -1;
            while (turns.playNextTurn(players::get, stop) >= 0) {
                if (stop.getAsBoolean()) {
                    return null;
                }
            }
        } catch (RuntimeException e) {
            failure = e.getClass().getSimpleName() + ": " + e.getMessage();
        }
        int turnLimit = settings.turnLimit();
        world = game.world();
        int turnsPlayed = Math.min(world.isGameOver() ? world.currentTurn() + 1 : world.currentTurn(), turnLimit);
        return new BalanceGame(index, seed, failure == null ? world.winningFaction() : -1, first, turnsPlayed,
                game.history().size(), game.stateHash(), failure,
                StrengthLedger.of(game.catalog(), game.history().entries()));
    }
}
