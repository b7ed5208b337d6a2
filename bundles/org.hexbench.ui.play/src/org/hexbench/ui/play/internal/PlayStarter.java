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

    /** Reads a game to continue from a file (a saved game, a turn file), failing with a message naming the file. */
    @FunctionalInterface
    interface GameReader {

        /**
         * @return the session, at the state the file holds
         * @throws GameStartException with a message naming the file and what is wrong
         */
        GameSession read() throws GameStartException;
    }

    /**
     * Asks for a file to open a game from.
     *
     * @param shell the shell for the dialog
     * @param title the dialog's title
     * @param extensions the file name filters, e.g. {@code *.hbsave}
     * @return the chosen file, or {@code null} if the person cancelled
     */
    static Path chooseFile(Shell shell, String title, String... extensions) {
        org.eclipse.swt.widgets.FileDialog dialog = new org.eclipse.swt.widgets.FileDialog(shell,
                org.eclipse.swt.SWT.OPEN);
        dialog.setText(title);
        dialog.setFilterExtensions(extensions);
        String chosen = dialog.open();
        return chosen == null ? null : Path.of(chosen);
    }

    /**
     * Reads a game from a file with the busy cursor showing and shows it in the Play perspective, or says in a
     * dialog why it cannot be opened (the running game then stays).
     *
     * @param window the workbench window
     * @param title the title of the error dialog
     * @param reader reads the game
     * @return whether the game was opened
     */
    static boolean open(IWorkbenchWindow window, String title, GameReader reader) {
        GameSession[] opened = new GameSession[1];
        String[] problem = new String[1];
        org.eclipse.swt.custom.BusyIndicator.showWhile(window.getShell().getDisplay(), () -> {
            try {
                opened[0] = reader.read();
            } catch (GameStartException e) {
                problem[0] = e.getMessage();
            }
        });
        if (opened[0] == null) {
            MessageDialog.openError(window.getShell(), title, problem[0]);
            return false;
        }
        show(window, opened[0]);
        return true;
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
