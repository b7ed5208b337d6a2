package org.hexbench.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.hexbench.engine.game.ReplayResult;
import org.hexbench.engine.game.SaveFormatException;
import org.hexbench.engine.game.SavedGame;

/**
 * {@code hexbench replay <save>}: replays a saved game's recorded instruction programs (Hexkit User's Guide §2.1.4
 * Replaying Your Game) and prints the final state hash, which equals the one {@code hexbench play} printed when the game was saved. A changed scenario
 * is a warning; a corrupt save is an error with file and line.
 */
public final class ReplayCommand implements Subcommand {

    @Override
    public String name() {
        return "replay";
    }

    @Override
    public String summary() {
        return "replay a saved game and print its final state hash";
    }

    @Override
    public String usage() {
        return "hexbench replay <save>";
    }

    @Override
    public int run(List<String> arguments, Terminal terminal) throws UsageException {
        if (arguments.size() != 1 || arguments.get(0).startsWith("-")) {
            throw new UsageException("name exactly one saved game");
        }
        Path save = Path.of(arguments.get(0));
        if (!Files.isRegularFile(save)) {
            terminal.err().println(save + ": error: no such file");
            return ExitCode.DOMAIN_ERROR;
        }
        try {
            SavedGame game = SavedGame.load(save);
            ReplayResult result = game.replay(save);
            for (String warning : result.warnings()) {
                terminal.err().println(save + ": warning: " + warning);
            }
            terminal.out().println("Replayed " + game.entries().size() + " commands");
            terminal.out().println("State hash: " + result.stateHash());
            return ExitCode.OK;
        } catch (SaveFormatException e) {
            terminal.err().println(e.getMessage().startsWith(save.toString()) ? e.getMessage()
                    : save + ": error: " + e.getMessage());
            return ExitCode.DOMAIN_ERROR;
        } catch (IOException e) {
            terminal.err().println(save + ": error: " + e.getMessage());
            return ExitCode.DOMAIN_ERROR;
        }
    }
}
