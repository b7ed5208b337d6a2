package org.hexbench.ui.play.internal;

import org.eclipse.swt.widgets.Shell;
import org.hexbench.play.GameSession;

/** Lets stopped computer players (or those of a loaded or restarted game) move on. */
public final class ResumeComputersHandler extends SessionHandler {

    @Override
    protected String title() {
        return "Resume Computer Players";
    }

    @Override
    protected void run(GameSession session, Shell shell) {
        session.resumeComputers();
    }
}
