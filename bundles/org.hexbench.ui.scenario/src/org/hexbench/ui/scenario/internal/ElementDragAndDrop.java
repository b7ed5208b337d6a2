package org.hexbench.ui.scenario.internal;

import java.util.List;
import org.eclipse.emf.common.command.Command;
import org.eclipse.emf.edit.command.DragAndDropCommand;
import org.eclipse.emf.edit.domain.EditingDomain;
import org.eclipse.jface.util.LocalSelectionTransfer;
import org.eclipse.jface.viewers.ISelection;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.StructuredViewer;
import org.eclipse.jface.viewers.ViewerDropAdapter;
import org.eclipse.swt.dnd.DND;
import org.eclipse.swt.dnd.DragSourceAdapter;
import org.eclipse.swt.dnd.DragSourceEvent;
import org.eclipse.swt.dnd.Transfer;
import org.eclipse.swt.dnd.TransferData;

/**
 * Drag and drop of model elements in a tree of the scenario editor (a section page's elements, the Model page, the
 * Outline): dropping before or after an element reorders or moves the dragged elements beside it, dropping onto one
 * moves them into it, as EMF's {@link DragAndDropCommand} decides what fits (a unit class goes among unit classes, not
 * into a faction). Every drop is one undoable command on the editing domain. Dragging moves only: copies are made
 * with Edit &gt; Copy and Paste, which give the copies fresh ids ({@link PasteElements}).
 */
public final class ElementDragAndDrop {

    private ElementDragAndDrop() {
    }

    /**
     * Lets a viewer's elements be dragged and dropped.
     *
     * @param viewer a tree viewer of model elements
     * @param domain the editing domain the drops execute on
     */
    public static void install(StructuredViewer viewer, EditingDomain domain) {
        int operations = DND.DROP_MOVE;
        Transfer[] transfers = {LocalSelectionTransfer.getTransfer()};
        viewer.addDragSupport(operations, transfers, new DragSourceAdapter() {
            @Override
            public void dragStart(DragSourceEvent event) {
                ISelection selection = viewer.getSelection();
                event.doit = !selection.isEmpty();
                LocalSelectionTransfer.getTransfer().setSelection(selection);
            }

            @Override
            public void dragSetData(DragSourceEvent event) {
                event.data = LocalSelectionTransfer.getTransfer().getSelection();
            }

            @Override
            public void dragFinished(DragSourceEvent event) {
                LocalSelectionTransfer.getTransfer().setSelection(null);
            }
        });
        viewer.addDropSupport(operations, transfers, new ViewerDropAdapter(viewer) {
            @Override
            public boolean validateDrop(Object target, int operation, TransferData type) {
                Command command = command(domain, dragged(), target, getCurrentLocation());
                return command != null && command.canExecute();
            }

            @Override
            public boolean performDrop(Object data) {
                Command command = command(domain, dragged(), getCurrentTarget(), getCurrentLocation());
                if (command == null || !command.canExecute()) {
                    return false;
                }
                domain.getCommandStack().execute(command);
                return true;
            }
        });
    }

    /** @return the elements being dragged, or an empty list */
    private static List<?> dragged() {
        return LocalSelectionTransfer.getTransfer().getSelection() instanceof IStructuredSelection s ? s.toList()
                : List.of();
    }

    /**
     * Returns the command of a drop.
     *
     * @param domain the editing domain
     * @param dragged the elements dragged
     * @param target the element dropped on or beside
     * @param location {@link ViewerDropAdapter#LOCATION_BEFORE}, {@code LOCATION_ON}, {@code LOCATION_AFTER} or
     *        {@code LOCATION_NONE}
     * @return the move, or {@code null} when nothing is dragged, there is no target, or the target is dragged too
     */
    public static Command command(EditingDomain domain, List<?> dragged, Object target, int location) {
        if (target == null || dragged.isEmpty() || dragged.contains(target)) {
            return null;
        }
        float position = switch (location) {
            case ViewerDropAdapter.LOCATION_BEFORE -> 0.1f;
            case ViewerDropAdapter.LOCATION_AFTER -> 0.9f;
            default -> 0.5f;
        };
        return DragAndDropCommand.create(domain, target, position, DragAndDropCommand.DROP_MOVE,
                DragAndDropCommand.DROP_MOVE, dragged);
    }
}
