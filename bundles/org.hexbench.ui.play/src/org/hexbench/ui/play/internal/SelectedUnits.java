package org.hexbench.ui.play.internal;

import java.util.List;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.widgets.Shell;
import org.hexbench.ui.play.CurrentGame;
import org.hexbench.play.MapInteraction;

/** The units selected on the map, for commands that act on them (Destroy, Rename). */
final class SelectedUnits {

    private SelectedUnits() {
    }

    /**
     * @param shell the shell for the hint
     * @param title the command's title
     * @return the selected units, or empty after telling the person to select some
     */
    static List<Integer> of(Shell shell, String title) {
        MapInteraction interaction = CurrentGame.interaction();
        List<Integer> units = interaction == null ? List.of() : interaction.selectedUnits();
        if (units.isEmpty()) {
            MessageDialog.openInformation(shell, title, "Select a site with your units on the Game Map first.");
        }
        return units;
    }

    /**
     * @param session the game
     * @param units unit ids
     * @return the units in words, e.g. "Cavalry (12), Infantry (14)"
     */
    static String words(org.hexbench.play.GameSession session, List<Integer> units) {
        return session.read(g -> org.hexbench.play.CommandText.names(units,
                org.hexbench.play.CommandText.current(g.world()))).orElse(units.size() + " units");
    }
}
