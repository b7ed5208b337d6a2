package org.hexbench.ui.scenario.internal;

import org.eclipse.emf.common.command.Command;
import org.eclipse.emf.common.command.CommandStack;
import org.eclipse.emf.common.command.CommandStackListener;
import org.eclipse.jface.action.Action;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.ISharedImages;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.actions.ActionFactory;

/**
 * Edit &gt; Undo or Edit &gt; Redo for the active scenario editor's command stack, labelled with the command it
 * undoes or redoes (e.g. "Undo Set Name") and enabled only when there is one.
 */
public final class CommandStackAction extends Action implements CommandStackListener {

    private final boolean undo;
    private CommandStack stack;

    /**
     * Creates the action.
     *
     * @param undo {@code true} for Undo, {@code false} for Redo
     */
    public CommandStackAction(boolean undo) {
        this.undo = undo;
        setId(undo ? ActionFactory.UNDO.getId() : ActionFactory.REDO.getId());
        setActionDefinitionId(undo ? "org.eclipse.ui.edit.undo" : "org.eclipse.ui.edit.redo");
        ISharedImages images = PlatformUI.getWorkbench().getSharedImages();
        setImageDescriptor(images.getImageDescriptor(undo ? ISharedImages.IMG_TOOL_UNDO : ISharedImages.IMG_TOOL_REDO));
        update();
    }

    /**
     * Follows another command stack.
     *
     * @param newStack the active editor's command stack, or {@code null}
     */
    public void bind(CommandStack newStack) {
        if (stack != null) {
            stack.removeCommandStackListener(this);
        }
        stack = newStack;
        if (stack != null) {
            stack.addCommandStackListener(this);
        }
        update();
    }

    /** Updates label and enablement after the stack changed. */
    @Override
    public void commandStackChanged(java.util.EventObject event) {
        Display display = Display.getCurrent();
        if (display != null) {
            update();
        } else {
            Display.getDefault().asyncExec(this::update);
        }
    }

    /** Sets the label ("Undo Set Name") and whether there is something to undo or redo. */
    public void update() {
        Command command = stack == null ? null : undo ? stack.getUndoCommand() : stack.getRedoCommand();
        boolean possible = stack != null && (undo ? stack.canUndo() : stack.canRedo());
        setEnabled(possible);
        String label = command == null || command.getLabel() == null ? "" : " " + command.getLabel();
        setText((undo ? "&Undo" : "&Redo") + label);
        setToolTipText((undo ? "Undo" : "Redo") + label);
    }

    /** Undoes or redoes the next command. */
    @Override
    public void run() {
        if (stack != null) {
            if (undo && stack.canUndo()) {
                stack.undo();
            } else if (!undo && stack.canRedo()) {
                stack.redo();
            }
        }
    }
}
