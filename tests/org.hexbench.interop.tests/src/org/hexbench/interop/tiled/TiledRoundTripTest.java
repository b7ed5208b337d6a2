package org.hexbench.interop.tiled;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.hexbench.interop.ImportWarning;
import org.hexbench.interop.Imported;
import org.hexbench.interop.OutputFile;
import org.hexbench.scenario.GameMap;
import org.hexbench.scenario.GridShift;
import org.hexbench.scenario.PolygonKind;
import org.hexbench.scenario.PolygonOrientation;
import org.hexbench.scenario.Scenario;
import org.hexbench.scenario.TerrainClass;
import org.hexbench.scenario.resource.ScenarioResources;
import org.hexbench.scenario.validation.ScenarioCheck;
import org.hexbench.scenario.validation.ScenarioProblem;
import org.hexbench.testdata.SmallScenario;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Imports the hand-written Tiled maps under {@code resources/tiled} (written from Tiled's "TMX Map Format" and "JSON
 * Map Format" references; their comments show the arithmetic of the object positions) and checks every site
 * against the values worked out by hand from those files; then exports and imports again, as TMX and as JSON, and
 * gets the same terrain, units, owners and home sites. Each imported scenario is saved and validated by the
 * scenario bundle's own check.
 */
class TiledRoundTripTest {

    @TempDir
    Path folder;

    /**
     * hex.tmx: pointy-top hexagons, odd rows shifted right; layer 1 as CSV, layer 2 (towns) as zlib base64; objects
     * as points and a rectangle; one object without a class.
     */
    @Test
    void aHandWrittenHexagonalTmxImportsSiteBySite() throws Exception {
        Imported imported = TiledImport.read(MapDescription.resource("tiled/hex.tmx"));
        GameMap map = imported.scenario().getAreas().getMap();
        assertEquals(PolygonKind.HEXAGON, map.getPolygon());
        assertEquals(PolygonOrientation.ON_VERTEX, map.getOrientation());
        assertEquals(GridShift.ROW_RIGHT, map.getShift());
        assertEquals(List.of(
                "(0, 0) plains | | red",
                "(1, 0) plains+town | knight@blue | ",
                "(2, 0) forest | | ",
                "(3, 0) water | | ",
                "(0, 1) plains | | ",
                "(1, 1) forest | soldier@red | ",
                "(2, 1) forest | | ",
                "(3, 1) water | | ",
                "(0, 2) plains+town | | ",
                "(1, 2) plains | | ",
                "(2, 2) plains | | ",
                "(3, 2) water | soldier@blue | "), MapDescription.sites(imported.scenario()));
        assertEquals(List.of(new ImportWarning("hex.tmx:64", "object 5 'tree decoration' has no class; left out")),
                imported.warnings());
        TerrainClass plains = terrain(imported.scenario(), "plains");
        assertEquals("#a8c878", plains.getSymbol().getColor(), "Tiled's #aarrggbb colour property, alpha dropped");
        assertEquals(2, terrain(imported.scenario(), "forest").getVariables().get(0).getValue(), "difficulty 2");
        assertEquals(0, terrain(imported.scenario(), "water").getVariables().get(0).getValue(), "water impassable");
        assertFalse(terrain(imported.scenario(), "town").isBackground(), "town is only ever above another tile");
        assertEquals("Guard", map.getAreas().stream().flatMap(a -> a.getUnits().stream())
                .filter(u -> u.getName() != null).findFirst().orElseThrow().getName());
        assertValid(imported.scenario(), "hex");
    }

    /** hex.tmj: flat-top hexagons, even columns shifted down; a group layer holding gzip base64 data. */
    @Test
    void aHandWrittenHexagonalTmjImportsSiteBySite() throws Exception {
        Imported imported = TiledImport.read(MapDescription.resource("tiled/hex.tmj"));
        GameMap map = imported.scenario().getAreas().getMap();
        assertEquals(PolygonOrientation.ON_EDGE, map.getOrientation());
        assertEquals(GridShift.COLUMN_UP, map.getShift());
        assertEquals(List.of(
                "(0, 0) plains | archer@green | ",
                "(1, 0) plains | | ",
                "(2, 0) hills | | ",
                "(0, 1) plains | | ",
                "(1, 1) plains+town | | ",
                "(2, 1) hills | | ",
                "(0, 2) lake | | ",
                "(1, 2) plains | soldier@red | ",
                "(2, 2) plains | | ",
                "(0, 3) lake | | ",
                "(1, 3) lake | | ",
                "(2, 3) plains | | home of red"), MapDescription.sites(imported.scenario()));
        assertEquals(List.of(), imported.warnings());
        assertEquals("#3060c0", terrain(imported.scenario(), "lake").getSymbol().getColor());
        assertValid(imported.scenario(), "hex-json");
    }

    /**
     * ortho.tmx: an external TSX tileset of images (grass.png and sand.png name their terrain), a flipped tile (its
     * flag bits cleared), a tile without any name (a warning, and a terrain named after its tileset), data as
     * {@code <tile>} elements and as uncompressed base64, a tile object that inherits its tile's class.
     */
    @Test
    void aHandWrittenOrthogonalTmxWithAnExternalTilesetImportsSiteBySite() throws Exception {
        Imported imported = TiledImport.read(MapDescription.resource("tiled/ortho.tmx"));
        GameMap map = imported.scenario().getAreas().getMap();
        assertEquals(PolygonKind.SQUARE, map.getPolygon());
        assertEquals(PolygonOrientation.ON_EDGE, map.getOrientation());
        assertEquals(List.of(
                "(0, 0) grass | | ",
                "(1, 0) grass | scout@north | ",
                "(2, 0) sand | | ",
                "(0, 1) grass | | ",
                "(1, 1) grass+road | | ",
                "(2, 1) ortho3 | scout@south | "), MapDescription.sites(imported.scenario()));
        assertEquals(List.of(new ImportWarning("ortho-terrain.tsx:13", "tile 3 of tileset 'ortho' has no class, no"
                + " 'terrain' property and no image name; its sites get terrain 'ortho 3'")), imported.warnings());
        assertValid(imported.scenario(), "ortho");
    }

    /** Import → export → import, through TMX and through JSON, gives the same map. */
    @Test
    void hexagonalMapsRoundTripThroughTmxAndTmj() throws Exception {
        for (String file : List.of("tiled/hex.tmx", "tiled/hex.tmj", "tiled/ortho.tmx")) {
            Scenario first = TiledImport.read(MapDescription.resource(file)).scenario();
            for (String extension : List.of(".tmx", ".tmj")) {
                Path exported = folder.resolve("again" + extension);
                List<String> notes = TiledExport.write(first, exported);
                assertEquals(List.of(), notes, file + extension);
                Imported again = TiledImport.read(exported);
                assertEquals(List.of(), again.warnings(), file + " → " + extension);
                assertEquals(MapDescription.sites(first), MapDescription.sites(again.scenario()), file + " → "
                        + extension);
                assertEquals(ids(first), ids(again.scenario()), "factions, in order, and classes survive");
            }
        }
    }

    /** A Hexbench square map (the test data's small scenario: owners, units, home sites) survives the round trip. */
    @Test
    void anOrthogonalHexbenchScenarioRoundTrips() throws Exception {
        SmallScenario small = SmallScenario.create(6, 3);
        for (String extension : List.of(".tmx", ".tmj")) {
            Path exported = folder.resolve("small" + extension);
            TiledExport.write(small.scenario, exported);
            Imported again = TiledImport.read(exported);
            assertEquals(MapDescription.sites(small.scenario), MapDescription.sites(again.scenario()), extension);
            assertValid(again.scenario(), "small" + extension.substring(1));
        }
        String tmx = Files.readString(folder.resolve("small.tmx"));
        assertTrue(tmx.contains("orientation=\"orthogonal\""), tmx);
        assertTrue(tmx.contains("<data encoding=\"csv\">"), tmx);
    }

    /**
     * Every Hexbench rectangle geometry Tiled can hold survives a round trip with the same site at every
     * coordinate, and so do the map options Tiled has no word for (vertex neighbours, wrapping).
     */
    @ParameterizedTest
    @CsvSource({"SQUARE,ON_EDGE,NONE", "HEXAGON,ON_VERTEX,ROW_RIGHT", "HEXAGON,ON_VERTEX,ROW_LEFT",
        "HEXAGON,ON_EDGE,COLUMN_DOWN", "HEXAGON,ON_EDGE,COLUMN_UP", "SQUARE,ON_VERTEX,ROW_RIGHT",
        "SQUARE,ON_VERTEX,ROW_LEFT", "SQUARE,ON_VERTEX,COLUMN_DOWN", "SQUARE,ON_VERTEX,COLUMN_UP"})
    void everyRectangleGeometryRoundTrips(PolygonKind polygon, PolygonOrientation orientation, GridShift shift)
            throws Exception {
        SmallScenario small = SmallScenario.create(6, 4);
        small.map.setPolygon(polygon);
        small.map.setOrientation(orientation);
        small.map.setShift(shift);
        small.map.setVertexNeighbors(polygon == PolygonKind.SQUARE);
        small.map.setWrap(polygon == PolygonKind.SQUARE && orientation == PolygonOrientation.ON_EDGE);
        for (String extension : List.of(".tmx", ".tmj")) {
            Path exported = folder.resolve("geometry" + extension);
            TiledExport.write(small.scenario, exported);
            Scenario again = TiledImport.read(exported).scenario();
            GameMap back = again.getAreas().getMap();
            String expected = polygon + " " + orientation + " " + shift + " " + small.map.isVertexNeighbors() + " "
                    + small.map.isWrap();
            assertEquals(expected, back.getPolygon() + " " + back.getOrientation() + " " + back.getShift() + " "
                    + back.isVertexNeighbors() + " " + back.isWrap(), extension);
            assertEquals(MapDescription.sites(small.scenario), MapDescription.sites(again), expected + extension);
        }
    }

    private static List<String> ids(Scenario scenario) {
        List<String> ids = new ArrayList<>();
        scenario.getFactions().getFactions().forEach(f -> ids.add("faction " + f.getId()));
        scenario.getEntities().getTerrains().forEach(t -> ids.add("terrain " + t.getId() + " " + t.isBackground()));
        scenario.getEntities().getUnits().forEach(u -> ids.add("unit " + u.getId()));
        return ids;
    }

    private static TerrainClass terrain(Scenario scenario, String id) {
        return scenario.getEntities().getTerrains().stream().filter(t -> t.getId().equals(id)).findFirst()
                .orElseThrow(() -> new AssertionError("no terrain " + id));
    }

    private void assertValid(Scenario scenario, String name) throws Exception {
        Path file = folder.resolve(name + "." + ScenarioResources.EXTENSION);
        OutputFile.writeScenario(scenario, file);
        List<ScenarioProblem> problems = ScenarioCheck.check(file);
        assertFalse(ScenarioCheck.hasErrors(problems), problems.toString());
        assertEquals(MapDescription.sites(scenario), MapDescription.sites(ScenarioResources.load(file)),
                "the saved scenario loads with the same map");
    }
}
