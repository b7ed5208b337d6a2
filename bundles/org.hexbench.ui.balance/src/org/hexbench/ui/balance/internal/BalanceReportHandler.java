package org.hexbench.ui.balance.internal;

import java.nio.file.Path;
import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.core.resources.IFile;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.window.Window;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.handlers.HandlerUtil;
import org.hexbench.play.Definitions;
import org.hexbench.scenario.resource.ScenarioResources;
import org.hexbench.ui.balance.BalanceReportEditor;
import org.hexbench.ui.balance.BalanceReportInput;
import org.hexbench.ui.play.ScenarioFiles;

/**
 * Balance Report... (command {@code org.hexbench.ui.balance.run}; Hexbench menu, the scenario editor's heading, the
 * Project Explorer on a {@code .hexscenario}): for the scenario the command means ({@link ScenarioFiles}), offers to
 * save its unsaved editors, reads the scenario and its rules, asks the {@link BalanceDialog} questions, and plays the
 * report in the scenario's {@link BalanceReportEditor}.
 */
public final class BalanceReportHandler extends AbstractHandler {

    private static final String TITLE = "Balance Report";

    @Override
    public Object execute(ExecutionEvent event) throws ExecutionException {
        IWorkbenchWindow window = HandlerUtil.getActiveWorkbenchWindowChecked(event);
        Shell shell = window.getShell();
        IFile file = ScenarioFiles.chosen(event);
        if (file == null || file.getLocation() == null) {
            MessageDialog.openInformation(shell, TITLE, "Select a ." + ScenarioResources.EXTENSION
                    + " file in the Project Explorer, or open one in the scenario editor, then choose Balance Report.");
            return null;
        }
        Path scenario = file.getLocation().toPath();
        if (!BalanceReportEditor.saveEditorsOf(shell, scenario)) {
            return null;
        }
        Definitions definitions = ScenarioFiles.read(shell, scenario, TITLE);
        if (definitions == null) {
            return null;
        }
        if (definitions.factionCount() < 2) {
            MessageDialog.openInformation(shell, TITLE, scenario.getFileName() + " has " + definitions.factionCount()
                    + " faction: a balance report needs two or more.");
            return null;
        }
        BalanceDialog dialog = new BalanceDialog(shell, definitions, BalanceRuns.settings(scenario));
        if (dialog.open() != Window.OK || dialog.settings() == null) {
            return null;
        }
        try {
            BalanceReportEditor editor = (BalanceReportEditor) window.getActivePage()
                    .openEditor(new BalanceReportInput(scenario), BalanceReportEditor.ID);
            if (editor.isRunning()) {
                MessageDialog.openInformation(shell, TITLE, "A balance report of " + scenario.getFileName()
                        + " is running: cancel it first.");
                return null;
            }
            editor.run(dialog.settings());
        } catch (PartInitException e) {
            MessageDialog.openError(shell, TITLE, "The Balance Report cannot open: " + e.getMessage());
        }
        return null;
    }
}
