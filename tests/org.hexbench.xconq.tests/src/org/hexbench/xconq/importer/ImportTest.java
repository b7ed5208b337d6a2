package org.hexbench.xconq.importer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.hexbench.scenario.Area;
import org.hexbench.scenario.CellLayer;
import org.hexbench.scenario.DesignNumber;
import org.hexbench.scenario.DesignProperties;
import org.hexbench.scenario.DesignTable;
import org.hexbench.scenario.EntityTemplate;
import org.hexbench.scenario.Faction;
import org.hexbench.scenario.GameMap;
import org.hexbench.scenario.GridShift;
import org.hexbench.scenario.Scenario;
import org.hexbench.scenario.UnitClass;
import org.hexbench.scenario.VariableValue;
import org.hexbench.scenario.map.TerrainLayout;
import org.hexbench.scenario.resource.ScenarioResources;
import org.hexbench.scenario.validation.ScenarioCheck;
import org.hexbench.testdata.Checkout;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A hand-written module ({@code resources/gdl/skirmish.g}) imported site by site, with every expected value worked
 * out by hand from the GDL reference in the comments; and what a failed import leaves behind: nothing.
 */
class ImportTest {

    @TempDir
    Path folder;

    private static final Path SKIRMISH = Checkout.root().resolve("tests/org.hexbench.xconq.tests/resources/gdl/skirmish.g");

    private XconqImport.Result skirmish() {
        XconqImport.Result result = XconqImport.read(SKIRMISH, "skirmish.g", List.of(), 3);
        assertFalse(result.failed(), result.diagnostics().toString());
        return result;
    }

    private static int value(List<VariableValue> values, String variable) {
        return values.stream().filter(v -> v.getVariable().getId().equals(variable)).findFirst().orElseThrow()
                .getValue();
    }

    @Test
    void theMasterFactionsAndClassesComeFromTheModule() {
        Scenario s = skirmish().scenario();
        assertEquals("Skirmish", s.getMaster().getTitle());
        assertEquals("1.0", s.getMaster().getVersion());
        assertEquals("Two patrols meet at a ford.", s.getMaster().getDescription());
        assertEquals(30, s.getMaster().getTurns().getTurnLimit(), "(set last-turn 30)");
        List<Faction> factions = s.getFactions().getFactions();
        assertEquals(List.of("Red", "Blue", "Independent"), factions.stream().map(Faction::getName).toList());
        assertEquals(List.of("#ff0000", "#0000ff", "#a0a0a0"), factions.stream().map(Faction::getColor).toList(),
                "the first colour of (color \"blue,white\")");
        assertTrue(factions.stream().allMatch(f -> f.getConditions().size() == 1), "last-side-wins: defeat at 0 units");
        List<UnitClass> units = s.getEntities().getUnits();
        assertEquals(List.of("infantry", "armor", "base"), units.stream().map(UnitClass::getId).toList());
        // strength = hp-max; movement = acp-per-turn (acp-to-move 1, speed 100); attack range 1 where hit-chance > 0
        assertEquals(List.of(3, 5, 10), units.stream().map(u -> value(u.getVariables(), "hp")).toList());
        assertEquals(List.of(1, 3, 0), units.stream().map(u -> value(u.getVariables(), "movement")).toList());
        assertEquals(List.of(1, 1, 0), units.stream().map(u -> value(u.getVariables(), "attackRange")).toList());
        assertFalse(units.get(2).isCanMove(), "acp-per-turn 0");
        assertEquals("foot soldiers", units.get(0).getDescription());
        assertEquals("i", units.get(0).getSymbol().getGlyph());
        assertEquals(List.of("plains", "hills", "sea", "road"), s.getEntities().getTerrains().stream()
                .map(t -> t.getId()).toList());
        assertFalse(s.getEntities().getTerrains().get(3).isBackground(), "a connection is no cell terrain");
        assertEquals(List.of("fuel"), s.getVariables().getResources().stream().skip(1).map(r -> r.getId()).toList());
    }

    @Test
    void theWrappingAreaBecomesAMapWithTheSameTerrainSiteBySite() throws Exception {
        Scenario s = skirmish().scenario();
        GameMap map = s.getAreas().getMap();
        assertTrue(map.isWrap(), "(world 6) and a 6 wide area: a cylinder");
        assertEquals(GridShift.ROW_RIGHT, map.getShift());
        assertEquals(List.of(6, 4), List.of(map.getWidth(), map.getHeight()));
        // site row r is Xconq row y = 3 - r; column c = x - ceil(r/2), modulo 6:
        // r 1 (y 2): hills at x 2, 3 -> c 1, 2; r 2 (y 1): sea at x 2, 3 -> c 1, 2
        String expected = "plains plains plains plains plains plains / plains hills hills plains plains plains / "
                + "plains sea sea plains plains plains / plains plains plains plains plains plains";
        TerrainLayout layout = TerrainLayout.decode(map);
        StringBuilder actual = new StringBuilder();
        for (int site = 0; site < layout.size(); site++) {
            actual.append(site == 0 ? "" : site % 6 == 0 ? " / " : " ").append(layout.stackAt(site).get(0).getId());
        }
        assertEquals(expected, actual.toString());
    }

    @Test
    void unitsStandOnTheirCellsSitesWithOwnerNameStrengthAndMaterials() {
        Scenario s = skirmish().scenario();
        List<String> placed = new ArrayList<>();
        for (Area a : s.getAreas().getMap().getAreas()) {
            for (EntityTemplate t : a.getUnits()) {
                placed.add(t.getEntityClass().getId() + " " + (t.getName() == null ? "-" : t.getName()) + " ("
                        + a.getSites().get(0).getX() + "," + a.getSites().get(0).getY() + ") "
                        + a.getUnitOwner().getName());
            }
        }
        // (0,2) -> r 1, c -1 = 5; (1,2) -> (0,1); (5,1) -> r 2, c 4; the occupant stands on its transport's site;
        // (3,0) -> r 3, c 3 - 2 = 1
        assertEquals(List.of("infantry First Platoon (5,1) Red", "armor - (0,1) Red", "base Fort (4,2) Blue",
                "infantry - (4,2) Blue", "infantry - (1,3) Independent"), placed);
        EntityTemplate armor = s.getAreas().getMap().getAreas().get(1).getUnits().get(0);
        assertEquals(15, value(armor.getVariables(), "fuel"), "(m 15)");
        EntityTemplate occupant = s.getAreas().getMap().getAreas().get(2).getUnits().get(1);
        assertEquals(2, value(occupant.getVariables(), "hp"), "(hp 2)");
        assertEquals(List.of("in", "hp"), occupant.getDesignProperties().stream().map(p -> p.getName()).toList());
    }

    @Test
    void theDesignSectionKeepsTablesPropertiesGlobalsLayersAndForms() {
        Scenario s = skirmish().scenario();
        var design = s.getDesign();
        assertEquals("skirmish", design.getModule().getName());
        assertEquals(List.of("Cross the river.", "Hold the hill."), design.getModule().getInstructions());
        DesignTable hit = table(s, "hit-chance");
        assertEquals(List.of("3*50", "3*70", "3*0"), hit.getRows(), "base's row keeps the default 0");
        assertEquals(List.of("3*1", "3*2d3+1", "3*1"), table(s, "damage").getRows(), "damage defaults to 1");
        DesignTable storage = table(s, "unit-storage-x");
        assertEquals(List.of("0", "20", "100"), storage.getRows());
        assertEquals("fuel", storage.getColumnTypes().get(0).getId());
        DesignProperties infantry = design.getProperties().stream()
                .filter(p -> p.getSubject().getId().equals("infantry")).findFirst().orElseThrow();
        assertEquals(List.of("char", "hp-max", "acp-per-turn", "help"), infantry.getProperties().stream()
                .map(p -> p.getName()).toList());
        assertEquals(30, ((DesignNumber) design.getGlobals().stream().filter(g -> g.getName().equals("last-turn"))
                .findFirst().orElseThrow().getValue()).getValue());
        CellLayer road = design.getLayers().get(0);
        assertEquals("aux-terrain", road.getName());
        assertEquals("road", road.getSubject().getId());
        // y 3 is row 0, all 1; the cell (0, 2) is site (5, 1); rows y 1 and 0 give no values
        assertEquals(List.of("6*1", "5*- 0", "6*-", "6*-"), road.getRows());
        assertEquals(List.of("6*10", "6*20", "6*30", "6*40"), design.getLayers().get(1).getRows());
        assertEquals("(scorekeeper 1 (do last-side-wins))", text(design.getForms().get(0).getForm()));
    }

    private static DesignTable table(Scenario s, String name) {
        return s.getDesign().getTables().stream().filter(t -> t.getName().equals(name)).findFirst().orElseThrow();
    }

    private static String text(org.hexbench.scenario.DesignValue v) {
        return switch (v) {
            case org.hexbench.scenario.DesignList l -> "(" + String.join(" ", l.getItems().stream()
                    .map(ImportTest::text).toList()) + ")";
            case org.hexbench.scenario.DesignSymbol sym -> sym.getName();
            case DesignNumber n -> Integer.toString(n.getValue());
            default -> v.toString();
        };
    }

    @Test
    void theProjectHasScenarioReadmeAndProjectFilesAndValidates() throws Exception {
        Path project = folder.resolve("skirmish");
        Path scenarioFile = XconqProject.write(skirmish(), project);
        assertEquals(project.resolve("skirmish.hexscenario"), scenarioFile);
        assertFalse(ScenarioCheck.hasErrors(ScenarioCheck.check(scenarioFile)));
        Scenario loaded = ScenarioResources.load(scenarioFile);
        assertEquals(List.of(3, 2, 1), List.of(loaded.getDesign().getTables().size(),
                loaded.getDesign().getLayers().size(), loaded.getDesign().getForms().size()),
                "3 tables, 2 layers and a form survive saving and loading");
        String readme = Files.readString(project.resolve("README.md"));
        assertTrue(readme.startsWith("# Skirmish\n"), readme);
        assertTrue(readme.contains("## Instructions\n\nCross the river. Hold the hill.\n"), readme);
        assertTrue(readme.contains("## Notes\n\nA test game written from the GDL reference.\n\nSecond paragraph.\n"),
                readme);
        assertTrue(readme.contains("`skirmish.g:"), "warnings name the file and line");
        assertTrue(Files.readString(project.resolve(".project")).contains("<name>skirmish</name>"));
    }

    @Test
    void aFailedImportOrAnOccupiedFolderWritesNothing() throws Exception {
        Path broken = folder.resolve("broken.g");
        Files.writeString(broken, "(game-module \"broken\")\n(unit-type u\n");
        XconqImport.Result failed = XconqImport.read(broken, "broken.g", List.of(), 1);
        assertTrue(failed.failed());
        assertThrows(IOException.class, () -> XconqProject.write(failed, folder.resolve("out")));
        Path occupied = folder.resolve("occupied");
        Files.createDirectories(occupied);
        Files.writeString(occupied.resolve("keep.txt"), "mine");
        IOException e = assertThrows(IOException.class, () -> XconqProject.write(skirmish(), occupied));
        assertTrue(e.getMessage().contains("exists already and is not an empty folder"), e.getMessage());
        try (Stream<Path> left = Files.list(folder)) {
            assertEquals(List.of("broken.g", "occupied"), left.map(p -> p.getFileName().toString()).sorted().toList(),
                    "no output folder, no staging folder");
        }
        assertEquals(List.of("keep.txt"), Files.list(occupied).map(p -> p.getFileName().toString()).toList());
    }

    @Test
    void aFiftyMegabyteModuleIsRefusedAtOnceWithItsPosition() throws Exception {
        Path big = folder.resolve("big.g");
        try (java.io.RandomAccessFile f = new java.io.RandomAccessFile(big.toFile(), "rw")) {
            f.setLength(50L * 1024 * 1024);
        }
        XconqImport.Result result = org.junit.jupiter.api.Assertions.assertTimeoutPreemptively(
                java.time.Duration.ofSeconds(10), () -> XconqImport.read(big, "big.g", List.of(), 1));
        assertTrue(result.failed());
        assertEquals("big.g:1:1: error: the file has 52428800 bytes; GDL modules of more than 16777216 bytes are not"
                + " read", result.errors().get(0).toString());
    }
}
