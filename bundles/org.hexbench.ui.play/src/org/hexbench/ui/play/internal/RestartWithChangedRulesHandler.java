package org.hexbench.ui.play.internal;

import org.eclipse.swt.widgets.Shell;
import org.hexbench.play.GameSession;

/**
 * Restart with changed rules: after editing the rule file (or the scenario), issues the game's recorded
 * commands again under the saved edits and shows the new outcome beside the old.
 */
public final class RestartWithChangedRulesHandler extends SessionHandler {

    @Override
    protected String title() {
        return "Restart with Changed Rules";
    }

    @Override
    protected void run(GameSession session, Shell shell) {
        GameRestart.restart(shell, session);
    }
}
