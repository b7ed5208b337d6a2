package org.hexbench.ui.play;

/** A view of the Play perspective: Messages and events of the game. */
public final class MessageLogView extends GameView {

    @Override
    protected String purpose() {
        return "Messages and events of the game appear here.";
    }
}
