package org.hexbench.xconq.importer;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.hexbench.scenario.Area;
import org.hexbench.scenario.EntityTemplate;
import org.hexbench.scenario.GameMap;
import org.hexbench.scenario.Location;
import org.hexbench.scenario.Scenario;
import org.hexbench.scenario.TerrainClass;
import org.hexbench.scenario.map.TerrainLayout;
import org.hexbench.scenario.validation.ScenarioCheck;
import org.hexbench.scenario.validation.ScenarioProblem;
import org.hexbench.xconq.game.GameArea;
import org.hexbench.xconq.game.GameModule;
import org.hexbench.xconq.game.PlacedUnit;
import org.hexbench.xconq.game.XconqGame;
import org.hexbench.xconq.gdl.Diagnostic;
import org.hexbench.xconq.gdl.Diagnostics;
import org.hexbench.xconq.gdl.Gdl;
import org.hexbench.xconq.gdl.Gdl.GdlList;
import org.hexbench.xconq.gdl.Gdl.GdlNumber;
import org.hexbench.xconq.gdl.Gdl.GdlString;
import org.hexbench.xconq.gdl.Gdl.GdlSymbol;
import org.hexbench.xconq.gdl.GdlReader;
import org.hexbench.xconq.gdl.TypeKind;
import org.hexbench.xconq.internal.XconqGrid;
import org.hexbench.testdata.SharedData;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The 23 Xconq games of {@code ../shared/data/xconq} (skipped when absent), against the data's README: each loads
 * the files the README lists in that order, has its title, types, side forms and unit forms, and imports into a
 * project that validates without errors; a given map keeps every cell's terrain (counted per terrain type against an
 * independent decoding of the module's layer strings) and every placed unit stands on its cell's site with its
 * class and owner. The error modules of {@code test/} give the diagnostics the README lists, with file and line.
 */
class SharedGamesTest {

    @TempDir
    static Path out;

    @BeforeAll
    static void data() {
        assumeTrue(SharedGames.folder().isPresent(), SharedData.absent("xconq"));
    }

    static Stream<SharedGames.Game> games() {
        return SharedGames.folder().isPresent() ? SharedGames.games().stream() : Stream.empty();
    }

    private static XconqImport.Result importGame(SharedGames.Game g) {
        Path lib = SharedGames.folder().get().resolve("lib");
        return XconqImport.read(SharedGames.folder().get().resolve(g.file()), g.file(), List.of(lib), 1);
    }

    @Test
    void theReadmeListsAll23Games() {
        assertEquals(23, SharedGames.games().size());
    }

    @ParameterizedTest
    @MethodSource("games")
    void everyGameLoadsItsFilesTypesSidesAndUnitsAsTheReadmeSays(SharedGames.Game g) throws Exception {
        XconqImport.Result result = importGame(g);
        assertFalse(result.failed(), result.errors().toString());
        XconqGame game = result.game();
        assertEquals(g.loads(), game.modules().stream().skip(1).map(m -> m.path().getFileName().toString())
                .toList(), "files loaded, in load order");
        assertEquals(g.title(), result.scenario().getMaster().getTitle());
        int[] types = new int[4];
        for (TypeKind k : TypeKind.values()) {
            types[k.ordinal()] = game.types(k).size();
        }
        assertArrayEquals(g.types(), types, "unit / terrain / material / advance types");
        Set<String> unitNames = new HashSet<>();
        game.types(TypeKind.UNIT).forEach(t -> unitNames.add(t.symbol()));
        int[] forms = new int[3];
        Diagnostics ignored = new Diagnostics();
        List<Gdl> all = new ArrayList<>();
        for (GameModule m : game.modules()) {
            all.addAll(GdlReader.read(m.path(), m.file(), ignored));
        }
        for (Gdl form : all) {
            if (form instanceof GdlList d && "define".equals(d.head()) && d.get(1) instanceof GdlSymbol alias
                    && d.get(2) instanceof GdlSymbol target && unitNames.contains(target.name())) {
                unitNames.add(alias.name());
            }
        }
        for (Gdl form : all) {
            count(form, unitNames, forms);
        }
        assertEquals(g.sideForms(), forms[0], "side forms");
        assertEquals(g.unitForms(), forms[1], "unit forms");
        assertEquals(forms[2], game.units().size(), "every form that makes a new unit made one");
    }

    /**
     * Counts side forms, unit forms, and those unit forms that make a new unit: top-level forms and the forms of
     * variant clauses, {@code (game-module ... (variants (... (value forms...)))}.
     */
    private static void count(Gdl form, Set<String> unitNames, int[] counts) {
        if (!(form instanceof GdlList list)) {
            return;
        }
        String head = list.head();
        if ("side".equals(head)) {
            counts[0]++;
        } else if ("unit".equals(head)) {
            counts[1]++;
            if (list.get(1) instanceof GdlSymbol) {
                counts[2]++;
            }
        } else if (head != null && unitNames.contains(head)
                && (list.size() == 1 || list.get(1) instanceof GdlNumber || list.get(1) instanceof GdlList)) {
            counts[1]++;
            counts[2]++;
        } else if ("game-module".equals(head)) {
            for (Gdl p : list.items()) {
                if (p instanceof GdlList variants && "variants".equals(variants.head())) {
                    for (Gdl variant : variants.rest(1)) {
                        if (variant instanceof GdlList v) {
                            for (Gdl clause : v.items()) {
                                if (clause instanceof GdlList c && !c.isEmpty() && !(c.get(0) instanceof GdlList)) {
                                    c.rest(1).forEach(f -> count(f, unitNames, counts));
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    @ParameterizedTest
    @MethodSource("games")
    void everyGameImportsIntoAProjectThatValidates(SharedGames.Game g) throws Exception {
        XconqImport.Result result = importGame(g);
        Path scenarioFile = XconqProject.write(result, out.resolve(g.name()));
        List<ScenarioProblem> problems = ScenarioCheck.check(scenarioFile);
        assertFalse(ScenarioCheck.hasErrors(problems), problems.toString());
        assertTrue(Files.readString(out.resolve(g.name()).resolve("README.md")).startsWith("# " + g.title()));
    }

    @ParameterizedTest
    @MethodSource("games")
    void aGivenMapKeepsEveryCellsTerrainAndEveryUnit(SharedGames.Game g) throws Exception {
        assumeTrue(g.givenMap(), g + " has no given map");
        XconqImport.Result result = importGame(g);
        XconqGame game = result.game();
        Scenario scenario = result.scenario();
        GameArea area = game.area().get();
        Map<String, Integer> expected = new TreeMap<>();
        independentTerrainCounts(game, area).forEach((type, n) -> expected.put(
                scenario.getEntities().getTerrains().get(type).getId(), n));
        GameMap map = scenario.getAreas().getMap();
        TerrainLayout layout = TerrainLayout.decode(map);
        Map<String, Integer> actual = new TreeMap<>();
        for (int site = 0; site < layout.size(); site++) {
            TerrainClass background = layout.stackAt(site).get(0);
            if (!background.getId().equals("outsideTheWorld")) {
                actual.merge(background.getId(), 1, Integer::sum);
            }
        }
        assertEquals(expected, actual, "sites per terrain class");
        assertEquals(area.cellCount(), actual.values().stream().mapToInt(Integer::intValue).sum());

        XconqGrid grid = new XconqGrid(area);
        List<String> expectedUnits = new ArrayList<>();
        List<org.hexbench.scenario.Faction> factions = scenario.getFactions().getFactions();
        for (PlacedUnit u : game.units()) {
            if (u.x() >= 0 && area.inArea(u.x(), u.y()) && !u.properties().has("in")) {
                int faction = u.side() == 0 ? game.sides().size()
                        : game.sides().indexOf(game.side(u.side()).get());
                expectedUnits.add(scenario.getEntities().getUnits().get(u.type().index()).getId() + "@"
                        + grid.column(u.x(), u.y()) + "," + grid.row(u.y()) + ":" + factions.get(faction).getId());
            }
        }
        List<String> actualUnits = new ArrayList<>();
        int templates = 0;
        for (Area a : map.getAreas()) {
            for (EntityTemplate t : a.getUnits()) {
                templates++;
                Location l = a.getSites().get(0);
                actualUnits.add(t.getEntityClass().getId() + "@" + l.getX() + "," + l.getY() + ":"
                        + a.getUnitOwner().getId());
            }
        }
        for (org.hexbench.scenario.Faction f : scenario.getFactions().getFactions()) {
            templates += f.getStartingEntities().size();
        }
        int synthesized = 0;
        java.util.regex.Pattern placedBySynthesis = java.util.regex.Pattern.compile("the import placed (\\d+)");
        for (Diagnostic d : result.diagnostics()) {
            java.util.regex.Matcher m = placedBySynthesis.matcher(d.message());
            if (m.find()) {
                synthesized += Integer.parseInt(m.group(1));
            }
        }
        assertEquals(game.units().size() + synthesized, templates,
                "every placed unit is in the scenario, on the map or to place, plus those a warning says were added");
        List<String> placed = new ArrayList<>(actualUnits);
        for (String e : expectedUnits) {
            assertTrue(placed.remove(e), "unit " + e + " of " + g);
        }
    }

    /**
     * Counts the cells of each terrain type from the module's terrain layer strings, decoded here independently of
     * the reader's layer code: each string a row from the top, a decimal run length before a character, letters
     * {@code a..~} then {@code :..[} for 0..63 unless a {@code by-name} subform renames them.
     */
    private static Map<Integer, Integer> independentTerrainCounts(XconqGame game, GameArea area) throws Exception {
        List<String> terrainSymbols = game.types(TypeKind.TERRAIN).stream().map(t -> t.symbol()).toList();
        int[][] cells = new int[area.height()][area.width()];
        for (int[] row : cells) {
            java.util.Arrays.fill(row, -1);
        }
        Diagnostics ignored = new Diagnostics();
        for (GameModule m : game.modules()) {
            for (Gdl form : GdlReader.read(m.path(), m.file(), ignored)) {
                if (form instanceof GdlList l && "area".equals(l.head())) {
                    for (Gdl p : l.items()) {
                        if (p instanceof GdlList prop && "terrain".equals(prop.head())) {
                            decode(prop, terrainSymbols, cells);
                        }
                    }
                }
            }
        }
        Map<Integer, Integer> counts = new TreeMap<>();
        for (int y = 0; y < area.height(); y++) {
            for (int x = 0; x < area.width(); x++) {
                if (area.inArea(x, y)) {
                    counts.merge(Math.max(0, cells[y][x]), 1, Integer::sum);
                }
            }
        }
        return counts;
    }

    private static void decode(GdlList terrain, List<String> symbols, int[][] cells) {
        Map<Character, Integer> codes = new HashMap<>();
        for (char c = 'a'; c <= '~'; c++) {
            codes.put(c, c - 'a');
        }
        for (char c = ':'; c <= '['; c++) {
            codes.put(c, c - ':' + 30);
        }
        List<String> rows = new ArrayList<>();
        for (Gdl item : terrain.rest(1)) {
            if (item instanceof GdlString s) {
                rows.add(s.value());
            } else if (item instanceof GdlList sub && "by-name".equals(sub.head())) {
                List<Gdl> names = sub.rest(1);
                String chars = null;
                if (!names.isEmpty() && names.get(0) instanceof GdlString s) {
                    chars = s.value();
                    names = names.subList(1, names.size());
                }
                int next = 0;
                for (Gdl n : names) {
                    String symbol;
                    int index;
                    if (n instanceof GdlSymbol s) {
                        symbol = s.name();
                        index = next++;
                    } else {
                        GdlList pair = (GdlList) n;
                        symbol = ((GdlSymbol) pair.get(0)).name();
                        index = ((GdlNumber) pair.get(1)).value();
                    }
                    char c = chars != null ? chars.charAt(index) : (char) (index < 30 ? 'a' + index : ':' + index - 30);
                    codes.put(c, symbols.indexOf(symbol));
                }
            } else {
                throw new AssertionError("a terrain layer subform this decoder does not know: " + item.text());
            }
        }
        int height = cells.length;
        for (int i = 0; i < rows.size() && i < height; i++) {
            String row = rows.get(i);
            int y = height - 1 - i;
            int x = 0;
            int run = 0;
            for (char c : row.toCharArray()) {
                if (Character.isDigit(c)) {
                    run = run * 10 + c - '0';
                    continue;
                }
                if (c == '*' || c == ',' || c == '-') {
                    throw new AssertionError("numeric values in a terrain row: " + row);
                }
                for (int k = 0; k < Math.max(1, run) && x < cells[0].length; k++, x++) {
                    cells[y][x] = codes.get(c);
                }
                run = 0;
            }
        }
    }

    @Test
    void theErrorModulesGiveTheirDiagnosticsWithFileAndLine() {
        Path data = SharedGames.folder().get();
        Map<String, List<String>> expected = Map.of(
                "error2.g", List.of("test/error2.g:1:1: error: no unit types have been defined"),
                "error5.g", List.of("test/error5.g:1:15: warning: unit type u1 property hp-max value -1 is below 1",
                        "test/error5.g:1:15: error: unit type u1 has hp-max -1: nonpositive hit points"),
                "error7.g", List.of("test/error7.g:1:1: error: the file starts with 'Xconq'",
                        "test/error7.g:1:1: error: no unit types have been defined",
                        "test/error7.g:1:1: error: no terrain types have been defined"),
                "error-traversal.g", List.of(
                        "test/error-traversal.g:17:10: warning: ignoring unsafe module name \"../outside\"",
                        "test/error-traversal.g:18:10: warning: ignoring unsafe module name \"../../etc/passwd\"",
                        "test/error-traversal.g:19:10: warning: ignoring unsafe module name \"/etc/passwd\"",
                        "test/error-traversal.g:20:10: warning: ignoring unsafe module name \"..\\..\\windows\\system32\"",
                        "test/error-traversal.g:21:10: warning: ignoring unsafe module name \"foo/../../bar\"",
                        "test/error-traversal.g:1:1: error: no unit types have been defined",
                        "test/error-traversal.g:1:1: error: no terrain types have been defined"));
        for (Map.Entry<String, List<String>> e : expected.entrySet()) {
            XconqImport.Result result = XconqImport.read(data.resolve("test").resolve(e.getKey()),
                    "test/" + e.getKey(), List.of(data.resolve("lib")), 1);
            assertTrue(result.failed(), e.getKey());
            List<String> texts = result.diagnostics().stream().map(Diagnostic::toString).toList();
            assertEquals(e.getValue().size(), texts.size(), texts.toString());
            for (int i = 0; i < texts.size(); i++) {
                assertTrue(texts.get(i).startsWith(e.getValue().get(i)), texts.get(i));
            }
        }
    }
}
