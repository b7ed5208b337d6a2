package org.hexbench.engine.tests;

import java.nio.file.Path;
import org.hexbench.engine.game.Game;
import org.hexbench.scenario.Scenario;
import org.hexbench.testdata.Checkout;

/**
 * Test fixture: the Riverford Crossing example (12×8 hexagons, simultaneous turns of 3 segments, Riverford's rule
 * set by reference). Red ("West") stands on (2,3) and (2,4), blue ("East") on (9,3) and (9,4).
 */
final class RiverfordSimultaneous {

    static final int WIDTH = 12;

    private RiverfordSimultaneous() {
    }

    static Path file() {
        return Checkout.example("riverford-simultaneous").resolve("riverford-simultaneous.hexscenario");
    }

    static Scenario scenario() {
        return ExampleGames.load(file());
    }

    static Game game(long seed) {
        return ExampleGames.start(scenario(), seed);
    }

    static int site(int x, int y) {
        return y * WIDTH + x;
    }
}
