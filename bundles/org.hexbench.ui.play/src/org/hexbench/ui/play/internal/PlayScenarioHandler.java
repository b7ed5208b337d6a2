package org.hexbench.ui.play.internal;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.core.resources.IFile;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.handlers.HandlerUtil;
import org.hexbench.scenario.resource.ScenarioResources;
import org.hexbench.ui.play.ScenarioFiles;

/**
 * Play (command {@code org.hexbench.ui.play.playScenario}): plays the {@code .hexscenario} file of the
 * active editor when an editor is the active part, else the one selected (Project Explorer), through the New Game
 * dialog into the Play perspective ({@link ScenarioFiles}).
 */
public final class PlayScenarioHandler extends AbstractHandler {

    @Override
    public Object execute(ExecutionEvent event) throws ExecutionException {
        IWorkbenchWindow window = HandlerUtil.getActiveWorkbenchWindowChecked(event);
        IFile file = ScenarioFiles.chosen(event);
        if (file == null || file.getLocation() == null) {
            MessageDialog.openInformation(window.getShell(), "Play Scenario", "Select a ." + ScenarioResources.EXTENSION
                    + " file in the Project Explorer, or open one in the scenario editor, then choose Play.");
            return null;
        }
        PlayStarter.play(window, file.getLocation().toPath());
        return null;
    }
}
