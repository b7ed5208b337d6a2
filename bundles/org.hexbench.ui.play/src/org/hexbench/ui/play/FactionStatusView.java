package org.hexbench.ui.play;

/** A view of the Play perspective: Resources, units and conditions of each faction. */
public final class FactionStatusView extends GameView {

    @Override
    protected String purpose() {
        return "Resources, units and conditions of each faction appear here during a game.";
    }
}
