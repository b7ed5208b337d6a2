package org.hexbench.ui.scenario.internal;

import java.util.List;
import org.eclipse.emf.common.command.Command;
import org.eclipse.emf.edit.command.DeleteCommand;
import org.eclipse.jface.action.Action;
import org.eclipse.jface.action.IAction;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.ui.IActionBars;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.actions.ActionFactory;
import org.eclipse.ui.part.MultiPageEditorActionBarContributor;
import org.hexbench.ui.scenario.ScenarioEditor;

/**
 * The scenario editor's action bar contributor: Edit &gt; Undo, Redo and Delete act on the active scenario editor's
 * command stack and selection, whichever of its pages is active (contributed pages share the command stack).
 */
public final class ScenarioEditorContributor extends MultiPageEditorActionBarContributor {

    private final CommandStackAction undo = new CommandStackAction(true);
    private final CommandStackAction redo = new CommandStackAction(false);
    private ScenarioEditor editor;
    private final Action delete = new Action("&Delete") {
        @Override
        public void run() {
            if (editor != null && editor.getSelection() instanceof IStructuredSelection selection
                    && !selection.isEmpty()) {
                List<?> elements = selection.toList();
                Command command = DeleteCommand.create(editor.getEditingDomain(), elements);
                if (command.canExecute()) {
                    editor.getEditingDomain().getCommandStack().execute(command);
                }
            }
        }
    };

    /** Creates the contributor. */
    public ScenarioEditorContributor() {
        delete.setId(ActionFactory.DELETE.getId());
        delete.setActionDefinitionId("org.eclipse.ui.edit.delete");
    }

    /** Binds Undo, Redo and Delete to the newly active scenario editor. */
    @Override
    public void setActiveEditor(IEditorPart part) {
        editor = part instanceof ScenarioEditor scenario ? scenario : null;
        undo.bind(editor == null ? null : editor.getEditingDomain().getCommandStack());
        redo.bind(editor == null ? null : editor.getEditingDomain().getCommandStack());
        super.setActiveEditor(part);
        installHandlers();
    }

    /** Keeps the same handlers on every page: all pages edit through the same command stack. */
    @Override
    public void setActivePage(IEditorPart activeEditor) {
        installHandlers();
    }

    private void installHandlers() {
        IActionBars bars = getActionBars();
        if (bars != null) {
            bars.setGlobalActionHandler(ActionFactory.UNDO.getId(), undo);
            bars.setGlobalActionHandler(ActionFactory.REDO.getId(), redo);
            bars.setGlobalActionHandler(ActionFactory.DELETE.getId(), delete);
            bars.updateActionBars();
        }
    }

    /** @return the Undo action, also installed in the Properties view while it shows this editor's elements */
    public IAction undoAction() {
        return undo;
    }

    /** @return the Redo action */
    public IAction redoAction() {
        return redo;
    }

    /** Stops following the command stack. */
    @Override
    public void dispose() {
        undo.bind(null);
        redo.bind(null);
        super.dispose();
    }
}
