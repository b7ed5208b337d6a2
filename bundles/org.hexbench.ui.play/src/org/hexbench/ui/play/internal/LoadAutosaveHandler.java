package org.hexbench.ui.play.internal;

import java.nio.file.Files;
import java.nio.file.Path;
import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.handlers.HandlerUtil;

/**
 * Game > Load Autosave: loads the automatic save of the last End Turn a person gave (Hexkit User's Guide §2.1.3:
 * "Reload this file to undo your last End Turn command").
 */
public final class LoadAutosaveHandler extends AbstractHandler {

    @Override
    public Object execute(ExecutionEvent event) throws ExecutionException {
        IWorkbenchWindow window = HandlerUtil.getActiveWorkbenchWindowChecked(event);
        Path file = PlayPreferences.autosave();
        if (!Files.isRegularFile(file)) {
            MessageDialog.openInformation(window.getShell(), "Load Autosave", "There is no automatic save yet: one is "
                    + "written whenever a person ends a turn, unless Window > Preferences > Hexbench Play turns it off.");
            return null;
        }
        if (PlayStarter.mayEndCurrentGame(window.getShell())) {
            LoadGameHandler.load(window, file);
        }
        return null;
    }
}
