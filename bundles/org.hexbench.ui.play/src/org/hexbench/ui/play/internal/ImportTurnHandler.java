package org.hexbench.ui.play.internal;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.handlers.HandlerUtil;
import org.hexbench.engine.game.ScenarioChecksum;
import org.hexbench.pbem.GameCopies;
import org.hexbench.pbem.PbemGame;
import org.hexbench.pbem.PlayerHome;
import org.hexbench.pbem.TurnFile;
import org.hexbench.pbem.TurnFileException;
import org.hexbench.play.Definitions;
import org.hexbench.play.GameSession;
import org.hexbench.play.GameStartException;
import org.hexbench.scenario.resource.ScenarioResources;

/**
 * Import Turn: opens a game played by e-mail from a turn file ({@link TurnFile}), checked as {@code hexbench pbem
 * play} checks it: every signature and the chain, that it continues the player's copy of the game (not an older
 * file, not a fork), and every turn played again under the player's own copy of the scenario and rule file, found by
 * the player's copy of the game or else in the workspace by its file name and checksum. The game then continues in
 * the Play perspective, a person at every faction; the faction to move plays its turn and Export Turn writes the
 * next file. A refused file is shown in a dialog naming the file and what is wrong, and the running game stays.
 */
public final class ImportTurnHandler extends AbstractHandler {

    /** The title of the handler's dialogs. */
    public static final String TITLE = "Import Turn";

    @Override
    public Object execute(ExecutionEvent event) throws ExecutionException {
        IWorkbenchWindow window = HandlerUtil.getActiveWorkbenchWindowChecked(event);
        if (!PlayStarter.mayEndCurrentGame(window.getShell())) {
            return null;
        }
        Path chosen = PlayStarter.chooseFile(window.getShell(), TITLE, "*." + TurnFile.EXTENSION, "*");
        if (chosen != null) {
            importTurn(window, chosen);
        }
        return null;
    }

    /**
     * Opens a turn file's game in the Play perspective, or says why the file is refused.
     *
     * @param window the workbench window
     * @param file the turn file
     * @return whether the game was opened
     */
    public static boolean importTurn(IWorkbenchWindow window, Path file) {
        return PlayStarter.open(window, TITLE, () -> {
            try {
                return open(file);
            } catch (TurnFileException e) {
                throw new GameStartException(e.getMessage());
            } catch (IOException e) {
                throw new GameStartException(file + ": " + e.getMessage());
            } catch (GameStartException e) {
                throw new GameStartException(file + ": " + e.getMessage());
            }
        });
    }

    private static GameSession open(Path file) throws TurnFileException, IOException, GameStartException {
        TurnFile turns = TurnFile.read(file);
        turns.checkSignatures(file);
        GameCopies copies = PlayerHome.standard().games();
        copies.check(file, turns);
        Path scenario = scenarioOf(file, turns, copies);
        PbemGame game = PbemGame.verify(file, turns, Definitions.read(scenario));
        GameSession session = game.session(PlayPreferences.sessionOptions());
        ImportedGames.remember(session, game);
        return session;
    }

    /**
     * The player's copy of the game's scenario: the one they played it on before, else a file of the workspace with
     * the scenario's file name and checksum.
     */
    private static Path scenarioOf(Path file, TurnFile turns, GameCopies copies) throws IOException, TurnFileException {
        Optional<Path> known = copies.scenarioOf(turns.opening().gameId());
        if (known.isPresent()) {
            return known.get();
        }
        String name = turns.opening().scenarioName();
        List<Path> candidates = new ArrayList<>();
        try {
            ResourcesPlugin.getWorkspace().getRoot().accept(proxy -> {
                if (proxy.getType() == IResource.FILE && proxy.getName().equals(name)) {
                    candidates.add(proxy.requestResource().getLocation().toFile().toPath());
                }
                return true;
            }, IResource.NONE);
        } catch (CoreException e) {
            throw new IOException("the workspace cannot be searched for " + name + ": " + e.getMessage(), e);
        }
        for (Path candidate : candidates) {
            try {
                if (ScenarioChecksum.of(ScenarioResources.load(candidate)).equals(turns.opening().scenarioChecksum())) {
                    return candidate;
                }
            } catch (IOException | RuntimeException e) {
                // not a readable scenario: not the one
            }
        }
        throw new TurnFileException(file, "the game is played on " + name + " (checksum "
                + turns.opening().scenarioChecksum().substring(0, 12) + "…), and no file of that name in the workspace"
                + (candidates.isEmpty() ? "" : " (" + candidates.size() + " found)") + " has that checksum: import"
                + " the scenario's project into the workspace first");
    }
}
