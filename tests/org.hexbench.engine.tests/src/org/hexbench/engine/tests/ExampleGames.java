package org.hexbench.engine.tests;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;

import org.hexbench.engine.game.Game;
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

    /** Starts a game with Hexkit's default rules, failing the test on a malformed map. */
    static Game start(Scenario scenario, long seed) {
        try {
            return Game.start(scenario, seed);
        } catch (LayoutFormatException e) {
            throw new IllegalStateException(e);
        }
    }
}
