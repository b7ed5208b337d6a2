package org.hexbench.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.hexbench.xconq.gdl.Diagnostic;
import org.hexbench.xconq.importer.XconqImport;
import org.hexbench.xconq.importer.XconqProject;
import org.hexbench.xconq.mapfile.MapfileImport;

/**
 * {@code hexbench import xconq <module.g> [--lib dir]... [--out folder] [--seed N]}: makes a Hexbench project from an
 * Xconq game module; {@code hexbench import xconq-1993 <file.map|file.scn> ...} from a mapfile of Xconq 5
 * ("Customizing Xconq", 1993), whose period and other mapfiles are looked up in the library folders (the rules of both
 * are in {@code org.hexbench.xconq}'s README). Every diagnostic of the reader, the
 * interpreter and the import prints as {@code file:line:column: severity: message}; a module with errors exits 1 and
 * writes nothing, and so does a project that would not validate. Library folders default to the module's folder; the
 * project folder to the module's name in the current folder, which must not exist or be empty.
 */
public final class ImportCommand implements Subcommand {

    private static final List<String> FORMATS = List.of("xconq", "xconq-1993");

    @Override
    public String name() {
        return "import";
    }

    @Override
    public String summary() {
        return "make a Hexbench project from another game's files (xconq: an Xconq game module; xconq-1993: an"
                + " Xconq 5 mapfile)";
    }

    @Override
    public String usage() {
        return "hexbench import xconq <module.g> [--lib dir]... [--out folder] [--seed N]\n"
                + "       hexbench import xconq-1993 <file.map|file.scn|file.per> [--lib dir]... [--out folder] [--seed N]";
    }

    @Override
    public int run(List<String> arguments, Terminal terminal) throws UsageException {
        if (arguments.isEmpty() || !FORMATS.contains(arguments.get(0))) {
            throw new UsageException(arguments.isEmpty() ? "name the format to import: xconq or xconq-1993"
                    : "unknown format '" + arguments.get(0) + "'; the formats Hexbench imports are xconq (a game"
                            + " module) and xconq-1993 (an Xconq 5 mapfile)");
        }
        boolean mapfile = arguments.get(0).equals("xconq-1993");
        String module = null;
        List<Path> library = new ArrayList<>();
        Path out = null;
        long seed = 1;
        for (int i = 1; i < arguments.size(); i++) {
            String a = arguments.get(i);
            switch (a) {
                case "--lib" -> library.add(Path.of(value(arguments, ++i, a)));
                case "--out" -> out = Path.of(value(arguments, ++i, a));
                case "--seed" -> {
                    String text = value(arguments, ++i, a);
                    try {
                        seed = Long.parseLong(text);
                    } catch (NumberFormatException e) {
                        throw new UsageException("--seed needs a whole number, got '" + text + "'");
                    }
                }
                default -> {
                    if (a.startsWith("-")) {
                        throw new UsageException("unknown option '" + a + "'");
                    }
                    if (module != null) {
                        throw new UsageException("name one module, got '" + module + "' and '" + a + "'");
                    }
                    module = a;
                }
            }
        }
        if (module == null) {
            throw new UsageException(mapfile ? "name the mapfile to import, e.g. tiny.scn"
                    : "name the module to import, e.g. lib/duel.g");
        }
        Path file = Path.of(module);
        if (!Files.isRegularFile(file)) {
            terminal.out().println(module + ": error: the " + (mapfile ? "mapfile" : "module file") + " does not exist");
            return ExitCode.DOMAIN_ERROR;
        }
        for (Path folder : library) {
            if (!Files.isDirectory(folder)) {
                terminal.out().println(folder + ": error: the library folder does not exist");
                return ExitCode.DOMAIN_ERROR;
            }
        }
        XconqImport.Result result = mapfile ? MapfileImport.read(file, module, library, seed)
                : XconqImport.read(file, module, library, seed);
        for (Diagnostic d : result.diagnostics()) {
            terminal.out().println(d);
        }
        if (result.failed()) {
            terminal.err().println("not imported: " + result.errors().size() + " error(s); nothing was written");
            return ExitCode.DOMAIN_ERROR;
        }
        Path folder = out != null ? out : Path.of(result.game().mainModule().name());
        try {
            Path scenario = XconqProject.write(result, folder);
            long warnings = result.diagnostics().size();
            terminal.err().println("wrote " + scenario + " (" + warnings + " warnings; see README.md)");
            return ExitCode.OK;
        } catch (IOException e) {
            terminal.out().println(folder + ": error: " + e.getMessage());
            return ExitCode.DOMAIN_ERROR;
        }
    }

    private static String value(List<String> arguments, int i, String option) throws UsageException {
        if (i >= arguments.size()) {
            throw new UsageException(option + " needs a value");
        }
        return arguments.get(i);
    }
}
