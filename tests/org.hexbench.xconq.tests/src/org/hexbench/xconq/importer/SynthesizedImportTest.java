package org.hexbench.xconq.importer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.hexbench.scenario.Area;
import org.hexbench.scenario.EntityTemplate;
import org.hexbench.scenario.TerrainClass;
import org.hexbench.scenario.TerrainStack;
import org.hexbench.scenario.VariableValue;
import org.hexbench.testdata.SharedData;
import org.junit.jupiter.api.Test;

/**
 * The standard game (lib/standard.g, which leaves its map to the synthesis methods) imported: its generated map has
 * rivers and roads as foreground terrains (Making Rivers, Making Roads), and its units start with their initial
 * supply (Making Initial Supply): stdunit.g's unit-initial-supply 9999 of fuel and ammo, filled only to
 * unit-storage-x, which is 500 fuel and 200 ammo for a town, 900 and 400 for a city.
 */
class SynthesizedImportTest {

    @Test
    void theStandardGameGetsRiversRoadsAndItsUnitsInitialSupply() {
        Path lib = SharedData.xconq().map(p -> p.resolve("lib")).orElse(null);
        assumeTrue(lib != null, "the shared Xconq library is present");
        XconqImport.Result result = XconqImport.read(lib.resolve("standard.g"), "standard.g", List.of(lib), 1);
        assertFalse(result.failed(), result.diagnostics().toString());
        // stdterr.g's synthesis settings (alt-blob-density, ...) drive the synthesis: none is reported as not applied
        assertTrue(result.diagnostics().stream().filter(d -> d.message().contains("not applied yet"))
                .noneMatch(d -> d.message().contains("alt-blob") || d.message().contains("synthesis-methods")),
                result.diagnostics().toString());
        boolean river = false;
        boolean road = false;
        for (TerrainStack stack : result.scenario().getAreas().getMap().getPalette()) {
            List<TerrainClass> terrains = stack.getTerrains();
            assertTrue(terrains.get(0).isBackground(), "a background terrain at the bottom");
            for (TerrainClass t : terrains.subList(1, terrains.size())) {
                assertFalse(t.isBackground(), "foreground above it: " + t.getId());
                river |= t.getId().equals("river");
                road |= t.getId().equals("road");
            }
        }
        assertTrue(river && road, "rivers and roads on the map");
        int supplied = 0;
        for (Area area : result.scenario().getAreas().getMap().getAreas()) {
            for (EntityTemplate t : area.getUnits()) {
                String unit = t.getEntityClass().getId();
                if (!unit.equals("town") && !unit.equals("city")) {
                    continue;
                }
                // a placed unit starts with its class's amounts, unless its template gives its own
                Map<String, Integer> amounts = new HashMap<>();
                for (VariableValue v : t.getEntityClass().getVariables()) {
                    amounts.put(v.getVariable().getId(), v.getValue());
                }
                for (VariableValue v : t.getVariables()) {
                    amounts.put(v.getVariable().getId(), v.getValue());
                }
                assertEquals(500 + (unit.equals("city") ? 400 : 0), amounts.get("fuel"), unit + " fuel");
                assertEquals(200 + (unit.equals("city") ? 200 : 0), amounts.get("ammo"), unit + " ammo");
                supplied++;
            }
        }
        assertTrue(supplied >= 12, "the two sides' 5 towns and a city, and the independent towns: " + supplied);
    }
}
