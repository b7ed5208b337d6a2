package org.hexbench.ui.play.internal;

import java.nio.file.Path;
import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.BusyIndicator;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.handlers.HandlerUtil;
import org.hexbench.play.GameSession;
import org.hexbench.play.GameStartException;

/**
 * Load Game (Hexkit User's Guide §2.1.2 Opening a Saved Game): the engine replays the saved programs and checks the
 * saved state hash, then the game continues from there in the Play perspective, computer players stopped until
 * Resume.
 */
public final class LoadGameHandler extends AbstractHandler {

    @Override
    public Object execute(ExecutionEvent event) throws ExecutionException {
        IWorkbenchWindow window = HandlerUtil.getActiveWorkbenchWindowChecked(event);
        if (!PlayStarter.mayEndCurrentGame(window.getShell())) {
            return null;
        }
        FileDialog dialog = new FileDialog(window.getShell(), SWT.OPEN);
        dialog.setText("Load Game");
        dialog.setFilterExtensions(new String[] {"*" + SaveGameHandler.EXTENSION + ";*.hxsave.gz", "*"});
        String chosen = dialog.open();
        if (chosen != null) {
            load(window, Path.of(chosen));
        }
        return null;
    }

    /**
     * Loads a saved game and shows it, or says why it cannot be loaded.
     *
     * @param window the workbench window
     * @param file the save file
     */
    public static void load(IWorkbenchWindow window, Path file) {
        GameSession[] loaded = new GameSession[1];
        String[] problem = new String[1];
        BusyIndicator.showWhile(window.getShell().getDisplay(), () -> {
            try {
                loaded[0] = GameSession.load(file, PlayPreferences.sessionOptions());
            } catch (GameStartException e) {
                problem[0] = e.getMessage();
            }
        });
        if (loaded[0] == null) {
            MessageDialog.openError(window.getShell(), "Load Game", problem[0]);
            return;
        }
        PlayStarter.show(window, loaded[0]);
    }
}
