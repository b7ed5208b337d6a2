package org.hexbench.ui.play.internal;

import java.io.IOException;
import java.nio.file.Path;
import org.eclipse.core.resources.IContainer;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Shell;
import org.hexbench.play.GameSession;

/**
 * Save Game (Hexkit User's Guide §2.1.3 Saving Your Game): writes the engine's atomic, verified save file, next to
 * the scenario by default.
 */
public final class SaveGameHandler extends SessionHandler {

    /** The file name ending of saved games. */
    static final String EXTENSION = ".hbsave";

    @Override
    protected String title() {
        return "Save Game";
    }

    @Override
    protected void run(GameSession session, Shell shell) {
        save(session, shell);
    }

    /**
     * Asks where to save a game and saves it there.
     *
     * @param session the game
     * @param shell the shell for the dialogs
     * @return whether the game was saved
     */
    static boolean save(GameSession session, Shell shell) {
        FileDialog dialog = new FileDialog(shell, SWT.SAVE);
        dialog.setText("Save Game");
        dialog.setOverwrite(true);
        dialog.setFilterExtensions(new String[] {"*" + EXTENSION, "*"});
        Path scenario = session.definitions().scenarioFile();
        dialog.setFilterPath(scenario.getParent().toString());
        String name = scenario.getFileName().toString().replace(".hexscenario", "");
        dialog.setFileName(name + EXTENSION);
        String chosen = dialog.open();
        if (chosen == null) {
            return false;
        }
        Path file = Path.of(chosen);
        try {
            session.save(file);
        } catch (IOException e) {
            MessageDialog.openError(shell, "Save Game", file + ": the game was not saved: " + e.getMessage());
            return false;
        }
        for (IContainer c : ResourcesPlugin.getWorkspace().getRoot().findContainersForLocationURI(
                file.getParent().toUri())) {
            try {
                c.refreshLocal(IResource.DEPTH_ONE, null);
            } catch (CoreException e) {
                // the save is written; the workspace shows it after the next refresh
            }
        }
        return true;
    }
}
