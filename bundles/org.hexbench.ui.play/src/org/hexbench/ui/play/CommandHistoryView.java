package org.hexbench.ui.play;

/** A view of the Play perspective: Every command of the game, with its instruction program,. */
public final class CommandHistoryView extends GameView {

    @Override
    protected String purpose() {
        return "Every command of the game, with its instruction program, appears here.";
    }
}
