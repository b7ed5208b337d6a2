package org.hexbench.ui.play;

import java.nio.file.Path;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.Adapters;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.viewers.ISelection;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IFileEditorInput;
import org.eclipse.ui.IWorkbenchPart;
import org.eclipse.swt.custom.BusyIndicator;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.handlers.HandlerUtil;
import org.hexbench.play.Definitions;
import org.hexbench.play.GameStartException;
import org.hexbench.scenario.resource.ScenarioResources;

/**
 * Which {@code .hexscenario} file a command on "the scenario" means (Play Scenario, Balance Report): the active
 * editor's file when an editor is the active part, else the one selected (Project Explorer), else the file of the
 * active editor. Reads a scenario's definitions for such a command, saying what is wrong when they cannot be read.
 */
public final class ScenarioFiles {

    private ScenarioFiles() {
    }

    /**
     * @param event a command's execution event
     * @return the scenario file it means, or {@code null} when there is none
     */
    public static IFile chosen(ExecutionEvent event) {
        IWorkbenchPart part = HandlerUtil.getActivePart(event);
        IEditorPart editor = HandlerUtil.getActiveEditor(event);
        ISelection selection = HandlerUtil.getCurrentSelection(event);
        if (editor != null && part == editor && editor.getEditorInput() instanceof IFileEditorInput input
                && isScenario(input.getFile())) {
            return input.getFile();
        }
        if (selection instanceof IStructuredSelection s && !s.isEmpty()) {
            IResource r = Adapters.adapt(s.getFirstElement(), IResource.class);
            if (r instanceof IFile f && isScenario(f)) {
                return f;
            }
        }
        if (editor != null && editor.getEditorInput() instanceof IFileEditorInput input && isScenario(input.getFile())) {
            return input.getFile();
        }
        return null;
    }

    /**
     * Reads a scenario and binds its rules under a busy cursor; when that fails, says why in an error dialog.
     *
     * @param shell the shell for the busy cursor and the error
     * @param scenarioFile the scenario file
     * @param title the error dialog's title (the command's name)
     * @return the definitions, or {@code null} when they cannot be read (the person was told why)
     */
    public static Definitions read(Shell shell, Path scenarioFile, String title) {
        Definitions[] read = new Definitions[1];
        String[] problem = new String[1];
        BusyIndicator.showWhile(shell.getDisplay(), () -> {
            try {
                read[0] = Definitions.read(scenarioFile);
            } catch (GameStartException e) {
                problem[0] = e.getMessage();
            }
        });
        if (read[0] == null) {
            MessageDialog.openError(shell, title, problem[0]);
        }
        return read[0];
    }

    private static boolean isScenario(IFile file) {
        return ScenarioResources.EXTENSION.equals(file.getFileExtension());
    }
}
