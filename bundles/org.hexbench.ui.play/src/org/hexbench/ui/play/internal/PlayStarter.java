package org.hexbench.ui.play.internal;

import java.nio.file.Path;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.window.Window;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.WorkbenchException;
import org.hexbench.ui.Perspectives;
import org.hexbench.ui.play.CurrentGame;
import org.hexbench.ui.play.ScenarioFiles;
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
        if (!mayEndCurrentGame(shell)) {
            return;
        }
        Definitions definitions = ScenarioFiles.read(shell, scenarioFile, "Cannot Play");
        if (definitions == null) {
            return;
        }
        NewGameDialog dialog = new NewGameDialog(shell, definitions);
        if (dialog.open() != Window.OK || dialog.setup() == null) {
            return;
        }
        try {
            show(window, GameSession.start(dialog.setup(), definitions, PlayPreferences.sessionOptions()));
        } catch (GameStartException e) {
            MessageDialog.openError(shell, "Cannot Play", e.getMessage());
        }
    }

    /**
     * Asks before a new or loaded game replaces a running one with moves that are not saved (Hexkit User's Guide
     * §2.1.2: "You will be prompted to save the current game first"): Save..., Discard or Cancel.
     *
     * @param shell the shell for the question
     * @return whether the running game may end (there is none, it is saved, the person saved it or discards it)
     */
    public static boolean mayEndCurrentGame(Shell shell) {
        GameSession current = CurrentGame.session();
        if (current == null || current.status() == org.hexbench.play.SessionStatus.CLOSED
                || !current.hasUnsavedProgress()) {
            return true;
        }
        MessageDialog question = new MessageDialog(shell, GAME_RUNNING, null, "The running game of "
                + current.definitions().scenarioFile().getFileName() + " has moves that are not saved. Save it before"
                + " it ends?", MessageDialog.QUESTION, 0, "Save...", "Discard", "Cancel");
        return switch (question.open()) {
            case 0 -> SaveGameHandler.save(current, shell);
            case 1 -> true;
            default -> false;
        };
    }

    /** The title of the question {@link #mayEndCurrentGame} asks, for tests. */
    public static final String GAME_RUNNING = "Game Running";

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
