package org.hexbench.scenario.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.hexbench.scenario.ConditionKind;
import org.hexbench.scenario.ConditionParameter;
import org.hexbench.scenario.EntityTemplate;
import org.hexbench.scenario.Faction;
import org.hexbench.scenario.GameMap;
import org.hexbench.scenario.PlaceSites;
import org.hexbench.scenario.Scenario;
import org.hexbench.scenario.TerrainClass;
import org.hexbench.scenario.UnitClass;
import org.hexbench.scenario.VariableValue;
import org.hexbench.scenario.map.LayoutFormatException;
import org.hexbench.scenario.map.MapGeometry;
import org.hexbench.scenario.map.TerrainLayout;
import org.hexbench.scenario.resource.ScenarioResources;
import org.junit.jupiter.api.Test;

/** Facts of the shipped examples: HexTC2 (HexTC2 rules, COMP202 Winter 2005 Assignment 6) and the Hexkit-style Riverford. */
class ExamplesTest {

    private static Map<String, Integer> values(UnitClass unit) {
        return unit.getVariables().stream().collect(Collectors.toMap(v -> v.getVariable().getId(), VariableValue::getValue));
    }

    @Test
    void hexTc2BoardHas61Cells() throws IOException {
        Scenario s = ScenarioResources.load(ExampleFiles.example("hextc2").resolve("hextc2.hexscenario"));
        GameMap map = s.getAreas().getMap();
        assertEquals(61, MapGeometry.toGrid(map).size());
        assertEquals(5, map.getSide());
    }

    @Test
    void hexTc2HasTheTablesCreatures() throws IOException {
        Scenario s = ScenarioResources.load(ExampleFiles.example("hextc2").resolve("hextc2.hexscenario"));
        // name, type, count, MV, MaxHP, AL, BAB, DP, special (HexTC2 rules, COMP202 Winter 2005 Assignment 6, Table 1);
        // the specials take effect through the rule file's groups (HexTc2RulesTest), the description names them
        Object[][] table = {{"Snale", 1, 3, 2, 10, 14, 3, 6, "none"}, {"Coquille", 1, 2, 3, 12, 18, 4, 8, "HH"},
                {"Ruque", 1, 1, 3, 25, 24, 8, 18, "H"}, {"Froque", 2, 2, 8, 13, 12, 4, 10, "R"},
                {"Crockpoache", 2, 2, 10, 5, 15, 12, 12, "none"}, {"Nightboog", 3, 2, 5, 11, 16, 9, 8, "R+H"},
                {"Feanisk", 3, 1, 7, 20, 14, 13, 11, "none"}};
        List<UnitClass> units = s.getEntities().getUnits();
        assertEquals(7, units.size());
        for (int i = 0; i < table.length; i++) {
            UnitClass u = units.get(i);
            Map<String, Integer> v = values(u);
            assertEquals(table[i][0], u.getName());
            assertEquals(table[i][1], v.get("creatureType"), u.getName());
            assertEquals(table[i][3], v.get("mv"), u.getName());
            assertEquals(table[i][4], v.get("hp"), u.getName());
            assertEquals(table[i][5], v.get("al"), u.getName());
            assertEquals(table[i][6], v.get("bab"), u.getName());
            assertEquals(table[i][7], v.get("dp"), u.getName());
            assertTrue(u.getDescription().endsWith("Special: " + table[i][8] + "."), u.getDescription());
            for (Faction f : s.getFactions().getFactions()) {
                long count = f.getStartingEntities().stream().filter(t -> t.getEntityClass() == u).count();
                assertEquals(((Integer) table[i][2]).longValue(), count, f.getId() + " " + u.getName());
            }
        }
        assertEquals(Integer.valueOf(1), values(units.get(3)).get("regenerates"));
        assertEquals(Integer.valueOf(1), values(units.get(1)).get("hardHit"));
        assertEquals(s.getVariables().getAttributes().get(0), s.getEntities().getStandardVariables().getMovement());
    }

    @Test
    void hexTc2SetupIsInTableOrderOnThePlacementRows() throws IOException {
        Scenario s = ScenarioResources.load(ExampleFiles.example("hextc2").resolve("hextc2.hexscenario"));
        List<Faction> factions = s.getFactions().getFactions();
        assertEquals(List.of("white", "black"), factions.stream().map(Faction::getId).toList());
        for (Faction f : factions) {
            List<EntityTemplate> start = f.getStartingEntities();
            assertEquals(13, start.size());
            assertEquals("snale", start.get(0).getEntityClass().getId());
            assertEquals("feanisk", start.get(12).getEntityClass().getId());
        }
        List<PlaceSites> places = s.getAreas().getMap().getPlaceSites();
        assertEquals(2, places.size());
        assertEquals(factions.get(0), places.get(0).getFaction());
        assertEquals(18, places.get(0).getSites().size());
        assertTrue(places.get(0).getSites().stream().allMatch(l -> l.getX() <= 2));
        assertTrue(places.get(1).getSites().stream().allMatch(l -> l.getX() >= 6));
        assertEquals(18, places.get(1).getSites().size());
    }

    @Test
    void riverfordIsAHexkitStyleScenario() throws IOException, LayoutFormatException {
        Scenario s = ScenarioResources.load(ExampleFiles.example("riverford").resolve("riverford.hexscenario"));
        assertTrue(s.getFactions().getFactions().size() >= 2);
        assertNotEquals(s.eResource(), s.getEntities().eResource(), "entities are shared from rules/");
        List<TerrainClass> backgrounds = s.getEntities().getTerrains().stream().filter(TerrainClass::isBackground).toList();
        assertTrue(backgrounds.size() >= 3);
        assertTrue(backgrounds.stream().allMatch(t -> t.getVariables().stream()
                .anyMatch(v -> v.getVariable() == s.getEntities().getStandardVariables().getDifficulty())));
        assertTrue(s.getEntities().getUnits().size() >= 4);
        for (UnitClass u : s.getEntities().getUnits()) {
            assertTrue(values(u).keySet().containsAll(List.of("strength", "movement", "attackRange")), u.getId());
            assertFalse(u.getBuildResources().isEmpty(), u.getId() + " has a build cost");
        }
        assertTrue(s.getEntities().getTerrains().stream().anyMatch(TerrainClass::isCanCapture));
        GameMap map = s.getAreas().getMap();
        assertTrue(map.getWidth() * map.getHeight() >= 20 * 15);
        TerrainLayout layout = TerrainLayout.decode(map);
        assertEquals("plains", layout.stackAt(11, 7).get(0).getId(), "the ford area overrides the river");
        assertEquals("water", layout.stackAt(12, 2).get(0).getId());
        for (Faction f : s.getFactions().getFactions()) {
            assertTrue(f.getConditions().stream().anyMatch(c -> c.getKind() == ConditionKind.VICTORY
                    && c.getParameter() == ConditionParameter.SITES));
            assertTrue(f.getConditions().stream().anyMatch(c -> c.getKind() == ConditionKind.DEFEAT));
        }
        assertTrue(s.getVariables().getResources().stream().anyMatch(r -> r.isSetVictory()));
    }
}
