package org.hexbench.xconq.mapfile;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.hexbench.scenario.Scenario;
import org.hexbench.xconq.game.TranslatedModule;
import org.hexbench.xconq.game.XconqGame;
import org.hexbench.xconq.gdl.Diagnostic;
import org.hexbench.xconq.gdl.Diagnostics;
import org.hexbench.xconq.importer.XconqImport;
import org.hexbench.xconq.internal.ScenarioBuilder;

/**
 * Imports a mapfile of Xconq 5 ({@code .scn}, {@code .map} or {@code .per}, "Customizing Xconq" (1993)): reads it
 * and the mapfiles it names from the library folders, translates the period, map, globals, sides and units into the
 * game model GDL modules load into, and builds the scenario with the same builder as {@link XconqImport}. The mapping
 * is in the Xconq bundle's README; the result is written with
 * {@link org.hexbench.xconq.importer.XconqProject#write}.
 */
public final class MapfileImport {

    private MapfileImport() {
    }

    /**
     * Imports a mapfile.
     *
     * @param file the mapfile
     * @param shownAs how diagnostics name it
     * @param library the folders the mapfiles it names are looked up in; empty for the mapfile's folder
     * @param seed the seed of what the import draws at random (the terrain of a period without a map, countries)
     * @return the result; never throws for bad input: every problem is a diagnostic with file, line and column
     */
    public static XconqImport.Result read(Path file, String shownAs, List<Path> library, long seed) {
        Diagnostics translation = new Diagnostics();
        Path folder = file.toAbsolutePath().getParent();
        MapfileReader reader = new MapfileReader(library.isEmpty() ? List.of(folder) : library, translation);
        TranslatedModule main = reader.readMain(file, shownAs);
        XconqGame game = XconqGame.interpret(main, reader.loadedBefore(), translation.all(),
                reader.foreignNames());
        List<Diagnostic> all = new ArrayList<>(game.diagnostics());
        if (game.hasErrors()) {
            return new XconqImport.Result(game, null, all);
        }
        Diagnostics notes = new Diagnostics();
        Scenario scenario = new ScenarioBuilder(game, seed, notes).build();
        all.addAll(notes.all());
        return new XconqImport.Result(game, scenario, all);
    }
}
