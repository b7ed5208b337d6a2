package org.hexbench.scenario.template;

import static org.hexbench.scenario.template.Elements.condition;
import static org.hexbench.scenario.template.Elements.idOf;
import static org.hexbench.scenario.template.Elements.location;
import static org.hexbench.scenario.template.Elements.symbol;
import static org.hexbench.scenario.template.Elements.template;
import static org.hexbench.scenario.template.Elements.value;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.hexbench.scenario.Area;
import org.hexbench.scenario.AreaSection;
import org.hexbench.scenario.AttributeClass;
import org.hexbench.scenario.BoardShape;
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
import org.hexbench.scenario.SymbolShape;
import org.hexbench.scenario.TerrainClass;
import org.hexbench.scenario.TerrainStack;
import org.hexbench.scenario.UnitClass;
import org.hexbench.scenario.VariableClass;
import org.hexbench.scenario.VariableSection;
import org.hexbench.scenario.map.MapGeometry;

/**
 * Builds the scenario the New Scenario wizard (and the New Hexbench Project templates) write: all six sections
 * embedded in one file; the standard variables strength, movement, attack range and difficulty (Hexkit User's Guide
 * §7.3.8 Table 10 Standard Variables); the starter terrain classes as background terrains, each with its own
 * palette stack (the first fills the map), coloured and priced by their names ({@link #lookOf(String)}: water
 * blue and impassable, forest green, grass light green, hills brown, mountains grey, desert sand...); the starter
 * unit classes with symbol counters; the factions with colours, every unit class buildable, a home site each on
 * opposite edges of rectangle maps ({@link #homeSites(GameMap, int)}) holding one unit of the first unit class, the
 * usual conditions (defeat when no units are left, victory on holding half the map) and a turn limit of
 * {@value #TURN_LIMIT}. The result validates without errors.
 */
public final class ScenarioTemplate {

    private static final ScenarioFactory F = ScenarioFactory.eINSTANCE;
    private static final String[] FACTION_COLORS = {"#c03028", "#2848c0", "#30a040", "#c0a020", "#8040a0", "#20a0a0"};
    private static final String[] TERRAIN_COLORS = {"#a8c878", "#3c7a3c", "#a08050", "#3060c0", "#808080", "#e0d090"};

    /** The turn limit of a new scenario: the limit New Game and {@code hexbench play} propose. */
    public static final int TURN_LIMIT = 50;

    /**
     * Looks of terrains by a word of their name, in order of precedence: colour and Difficulty (the cost of
     * entering a site, Hexkit User's Guide §7.3.8; 0 is impassable, so land units never enter water).
     */
    private static final List<TerrainLook> LOOKS = List.of(
            new TerrainLook("#3c6cc8", 0, "water", "sea", "ocean", "lake", "river", "coast", "pond"),
            new TerrainLook("#6f7d48", 3, "swamp", "marsh", "bog", "fen"),
            new TerrainLook("#2f7a32", 2, "forest", "wood", "jungle", "trees"),
            new TerrainLook("#8c8c8c", 3, "mountain", "peak", "rock", "cliff"),
            new TerrainLook("#a08050", 2, "hill", "highland"),
            new TerrainLook("#e6d296", 2, "desert", "sand", "dune", "beach"),
            new TerrainLook("#eef2f6", 2, "snow", "ice", "tundra", "glacier"),
            new TerrainLook("#c8b48c", 1, "road", "bridge", "ford", "path"),
            new TerrainLook("#c89870", 1, "town", "city", "village", "castle", "fort"),
            new TerrainLook("#a8d070", 1, "grass", "plain", "meadow", "field", "steppe", "prairie", "farm"));

    private final Set<String> ids = new HashSet<>();

    /**
     * How a terrain looks and what entering it costs, chosen by a word in its name.
     *
     * @param color the fill colour, {@code #rrggbb}
     * @param difficulty the Difficulty attribute's value: the cost of a step onto the terrain, 0 impassable
     * @param words lower-case words that choose this look when a terrain's name contains one
     */
    public record TerrainLook(String color, int difficulty, String... words) {
    }

    /**
     * The look of a terrain named {@code name}: the first of {@link #LOOKS} with a word the lower-case name contains,
     * or {@code null} when none has one (the wizard then takes the next of its spare colours, Difficulty 1).
     *
     * @param name a terrain's name, e.g. "Deep Water"
     * @return its look, or {@code null}
     */
    public static TerrainLook lookOf(String name) {
        String lower = name.toLowerCase(Locale.ROOT);
        for (TerrainLook look : LOOKS) {
            for (String word : look.words()) {
                if (lower.contains(word)) {
                    return look;
                }
            }
        }
        return null;
    }

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
        master.getTurns().setTurnLimit(TURN_LIMIT);
        scenario.setMaster(master);

        ImageSection images = F.createImageSection();
        VariableSection variables = F.createVariableSection();
        ResourceClass strength = variable(F.createResourceClass(), "strength", 0, 100);
        AttributeClass movement = variable(F.createAttributeClass(), "movement", 0, 30);
        AttributeClass attackRange = variable(F.createAttributeClass(), "attackRange", 0, 10);
        AttributeClass difficulty = variable(F.createAttributeClass(), "difficulty", 0, 100);
        variables.getResources().add(strength);
        variables.getAttributes().addAll(List.of(movement, attackRange, difficulty));

        EntitySection entities = F.createEntitySection();
        List<TerrainClass> terrains = new ArrayList<>();
        int spare = 0;
        for (String name : settings.terrains()) {
            TerrainClass terrain = F.createTerrainClass();
            name(terrain, name);
            terrain.setBackground(true);
            TerrainLook look = lookOf(name);
            String color = look != null ? look.color() : TERRAIN_COLORS[spare++ % TERRAIN_COLORS.length];
            terrain.setSymbol(symbol(SymbolShape.FILL, color, ""));
            terrain.getVariables().add(value(difficulty, look != null ? look.difficulty() : 1));
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
        standard.setDifficulty(difficulty);
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
                map.getAreas().add(startingArea(faction, homes.get(i), units));
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
    public static GameMap map(ScenarioSettings settings) {
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
     * Home sites on opposite edges of a rectangle map, one per faction: the first two factions in the middle of the
     * left and the right edge, the next two in the middle of the top and the bottom edge, then the corners
     * (top left, bottom right, top right, bottom left); further factions, or a site already taken on a small map,
     * get the free sites spread over the map in index order. Hexagon boards (HexTC2 style) get none: their pieces
     * start in areas, and {@code MapGeometry.indexOf} does not yet accept board coordinates of boards with an even
     * side.
     *
     * @param map a map with its geometry and size
     * @param count the number of factions
     * @return the home sites in faction order; empty for hexagon boards
     */
    public static List<Location> homeSites(GameMap map, int count) {
        List<Location> homes = new ArrayList<>();
        if (map.getShape() != BoardShape.RECTANGLE) {
            return homes;
        }
        int w = map.getWidth();
        int h = map.getHeight();
        int[][] edges = {{0, h / 2}, {w - 1, h / 2}, {w / 2, 0}, {w / 2, h - 1}, {0, 0}, {w - 1, h - 1},
            {w - 1, 0}, {0, h - 1}};
        Set<Integer> taken = new HashSet<>();
        for (int i = 0; i < count; i++) {
            int site = i < edges.length ? edges[i][1] * w + edges[i][0] : -1;
            for (int n = 0; site < 0 || taken.contains(site); n++) {
                site = (int) ((i + 0.5) * w * h / count + n) % (w * h);
            }
            taken.add(site);
            homes.add(location(site % w, site / w));
        }
        return homes;
    }

    /** An area owned by the faction on its home site, with one unit of the first unit class when there is one. */
    private static Area startingArea(Faction faction, Location home, List<UnitClass> units) {
        Area area = F.createArea();
        area.setOwner(faction);
        area.getSites().add(EcoreUtil.copy(home));
        if (!units.isEmpty()) {
            area.getUnits().add(template(units.get(0)));
        }
        return area;
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
}
