package org.hexbench.ui.play.internal;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.handlers.HandlerUtil;
import org.hexbench.ui.play.CurrentGame;
import org.hexbench.play.GameSession;
import org.hexbench.play.Reply;
import org.hexbench.play.SessionStatus;

/**
 * Base of the handlers that act on the current game (Build, Place, Destroy, Rename, Resign, End Turn, computer
 * players, save, restart): without a game it says how to start one; a rejected command shows the engine's reason.
 */
abstract class SessionHandler extends AbstractHandler {

    @Override
    public final Object execute(ExecutionEvent event) {
        Shell shell = HandlerUtil.getActiveShell(event);
        if (shell == null) {
            shell = PlatformUI.getWorkbench().getDisplay().getActiveShell();
        }
        GameSession session = CurrentGame.session();
        if (session == null || session.status() == SessionStatus.CLOSED) {
            MessageDialog.openInformation(shell, title(), "No game is running: choose Play on a scenario first.");
            return null;
        }
        run(session, shell);
        return null;
    }

    /** @return the title of this handler's dialogs */
    protected abstract String title();

    /**
     * Acts on the current game.
     *
     * @param session the current session
     * @param shell the shell for dialogs
     */
    protected abstract void run(GameSession session, Shell shell);

    /**
     * Shows a rejection with the engine's reason (accepted replies speak for themselves in the views).
     *
     * @param shell the shell
     * @param reply the session's reply
     */
    protected final void report(Shell shell, Reply reply) {
        if (!reply.accepted()) {
            MessageDialog.openInformation(shell, title(), "Rejected: " + reply.message());
        }
    }

    /**
     * @param shell the shell
     * @param session the session
     * @return the faction a person moves now, or -1 after telling the person that no human is to move
     */
    protected final int humanFaction(Shell shell, GameSession session) {
        int faction = session.humanFaction();
        if (faction < 0) {
            MessageDialog.openInformation(shell, title(), "No human player is to move now (" + session.status().text() + ").");
        }
        return faction;
    }
}
