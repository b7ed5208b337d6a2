package org.hexbench.ui.play.internal;

import org.eclipse.swt.widgets.Shell;
import org.hexbench.play.GameSession;

/** Cancels the computer players' job after the turn it is playing (the game stays as it is). */
public final class StopComputersHandler extends SessionHandler {

    @Override
    protected String title() {
        return "Stop Computer Players";
    }

    @Override
    protected void run(GameSession session, Shell shell) {
        session.stopComputers();
    }
}
