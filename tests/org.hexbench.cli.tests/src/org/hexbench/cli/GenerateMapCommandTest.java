package org.hexbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.hexbench.scenario.Area;
import org.hexbench.scenario.GameMap;
import org.hexbench.scenario.Scenario;
import org.hexbench.scenario.TerrainClass;
import org.hexbench.scenario.map.TerrainLayout;
import org.hexbench.scenario.resource.ScenarioResources;
import org.hexbench.testdata.Checkout;
import org.hexbench.testdata.SharedData;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code hexbench generate-map}: an imported Xconq game's map made anew by the settings of its Design section (the
 * same seed the same map, another seed another, a new size, rivers and roads between its towns), a Hexbench example's
 * map by defaults from its terrain classes, each saved and validated; usage mistakes exit 2.
 */
class GenerateMapCommandTest {

    @TempDir
    Path folder;

    private static List<String> backgrounds(Path scenario) throws Exception {
        Scenario s = ScenarioResources.load(scenario);
        GameMap map = s.getAreas().getMap();
        TerrainLayout layout = TerrainLayout.decode(map);
        List<String> out = new java.util.ArrayList<>();
        for (int site = 0; site < layout.size(); site++) {
            out.add(layout.stackAt(site).get(0).getId());
        }
        return out;
    }

    private Path importedStandard() {
        Path lib = SharedData.xconq().map(p -> p.resolve("lib")).orElse(null);
        assumeTrue(lib != null, "the shared Xconq library is present");
        Path out = folder.resolve("standard");
        CapturedTerminal imported = new CapturedTerminal();
        assertEquals(ExitCode.OK, imported.run("import", "xconq", lib.resolve("standard.g").toString(), "--out",
                out.toString()), imported::err);
        return out.resolve("standard.hexscenario");
    }

    @Test
    void anImportedXconqGameGetsANewMapBySeedWithRiversAndRoads() throws Exception {
        Path scenario = importedStandard();
        List<String> imported = backgrounds(scenario);
        CapturedTerminal first = new CapturedTerminal();
        assertEquals(ExitCode.OK, first.run("generate-map", scenario.toString(), "--seed", "2"), first::out);
        assertTrue(first.out().lines().noneMatch(l -> l.contains(": error: ")), first.out());
        assertTrue(first.out().lines().allMatch(l -> l.startsWith(scenario.toString())), "validated: " + first.out());
        Matcher m = Pattern.compile("wrote .*: (\\d+) x (\\d+) by the fractal percentile world"
                + " \\(make-fractal-percentile-terrain\\), seed 2, (\\d+) river sites, (\\d+) road sites").matcher(
                        first.err());
        assertTrue(m.find(), first.err());
        assertTrue(Integer.parseInt(m.group(3)) > 0, "rivers (stdterr.g's river-chance)");
        assertTrue(Integer.parseInt(m.group(4)) > 0, "roads (stdunit.g's road-chance between towns and cities)");
        List<String> seed2 = backgrounds(scenario);
        assertEquals(imported.size(), seed2.size(), "the same size");
        assertNotEquals(imported, seed2, "a new map");
        CapturedTerminal again = new CapturedTerminal();
        assertEquals(ExitCode.OK, again.run("generate-map", scenario.toString(), "--seed", "2"), again::out);
        assertEquals(seed2, backgrounds(scenario), "the same seed, the same map");
        Set<String> foreground = new HashSet<>();
        Scenario s = ScenarioResources.load(scenario);
        for (var stack : s.getAreas().getMap().getPalette()) {
            stack.getTerrains().stream().skip(1).map(TerrainClass::getId).forEach(foreground::add);
        }
        assertEquals(Set.of("river", "road"), foreground, "rivers and roads are foreground terrains of the sites");
        // stdunit.g's favored-terrain: towns only on land (swamp plains forest desert mountains), cities on plains
        TerrainLayout layout = TerrainLayout.decode(s.getAreas().getMap());
        int towns = 0;
        for (Area area : s.getAreas().getMap().getAreas()) {
            for (var unit : area.getUnits()) {
                String type = unit.getEntityClass().getId();
                for (int site : layout.sitesOf(area.getBounds(), area.getSites())) {
                    String under = layout.stackAt(site).get(0).getId();
                    if (type.equals("city")) {
                        assertEquals("plains", under, "a city on plains");
                    } else if (type.equals("town")) {
                        assertTrue(Set.of("swamp", "plains", "forest", "desert", "mountains").contains(under),
                                "a town on land, not " + under);
                        towns++;
                    }
                }
            }
        }
        assertTrue(towns >= 10, "the sides' towns and the independent ones: " + towns);

        Path bigger = folder.resolve("standard/bigger.hexscenario");
        CapturedTerminal resized = new CapturedTerminal();
        assertEquals(ExitCode.OK, resized.run("generate-map", scenario.toString(), "--width", "90", "--height", "45",
                "--out", bigger.toString()), resized::out);
        GameMap map = ScenarioResources.load(bigger).getAreas().getMap();
        assertEquals(List.of(90, 45), List.of(map.getWidth(), map.getHeight()));
        assertEquals(seed2, backgrounds(scenario), "--out leaves the scenario itself alone");
    }

    @Test
    void aHexbenchExampleGetsAMapOfItsOwnTerrainClasses() throws Exception {
        Path copy = Checkout.copyExample("riverford", folder);
        Path scenario = copy.resolve("riverford.hexscenario");
        CapturedTerminal t = new CapturedTerminal();
        assertEquals(ExitCode.OK, t.run("generate-map", scenario.toString(), "--seed", "9"), t::out);
        assertTrue(t.out().lines().noneMatch(l -> l.contains(": error: ")), t.out());
        Scenario s = ScenarioResources.load(scenario);
        Set<String> used = new HashSet<>(backgrounds(scenario));
        Set<String> classes = new HashSet<>();
        s.getEntities().getTerrains().stream().filter(TerrainClass::isBackground).map(TerrainClass::getId)
                .forEach(classes::add);
        assertEquals(classes, used, "every background terrain class takes its share of the altitudes");
    }

    /**
     * Saved into another folder, the scenario still names its rule file (a plain path, which EMF does not rewrite as it
     * does the section files' references): it validates and plays there by Riverford's rules, and the original is
     * untouched.
     */
    @Test
    void aScenarioGeneratedIntoAnotherFolderStillPlaysByItsRuleFile() throws Exception {
        Path copy = Checkout.copyExample("riverford", folder);
        Path scenario = copy.resolve("riverford.hexscenario");
        Path elsewhere = folder.resolve("elsewhere/deeper/ford.hexscenario");
        java.nio.file.Files.createDirectories(elsewhere.getParent());
        CapturedTerminal t = new CapturedTerminal();
        assertEquals(ExitCode.OK, t.run("generate-map", scenario.toString(), "--seed", "4", "--out",
                elsewhere.toString()), t::out);
        String ruleFile = ScenarioResources.load(elsewhere).getMaster().getRuleFile();
        assertEquals(copy.resolve("riverford.hbrules").normalize(),
                elsewhere.getParent().resolve(ruleFile).normalize(), "the rule file named from the new folder");
        assertEquals("riverford.hbrules", ScenarioResources.load(scenario).getMaster().getRuleFile());

        CapturedTerminal played = new CapturedTerminal();
        assertEquals(ExitCode.OK, played.run("play", elsewhere.toString(), "--players", "random,random", "--turns",
                "3", "--seed", "2"), played::err);
        assertTrue(played.out().contains("State hash"), played.out());
    }

    @Test
    void mistakesExitWith2OrNameTheFile() {
        CapturedTerminal t = new CapturedTerminal();
        assertEquals(ExitCode.USAGE_ERROR, t.run("generate-map"));
        assertEquals(ExitCode.USAGE_ERROR, t.run("generate-map", "a.hexscenario", "--width", "0"));
        assertEquals(ExitCode.USAGE_ERROR, t.run("generate-map", "a.hexscenario", "--seed", "x"));
        assertEquals(ExitCode.USAGE_ERROR, t.run("generate-map", "a.hexscenario", "--colour"));
        CapturedTerminal missing = new CapturedTerminal();
        Path none = folder.resolve("none.hexscenario");
        assertEquals(ExitCode.DOMAIN_ERROR, missing.run("generate-map", none.toString()));
        assertEquals(none + ": error: no such scenario file\n", missing.out());
    }
}
