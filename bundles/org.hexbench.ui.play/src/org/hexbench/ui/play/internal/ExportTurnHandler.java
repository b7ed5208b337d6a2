package org.hexbench.ui.play.internal;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Shell;
import org.hexbench.engine.game.HistoryEntry;
import org.hexbench.pbem.FactionKey;
import org.hexbench.pbem.PbemGame;
import org.hexbench.pbem.PlayerHome;
import org.hexbench.pbem.PlayerKey;
import org.hexbench.pbem.TurnFile;
import org.hexbench.pbem.TurnFileException;
import org.hexbench.pbem.TurnRecord;
import org.hexbench.play.GameSession;

/**
 * Export Turn: signs the turns played since Import Turn opened the game with the player's key (their key store's
 * password is asked for) and writes the next turn file, as {@code hexbench pbem play} does; the player's copy of the
 * game becomes that file, so the file imported before cannot be applied again. What cannot be exported (no turn
 * ended yet, a turn not ended, a turn of a faction the player's key does not play, the wrong password) is shown in a
 * dialog naming the file and the reason, and nothing is written.
 */
public final class ExportTurnHandler extends SessionHandler {

    /** The title of the handler's dialogs. */
    public static final String TITLE = "Export Turn";

    @Override
    protected String title() {
        return TITLE;
    }

    @Override
    protected void run(GameSession session, Shell shell) {
        PbemGame game = ImportedGames.of(session);
        if (game == null) {
            MessageDialog.openInformation(shell, TITLE, NOT_IMPORTED);
            return;
        }
        FileDialog dialog = new FileDialog(shell, SWT.SAVE);
        dialog.setText(TITLE);
        dialog.setOverwrite(true);
        dialog.setFilterExtensions(new String[] {"*." + TurnFile.EXTENSION, "*"});
        Path imported = game.file().toAbsolutePath();
        dialog.setFilterPath(imported.getParent().toString());
        String name = game.turnFile().opening().scenarioName().replace(".hexscenario", "");
        dialog.setFileName(name + "-turn-" + (game.turnFile().records().size() + 1) + "." + TurnFile.EXTENSION);
        String chosen = dialog.open();
        if (chosen != null) {
            export(shell, session, Path.of(chosen));
        }
    }

    private static final String NOT_IMPORTED = "This game was not opened from a turn file, so it has no turn to"
            + " export. Games by e-mail start with 'hexbench pbem new'; open their turn files with Import Turn.";

    /**
     * Signs the turns played since the import and writes them to a turn file, or says why not.
     *
     * @param shell the shell for the dialogs
     * @param session a session opened by Import Turn
     * @param file the turn file to write
     * @return whether the file was written
     */
    public static boolean export(Shell shell, GameSession session, Path file) {
        PbemGame game = ImportedGames.of(session);
        if (game == null) {
            MessageDialog.openError(shell, TITLE, file + ": " + NOT_IMPORTED);
            return false;
        }
        List<HistoryEntry> history = session.read(g -> List.copyOf(g.history().entries())).orElse(null);
        Boolean over = session.read(g -> g.world().isGameOver()).orElse(null);
        if (history == null || over == null) {
            MessageDialog.openError(shell, TITLE, file + ": the game is busy; try again");
            return false;
        }
        try {
            if (file.toAbsolutePath().normalize().equals(game.file().toAbsolutePath().normalize())) {
                throw new TurnFileException(file, "this is the file the game was imported from: write the next turn"
                        + " to another file");
            }
            List<Integer> turns = game.newTurns(file, history, over);
            if (turns.isEmpty()) {
                throw new TurnFileException(file, "nothing to write: no turn was ended since the import (end your"
                        + " turn first)");
            }
            PlayerHome home = PlayerHome.standard();
            FactionKey player = game.turnFile().opening().faction(turns.get(0));
            char[] password = PasswordDialog.ask(shell, "The password of your key store " + home.keys().file()
                    + ", to sign the turn of " + player.factionId() + " (key " + player.fingerprint() + "):");
            if (password == null) {
                return false;
            }
            PlayerKey key = home.keys().unlock(password);
            TurnFile next = game.signNewTurns(file, history, over, key);
            next.write(file);
            home.games().keep(next, game.definitions().scenarioFile());
            TurnRecord last = next.records().get(next.records().size() - 1);
            MessageDialog.openInformation(shell, TITLE, "Wrote " + file + ": record " + last.number() + " ("
                    + game.turnFile().opening().faction(last.faction()).factionId() + ", turn " + (last.turn() + 1)
                    + "), signed with your key " + key.fingerprint() + ". " + after(session, game));
            return true;
        } catch (TurnFileException e) {
            MessageDialog.openError(shell, TITLE, e.getMessage());
        } catch (IOException e) {
            MessageDialog.openError(shell, TITLE, file + ": the turn was not exported: " + e.getMessage());
        }
        return false;
    }

    private static String after(GameSession session, PbemGame game) {
        List<Integer> acting = session.actingFactions();
        if (acting.isEmpty()) {
            return "The game has ended: send the file to the other players so they see the end.";
        }
        FactionKey next = game.turnFile().opening().faction(acting.get(0));
        return "Send it to the player of " + next.factionId() + " (key " + next.fingerprint() + ").";
    }
}
