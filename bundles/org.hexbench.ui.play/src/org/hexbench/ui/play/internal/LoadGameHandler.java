package org.hexbench.ui.play.internal;

import java.nio.file.Path;
import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.handlers.HandlerUtil;
import org.hexbench.play.GameSession;

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
        Path chosen = PlayStarter.chooseFile(window.getShell(), "Load Game",
                "*" + SaveGameHandler.EXTENSION + ";*.hxsave.gz", "*");
        if (chosen != null) {
            load(window, chosen);
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
        PlayStarter.open(window, "Load Game", () -> GameSession.load(file, PlayPreferences.sessionOptions()));
    }
}
