package org.hexbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.hexbench.testdata.Checkout;
import org.hexbench.testdata.SharedData;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@code hexbench import xconq}: a hand-written module becomes a project that {@code hexbench validate} accepts and
 * {@code hexbench play} plays for 20 turns with random players under the default rules (two for a game of two
 * factions, one per faction otherwise); every Xconq game of {@code ../shared/data/xconq} (skipped when absent) does
 * the same; broken modules print their diagnostics with file,
 * line and column, exit 1 and write nothing; usage mistakes exit 2.
 */
class ImportXconqCommandTest {

    @TempDir
    Path folder;

    private static final Path SKIRMISH = Checkout.root().resolve("tests/org.hexbench.xconq.tests/resources/gdl/skirmish.g");

    @Test
    void aModuleBecomesAProjectThatValidatesAndPlays20Turns() {
        Path out = folder.resolve("skirmish-project");
        CapturedTerminal imported = new CapturedTerminal();
        assertEquals(ExitCode.OK, imported.run("import", "xconq", SKIRMISH.toString(), "--out", out.toString(),
                "--seed", "5"), imported::err);
        assertTrue(imported.err().startsWith("wrote " + out.resolve("skirmish.hexscenario")), imported.err());
        assertTrue(imported.out().lines().allMatch(l -> l.matches("[^:]+:\\d+:\\d+: warning: .*")), imported.out());
        assertTrue(Files.isRegularFile(out.resolve("README.md")));
        CapturedTerminal validated = new CapturedTerminal();
        assertEquals(ExitCode.OK, validated.run("validate", out.toString()), validated::out);
        CapturedTerminal played = new CapturedTerminal();
        assertEquals(ExitCode.OK, played.run("play", out.resolve("skirmish.hexscenario").toString(), "--players",
                "random,random,random", "--seed", "3", "--turns", "20"), played::err);
        assertTrue(played.out().contains("Turn limit 20 reached") || played.out().contains("Winner: "),
                played.out());
    }

    @Test
    void aBrokenModulePrintsItsDiagnosticsAndWritesNothing() throws IOException {
        Path broken = Files.writeString(folder.resolve("broken.g"), "(game-module \"broken\")\n(terrain-type t)\n"
                + "(unit-type u (hp-max 0)\n");
        Path out = folder.resolve("out");
        CapturedTerminal terminal = new CapturedTerminal();
        assertEquals(ExitCode.DOMAIN_ERROR, terminal.run("import", "xconq", broken.toString(), "--out",
                out.toString()));
        assertTrue(terminal.out().startsWith(broken + ":3:1: error: the list opened here is not closed"),
                terminal.out());
        assertTrue(terminal.err().contains("nothing was written"), terminal.err());
        assertTrue(Files.notExists(out));
        try (Stream<Path> files = Files.list(folder)) {
            assertEquals(List.of("broken.g"), files.map(p -> p.getFileName().toString()).toList());
        }
    }

    @Test
    void usageMistakesExitWith2() {
        assertEquals(ExitCode.USAGE_ERROR, new CapturedTerminal().run("import"));
        assertEquals(ExitCode.USAGE_ERROR, new CapturedTerminal().run("import", "civ", "x.g"));
        assertEquals(ExitCode.USAGE_ERROR, new CapturedTerminal().run("import", "xconq"));
        assertEquals(ExitCode.USAGE_ERROR, new CapturedTerminal().run("import", "xconq", "a.g", "--seed", "x"));
        assertEquals(ExitCode.USAGE_ERROR, new CapturedTerminal().run("import", "xconq", "a.g", "--frob"));
        assertEquals(ExitCode.DOMAIN_ERROR, new CapturedTerminal().run("import", "xconq",
                folder.resolve("absent.g").toString()));
    }

    static Stream<String> games() {
        if (SharedData.xconq().isEmpty()) {
            return Stream.empty();
        }
        try (Stream<Path> files = Files.list(SharedData.xconq().get().resolve("lib"))) {
            List<String> all = files.map(p -> p.getFileName().toString()).sorted().toList();
            return Stream.of("duel.g", "coral-sea.g", "mars.g", "normandy.g", "1756.g", "gazala.g", "mormon.g",
                    "space.g", "standard.g", "intro.g", "classic.g", "ww2-38.g", "tokyo.g", "feb-1917.g", "insects.g",
                    "flattop.g", "gettysburg.g", "beirut.g", "lord-rings.g", "civ2.g", "opal.g", "battles.g",
                    "anc-near-east.g").filter(all::contains);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    @ParameterizedTest
    @MethodSource("games")
    void everySharedGameImportsValidatesAndPlays20TurnsWithRandomPlayers(String game) throws IOException {
        assumeTrue(SharedData.xconq().isPresent(), SharedData.absent("xconq"));
        Path lib = SharedData.xconq().get().resolve("lib");
        Path out = folder.resolve(game.replace(".g", ""));
        CapturedTerminal imported = new CapturedTerminal();
        assertEquals(ExitCode.OK, imported.run("import", "xconq", lib.resolve(game).toString(), "--lib",
                lib.toString(), "--out", out.toString()), imported::out);
        CapturedTerminal validated = new CapturedTerminal();
        assertEquals(ExitCode.OK, validated.run("validate", out.toString()), validated::out);
        Path scenario = out.resolve(game.replace(".g", ".hexscenario"));
        int factions = org.hexbench.scenario.resource.ScenarioResources.load(scenario).getFactions().getFactions()
                .size();
        CapturedTerminal played = new CapturedTerminal();
        assertEquals(ExitCode.OK, played.run("play", scenario.toString(), "--players",
                String.join(",", java.util.Collections.nCopies(factions, "random")), "--seed", "2", "--turns", "20"),
                played::err);
        assertTrue(played.out().contains("Turn limit 20 reached") || played.out().contains("Winner: "),
                played.out());
    }
}
