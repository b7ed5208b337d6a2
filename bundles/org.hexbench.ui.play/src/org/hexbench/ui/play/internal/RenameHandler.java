package org.hexbench.ui.play.internal;

import java.util.List;
import org.eclipse.jface.dialogs.InputDialog;
import org.eclipse.jface.window.Window;
import org.eclipse.swt.widgets.Shell;
import org.hexbench.engine.command.Rename;
import org.hexbench.play.GameSession;

/** Rename (Hexkit User's Guide §2.7.9 Rename Entities, §7.4.9 Rename Command): gives the units selected on the map a new name. */
public final class RenameHandler extends SessionHandler {

    @Override
    protected String title() {
        return "Rename";
    }

    @Override
    protected void run(GameSession session, Shell shell) {
        List<Integer> units = SelectedUnits.of(shell, title());
        if (units.isEmpty()) {
            return;
        }
        InputDialog dialog = new InputDialog(shell, title(), "New name for " + SelectedUnits.words(session, units) + ":", "",
                text -> text.isBlank() ? "The name must not be empty." : null);
        if (dialog.open() == Window.OK) {
            report(shell, session.execute(new Rename(units, dialog.getValue().strip())));
        }
    }
}
