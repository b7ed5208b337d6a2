package org.hexbench.ui.scenario.internal;

import java.util.List;
import org.eclipse.emf.common.command.Command;
import org.eclipse.emf.edit.command.CopyToClipboardCommand;
import org.eclipse.emf.edit.command.CutToClipboardCommand;
import org.eclipse.emf.edit.command.DeleteCommand;
import org.eclipse.jface.action.Action;
import org.eclipse.jface.action.IAction;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.IActionBars;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.actions.ActionFactory;
import org.eclipse.ui.part.MultiPageEditorActionBarContributor;
import org.hexbench.ui.scenario.ScenarioEditor;

/**
 * The scenario editor's action bar contributor: Edit &gt; Undo, Redo, Delete, Cut, Copy and Paste (and their keys,
 * Ctrl+Z, Ctrl+Y, Delete, Ctrl+X, Ctrl+C, Ctrl+V) act on the active scenario editor's command stack and selection,
 * whichever of its pages is active (contributed pages share the command stack). Copy and Cut put the selected
 * elements on the editing domain's clipboard ({@link CopyToClipboardCommand}, {@link CutToClipboardCommand}); Paste
 * adds copies into or beside the selected element with fresh ids ({@link PasteElements}); each is undoable. In a
 * form's text field they copy, cut and paste text.
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

    private final Action copy = new Action("&Copy") {
        @Override
        public void run() {
            if (!textAction(TextAction.COPY)) {
                execute(selection -> CopyToClipboardCommand.create(editor.getEditingDomain(), selection.toList()));
            }
        }
    };
    private final Action cut = new Action("Cu&t") {
        @Override
        public void run() {
            if (!textAction(TextAction.CUT)) {
                execute(selection -> CutToClipboardCommand.create(editor.getEditingDomain(), selection.toList()));
            }
        }
    };
    private final Action paste = new Action("&Paste") {
        @Override
        public void run() {
            if (!textAction(TextAction.PASTE)) {
                execute(selection -> selection.size() == 1
                        ? PasteElements.create(editor.getEditingDomain(), selection.getFirstElement()) : null);
            }
        }
    };

    /** What an edit action does to a text field. */
    private enum TextAction {
        COPY, CUT, PASTE
    }

    /** Creates the contributor. */
    public ScenarioEditorContributor() {
        delete.setId(ActionFactory.DELETE.getId());
        delete.setActionDefinitionId("org.eclipse.ui.edit.delete");
        copy.setId(ActionFactory.COPY.getId());
        copy.setActionDefinitionId("org.eclipse.ui.edit.copy");
        cut.setId(ActionFactory.CUT.getId());
        cut.setActionDefinitionId("org.eclipse.ui.edit.cut");
        paste.setId(ActionFactory.PASTE.getId());
        paste.setActionDefinitionId("org.eclipse.ui.edit.paste");
    }

    /**
     * Copy, cut and paste in a form's text field act on its text, as the author expects; elsewhere they act on the
     * selected elements.
     */
    private boolean textAction(TextAction which) {
        Control focus = Display.getCurrent() == null ? null : Display.getCurrent().getFocusControl();
        if (focus instanceof Text text) {
            switch (which) {
                case COPY -> text.copy();
                case CUT -> text.cut();
                case PASTE -> text.paste();
            }
            return true;
        }
        if (focus instanceof Combo combo && (combo.getStyle() & SWT.READ_ONLY) == 0) {
            switch (which) {
                case COPY -> combo.copy();
                case CUT -> combo.cut();
                case PASTE -> combo.paste();
            }
            return true;
        }
        return false;
    }

    private void execute(java.util.function.Function<IStructuredSelection, Command> make) {
        if (editor != null && editor.getSelection() instanceof IStructuredSelection selection && !selection.isEmpty()) {
            Command command = make.apply(selection);
            if (command != null && command.canExecute()) {
                editor.getEditingDomain().getCommandStack().execute(command);
            }
        }
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
            bars.setGlobalActionHandler(ActionFactory.COPY.getId(), copy);
            bars.setGlobalActionHandler(ActionFactory.CUT.getId(), cut);
            bars.setGlobalActionHandler(ActionFactory.PASTE.getId(), paste);
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
