package org.hexbench.engine.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.hexbench.scenario.BoardShape;
import org.hexbench.scenario.GridShift;
import org.hexbench.scenario.PolygonKind;
import org.hexbench.scenario.PolygonOrientation;
import org.eclipse.emf.ecore.resource.Resource;
import org.hexbench.scenario.resource.ScenarioResources;
import org.hexbench.scenario.validation.ScenarioCheck;
import org.hexbench.scenario.validation.ScenarioProblem;
import org.hexbench.scenario.template.ScenarioSettings;
import org.hexbench.scenario.template.Elements;
import org.hexbench.scenario.template.ScenarioTemplate;
import org.hexbench.engine.game.Game;
import org.hexbench.engine.game.SequentialTurns;
import org.hexbench.engine.rules.DefaultRules;
import org.hexbench.engine.world.Catalog;
import org.hexbench.engine.world.Entity;
import org.hexbench.engine.world.WorldState;
import org.hexbench.scenario.GameMap;
import org.hexbench.scenario.Scenario;
import org.hexbench.scenario.map.MapGeometry;
import org.hexbench.scenario.map.TerrainLayout;
import org.hexbench.tiling.grid.Grid;
import org.junit.jupiter.api.Test;

/**
 * The New Scenario wizard's model for every geometry choice (Hexkit User's Guide §3.3 Map Geometry): each combination
 * of polygon, orientation,
 * shift, diagonal neighbours and board shape either is refused with a message before anything is written, or gives a
 * scenario that {@code hexbench validate} accepts without errors; the defaults every new scenario gets (terrain
 * colours and Difficulty by name, home sites on opposite edges, a turn limit) take effect in the engine.
 */
class ScenarioTemplateTest {

    @Test
    void everyGeometryTheTilingAcceptsGivesAScenarioThatValidates() throws Exception {
        Path folder = Files.createTempDirectory("scenario-template");
        List<String> accepted = new ArrayList<>();
        for (PolygonKind polygon : PolygonKind.VALUES) {
            for (PolygonOrientation orientation : PolygonOrientation.VALUES) {
                for (GridShift shift : GridShift.VALUES) {
                    for (boolean diagonal : new boolean[] {false, true}) {
                        for (BoardShape shape : BoardShape.VALUES) {
                            ScenarioSettings settings = new ScenarioSettings("Probe", polygon, orientation, shift,
                                    diagonal, shape, 9, 7, 4, List.of("Red", "Blue", "Green"),
                                    List.of("Infantry", "2nd Cavalry"), List.of("Plains", "Forest"));
                            String name = polygon + "-" + orientation + "-" + shift + "-" + diagonal + "-" + shape;
                            if (ScenarioTemplate.problem(settings) != null) {
                                continue;
                            }
                            Path file = folder.resolve(name + ".hexscenario");
                            Resource resource = ScenarioResources.create(ScenarioResources.newResourceSet(), file);
                            resource.getContents().add(ScenarioTemplate.build(settings));
                            ScenarioResources.save(resource);
                            List<ScenarioProblem> problems = ScenarioCheck.check(file);
                            assertFalse(ScenarioCheck.hasErrors(problems), () -> name + ": " + problems);
                            Files.delete(file);
                            accepted.add(name);
                        }
                    }
                }
            }
        }
        Files.delete(folder);
        for (String layout : List.of("square-onEdge-none", "square-onVertex-", "hexagon-onEdge-column",
                "hexagon-onVertex-row")) {
            assertTrue(accepted.stream().anyMatch(a -> a.startsWith(layout)), layout + " is offered: " + accepted);
        }
        assertTrue(accepted.stream().anyMatch(a -> a.endsWith("-hexagon")), "a hexagon board is offered: " + accepted);
    }

    /**
     * Terrains are coloured and priced by their names (the colours a map reader expects: water blue, forest green,
     * grass light green, hills brown, mountains grey, desert sand; Difficulty as Hexkit's step cost, 0 impassable).
     */
    @Test
    void terrainsAreColouredAndPricedByTheirNames() {
        Scenario scenario = ScenarioTemplate.build(settings(List.of("Grass", "Deep Water", "Pine Forest", "Hills",
                "Mountains", "Desert", "Moor")));
        List<String> colours = scenario.getEntities().getTerrains().stream().map(t -> t.getSymbol().getColor())
                .toList();
        assertEquals(List.of("#a8d070", "#3c6cc8", "#2f7a32", "#a08050", "#8c8c8c", "#e6d296"), colours.subList(0, 6));
        assertFalse(colours.subList(0, 6).contains(colours.get(6)), "an unknown name gets a spare colour: " + colours);
        List<Integer> difficulty = scenario.getEntities().getTerrains().stream()
                .map(t -> t.getVariables().get(0).getValue()).toList();
        assertEquals(List.of(1, 0, 2, 2, 3, 2, 1), difficulty);
        assertEquals("difficulty", scenario.getEntities().getStandardVariables().getDifficulty().getId());
        assertEquals(ScenarioTemplate.TURN_LIMIT, scenario.getMaster().getTurns().getTurnLimit());
    }

    /**
     * Through the engine: the factions start on opposite edges (Red in the middle of the left edge, Blue of the
     * right edge, each with a unit on its home site), and a land unit never gets a water site as a move target.
     * The control: the same map with the water column painted as grass lets the unit step there.
     */
    @Test
    void factionsStartOnOppositeEdgesAndLandUnitsCannotEnterWater() throws Exception {
        Scenario scenario = ScenarioTemplate.build(settings(List.of("Grass", "Water")));
        GameMap map = scenario.getAreas().getMap();
        int[] cells = new int[map.getWidth() * map.getHeight()];
        for (int y = 0; y < map.getHeight(); y++) {
            cells[y * map.getWidth() + 1] = 1; // column 1 is water, beside Red's home edge
        }
        TerrainLayout.store(map, cells);
        Game game = new Game(new Catalog(scenario), new DefaultRules(), 1);
        WorldState world = game.world();
        Grid grid = game.catalog().grid();
        assertArrayEquals(new int[] {0, 4}, MapGeometry.locationOf(grid, world.homeSite(0)), "Red: left edge");
        assertArrayEquals(new int[] {11, 4}, MapGeometry.locationOf(grid, world.homeSite(1)), "Blue: right edge");
        for (int faction = 0; faction < 2; faction++) {
            List<Entity> units = world.faction(faction).units();
            assertEquals(1, units.size());
            assertEquals(world.homeSite(faction), units.get(0).site(), "the unit starts on its home site");
        }

        SequentialTurns turns = new SequentialTurns(game, 0);
        turns.start();
        Entity infantry = world.faction(0).units().get(0);
        int[] targets = turns.moveTargets(List.of(infantry));
        assertTrue(targets.length > 0, "the unit can move along its edge");
        for (int site : targets) {
            assertEquals(0, MapGeometry.locationOf(grid, site)[0], "no target beyond the water: "
                    + MapGeometry.nameOf(grid, site));
        }

        TerrainLayout.store(map, new int[cells.length]);
        Game dry = new Game(new Catalog(scenario), new DefaultRules(), 1);
        SequentialTurns dryTurns = new SequentialTurns(dry, 0);
        dryTurns.start();
        int[] dryTargets = dryTurns.moveTargets(List.of(dry.world().faction(0).units().get(0)));
        assertTrue(java.util.Arrays.stream(dryTargets).anyMatch(t -> MapGeometry.locationOf(grid, t)[0] == 1),
                "on grass the same unit steps into column 1");
    }

    private static ScenarioSettings settings(List<String> terrains) {
        return new ScenarioSettings("Probe", PolygonKind.HEXAGON, PolygonOrientation.ON_VERTEX, GridShift.ROW_RIGHT,
                false, BoardShape.RECTANGLE, 12, 8, 5, List.of("Red", "Blue"), List.of("Infantry"), terrains);
    }

    @Test
    void settingsThatCannotMakeAScenarioAreRefusedWithAReason() {
        ScenarioSettings oneFaction = new ScenarioSettings("Solo", PolygonKind.HEXAGON, PolygonOrientation.ON_VERTEX,
                GridShift.ROW_RIGHT, false, BoardShape.RECTANGLE, 8, 8, 4, List.of("Red"), List.of("Infantry"),
                List.of("Plains"));
        assertEquals("A scenario needs at least two factions.", ScenarioTemplate.problem(oneFaction));
        ScenarioSettings hexOnEdgeShiftedRows = new ScenarioSettings("Odd", PolygonKind.HEXAGON,
                PolygonOrientation.ON_EDGE, GridShift.ROW_RIGHT, false, BoardShape.RECTANGLE, 8, 8, 4,
                List.of("Red", "Blue"), List.of("Infantry"), List.of("Plains"));
        assertNotNull(ScenarioTemplate.problem(hexOnEdgeShiftedRows), "hexagons on edge shift columns, not rows");
        assertEquals("heavyCavalry", Elements.idOf("Heavy Cavalry"));
        assertEquals("e2ndArmy", Elements.idOf("2nd Army"));
    }
}
