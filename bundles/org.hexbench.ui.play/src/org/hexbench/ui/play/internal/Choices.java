package org.hexbench.ui.play.internal;

import java.util.ArrayList;
import java.util.List;
import org.eclipse.jface.viewers.LabelProvider;
import org.eclipse.jface.window.Window;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.dialogs.ElementListSelectionDialog;

/** Lets a person pick one or more {@link Choice}s in the workbench's filtered list dialog. */
final class Choices {

    private Choices() {
    }

    /**
     * @param shell the parent shell
     * @param title the dialog title
     * @param message what to pick
     * @param choices the items
     * @param multiple whether several may be picked
     * @return the picked values, empty when cancelled
     */
    static List<Object> pick(Shell shell, String title, String message, List<Choice> choices, boolean multiple) {
        ElementListSelectionDialog dialog = new ElementListSelectionDialog(shell, new LabelProvider());
        dialog.setTitle(title);
        dialog.setMessage(message);
        dialog.setMultipleSelection(multiple);
        dialog.setElements(choices.toArray());
        List<Object> result = new ArrayList<>();
        if (dialog.open() == Window.OK && dialog.getResult() != null) {
            for (Object o : dialog.getResult()) {
                result.add(((Choice) o).value());
            }
        }
        return result;
    }
}
