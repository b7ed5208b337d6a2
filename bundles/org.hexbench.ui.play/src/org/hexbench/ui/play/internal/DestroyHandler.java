package org.hexbench.ui.play.internal;

import java.util.List;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.widgets.Shell;
import org.hexbench.engine.command.Destroy;
import org.hexbench.ui.play.CurrentGame;
import org.hexbench.play.GameSession;

/** Destroy (Hexkit User's Guide §2.7.5 Destroy Entities, §7.4.5 Destroy Command): destroys the units selected on the map, after a confirmation. */
public final class DestroyHandler extends SessionHandler {

    @Override
    protected String title() {
        return "Destroy";
    }

    @Override
    protected void run(GameSession session, Shell shell) {
        List<Integer> units = SelectedUnits.of(shell, title());
        if (!units.isEmpty() && MessageDialog.openConfirm(shell, title(), "Destroy " + SelectedUnits.words(session, units) + "?")) {
            report(shell, session.execute(new Destroy(units)));
            CurrentGame.interaction().select(CurrentGame.interaction().selectedSite());
        }
    }
}
