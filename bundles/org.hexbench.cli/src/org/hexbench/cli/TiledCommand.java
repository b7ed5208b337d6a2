package org.hexbench.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.hexbench.interop.ImportWarning;
import org.hexbench.interop.Imported;
import org.hexbench.interop.InteropException;
import org.hexbench.interop.OutputFile;
import org.hexbench.interop.tiled.TiledExport;
import org.hexbench.interop.tiled.TiledImport;
import org.hexbench.scenario.resource.ScenarioResources;

/**
 * {@code hexbench import-tiled <map.tmx|map.tmj> <new.hexscenario>} and {@code hexbench export-tiled
 * <scenario.hexscenario> <map.tmx|map.tmj>}: the IDE's Tiled import and export wizards on the command line (rules in
 * {@code org.hexbench.interop}'s README). Warnings print as {@code file:line: warning: message}; a file that cannot be
 * converted prints {@code file:line: error: message}, exits 1 and writes nothing. Import refuses to replace an
 * existing scenario.
 */
public final class TiledCommand implements Subcommand {

    private final boolean importing;

    /**
     * Creates one of the two subcommands.
     *
     * @param importing {@code true} for {@code import-tiled}, {@code false} for {@code export-tiled}
     */
    public TiledCommand(boolean importing) {
        this.importing = importing;
    }

    @Override
    public String name() {
        return importing ? "import-tiled" : "export-tiled";
    }

    @Override
    public String summary() {
        return importing ? "make a scenario from a Tiled map (.tmx or .tmj)"
                : "write a scenario's map as a Tiled map (.tmx or .tmj)";
    }

    @Override
    public String usage() {
        return importing ? "hexbench import-tiled <map.tmx | map.tmj> <new.hexscenario>"
                : "hexbench export-tiled <file.hexscenario> <map.tmx | map.tmj>";
    }

    @Override
    public int run(List<String> arguments, Terminal terminal) throws UsageException {
        if (arguments.size() != 2 || arguments.stream().anyMatch(a -> a.startsWith("-"))) {
            throw new UsageException("name the file to read and the file to write");
        }
        Path source = Path.of(arguments.get(0));
        Path target = Path.of(arguments.get(1));
        try {
            if (importing) {
                if (!target.getFileName().toString().endsWith("." + ScenarioResources.EXTENSION)) {
                    throw new UsageException("the scenario to write must end in ." + ScenarioResources.EXTENSION);
                }
                if (Files.exists(target)) {
                    terminal.err().println(target + ": error: exists already; choose another name");
                    return ExitCode.DOMAIN_ERROR;
                }
                Imported imported = TiledImport.read(source);
                for (ImportWarning warning : imported.warnings()) {
                    terminal.out().println(warning);
                }
                OutputFile.writeScenario(imported.scenario(), target);
                terminal.err().println("wrote " + target + " (" + imported.warnings().size() + " warnings)");
            } else {
                List<String> notes = TiledExport.write(ScenarioResources.load(source), target);
                for (String note : notes) {
                    terminal.out().println(source.getFileName() + ": warning: " + note);
                }
                terminal.err().println("wrote " + target);
            }
            return ExitCode.OK;
        } catch (InteropException e) {
            terminal.out().println(e.where() + ": error: " + e.detail());
            return ExitCode.DOMAIN_ERROR;
        } catch (IOException e) {
            terminal.out().println(source + ": error: " + e.getMessage());
            return ExitCode.DOMAIN_ERROR;
        }
    }
}
