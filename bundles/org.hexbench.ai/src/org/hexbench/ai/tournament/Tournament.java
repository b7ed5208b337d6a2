package org.hexbench.ai.tournament;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.hexbench.ai.PlayerRegistry;
import org.hexbench.ai.PlayerSpec;
import org.hexbench.engine.game.Game;
import org.hexbench.engine.game.SavedGame;
import org.hexbench.engine.game.TurnSystem;
import org.hexbench.engine.player.Player;
import org.hexbench.engine.world.WorldState;

/**
 * A round robin between computer players on a two-faction scenario: every pair of entrants plays {@code games}
 * games, alternating seats (even games: the pair's first entrant plays the first faction; odd games: the second
 * does). Each game's seed is derived from the tournament's seed, the pairing and the game's index alone, and each
 * game runs on a game of its own with players of its own, so the records are the same whatever the number of
 * threads and whichever thread plays a game; they are collected in pairing and game order.
 *
 * @param entrants the players, as {@link PlayerSpec#parse} reads them; the same player may enter twice
 * @param games games per pairing (at least 1)
 * @param seed the tournament's seed
 * @param threads threads playing games at once (at least 1)
 * @param turnLimit turns per game at most (at least 1)
 * @param saveFolder a folder to save every game in, or {@code null}
 */
public record Tournament(List<PlayerSpec> entrants, int games, long seed, int threads, int turnLimit,
        Path saveFolder) {

    /**
     * Checks the settings and every entrant against the registry.
     *
     * @param entrants the players
     * @param games games per pairing
     * @param seed the seed
     * @param threads threads
     * @param turnLimit the turn limit
     * @param saveFolder the save folder, or {@code null}
     * @throws IllegalArgumentException naming what is wrong
     */
    public Tournament {
        entrants = List.copyOf(entrants);
        if (entrants.size() < 2) {
            throw new IllegalArgumentException("a tournament needs at least two players, " + entrants.size() + " given");
        }
        if (games < 1 || threads < 1 || turnLimit < 1) {
            throw new IllegalArgumentException("games, threads and turns must be positive");
        }
        for (PlayerSpec e : entrants) {
            PlayerRegistry.complete(e);
        }
    }

    /** @return the pairings as pairs of entrant indexes, in the order they are played */
    public List<int[]> pairings() {
        List<int[]> pairs = new ArrayList<>();
        for (int a = 0; a < entrants.size(); a++) {
            for (int b = a + 1; b < entrants.size(); b++) {
                pairs.add(new int[] {a, b});
            }
        }
        return pairs;
    }

    /**
     * @return the entrants' names as the report shows them: the player's words, with {@code #2}, {@code #3} … when the
     *         same words enter more than once
     */
    public List<String> names() {
        List<String> names = new ArrayList<>();
        Map<String, Integer> seen = new LinkedHashMap<>();
        for (PlayerSpec e : entrants) {
            int n = seen.merge(e.toString(), 1, Integer::sum);
            names.add(n == 1 ? e.toString() : e + "#" + n);
        }
        return names;
    }

    /**
     * The seed of one game: SplitMix64's finalizer over the tournament's seed, the pairing and the game's index.
     *
     * @param pairing the pairing's index
     * @param game the game's index within it
     * @return the game's seed
     */
    public long gameSeed(int pairing, int game) {
        long z = seed + 0x9e3779b97f4a7c15L * (1 + ((long) pairing << 32 | game));
        z = (z ^ (z >>> 30)) * 0xbf58476d1ce4e5b9L;
        z = (z ^ (z >>> 27)) * 0x94d049bb133111ebL;
        return (z ^ (z >>> 31)) & Long.MAX_VALUE;
    }

    /**
     * Plays the tournament.
     *
     * @param sources makes each thread's game source (called once per thread that plays)
     * @param progress told "games done/total" as games finish (in any order)
     * @return the result, games in pairing and game order
     * @throws IllegalArgumentException if the scenario does not have exactly two factions
     * @throws IOException if a game cannot be saved
     * @throws InterruptedException if interrupted while waiting for the games
     */
    public TournamentResult play(Supplier<GameSource> sources, Consumer<String> progress)
            throws IOException, InterruptedException {
        List<int[]> pairs = pairings();
        int total = pairs.size() * games;
        if (saveFolder != null) {
            Files.createDirectories(saveFolder);
        }
        ThreadLocal<GameSource> source = ThreadLocal.withInitial(sources);
        AtomicInteger done = new AtomicInteger();
        ExecutorService executor = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "tournament game");
            t.setDaemon(true);
            return t;
        });
        List<Future<GameRecord>> futures = new ArrayList<>();
        try {
            for (int p = 0; p < pairs.size(); p++) {
                for (int g = 0; g < games; g++) {
                    int pairing = p;
                    int game = g;
                    futures.add(executor.submit(() -> {
                        GameRecord record = playGame(source.get(), pairs.get(pairing), pairing, game);
                        progress.accept("games " + done.incrementAndGet() + "/" + total);
                        return record;
                    }));
                }
            }
            List<GameRecord> records = new ArrayList<>(total);
            for (Future<GameRecord> f : futures) {
                try {
                    records.add(f.get());
                } catch (ExecutionException e) {
                    Throwable cause = e.getCause();
                    if (cause instanceof IOException io) {
                        throw io;
                    }
                    if (cause instanceof RuntimeException re) {
                        throw re;
                    }
                    throw new IllegalStateException(cause);
                }
            }
            return new TournamentResult(this, records);
        } finally {
            executor.shutdownNow();
        }
    }

    private GameRecord playGame(GameSource source, int[] pair, int pairing, int game) throws IOException {
        long gameSeed = gameSeed(pairing, game);
        Game g = source.newGame(gameSeed);
        if (g.world().factionCount() != 2) {
            throw new IllegalArgumentException(source.scenarioFile() + " has " + g.world().factionCount()
                    + " factions; a tournament needs a scenario of two");
        }
        int first = game % 2 == 0 ? pair[0] : pair[1];
        int second = first == pair[0] ? pair[1] : pair[0];
        List<Player> players = List.of(PlayerRegistry.create(entrants.get(first), gameSeed, 0),
                PlayerRegistry.create(entrants.get(second), gameSeed, 1));
        TurnSystem turns = TurnSystem.of(g, turnLimit);
        String failure = null;
        try {
            turns.play(players);
        } catch (RuntimeException e) {
            failure = e.getClass().getSimpleName() + ": " + e.getMessage();
        }
        WorldState world = g.world();
        int turnsPlayed = Math.min(world.isGameOver() ? world.currentTurn() + 1 : world.currentTurn(), turnLimit);
        if (saveFolder != null) {
            Path file = saveFolder.resolve(saveName(pairing, game));
            Map<String, String> settings = new LinkedHashMap<>();
            settings.put("seed", Long.toString(gameSeed));
            settings.put("players", entrants.get(first) + "," + entrants.get(second));
            settings.put("turns", Integer.toString(turnLimit));
            settings.put("pause", "0");
            SavedGame.of(g, source.scenarioFile(), file, settings).write(file);
        }
        return new GameRecord(pairing, game, gameSeed, first, second, world.winningFaction(), turnsPlayed,
                g.history().size(), g.stateHash(), failure);
    }

    /**
     * @param pairing a pairing's index
     * @param game a game's index within it
     * @return the file name its save gets in the save folder, e.g. {@code pairing-0-game-3.hbsave}
     */
    public static String saveName(int pairing, int game) {
        return "pairing-" + pairing + "-game-" + game + ".hbsave";
    }
}
