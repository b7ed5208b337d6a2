package org.hexbench.interop.tiled;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.hexbench.scenario.Area;
import org.hexbench.scenario.EntityTemplate;
import org.hexbench.scenario.GameMap;
import org.hexbench.scenario.HomeSite;
import org.hexbench.scenario.Scenario;
import org.hexbench.scenario.TerrainClass;
import org.hexbench.scenario.map.TerrainLayout;
import org.hexbench.testdata.Checkout;

/**
 * Describes a scenario's map site by site in plain text, so that two maps compare as strings and a failure shows the
 * sites that differ: {@code (x, y) terrain ids | units as class@faction | owner}.
 */
final class MapDescription {

    private MapDescription() {
    }

    /** The test bundle's resource folder {@code resources/<name>}. */
    static Path resource(String name) {
        return Checkout.root().resolve("tests/org.hexbench.interop.tests/resources").resolve(name);
    }

    /**
     * Describes every site.
     *
     * @param scenario the scenario
     * @return one line per site, in site order
     */
    static List<String> sites(Scenario scenario) throws Exception {
        GameMap map = scenario.getAreas().getMap();
        TerrainLayout layout = TerrainLayout.decode(map);
        Map<Integer, List<String>> units = new TreeMap<>();
        Map<Integer, String> owners = new TreeMap<>();
        for (Area area : map.getAreas()) {
            for (int site : layout.sitesOf(area.getBounds(), area.getSites())) {
                for (EntityTemplate unit : area.getUnits()) {
                    units.computeIfAbsent(site, s -> new ArrayList<>()).add(unit.getEntityClass().getId() + "@"
                            + (area.getUnitOwner() != null ? area.getUnitOwner() : area.getOwner()).getId());
                }
                if (area.getOwner() != null) {
                    owners.put(site, area.getOwner().getId());
                }
            }
        }
        for (HomeSite home : map.getHomeSites()) {
            int site = home.getLocation().getY() * map.getWidth() + home.getLocation().getX();
            owners.merge(site, "home of " + home.getFaction().getId(), (a, b) -> a + ", " + b);
        }
        List<String> lines = new ArrayList<>();
        for (int site = 0; site < layout.size(); site++) {
            lines.add(("(" + site % map.getWidth() + ", " + site / map.getWidth() + ") "
                    + String.join("+", layout.stackAt(site).stream().map(TerrainClass::getId).toList()) + " | "
                    + String.join(" ", units.getOrDefault(site, List.of())) + " | " + owners.getOrDefault(site, ""))
                    .replace("|  |", "| |"));
        }
        return lines;
    }
}
