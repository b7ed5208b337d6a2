package org.hexbench.ui.play;

/** A view of the Play perspective: The live map of the game. */
public final class GameMapView extends GameView {

    @Override
    protected String purpose() {
        return "The live map of the game appears here once you play a scenario.";
    }
}
