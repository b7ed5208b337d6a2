package org.hexbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.hexbench.testdata.Checkout;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code hexbench import xconq-1993}: the test mapfiles written from "Customizing Xconq" (1993)
 * ({@code tests/org.hexbench.xconq.tests/resources/mapfile}) become projects that {@code hexbench validate} accepts
 * and {@code hexbench play} plays for 20 turns with random players: a scenario whose period is in a library folder,
 * and the manual's own period alone (its map and countries made by the import). A mapfile whose period is missing
 * prints the error with file, line and column, exits 1 and writes nothing.
 */
class ImportXconq1993CommandTest {

    private static final Path MAPFILES = Checkout.root().resolve("tests/org.hexbench.xconq.tests/resources/mapfile");

    @TempDir
    Path folder;

    private void importsValidatesAndPlays(Path mapfile, String name, String... library) throws IOException {
        Path out = folder.resolve(name + "-project");
        CapturedTerminal imported = new CapturedTerminal();
        List<String> arguments = new java.util.ArrayList<>(List.of("import", "xconq-1993", mapfile.toString()));
        for (String lib : library) {
            arguments.addAll(List.of("--lib", lib));
        }
        arguments.addAll(List.of("--out", out.toString(), "--seed", "4"));
        assertEquals(ExitCode.OK, imported.run(arguments.toArray(String[]::new)), imported::out);
        assertTrue(imported.err().startsWith("wrote " + out.resolve(name + ".hexscenario")), imported.err());
        assertTrue(imported.out().lines().allMatch(l -> l.matches("[^:]+:\\d+:\\d+: warning: .*")), imported.out());
        CapturedTerminal validated = new CapturedTerminal();
        assertEquals(ExitCode.OK, validated.run("validate", out.toString()), validated::out);
        Path scenario = out.resolve(name + ".hexscenario");
        int factions = org.hexbench.scenario.resource.ScenarioResources.load(scenario).getFactions().getFactions()
                .size();
        CapturedTerminal played = new CapturedTerminal();
        assertEquals(ExitCode.OK, played.run("play", scenario.toString(), "--players",
                String.join(",", java.util.Collections.nCopies(factions, "random")), "--seed", "3", "--turns", "20"),
                played::err);
        assertTrue(played.out().contains("Turn limit 20 reached") || played.out().contains("Winner: "),
                played.out());
    }

    @Test
    void aScenarioWithItsPeriodInALibraryFolderValidatesAndPlays20Turns() throws IOException {
        importsValidatesAndPlays(MAPFILES.resolve("skirmish.scn"), "skirmish", MAPFILES.resolve("lib").toString());
    }

    @Test
    void theManualsTinyMapValidatesAndPlays20Turns() throws IOException {
        importsValidatesAndPlays(MAPFILES.resolve("tiny.scn"), "tiny", MAPFILES.resolve("lib").toString());
    }

    @Test
    void theManualsPeriodAloneValidatesAndPlays20Turns() throws IOException {
        importsValidatesAndPlays(MAPFILES.resolve("generic.per"), "generic");
    }

    @Test
    void aMapfileWithoutItsPeriodPrintsTheErrorAndWritesNothing() throws IOException {
        Path out = folder.resolve("out");
        CapturedTerminal terminal = new CapturedTerminal();
        // without --lib the period is looked up beside the mapfile, where it is not
        assertEquals(ExitCode.DOMAIN_ERROR, terminal.run("import", "xconq-1993", MAPFILES.resolve("skirmish.scn")
                .toString(), "--out", out.toString()));
        assertTrue(terminal.out().startsWith(MAPFILES.resolve("skirmish.scn") + ":4:1: error: the mapfile"
                + " \"empire.per\" is not in the library folders"), terminal.out());
        assertTrue(terminal.err().contains("nothing was written"), terminal.err());
        try (Stream<Path> files = Files.list(folder)) {
            assertEquals(List.of(), files.toList());
        }
        assertEquals(ExitCode.USAGE_ERROR, new CapturedTerminal().run("import", "xconq-1993"));
        assertEquals(ExitCode.DOMAIN_ERROR, new CapturedTerminal().run("import", "xconq-1993",
                folder.resolve("absent.scn").toString()));
    }
}
