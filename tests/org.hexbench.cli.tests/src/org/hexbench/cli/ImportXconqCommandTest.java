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
import org.hexbench.xconq.rules.XconqRules;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@code hexbench import xconq}: a hand-written module becomes a project that {@code hexbench validate} accepts and
 * {@code hexbench play} plays for 20 turns with random players by Xconq's rules (two for a game of two factions,
 * one per faction otherwise); every Xconq game of {@code ../shared/data/xconq} (skipped when absent) does the same
 * with random and with seeker players, and its definitions, which every front end reads, bind Xconq's rules; broken
 * modules print their diagnostics with file,
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

    /**
     * The import writes the rule set 'xconq' into the master; {@code Definitions.read}, which the command line, the
     * tournament and balance runs and the IDE's Play perspective all go through, binds Xconq's rules for it, Hexkit's
     * default rules without it, and refuses a rule set it does not know, naming the file.
     */
    @Test
    void theScenariosRuleSetPicksXconqRulesForEveryFrontEnd() throws Exception {
        Path out = folder.resolve("skirmish-rules");
        CapturedTerminal imported = new CapturedTerminal();
        assertEquals(ExitCode.OK, imported.run("import", "xconq", SKIRMISH.toString(), "--out", out.toString()),
                imported::err);
        Path file = out.resolve("skirmish.hexscenario");
        assertTrue(Files.readString(file).contains("ruleSet=\"xconq\""));
        assertTrue(org.hexbench.play.Definitions.read(file).rules() instanceof XconqRules);
        Files.writeString(file, Files.readString(file).replace("ruleSet=\"xconq\"", ""));
        assertEquals(org.hexbench.engine.rules.DefaultRules.class,
                org.hexbench.play.Definitions.read(file).rules().getClass());
        Files.writeString(file, Files.readString(file).replace("<master ", "<master ruleSet=\"chess\" "));
        var refused = org.junit.jupiter.api.Assertions.assertThrows(org.hexbench.play.GameStartException.class,
                () -> org.hexbench.play.Definitions.read(file));
        assertTrue(refused.getMessage().startsWith(file.toString()) && refused.getMessage().contains("'chess'"),
                refused.getMessage());
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
    void everySharedGameImportsValidatesAndPlays20TurnsByXconqRulesWithRandomAndSeekerPlayers(String game)
            throws Exception {
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
        org.hexbench.play.Definitions definitions = org.hexbench.play.Definitions.read(scenario);
        assertTrue(definitions.rules() instanceof XconqRules, "every front end plays it by Xconq's rules");
        assertTrue(definitions.gameSource().newGame(1).rules() instanceof XconqRules);
        assertTrue(definitions.rules().forAnotherGame() instanceof XconqRules);
        for (String player : List.of("random", "seeker")) {
            CapturedTerminal played = new CapturedTerminal();
            assertEquals(ExitCode.OK, played.run("play", scenario.toString(), "--players",
                    String.join(",", java.util.Collections.nCopies(factions, player)), "--seed", "2", "--turns",
                    "20"), played::err);
            assertTrue(played.out().contains("Turn limit 20 reached") || played.out().contains("Winner: "),
                    player + ": " + played.out());
        }
    }
}
