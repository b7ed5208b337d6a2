package org.hexbench.ui.play.internal;

import org.eclipse.swt.widgets.Shell;
import org.hexbench.play.GameSession;

/** End Turn (Hexkit User's Guide §2.7.6 End Turn): ends the human faction's turn, or submits its directives in simultaneous turns. */
public final class EndTurnHandler extends SessionHandler {

    @Override
    protected String title() {
        return "End Turn";
    }

    @Override
    protected void run(GameSession session, Shell shell) {
        report(shell, session.endTurn());
    }
}
