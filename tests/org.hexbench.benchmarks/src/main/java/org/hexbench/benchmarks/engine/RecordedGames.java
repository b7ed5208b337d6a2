package org.hexbench.benchmarks.engine;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.hexbench.engine.game.Game;
import org.hexbench.engine.game.HistoryEntry;
import org.hexbench.engine.game.SequentialTurns;
import org.hexbench.engine.player.RandomPlayer;
import org.hexbench.engine.rules.DefaultRules;
import org.hexbench.engine.world.Catalog;
import org.hexbench.scenario.map.LayoutFormatException;
import org.hexbench.scenario.resource.ScenarioResources;

/** Random-player games on the Riverford example, shared by the engine benchmarks. */
final class RecordedGames {

    /** Turns per benchmark game. */
    static final int TURNS = 30;

    private RecordedGames() {
    }

    /**
     * Loads Riverford from the checkout (the benchmarks run from the repository root or a folder below it).
     *
     * @return the catalog
     * @throws IOException if the scenario cannot be loaded
     */
    static Catalog riverford() throws IOException {
        Path dir = Path.of("").toAbsolutePath();
        while (dir != null && !java.nio.file.Files.isDirectory(dir.resolve("examples/riverford"))) {
            dir = dir.getParent();
        }
        if (dir == null) {
            throw new IOException("examples/riverford not found above " + Path.of("").toAbsolutePath());
        }
        try {
            return new Catalog(ScenarioResources.load(dir.resolve("examples/riverford/riverford.hexscenario")));
        } catch (LayoutFormatException e) {
            throw new IOException(e);
        }
    }

    /**
     * Plays one random game from scratch.
     *
     * @param catalog the scenario
     * @param seed the game seed (players derive theirs)
     * @return the game
     */
    static Game play(Catalog catalog, long seed) {
        Game game = new Game(catalog, new DefaultRules(), seed);
        new SequentialTurns(game, TURNS).play(List.of(new RandomPlayer(seed * 31 + 1), new RandomPlayer(seed * 31 + 2)));
        return game;
    }

    /**
     * Records the histories of several games.
     *
     * @param catalog the scenario
     * @param seeds the seeds
     * @return one history per seed
     */
    static List<List<HistoryEntry>> record(Catalog catalog, long[] seeds) {
        List<List<HistoryEntry>> result = new ArrayList<>();
        for (long seed : seeds) {
            result.add(play(catalog, seed).history().entries());
        }
        return result;
    }
}
