package org.hexbench.interop.internal;

import org.hexbench.interop.InteropException;
import org.hexbench.scenario.GameMap;
import org.hexbench.scenario.Scenario;
import org.hexbench.scenario.map.LayoutFormatException;
import org.hexbench.scenario.map.MapGeometry;
import org.hexbench.scenario.map.TerrainLayout;

/** The map of a scenario an export reads, or the reason it cannot, named after the scenario's title. */
public final class ScenarioMap {

    private ScenarioMap() {
    }

    /**
     * Names a scenario in messages.
     *
     * @param scenario the scenario
     * @return its title, or "scenario"
     */
    public static String title(Scenario scenario) {
        return scenario.getMaster() == null || scenario.getMaster().getTitle() == null ? "scenario"
                : scenario.getMaster().getTitle();
    }

    /**
     * Decodes a scenario's map.
     *
     * @param scenario the scenario
     * @return the map's terrain layout (its map is {@code layout}'s)
     * @throws InteropException if the scenario has no map, or its geometry or terrain is malformed
     */
    public static TerrainLayout layout(Scenario scenario) throws InteropException {
        GameMap map = scenario.getAreas() == null ? null : scenario.getAreas().getMap();
        if (map == null) {
            throw new InteropException(title(scenario), "the scenario has no map");
        }
        String problem = MapGeometry.problem(map);
        if (problem != null) {
            throw new InteropException(title(scenario), problem);
        }
        try {
            return TerrainLayout.decode(map);
        } catch (LayoutFormatException e) {
            throw new InteropException(title(scenario), "the map's terrain cannot be read: " + e.getMessage(), e);
        }
    }
}
