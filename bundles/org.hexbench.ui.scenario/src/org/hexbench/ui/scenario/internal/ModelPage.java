package org.hexbench.ui.scenario.internal;

import java.util.List;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.jface.viewers.ISelection;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.jface.viewers.TreeViewer;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Tree;
import org.eclipse.ui.forms.IManagedForm;
import org.eclipse.ui.forms.editor.FormPage;
import org.hexbench.ui.scenario.ScenarioEditor;
import org.hexbench.ui.scenario.viewers.ModelContentProvider;

/**
 * The Model page: the whole loaded model as a tree, one node per file (the scenario and the shared section files it
 * includes) with everything they contain. Its selection drives the Properties view, where every property can be
 * edited; problem markers select their element here.
 */
public final class ModelPage extends FormPage implements ElementPage {

    private final ScenarioEditor editor;
    private TreeViewer viewer;

    /**
     * Creates the page.
     *
     * @param editor the scenario editor
     */
    public ModelPage(ScenarioEditor editor) {
        super(editor, "org.hexbench.ui.scenario.page.model", ScenarioEditor.MODEL_PAGE);
        this.editor = editor;
    }

    @Override
    protected void createFormContent(IManagedForm form) {
        form.getForm().setText("Model");
        FormHeading.decorate(form, editor);
        form.getForm().getBody().setLayout(new FillLayout());
        Tree tree = form.getToolkit().createTree(form.getForm().getBody(), SWT.MULTI | SWT.V_SCROLL | SWT.H_SCROLL);
        tree.setData(ElementForm.ID_KEY, "model.tree");
        viewer = new TreeViewer(tree);
        viewer.setContentProvider(new ModelContentProvider(editor.adapterFactory()));
        viewer.setLabelProvider(editor.labels());
        viewer.setInput(editor.getEditingDomain().getResourceSet());
        viewer.expandToLevel(3);
        viewer.addSelectionChangedListener(e -> editor.setSelection(e.getSelection()));
        ElementDragAndDrop.install(viewer, editor.getEditingDomain());
        viewer.addDoubleClickListener(e -> {
            Object element = ((IStructuredSelection) e.getSelection()).getFirstElement();
            if (element != null) {
                viewer.setExpandedState(element, !viewer.getExpandedState(element));
            }
        });
        showSelection(editor.getSelection());
    }

    /** @return the tree's viewer, or {@code null} before the page is shown */
    public TreeViewer viewer() {
        return viewer;
    }

    @Override
    public ISelection selection() {
        return viewer == null ? StructuredSelection.EMPTY : viewer.getSelection();
    }

    @Override
    public void showSelection(ISelection selection) {
        if (viewer != null && !viewer.getControl().isDisposed() && selection instanceof IStructuredSelection s
                && !s.isEmpty()) {
            List<?> elements = s.toList().stream().filter(this::contains).toList();
            if (!elements.isEmpty()) {
                viewer.setSelection(new StructuredSelection(elements), true);
            }
        }
    }

    @Override
    public boolean contains(Object element) {
        return element instanceof EObject o && o.eResource() != null
                && o.eResource().getResourceSet() == editor.getEditingDomain().getResourceSet();
    }
}
