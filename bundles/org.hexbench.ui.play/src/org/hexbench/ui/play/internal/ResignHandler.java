package org.hexbench.ui.play.internal;

import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.widgets.Shell;
import org.hexbench.engine.command.Resign;
import org.hexbench.play.GameSession;

/** Resign (Hexkit User's Guide §2.7.10 Resign Game): after a confirmation the human faction resigns; it leaves the game at End Turn. */
public final class ResignHandler extends SessionHandler {

    @Override
    protected String title() {
        return "Resign";
    }

    @Override
    protected void run(GameSession session, Shell shell) {
        int faction = humanFaction(shell, session);
        if (faction >= 0 && MessageDialog.openConfirm(shell, title(), "Resign "
                + session.read(g -> g.world().faction(faction).name()).orElse("the faction") + "? It leaves the game"
                + " at the end of its turn.")) {
            report(shell, session.execute(new Resign()));
        }
    }
}
