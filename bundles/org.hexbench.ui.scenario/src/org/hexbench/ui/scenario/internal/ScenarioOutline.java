package org.hexbench.ui.scenario.internal;

import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.jface.viewers.TreeViewer;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.ui.views.contentoutline.ContentOutlinePage;
import org.hexbench.ui.scenario.ScenarioEditor;
import org.hexbench.ui.scenario.viewers.ModelContentProvider;

/**
 * The Outline of a scenario: the tree of the edited file's elements (the scenario with its master and embedded
 * sections; shared section files are on the Model page). Selecting an element shows it in the editor: on the active page
 * when that page holds it, else on the Model page.
 */
public final class ScenarioOutline extends ContentOutlinePage {

    private final ScenarioEditor editor;

    /**
     * Creates the outline page.
     *
     * @param editor the scenario editor
     */
    public ScenarioOutline(ScenarioEditor editor) {
        this.editor = editor;
    }

    @Override
    public void createControl(Composite parent) {
        super.createControl(parent);
        TreeViewer viewer = getTreeViewer();
        viewer.getControl().setData(ElementForm.ID_KEY, "outline.tree");
        viewer.setContentProvider(new ModelContentProvider(editor.adapterFactory()));
        viewer.setLabelProvider(editor.labels());
        viewer.setInput(editor.root().eResource());
        viewer.expandToLevel(2);
        ElementDragAndDrop.install(viewer, editor.getEditingDomain());
        viewer.addSelectionChangedListener(e -> {
            if (viewer.getControl().isFocusControl() && !e.getStructuredSelection().isEmpty()) {
                editor.showElements(e.getStructuredSelection().toList());
            }
        });
    }

    /**
     * Shows another file's tree, after the scenario was reloaded from disk.
     *
     * @param resource the reloaded file, or {@code null} if it no longer loads
     */
    public void show(Resource resource) {
        TreeViewer viewer = getTreeViewer();
        if (viewer != null && !viewer.getControl().isDisposed()) {
            viewer.setInput(resource);
            viewer.expandToLevel(2);
        }
    }
}
