package org.hexbench.ui.play.internal;

import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.custom.BusyIndicator;
import org.eclipse.swt.widgets.Shell;
import org.hexbench.ui.play.CurrentGame;
import org.hexbench.play.Definitions;
import org.hexbench.play.GameSession;
import org.hexbench.play.GameStartException;

/**
 * Restarts the current game under the scenario and rules as they are on disk now (restart with changed
 * rules, and hot reload): reads them again, issues the recorded commands again, makes the new session current and
 * shows old and new outcome. A broken rule file is reported and the game goes on unchanged.
 */
final class GameRestart {

    private GameRestart() {
    }

    static void restart(Shell shell, GameSession session) {
        GameSession.Restart[] result = new GameSession.Restart[1];
        String[] problem = new String[1];
        BusyIndicator.showWhile(shell.getDisplay(), () -> {
            try {
                result[0] = session.restartWith(Definitions.read(session.definitions().scenarioFile()));
            } catch (GameStartException e) {
                problem[0] = e.getMessage();
            }
        });
        if (result[0] == null) {
            MessageDialog.openError(shell, "Cannot Restart", problem[0] + "\n\nThe game goes on under the old definitions.");
            return;
        }
        CurrentGame.set(result[0].session());
        StringBuilder text = new StringBuilder(result[0].summary());
        result[0].rejections().stream().limit(8).forEach(r -> text.append("\n• ").append(r));
        if (result[0].rejections().size() > 8) {
            text.append("\n… and ").append(result[0].rejections().size() - 8).append(" more (see Messages)");
        }
        text.append("\n\nComputer players are stopped: Resume Computer Players continues the game.");
        MessageDialog.openInformation(shell, "Game Restarted", text.toString());
    }
}
