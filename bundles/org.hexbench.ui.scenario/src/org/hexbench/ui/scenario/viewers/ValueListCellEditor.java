package org.hexbench.ui.scenario.viewers;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import org.eclipse.jface.viewers.ArrayContentProvider;
import org.eclipse.jface.viewers.DialogCellEditor;
import org.eclipse.jface.viewers.ILabelProvider;
import org.eclipse.jface.window.Window;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.ui.dialogs.ListSelectionDialog;

/**
 * A cell editor for many-valued references and enum lists (e.g. a faction's buildable units): shows the list's
 * labels and opens a check-box list of the possible values. Values kept keep their order; newly checked ones are
 * appended in the order of the choices.
 */
final class ValueListCellEditor extends DialogCellEditor {

    private final List<Object> choices;
    private final ILabelProvider labels;
    private final String title;

    ValueListCellEditor(Composite parent, List<Object> choices, ILabelProvider labels, String title) {
        super(parent);
        this.choices = choices;
        this.labels = labels;
        this.title = title;
    }

    @Override
    protected Object openDialogBox(Control cellEditorWindow) {
        List<?> current = getValue() instanceof Collection<?> c ? new ArrayList<>(c) : List.of();
        ListSelectionDialog dialog = ListSelectionDialog.of(choices).contentProvider(ArrayContentProvider.getInstance())
                .labelProvider(labels).title(title).message("Choose the values of " + title + ":")
                .preselect(current.toArray()).create(cellEditorWindow.getShell());
        if (dialog.open() != Window.OK) {
            return null;
        }
        List<Object> checked = List.of(dialog.getResult());
        List<Object> result = new ArrayList<>();
        for (Object value : current) {
            if (checked.contains(value)) {
                result.add(value);
            }
        }
        for (Object value : checked) {
            if (!result.contains(value)) {
                result.add(value);
            }
        }
        return result;
    }

    @Override
    protected void updateContents(Object value) {
        if (getDefaultLabel() != null) {
            getDefaultLabel().setText(labels.getText(value));
        }
    }
}
