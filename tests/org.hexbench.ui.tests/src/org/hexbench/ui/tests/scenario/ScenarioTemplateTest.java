package org.hexbench.ui.tests.scenario;

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
import org.hexbench.ui.scenario.internal.ScenarioSettings;
import org.hexbench.ui.scenario.internal.ScenarioTemplate;
import org.junit.jupiter.api.Test;

/**
 * The New Scenario wizard's model for every geometry choice (Hexkit User's Guide §3.3 Map Geometry): each combination
 * of polygon, orientation,
 * shift, diagonal neighbours and board shape either is refused with a message before anything is written, or gives a
 * scenario that {@code hexbench validate} accepts without errors.
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
        assertEquals("heavyCavalry", ScenarioTemplate.idOf("Heavy Cavalry"));
        assertEquals("e2ndArmy", ScenarioTemplate.idOf("2nd Army"));
    }
}
