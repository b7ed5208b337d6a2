package org.hexbench.ui.scenario.viewers;

import org.eclipse.emf.ecore.EDataType;
import org.eclipse.jface.viewers.TextCellEditor;
import org.eclipse.swt.widgets.Composite;

/**
 * A text cell editor for strings and numbers: shows the value as text, checks every keystroke with
 * {@link AttributeText} (the Properties view shows the message, e.g. "'x' is not a whole number", and does not
 * apply invalid text) and returns the typed value.
 */
final class ValueTextCellEditor extends TextCellEditor {

    private final EDataType type;

    ValueTextCellEditor(Composite parent, EDataType type) {
        super(parent);
        this.type = type;
        setValidator(value -> AttributeText.problem(type, value == null ? "" : value.toString()));
    }

    @Override
    protected void doSetValue(Object value) {
        super.doSetValue(AttributeText.toText(type, value));
    }

    @Override
    protected Object doGetValue() {
        try {
            return AttributeText.fromText(type, (String) super.doGetValue());
        } catch (IllegalArgumentException e) {
            return null;
        }
    }
}
