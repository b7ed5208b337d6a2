package org.hexbench.xconq.mapfile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.hexbench.scenario.Area;
import org.hexbench.scenario.DesignTable;
import org.hexbench.scenario.EntityTemplate;
import org.hexbench.scenario.Faction;
import org.hexbench.scenario.GameMap;
import org.hexbench.scenario.Scenario;
import org.hexbench.scenario.TerrainClass;
import org.hexbench.scenario.UnitClass;
import org.hexbench.scenario.VariableValue;
import org.hexbench.scenario.map.TerrainLayout;
import org.hexbench.scenario.validation.ScenarioCheck;
import org.hexbench.testdata.Checkout;
import org.hexbench.xconq.gdl.Diagnostic;
import org.hexbench.xconq.importer.XconqImport;
import org.hexbench.xconq.importer.XconqProject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Xconq 5 mapfiles ("Customizing Xconq", 1993) written for these tests from the manual
 * ({@code resources/mapfile}): the manual's own two examples (the "very simple test period" and the "tiny map with
 * two cities"), a period using every argument combination the manual allows, and a scenario with a map, globals,
 * sides and units. Expected values are worked out by hand in the comments. Then bad files: each error names its file,
 * line and column, and nothing is written.
 */
class MapfileImportTest {

    private static final Path FOLDER = Checkout.root().resolve("tests/org.hexbench.xconq.tests/resources/mapfile");
    private static final Path LIB = FOLDER.resolve("lib");

    @TempDir
    Path folder;

    private static XconqImport.Result read(String name) {
        XconqImport.Result result = MapfileImport.read(FOLDER.resolve(name), name, List.of(LIB), 5);
        assertFalse(result.failed(), result.diagnostics().toString());
        return result;
    }

    private static int value(List<VariableValue> values, String variable) {
        return values.stream().filter(v -> v.getVariable().getId().equals(variable)).findFirst().orElseThrow()
                .getValue();
    }

    private static List<String> placed(Scenario s) throws Exception {
        List<String> out = new ArrayList<>();
        TerrainLayout layout = TerrainLayout.decode(s.getAreas().getMap());
        int width = s.getAreas().getMap().getWidth();
        for (Area a : s.getAreas().getMap().getAreas()) {
            for (EntityTemplate t : a.getUnits()) {
                int x = a.getSites().get(0).getX();
                int y = a.getSites().get(0).getY();
                out.add(t.getEntityClass().getId() + " " + (t.getName() == null ? "-" : t.getName()) + " (" + x + ","
                        + y + ") " + layout.stackAt(y * width + x).get(0).getId() + " " + a.getUnitOwner().getName());
            }
        }
        return out;
    }

    @Test
    void theManualsTinyMapPutsBothCitiesOnLand() throws Exception {
        Scenario s = read("tiny.scn").scenario();
        GameMap map = s.getAreas().getMap();
        assertEquals(List.of(9, 5), List.of(map.getWidth(), map.getHeight()));
        assertTrue(map.isWrap(), "the default map wraps east-west (Customizing Xconq, Maps)");
        assertEquals("Tiny map", s.getMaster().getTitle());
        // rows are written from the top: New Cork (2,3) is in the second row ":.+++++..", x 2 '+';
        // Old York (4,1) in the fourth, ":...+~~..", x 4 '+'. Site row r = 4 - y, column x - ceil(r / 2).
        assertEquals(List.of("city New Cork (1,1) plains Independent", "city Old York (2,3) plains Independent"),
                placed(s));
        TerrainLayout layout = TerrainLayout.decode(map);
        StringBuilder top = new StringBuilder();
        for (int c = 0; c < 9; c++) {
            top.append(layout.stackAt(c).get(0).getSymbol().getGlyph());
        }
        assertEquals(":........", top.toString(), "row 0 (y 4) has no shift");
    }

    @Test
    void crLfLinesAndAHeaderWithoutDescriptionReadAsTheSame() throws Exception {
        String tiny = Files.readString(FOLDER.resolve("tiny.scn"), StandardCharsets.ISO_8859_1)
                .replace("--+--+ Tiny map;", "--+--+;").replace("\n", "\r\n");
        Files.writeString(folder.resolve("tiny.scn"), tiny, StandardCharsets.ISO_8859_1);
        XconqImport.Result result = MapfileImport.read(folder.resolve("tiny.scn"), "tiny.scn", List.of(LIB), 5);
        assertFalse(result.failed(), result.diagnostics().toString());
        assertEquals(placed(read("tiny.scn").scenario()), placed(result.scenario()));
        assertEquals("empire", result.scenario().getMaster().getTitle(), "no description: the period's name");
    }

    @Test
    void theSkirmishScenarioKeepsItsSidesUnitsTerrainAndTurns() throws Exception {
        XconqImport.Result result = read("skirmish.scn");
        Scenario s = result.scenario();
        assertEquals("Skirmish at the ford", s.getMaster().getTitle());
        assertEquals(30, s.getMaster().getTurns().getTurnLimit(), "Globals endtime 30");
        assertEquals(List.of("Red", "Blue", "Independent"), s.getFactions().getFactions().stream()
                .map(Faction::getName).toList());
        List<UnitClass> units = s.getEntities().getUnits();
        assertEquals(List.of("infantry", "armor", "city"), units.stream().map(UnitClass::getId).toList());
        assertEquals(List.of("i", "a", "@"), units.stream().map(u -> u.getSymbol().getGlyph()).toList());
        // [ 1 2 10 ] u* hp; [ 1 3 ] movers speed; the city's hit row is 0 (0 u* @ hit)
        assertEquals(List.of(1, 2, 10), units.stream().map(u -> value(u.getVariables(), "hp")).toList());
        assertEquals(List.of(1, 3, 0), units.stream().map(u -> value(u.getVariables(), "movement")).toList());
        assertEquals(List.of(1, 1, 0), units.stream().map(u -> value(u.getVariables(), "attackRange")).toList());
        assertEquals("marches and takes cities", units.get(0).getDescription());
        List<TerrainClass> terrains = s.getEntities().getTerrains();
        assertEquals(List.of("sea", "plains", "mountains", "swamp", "ice"), terrains.stream()
                .map(TerrainClass::getId).toList());
        // the ttype colours: X11 "sky blue", "green", "sienna", an exact "#334455", "white"
        assertEquals(List.of("#87ceeb", "#00ff00", "#a0522d", "#334455", "#ffffff"), terrains.stream()
                .map(t -> t.getSymbol().getColor()).toList());
        // y = 7 - r; column = x - ceil(r / 2): Redford (1,5) -> r 2, c 0; the unnamed infantry (4,5) -> (3,2);
        // Iron Fist (1,4) -> r 3, c -1 -> 11 on the cylinder; Bluewater (9,2) -> r 5, c 6; (8,2) -> (5,5);
        // (10,1) -> r 6, c 7; Midway (6,3) -> r 4, c 4
        assertEquals(List.of("city Redford (0,2) plains Red", "infantry - (3,2) plains Red",
                "armor Iron Fist (11,3) plains Red", "city Bluewater (6,5) plains Blue",
                "infantry - (5,5) plains Blue", "armor - (7,6) plains Blue", "city Midway (4,4) plains Independent"),
                placed(s));
        assertTrue(result.diagnostics().stream().noneMatch(d -> d.message().contains("is no global variable of the GDL"
                + " reference") || d.message().contains("property of the GDL reference")), "words of the period are"
                        + " no unknown GDL names: " + result.diagnostics());
        assertTrue(result.diagnostics().stream().anyMatch(d -> d.toString().startsWith("skirmish.scn:14:1: warning:")
                && d.message().contains("1 win/lose conditions")), result.diagnostics().toString());
    }

    @Test
    void thePeriodsTablesKeepEveryArgumentCombination() {
        Scenario s = read("skirmish.scn").scenario();
        // hit: 50 everywhere (SVV), then infantry's row mapped (VVS) to 60 70 10, then the city's row 0
        assertEquals(List.of("60 70 10", "3*50", "3*0"), table(s, "hit-chance").getRows());
        // damage: 1 everywhere, armor against the city 2 (value, defender, attacker)
        assertEquals(List.of("3*1", "2*1 2", "3*1"), table(s, "damage").getRows());
        // moves over sea, plains, mountains, swamp, ice; default -1 (impassable)
        assertEquals(List.of("-1 0 1 -1 0", "-1 0 -1 1 0", "5*-1"), table(s, "xconq5-moves").getRows());
        assertEquals(List.of("0", "20", "0"), table(s, "xconq5-storage").getRows());
        DesignTable make = table(s, "xconq5-make");
        assertEquals(List.of("3*0", "3*0", "4 6 0"), make.getRows(), "the city makes infantry in 4, armor in 6");
        assertEquals(List.of("0 100 3*0", "0 100 3*0", "0 100 3*0"), table(s, "favored-terrain").getRows());
        assertTrue(s.getDesign().getGlobals().stream().anyMatch(g -> g.getName().equals("xconq5-unit-names")));
        assertEquals(List.of("A period small enough to check by hand."), s.getDesign().getModule()
                .getDesignNotes(), "begin{notes} ... end{notes}");
    }

    private static DesignTable table(Scenario s, String name) {
        return s.getDesign().getTables().stream().filter(t -> t.getName().equals(name)).findFirst()
                .orElseThrow(() -> new AssertionError("no table " + name));
    }

    @Test
    void theManualsPeriodAloneGetsAMapAndACityPerSide() throws Exception {
        XconqImport.Result result = MapfileImport.read(FOLDER.resolve("generic.per"), "generic.per", List.of(), 7);
        assertFalse(result.failed(), result.diagnostics().toString());
        Scenario s = result.scenario();
        assertEquals("Very simple test period", s.getMaster().getTitle());
        // no map: one is made; no sides: two are added; "1 @ in-country" and "100 land @ favored": a city each
        List<String> placed = placed(s);
        assertEquals(2, placed.size(), placed.toString());
        assertTrue(placed.get(0).startsWith("city - ") && placed.get(0).endsWith(" land Side 1"), placed.toString());
        assertTrue(placed.get(1).startsWith("city - ") && placed.get(1).endsWith(" land Side 2"), placed.toString());
    }

    @Test
    void theProjectIsWrittenAndValidates() throws Exception {
        Path project = folder.resolve("skirmish");
        Path file = XconqProject.write(read("skirmish.scn"), project);
        assertEquals(project.resolve("skirmish.hexscenario"), file);
        assertFalse(ScenarioCheck.hasErrors(ScenarioCheck.check(file)));
        String readme = Files.readString(project.resolve("README.md"));
        assertTrue(readme.startsWith("# Skirmish at the ford\n"), readme);
        assertTrue(readme.contains("`skirmish.scn:"), readme);
        assertTrue(readme.contains("Imported from the Xconq 5 mapfile `skirmish` by `hexbench import xconq-1993`"
                + " (files: `skirmish.scn`, `empire.per`)."), readme);
    }

    @Test
    void seventyTerrainTypesKeepTheirCellsBeyondGdlsLetterCodes() throws Exception {
        // GDL's layer letters cover 64 types (a..~ and :..[); types 64 and up are written in digits
        StringBuilder period = new StringBuilder("Xconq 0 -+---- many terrains\nPeriod 0\n");
        List<Character> chars = new ArrayList<>();
        for (char c = '!'; chars.size() < 70; c++) {
            if (c != '"' && !Character.isDigit(c)) {
                chars.add(c);
                period.append('"').append(c).append("\" \"t").append(chars.size() - 1).append("\" \"green\" ttype\n");
            }
        }
        period.append("\"u\" \"walker\" \"walks\" utype\nend\n");
        Files.writeString(folder.resolve("many.per"), period.toString(), StandardCharsets.ISO_8859_1);
        // the row from the top: t0, t35, t69; then two runs of t64; then t29, t30, t63
        String map = "Xconq 1 --+--- many\nmany.per\nMap 3 3 1 1 0\n" + chars.get(0) + chars.get(35) + chars.get(69)
                + "\n3" + chars.get(64) + "\n" + chars.get(29) + chars.get(30) + chars.get(63) + "\n";
        Files.writeString(folder.resolve("many.map"), map, StandardCharsets.ISO_8859_1);
        XconqImport.Result result = MapfileImport.read(folder.resolve("many.map"), "many.map", List.of(), 1);
        assertFalse(result.failed(), result.diagnostics().toString());
        GameMap m = result.scenario().getAreas().getMap();
        TerrainLayout layout = TerrainLayout.decode(m);
        // site rows: r 0 has no shift; r 1 shifts by ceil(1/2) = 1 (modulo 3 on the cylinder); r 2 by 1
        assertEquals(List.of("t0", "t35", "t69", "t64", "t64", "t64", "t30", "t63", "t29"), java.util.stream.IntStream
                .range(0, 9).mapToObj(i -> layout.stackAt(i).get(0).getId()).toList());
    }

    // ------------------------------------------------------------------------------------------------ bad files

    private static final String PERIOD = Stream.of("Xconq 0 -+---- p", "Period 0", "\"+\" \"land\" \"green\" ttype",
            "\".\" \"sea\" \"blue\" ttype", "\"i\" \"infantry\" \"walks\" utype", "1 i speed", "end").reduce(
                    (a, b) -> a + "\n" + b).get() + "\n";

    /**
     * Each bad file, and the first diagnostic it must give. The period is in the file or in {@code p.per} in the
     * library folder {@code lib}; the mapfile itself is {@code bad.map}.
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            truncated map         | Xconq 1 --+--- t\\np.per\\nMap 3 3 1 1 0\\n+++\\n+++\\n                                          | bad.map:5:4: error: the file ends where row 3 of the map's 3 should follow
            truncated header      | Xconq 1 --+--- t;\\nnotes\\n                                                                     | bad.map:2:6: error: the file ends where the notes and the '.' line
            unknown section       | Xconq 1 --+--+ t\\np.per\\nMap 3 3 1 1 0\\n+++\\n+++\\n+++\\nArmies 1 1 0\\ni x 1,1 -1\\n             | bad.map:7:1: error: the header announces the units section here, 'Units numunits detail extension', not 'Armies'
            wrong row length      | Xconq 1 --+--- t\\np.per\\nMap 3 3 1 1 0\\n+++\\n++\\n+++\\n                                      | bad.map:5:3: error: row 2 of the map has 2 cells; the map is 3 wide
            long run              | Xconq 1 --+--- t\\np.per\\nMap 3 3 1 1 0\\n+++\\n+2147483648.\\n+++\\n                             | bad.map:5:2: error: row 2 of the map has more than 3 cells
            unknown terrain       | Xconq 1 --+--- t\\np.per\\nMap 3 3 1 1 0\\n+++\\n+#+\\n+++\\n                                     | bad.map:5:2: error: '#' is no terrain character of the period (they are +.)
            missing period        | Xconq 1 --+--- t\\nnosuch.per\\nMap 3 3 1 1 0\\n                                                 | bad.map:2:1: error: the mapfile "nosuch.per" is not in the library folders
            period outside lib    | Xconq 1 --+--- t\\n../bad.map\\nMap 3 3 1 1 0\\n                                                 | bad.map:2:1: error: the mapfile name "../bad.map" is refused (module names may not name folders)
            absolute period       | Xconq 1 --+--- t\\n/etc/passwd\\nMap 3 3 1 1 0\\n                                                | bad.map:2:1: error: the mapfile name "/etc/passwd" is refused (module names may not name folders)
            no period             | Xconq 0 --+--- t\\nMap 3 3 1 1 0\\n+++\\n+++\\n+++\\n                                              | bad.map:2:1: error: the map needs a period
            unit off the map      | Xconq 1 --+--+ t\\np.per\\nMap 3 3 1 1 0\\n+++\\n+++\\n+++\\nUnits 1 1 0\\ni Scout 3,1 -1\\n          | bad.map:8:9: error: the position 3,1 is outside the map of 3 x 3 cells
            undeclared side       | Xconq 1 --+--+ t\\np.per\\nMap 3 3 1 1 0\\n+++\\n+++\\n+++\\nUnits 1 1 0\\ni Scout 1,1 0\\n           | bad.map:8:13: error: side 0 is not declared
            unknown unit          | Xconq 1 --+--+ t\\np.per\\nMap 3 3 1 1 0\\n+++\\n+++\\n+++\\nUnits 1 1 0\\nq Scout 1,1 -1\\n          | bad.map:8:1: error: 'q' is no unit character or unit name of the period
            GDL module            | (game-module "g")\\n                                                                            | bad.map:1:1: error: a mapfile starts with the header 'Xconq n [+-]x6 description' (Customizing Xconq (1993), Mapfiles); this looks like a GDL module
            bad flags             | Xconq 0 -+-+ t\\n                                                                               | bad.map:1:9: error: the section flags are six characters
            stack underflow       | Xconq 0 -+---- p\\nPeriod 0\\n"i" "infantry" utype\\nend\\n                                         | bad.map:3:16: error: stack underflow: 'utype' needs more arguments
            unknown word          | Xconq 0 -+---- p\\nPeriod 0\\n"+" "land" "green" ttype\\n5 lnad hp\\nend\\n                          | bad.map:4:3: error: 'lnad' is no word of the period language
            vector with 2 scalars | Xconq 0 -+---- p\\nPeriod 0\\n"+" "land" "green" ttype\\n"i" "inf" "x" utype\\n[ 1 ] land i moves\\nend\\n | bad.map:5:1: error: 'moves' takes a vector of values only with exactly one vector of types
            index out of range    | Xconq 0 -+---- p\\nPeriod 0\\n"+" "land" "green" ttype\\n"i" "inf" "x" utype\\n1 7 hp\\nend\\n      | bad.map:5:3: error: 'hp' needs a unit type here, but 7 is none
            period without end    | Xconq 0 -+---- p\\nPeriod 0\\n"+" "land" "green" ttype\\n                                     | bad.map:3:25: error: the file ends where the period's program and its 'end' should follow
            number out of range   | Xconq 0 -+---- p\\nPeriod 0\\n40000 scale\\nend\\n                                             | bad.map:3:1: error: the number 40000 is outside the period language's range
            open string           | Xconq 0 -+---- p\\nPeriod 0\\n"land ttype\\nend\\n                                             | bad.map:3:1: error: a string that is not closed on its line
            side detail 2         | Xconq 0 ----+- t\\nSides 1 2 0\\nRed\\n                                                        | bad.map:2:1: error: sides of detail 2 cannot be read
            """)
    void aBadMapfileGivesItsPositionAndWritesNothing(String what, String text, String expected) throws Exception {
        Path lib = Files.createDirectories(folder.resolve("lib"));
        Files.writeString(lib.resolve("p.per"), PERIOD, StandardCharsets.ISO_8859_1);
        Path bad = lib.resolve("bad.map");
        Files.writeString(bad, text.strip().replace("\\n", "\n"), StandardCharsets.ISO_8859_1);
        XconqImport.Result result = assertTimeoutPreemptively(Duration.ofSeconds(20),
                () -> MapfileImport.read(bad, "bad.map", List.of(lib), 1));
        assertTrue(result.failed(), what + ": " + result.diagnostics());
        Diagnostic first = result.errors().get(0);
        assertTrue(first.toString().startsWith(expected.strip()), what + ": " + first);
        Path out = folder.resolve("out");
        assertThrows(IOException.class, () -> XconqProject.write(result, out));
        assertFalse(Files.exists(out));
        try (Stream<Path> left = Files.list(folder)) {
            assertEquals(List.of("lib"), left.map(p -> p.getFileName().toString()).toList(), "nothing written");
        }
    }

    @Test
    void mapfilesThatLoadEachOtherLoadOnceAndStop() throws Exception {
        Files.writeString(folder.resolve("a.map"), "Xconq 1 ------ a\nb.map\n");
        Files.writeString(folder.resolve("b.map"), "Xconq 2 ------ b\na.map\nperiod.per\n");
        Files.writeString(folder.resolve("period.per"), PERIOD.replace(" p\n", " the period\n"));
        XconqImport.Result result = assertTimeoutPreemptively(Duration.ofSeconds(20),
                () -> MapfileImport.read(folder.resolve("a.map"), "a.map", List.of(), 1));
        assertFalse(result.failed(), result.diagnostics().toString());
        assertTrue(result.diagnostics().stream().anyMatch(d -> d.toString().startsWith(folder.resolve("b.map")
                + ":2:1: warning: the mapfile \"a.map\" is loaded already")), result.diagnostics().toString());
        assertEquals(List.of("a", "period.per", "b.map"), result.game().modules().stream().map(m -> m.name())
                .toList(), "the main mapfile, then the others in the order they are interpreted");
    }
}
