package org.hexbench.xconq.game;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.hexbench.xconq.gdl.Diagnostic;

/** Hand-written GDL modules in a library folder, and loading them. */
final class Modules {

    private final Path library;

    Modules(Path library) {
        this.library = library;
    }

    /** Writes {@code name.g}. */
    Modules write(String name, String text) {
        try {
            Files.writeString(library.resolve(name + ".g"), text, StandardCharsets.ISO_8859_1);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return this;
    }

    /** Loads {@code name.g} as the main module, naming it {@code name.g} in diagnostics. */
    XconqGame load(String name) {
        return XconqGame.load(library.resolve(name + ".g"), name + ".g", List.of(library));
    }

    /** The diagnostics as the command line prints them, with file names relative to the library. */
    static List<String> texts(XconqGame game) {
        return game.diagnostics().stream().map(Diagnostic::toString).toList();
    }

    /** The two types every playable test game needs. */
    static final String BASICS = "(terrain-type plains (char \"+\"))\n(terrain-type sea (char \".\"))\n"
            + "(unit-type tank (char \"T\") (hp-max 4) (acp-per-turn 2))\n";
}
