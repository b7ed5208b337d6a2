package org.hexbench.engine.tests;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;

import java.util.ArrayList;
import java.util.List;
import org.hexbench.engine.game.Game;
import org.hexbench.engine.game.TurnSystem;
import org.hexbench.engine.player.Player;
import org.hexbench.engine.player.RandomPlayer;
import org.hexbench.scenario.Scenario;
import org.hexbench.scenario.map.LayoutFormatException;
import org.hexbench.scenario.resource.ScenarioResources;

/** Loads shipped example scenarios and starts games on them for the engine's test fixtures. */
final class ExampleGames {

    private ExampleGames() {
    }

    /** Loads a scenario file, failing the test on a read error. */
    static Scenario load(Path file) {
        try {
            return ScenarioResources.load(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Plays a game with a random player per faction through the scenario's turn system until play finishes.
     *
     * @param game the game
     * @param turnLimit the turn limit, 0 for none
     * @param seed the seed of the random players (faction f plays with seed * 31 + f + 1)
     * @return the game
     */
    static Game playRandom(Game game, int turnLimit, long seed) {
        List<Player> players = new ArrayList<>();
        for (int f = 0; f < game.world().factionCount(); f++) {
            players.add(new RandomPlayer(seed * 31 + f + 1));
        }
        TurnSystem.of(game, turnLimit).play(players);
        return game;
    }

    /** Starts a game with Hexkit's default rules, failing the test on a malformed map. */
    static Game start(Scenario scenario, long seed) {
        try {
            return Game.start(scenario, seed);
        } catch (LayoutFormatException e) {
            throw new IllegalStateException(e);
        }
    }
}
