package org.hexbench.ui.scenario.viewers;

import java.util.Collection;
import org.eclipse.emf.common.notify.AdapterFactory;
import org.eclipse.emf.common.notify.Notification;
import org.eclipse.emf.edit.provider.IChangeNotifier;
import org.eclipse.emf.edit.provider.INotifyChangedListener;
import org.eclipse.emf.edit.provider.IStructuredItemContentProvider;
import org.eclipse.emf.edit.provider.ITreeItemContentProvider;
import org.eclipse.emf.edit.provider.IViewerNotification;
import org.eclipse.jface.viewers.ITreeContentProvider;
import org.eclipse.jface.viewers.StructuredViewer;
import org.eclipse.jface.viewers.Viewer;
import org.eclipse.swt.widgets.Control;

/**
 * A JFace tree content provider that asks the model's item providers ({@link ITreeItemContentProvider}) for
 * elements, children and parents, and refreshes its viewer when an item provider reports a change (the item
 * providers' {@link IViewerNotification}s), so every view of the model stays current after commands, undo and redo.
 */
public class ModelContentProvider implements ITreeContentProvider, INotifyChangedListener {

    private final AdapterFactory adapterFactory;
    private StructuredViewer viewer;

    /**
     * Creates a content provider and registers it for change notifications of the factory's item providers.
     *
     * @param adapterFactory the item provider factory, usually a composed one
     */
    public ModelContentProvider(AdapterFactory adapterFactory) {
        this.adapterFactory = adapterFactory;
        if (adapterFactory instanceof IChangeNotifier notifier) {
            notifier.addListener(this);
        }
    }

    /** Remembers the viewer to refresh. */
    @Override
    public void inputChanged(Viewer newViewer, Object oldInput, Object newInput) {
        this.viewer = newViewer instanceof StructuredViewer structured ? structured : null;
    }

    /** Returns the top-level elements of the input from its item provider. */
    @Override
    public Object[] getElements(Object input) {
        Object provider = adapterFactory.adapt(input, IStructuredItemContentProvider.class);
        return provider instanceof IStructuredItemContentProvider p ? p.getElements(input).toArray() : new Object[0];
    }

    /** Returns the children of an element from its item provider. */
    @Override
    public Object[] getChildren(Object element) {
        Object provider = adapterFactory.adapt(element, ITreeItemContentProvider.class);
        if (provider instanceof ITreeItemContentProvider p) {
            Collection<?> children = p.getChildren(element);
            return children.toArray();
        }
        return new Object[0];
    }

    /** Returns the parent of an element from its item provider. */
    @Override
    public Object getParent(Object element) {
        Object provider = adapterFactory.adapt(element, ITreeItemContentProvider.class);
        return provider instanceof ITreeItemContentProvider p ? p.getParent(element) : null;
    }

    /** Tells whether an element has children, from its item provider. */
    @Override
    public boolean hasChildren(Object element) {
        Object provider = adapterFactory.adapt(element, ITreeItemContentProvider.class);
        return provider instanceof ITreeItemContentProvider p && p.hasChildren(element);
    }

    /**
     * Refreshes the viewer for an item provider's change: the changed element's children and/or label, on the UI
     * thread.
     *
     * @param notification the change, usually an {@link IViewerNotification}
     */
    @Override
    public void notifyChanged(Notification notification) {
        StructuredViewer target = viewer;
        if (target == null) {
            return;
        }
        Control control = target.getControl();
        if (control == null || control.isDisposed()) {
            return;
        }
        Runnable refresh = () -> {
            if (control.isDisposed()) {
                return;
            }
            if (notification instanceof IViewerNotification change && change.getElement() != null) {
                if (change.isContentRefresh()) {
                    target.refresh(change.getElement(), change.isLabelUpdate());
                } else if (change.isLabelUpdate()) {
                    target.update(change.getElement(), null);
                }
            } else {
                target.refresh();
            }
        };
        if (control.getDisplay().getThread() == Thread.currentThread()) {
            refresh.run();
        } else {
            control.getDisplay().asyncExec(refresh);
        }
    }

    /** Stops listening to the item providers. */
    @Override
    public void dispose() {
        if (adapterFactory instanceof IChangeNotifier notifier) {
            notifier.removeListener(this);
        }
        viewer = null;
    }
}
