package org.hexbench.ui.play.internal;

import java.nio.file.Path;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.window.Window;
import org.eclipse.swt.custom.BusyIndicator;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.WorkbenchException;
import org.hexbench.ui.Perspectives;
import org.hexbench.ui.play.CurrentGame;
import org.hexbench.play.Definitions;
import org.hexbench.play.GameSession;
import org.hexbench.play.GameStartException;

/**
 * Starts playing a scenario from the workbench: reads it and binds its rules, asks the New Game questions, starts
 * the session, makes it the current game and opens the Play perspective. Problems are shown as messages.
 */
public final class PlayStarter {

    private PlayStarter() {
    }

    /**
     * @param window the workbench window
     * @param scenarioFile the {@code .hexscenario} file
     */
    public static void play(IWorkbenchWindow window, Path scenarioFile) {
        Shell shell = window.getShell();
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
            MessageDialog.openError(shell, "Cannot Play", problem[0]);
            return;
        }
        NewGameDialog dialog = new NewGameDialog(shell, read[0]);
        if (dialog.open() != Window.OK || dialog.setup() == null) {
            return;
        }
        try {
            show(window, GameSession.start(dialog.setup(), read[0], PlayPreferences.sessionOptions()));
        } catch (GameStartException e) {
            MessageDialog.openError(shell, "Cannot Play", e.getMessage());
        }
    }

    /** Starts watching the workspace for edits of the current game's definitions (hot reload), once. */
    public static void watchDefinitions() {
        DefinitionWatch.install();
    }

    /**
     * Makes a session the current game and shows it in the Play perspective.
     *
     * @param window the workbench window
     * @param session the session
     */
    public static void show(IWorkbenchWindow window, GameSession session) {
        try {
            PlatformUI.getWorkbench().showPerspective(Perspectives.PLAY, window);
        } catch (WorkbenchException e) {
            MessageDialog.openError(window.getShell(), "Play", "The Play perspective cannot open: " + e.getMessage());
        }
        CurrentGame.set(session);
    }
}
