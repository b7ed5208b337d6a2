package org.hexbench.ai.tests;

import java.nio.file.Path;
import org.hexbench.ai.tournament.GameSource;
import org.hexbench.engine.game.Game;
import org.hexbench.engine.world.Catalog;
import org.hexbench.rules.engine.RuleBinding;
import org.hexbench.scenario.resource.ScenarioResources;
import org.hexbench.testdata.Checkout;

/** The shipped examples as games with their rule files bound, as {@code hexbench play} binds them. */
final class Examples {

    private Examples() {
    }

    /** @return the scenario file of a shipped example, e.g. {@code riverford} */
    static Path scenario(String name) {
        return Checkout.example(name).resolve(name + ".hexscenario");
    }

    /** @return a game source for one thread: the scenario read and its rules bound once, a new game per seed */
    static GameSource source(String name) {
        Path file = scenario(name);
        try {
            Catalog catalog = new Catalog(ScenarioResources.load(file));
            var rules = RuleBinding.rulesFor(file);
            return new GameSource() {
                @Override
                public Game newGame(long seed) {
                    return new Game(catalog, rules, seed);
                }

                @Override
                public Path scenarioFile() {
                    return file;
                }
            };
        } catch (Exception e) {
            throw new IllegalStateException(file + ": " + e.getMessage(), e);
        }
    }
}
