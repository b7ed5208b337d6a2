package org.hexbench.ui.scenario.internal;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.hexbench.scenario.AreaSection;
import org.hexbench.scenario.AttributeClass;
import org.hexbench.scenario.BoardShape;
import org.hexbench.scenario.Condition;
import org.hexbench.scenario.ConditionKind;
import org.hexbench.scenario.ConditionParameter;
import org.hexbench.scenario.EntitySection;
import org.hexbench.scenario.Faction;
import org.hexbench.scenario.FactionSection;
import org.hexbench.scenario.GameMap;
import org.hexbench.scenario.HomeSite;
import org.hexbench.scenario.ImageSection;
import org.hexbench.scenario.Location;
import org.hexbench.scenario.Master;
import org.hexbench.scenario.ResourceClass;
import org.hexbench.scenario.Scenario;
import org.hexbench.scenario.ScenarioFactory;
import org.hexbench.scenario.StandardVariables;
import org.hexbench.scenario.SymbolGraphic;
import org.hexbench.scenario.SymbolShape;
import org.hexbench.scenario.TerrainClass;
import org.hexbench.scenario.TerrainStack;
import org.hexbench.scenario.UnitClass;
import org.hexbench.scenario.VariableClass;
import org.hexbench.scenario.VariableSection;
import org.hexbench.scenario.VariableValue;
import org.hexbench.scenario.map.MapGeometry;

/**
 * Builds the scenario the New Scenario wizard writes: all six sections embedded in one file; the standard
 * variables strength, movement and attack range (Hexkit User's Guide Table 10 Standard Variables); the starter terrain
 * classes as background
 * terrains, each with its own palette stack (the first fills the map); the starter unit classes with symbol
 * counters; the factions with colours, every unit class buildable, a home site each (on rectangle maps), and the
 * usual conditions (defeat when no units are left, victory on holding half the map). The result validates without
 * errors.
 */
public final class ScenarioTemplate {

    private static final ScenarioFactory F = ScenarioFactory.eINSTANCE;
    private static final String[] FACTION_COLORS = {"#c03028", "#2848c0", "#30a040", "#c0a020", "#8040a0", "#20a0a0"};
    private static final String[] TERRAIN_COLORS = {"#a8c878", "#3c7a3c", "#a08050", "#3060c0", "#808080", "#e0d090"};

    private final Set<String> ids = new HashSet<>();

    private ScenarioTemplate() {
    }

    /**
     * Tells what is wrong with settings.
     *
     * @param settings the wizard's settings
     * @return a message, or {@code null} if a valid scenario can be built
     */
    public static String problem(ScenarioSettings settings) {
        String geometry = MapGeometry.problem(map(settings));
        if (geometry != null) {
            return "The map geometry is not possible: " + geometry + ".";
        }
        if (settings.factions().size() < 2) {
            return "A scenario needs at least two factions.";
        }
        if (settings.terrains().isEmpty()) {
            return "Name at least one terrain class: it fills the map.";
        }
        if (MapGeometry.siteCount(map(settings)) < settings.factions().size()) {
            return "The map is too small for a home site per faction.";
        }
        return null;
    }

    /**
     * Builds the scenario.
     *
     * @param settings valid settings ({@link #problem(ScenarioSettings)} is {@code null})
     * @return the scenario, not yet in a resource
     */
    public static Scenario build(ScenarioSettings settings) {
        return new ScenarioTemplate().create(settings);
    }

    private Scenario create(ScenarioSettings settings) {
        Scenario scenario = F.createScenario();
        Master master = F.createMaster();
        master.setTitle(settings.title());
        master.setVersion("1");
        master.setTurns(F.createTurnSystem());
        scenario.setMaster(master);

        ImageSection images = F.createImageSection();
        VariableSection variables = F.createVariableSection();
        ResourceClass strength = variable(F.createResourceClass(), "strength", 0, 100);
        AttributeClass movement = variable(F.createAttributeClass(), "movement", 0, 30);
        AttributeClass attackRange = variable(F.createAttributeClass(), "attackRange", 0, 10);
        variables.getResources().add(strength);
        variables.getAttributes().addAll(List.of(movement, attackRange));

        EntitySection entities = F.createEntitySection();
        List<TerrainClass> terrains = new ArrayList<>();
        for (int i = 0; i < settings.terrains().size(); i++) {
            TerrainClass terrain = F.createTerrainClass();
            name(terrain, settings.terrains().get(i));
            terrain.setBackground(true);
            terrain.setSymbol(symbol(SymbolShape.FILL, TERRAIN_COLORS[i % TERRAIN_COLORS.length], ""));
            terrains.add(terrain);
        }
        List<UnitClass> units = new ArrayList<>();
        for (String name : settings.units()) {
            UnitClass unit = F.createUnitClass();
            name(unit, name);
            unit.setSymbol(symbol(SymbolShape.COUNTER, "#ffffff", name.substring(0, 1).toUpperCase(Locale.ROOT)));
            unit.getVariables().add(value(strength, 10));
            unit.getVariables().add(value(movement, 2));
            unit.getVariables().add(value(attackRange, 1));
            units.add(unit);
        }
        entities.getTerrains().addAll(terrains);
        entities.getUnits().addAll(units);
        StandardVariables standard = F.createStandardVariables();
        standard.setStrength(strength);
        standard.setMovement(movement);
        standard.setAttackRange(attackRange);
        entities.setStandardVariables(standard);

        GameMap map = map(settings);
        for (TerrainClass terrain : terrains) {
            TerrainStack stack = F.createTerrainStack();
            stack.getTerrains().add(terrain);
            map.getPalette().add(stack);
        }
        int sites = MapGeometry.siteCount(map);
        FactionSection factions = F.createFactionSection();
        List<Location> homes = homeSites(map, settings.factions().size());
        for (int i = 0; i < settings.factions().size(); i++) {
            Faction faction = F.createFaction();
            name(faction, settings.factions().get(i));
            faction.setColor(FACTION_COLORS[i % FACTION_COLORS.length]);
            faction.getBuildableUnits().addAll(units);
            faction.getConditions().add(condition(ConditionKind.DEFEAT, ConditionParameter.UNITS, 0));
            faction.getConditions().add(condition(ConditionKind.VICTORY, ConditionParameter.SITES, Math.max(1, sites / 2)));
            factions.getFactions().add(faction);
            if (i < homes.size()) {
                HomeSite home = F.createHomeSite();
                home.setFaction(faction);
                home.setLocation(homes.get(i));
                map.getHomeSites().add(home);
            }
        }
        AreaSection areas = F.createAreaSection();
        areas.setMap(map);

        scenario.getSections().addAll(List.of(images, variables, entities, factions, areas));
        scenario.setImages(images);
        scenario.setVariables(variables);
        scenario.setEntities(entities);
        scenario.setFactions(factions);
        scenario.setAreas(areas);
        return scenario;
    }

    /**
     * Creates the map of the settings: geometry and size, no terrain yet.
     *
     * @param settings the wizard's settings
     * @return a new map, not in a scenario
     */
    static GameMap map(ScenarioSettings settings) {
        GameMap map = F.createGameMap();
        map.setPolygon(settings.polygon());
        map.setOrientation(settings.orientation());
        map.setShift(settings.shift());
        map.setVertexNeighbors(settings.vertexNeighbors());
        map.setShape(settings.shape());
        map.setWidth(settings.width());
        map.setHeight(settings.height());
        map.setSide(settings.side());
        return map;
    }

    /**
     * Home sites spread over a rectangle map's sites in index order, one per faction. Hexagon boards (HexTC2 style)
     * get none: their pieces start in areas, and {@code MapGeometry.indexOf} does not yet accept board coordinates
     * of boards with an even side.
     */
    private static List<Location> homeSites(GameMap map, int count) {
        List<Location> homes = new ArrayList<>();
        if (map.getShape() != BoardShape.RECTANGLE) {
            return homes;
        }
        int sites = map.getWidth() * map.getHeight();
        for (int i = 0; i < count; i++) {
            int site = (int) ((i + 0.5) * sites / count);
            Location location = F.createLocation();
            location.setX(site % map.getWidth());
            location.setY(site / map.getWidth());
            homes.add(location);
        }
        return homes;
    }

    private <V extends VariableClass> V variable(V variable, String id, int min, int max) {
        ids.add(id);
        variable.setId(id);
        variable.setName(Character.toUpperCase(id.charAt(0)) + id.substring(1));
        variable.setMinimum(min);
        variable.setMaximum(max);
        return variable;
    }

    private void name(org.hexbench.scenario.Identified element, String name) {
        String id = idOf(name);
        String unique = id;
        for (int n = 2; !ids.add(unique); n++) {
            unique = id + n;
        }
        element.setId(unique);
        element.setName(name.trim());
    }

    /**
     * Makes an id from a name: letters and digits in lower camel case, e.g. "Heavy Cavalry" gives
     * {@code heavyCavalry}.
     *
     * @param name a name
     * @return the id, {@code element} if the name has no letters or digits
     */
    public static String idOf(String name) {
        StringBuilder id = new StringBuilder();
        boolean upper = false;
        for (char c : name.trim().toCharArray()) {
            if (Character.isLetterOrDigit(c) && c < 128) {
                id.append(id.isEmpty() ? Character.toLowerCase(c) : upper ? Character.toUpperCase(c) : c);
                upper = false;
            } else {
                upper = true;
            }
        }
        if (id.isEmpty()) {
            return "element";
        }
        return Character.isDigit(id.charAt(0)) ? "e" + id : id.toString();
    }

    private static SymbolGraphic symbol(SymbolShape shape, String color, String glyph) {
        SymbolGraphic symbol = F.createSymbolGraphic();
        symbol.setShape(shape);
        symbol.setColor(color);
        symbol.setGlyph(glyph);
        return symbol;
    }

    private static VariableValue value(VariableClass variable, int value) {
        VariableValue v = F.createVariableValue();
        v.setVariable(variable);
        v.setValue(value);
        return v;
    }

    private static Condition condition(ConditionKind kind, ConditionParameter parameter, int threshold) {
        Condition condition = F.createCondition();
        condition.setKind(kind);
        condition.setParameter(parameter);
        condition.setThreshold(threshold);
        return condition;
    }
}
