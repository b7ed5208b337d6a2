package org.hexbench.ui.play.internal;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.Adapters;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.viewers.ISelection;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IFileEditorInput;
import org.eclipse.ui.IWorkbenchPart;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.handlers.HandlerUtil;
import org.hexbench.scenario.resource.ScenarioResources;

/**
 * Play (command {@code org.hexbench.ui.play.playScenario}): plays the {@code .hexscenario} file of the
 * active editor when an editor is the active part, else the one selected (Project Explorer), through the New Game
 * dialog into the Play perspective.
 */
public final class PlayScenarioHandler extends AbstractHandler {

    @Override
    public Object execute(ExecutionEvent event) throws ExecutionException {
        IWorkbenchWindow window = HandlerUtil.getActiveWorkbenchWindowChecked(event);
        IFile file = scenarioOf(HandlerUtil.getActivePart(event), HandlerUtil.getActiveEditor(event),
                HandlerUtil.getCurrentSelection(event));
        if (file == null || file.getLocation() == null) {
            MessageDialog.openInformation(window.getShell(), "Play Scenario", "Select a ." + ScenarioResources.EXTENSION
                    + " file in the Project Explorer, or open one in the scenario editor, then choose Play.");
            return null;
        }
        PlayStarter.play(window, file.getLocation().toPath());
        return null;
    }

    private static IFile scenarioOf(IWorkbenchPart part, IEditorPart editor, ISelection selection) {
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

    private static boolean isScenario(IFile file) {
        return ScenarioResources.EXTENSION.equals(file.getFileExtension());
    }
}
