package org.hexbench.ui.scenario.internal;

import java.util.List;
import org.eclipse.jface.viewers.ISelection;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.ui.part.MultiPageSelectionProvider;
import org.hexbench.ui.scenario.ScenarioEditor;

/**
 * The scenario editor's selection provider: on its own pages the selection is what the active page reports to the
 * editor; on contributed editor pages it is that editor's selection (the inherited behaviour).
 */
public final class EditorSelection extends MultiPageSelectionProvider {

    private final ScenarioEditor editor;

    /**
     * Creates the provider.
     *
     * @param editor the scenario editor
     */
    public EditorSelection(ScenarioEditor editor) {
        super(editor);
        this.editor = editor;
    }

    @Override
    public ISelection getSelection() {
        return editor.activeFormPage() != null ? editor.getSelection() : super.getSelection();
    }

    @Override
    public void setSelection(ISelection selection) {
        if (editor.activeFormPage() != null) {
            if (selection instanceof IStructuredSelection structured) {
                editor.showElements(List.copyOf(structured.toList()));
            }
        } else {
            super.setSelection(selection);
        }
    }
}
