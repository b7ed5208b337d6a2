package org.hexbench.ui.scenario.viewers;

import java.util.List;
import java.util.Objects;
import org.eclipse.jface.viewers.ComboBoxCellEditor;
import org.eclipse.jface.viewers.ILabelProvider;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;

/**
 * A read-only drop-down of values (booleans, enum literals, model elements for a reference) shown by their labels;
 * its value is the chosen object itself, not the index {@link ComboBoxCellEditor} works with.
 */
final class ChoiceCellEditor extends ComboBoxCellEditor {

    private final List<Object> choices;

    ChoiceCellEditor(Composite parent, List<Object> choices, ILabelProvider labels) {
        super(parent, choices.stream().map(labels::getText).toArray(String[]::new), SWT.READ_ONLY);
        this.choices = choices;
    }

    @Override
    protected void doSetValue(Object value) {
        int index = -1;
        for (int i = 0; i < choices.size(); i++) {
            if (Objects.equals(choices.get(i), value)) {
                index = i;
                break;
            }
        }
        super.doSetValue(Math.max(index, 0));
    }

    @Override
    protected Object doGetValue() {
        int index = (Integer) super.doGetValue();
        return index >= 0 && index < choices.size() ? choices.get(index) : null;
    }
}
