package org.hexbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.hexbench.testdata.Checkout;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code hexbench import-tiled} and {@code export-tiled}: the hand-written Tiled map of the interop tests becomes a
 * scenario that {@code hexbench validate} accepts, with its warning printed as {@code file:line: warning:}; the
 * scenario exports to JSON and imports again; a broken map is an error with file and line and writes nothing.
 */
class TiledCommandTest {

    @TempDir
    Path folder;

    private static Path hexTmx() {
        return Checkout.root().resolve("tests/org.hexbench.interop.tests/resources/tiled/hex.tmx");
    }

    @Test
    void aTiledMapImportsValidatesExportsAndImportsAgain() {
        Path scenario = folder.resolve("hex.hexscenario");
        CapturedTerminal imported = new CapturedTerminal();
        assertEquals(ExitCode.OK, imported.run("import-tiled", hexTmx().toString(), scenario.toString()),
                imported::err);
        assertTrue(imported.out().contains("hex.tmx:64: warning: object 5 'tree decoration' has no class"),
                imported.out());
        CapturedTerminal validated = new CapturedTerminal();
        assertEquals(ExitCode.OK, validated.run("validate", scenario.toString()), validated::out);

        Path tmj = folder.resolve("hex.tmj");
        CapturedTerminal exported = new CapturedTerminal();
        assertEquals(ExitCode.OK, exported.run("export-tiled", scenario.toString(), tmj.toString()), exported::err);
        CapturedTerminal again = new CapturedTerminal();
        assertEquals(ExitCode.OK, again.run("import-tiled", tmj.toString(), folder.resolve("again.hexscenario")
                .toString()), again::err);
        assertEquals("", again.out(), "the exported map imports without warnings");
        assertEquals(ExitCode.DOMAIN_ERROR, new CapturedTerminal().run("import-tiled", tmj.toString(),
                scenario.toString()), "an existing scenario is not replaced");
    }

    @Test
    void aBrokenMapIsAnErrorWithFileAndLineAndNothingIsWritten() throws IOException {
        Path broken = Files.writeString(folder.resolve("broken.tmx"), "<?xml version=\"1.0\"?>\n<map>\n<layer>\n</map>\n");
        Path scenario = folder.resolve("broken.hexscenario");
        CapturedTerminal terminal = new CapturedTerminal();
        assertEquals(ExitCode.DOMAIN_ERROR, terminal.run("import-tiled", broken.toString(), scenario.toString()));
        assertTrue(terminal.out().startsWith("broken.tmx:4: error: is not well-formed XML"), terminal.out());
        assertTrue(Files.notExists(scenario));
        assertEquals(ExitCode.USAGE_ERROR, new CapturedTerminal().run("export-tiled", scenario.toString()));
    }
}
