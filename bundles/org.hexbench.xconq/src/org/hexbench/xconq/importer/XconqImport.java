package org.hexbench.xconq.importer;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.hexbench.scenario.Scenario;
import org.hexbench.xconq.game.XconqGame;
import org.hexbench.xconq.gdl.Diagnostic;
import org.hexbench.xconq.gdl.Diagnostics;
import org.hexbench.xconq.internal.ScenarioBuilder;

/**
 * Imports an Xconq game: loads the main module and the modules it needs from the library folders
 * ({@link XconqGame#load(Path, String, List)}), and, when that finds no error, builds the scenario. The rules of the
 * mapping are in the Xconq bundle's README.
 */
public final class XconqImport {

    private XconqImport() {
    }

    /**
     * What an import gives.
     *
     * @param game the game as its modules describe it
     * @param scenario the scenario, in no resource; {@code null} when the game has errors
     * @param diagnostics the reader's and interpreter's diagnostics, then the import's warnings, each with file, line
     *            and column
     */
    public record Result(XconqGame game, Scenario scenario, List<Diagnostic> diagnostics) {

        /** Copies the diagnostics. */
        public Result {
            diagnostics = List.copyOf(diagnostics);
        }

        /** @return whether the game could not be imported (the diagnostics say why) */
        public boolean failed() {
            return scenario == null;
        }

        /** @return the errors */
        public List<Diagnostic> errors() {
            return diagnostics.stream().filter(Diagnostic::isError).toList();
        }
    }

    /**
     * Imports a game.
     *
     * @param module the main module's file
     * @param shownAs how diagnostics name that file
     * @param library the library folders; empty for the main module's folder
     * @param seed the seed of what the import draws at random (terrain of generated maps, units without a position)
     * @return the result; never throws for bad input
     */
    public static Result read(Path module, String shownAs, List<Path> library, long seed) {
        XconqGame game = XconqGame.load(module, shownAs, library);
        List<Diagnostic> all = new ArrayList<>(game.diagnostics());
        if (game.hasErrors()) {
            return new Result(game, null, all);
        }
        Diagnostics notes = new Diagnostics();
        Scenario scenario = new ScenarioBuilder(game, seed, notes).build();
        all.addAll(notes.all());
        return new Result(game, scenario, all);
    }
}
