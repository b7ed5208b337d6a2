package org.hexbench.interop.internal;

import static org.hexbench.scenario.template.Elements.symbol;
import static org.hexbench.scenario.template.Elements.value;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.hexbench.scenario.AreaSection;
import org.hexbench.scenario.AttributeClass;
import org.hexbench.scenario.EntitySection;
import org.hexbench.scenario.Faction;
import org.hexbench.scenario.FactionSection;
import org.hexbench.scenario.GameMap;
import org.hexbench.scenario.ImageSection;
import org.hexbench.scenario.Master;
import org.hexbench.scenario.ResourceClass;
import org.hexbench.scenario.Scenario;
import org.hexbench.scenario.ScenarioFactory;
import org.hexbench.scenario.StandardVariables;
import org.hexbench.scenario.SymbolShape;
import org.hexbench.scenario.TerrainClass;
import org.hexbench.scenario.UnitClass;
import org.hexbench.scenario.VariableClass;
import org.hexbench.scenario.VariableSection;
import org.hexbench.scenario.template.Elements;

/**
 * The scenario an import builds around a map: all sections in one file, the standard variables strength, movement,
 * attack range and difficulty (Hexkit User's Guide Table 10 Standard Variables; difficulty is the cost of entering a
 * site, 0 impassable), terrain classes with a fill colour and a difficulty, unit classes as lettered counters, and
 * factions (at least two, as a scenario needs). Classes and factions are made on first use, by id.
 */
public final class ScenarioSkeleton {

    /** Colours given to factions in order of appearance. */
    private static final String[] FACTION_COLORS = {"#c03028", "#2848c0", "#30a040", "#c0a020", "#8040a0", "#20a0a0"};
    /** Colours given to terrain classes without one of their own, in order of appearance. */
    private static final String[] TERRAIN_COLORS = {"#a8c878", "#3c7a3c", "#a08050", "#3060c0", "#808080", "#e0d090",
        "#c87850", "#60a0a0"};
    private static final ScenarioFactory F = ScenarioFactory.eINSTANCE;

    private final Scenario scenario = F.createScenario();
    private final EntitySection entities = F.createEntitySection();
    private final FactionSection factions = F.createFactionSection();
    private final ResourceClass strength;
    private final AttributeClass movement;
    private final AttributeClass attackRange;
    private final AttributeClass difficulty;
    private final Map<String, TerrainClass> terrains = new LinkedHashMap<>();
    private final Map<String, UnitClass> units = new LinkedHashMap<>();
    private final Map<String, Faction> factionsById = new LinkedHashMap<>();
    /** Every id given so far: ids are unique across all elements of a scenario file. */
    private final java.util.Set<String> ids = new java.util.HashSet<>();

    /**
     * Starts a scenario around a map.
     *
     * @param title the scenario's title
     * @param map its map (geometry and size set; terrain is added by the caller)
     */
    public ScenarioSkeleton(String title, GameMap map) {
        Master master = F.createMaster();
        master.setTitle(title);
        master.setVersion("1");
        master.setTurns(F.createTurnSystem());
        scenario.setMaster(master);
        VariableSection variables = F.createVariableSection();
        strength = variable(F.createResourceClass(), "strength", 0, 100);
        movement = variable(F.createAttributeClass(), "movement", 0, 30);
        attackRange = variable(F.createAttributeClass(), "attackRange", 0, 10);
        difficulty = variable(F.createAttributeClass(), "difficulty", 0, 100);
        variables.getResources().add(strength);
        variables.getAttributes().addAll(List.of(movement, attackRange, difficulty));
        StandardVariables standard = F.createStandardVariables();
        standard.setStrength(strength);
        standard.setMovement(movement);
        standard.setAttackRange(attackRange);
        standard.setDifficulty(difficulty);
        entities.setStandardVariables(standard);
        AreaSection areas = F.createAreaSection();
        areas.setMap(map);
        ImageSection images = F.createImageSection();
        scenario.getSections().addAll(List.of(images, variables, entities, factions, areas));
        scenario.setImages(images);
        scenario.setVariables(variables);
        scenario.setEntities(entities);
        scenario.setFactions(factions);
        scenario.setAreas(areas);
    }

    /**
     * Returns the terrain class of an id, creating it on first use.
     *
     * @param id the class id (see {@link Elements#idOf(String)})
     * @param name its display name
     * @param color its fill colour {@code #rrggbb}, or {@code null} for the next of a fixed set
     * @param cost its difficulty (cost of entering a site; 0 impassable)
     * @param background whether it is a background terrain (the bottom of every stack it is in)
     * @return the class
     */
    public TerrainClass terrain(String id, String name, String color, int cost, boolean background) {
        return terrains.computeIfAbsent(id, key -> {
            TerrainClass terrain = F.createTerrainClass();
            terrain.setId(unique(key));
            terrain.setName(name);
            terrain.setBackground(background);
            terrain.setSymbol(symbol(background ? SymbolShape.FILL : SymbolShape.DISC,
                    color != null ? color : TERRAIN_COLORS[terrains.size() % TERRAIN_COLORS.length], ""));
            terrain.getVariables().add(value(difficulty, cost));
            entities.getTerrains().add(terrain);
            return terrain;
        });
    }

    /**
     * Returns the unit class of an id, creating it on first use: strength 10, movement 2, attack range 1, a white
     * counter with the id's initial.
     *
     * @param id the class id
     * @param name its display name
     * @return the class
     */
    public UnitClass unit(String id, String name) {
        return units.computeIfAbsent(id, key -> {
            UnitClass unit = F.createUnitClass();
            unit.setId(unique(key));
            unit.setName(name);
            unit.setSymbol(symbol(SymbolShape.COUNTER, "#ffffff", key.substring(0, 1).toUpperCase(Locale.ROOT)));
            unit.getVariables().add(value(strength, 10));
            unit.getVariables().add(value(movement, 2));
            unit.getVariables().add(value(attackRange, 1));
            entities.getUnits().add(unit);
            return unit;
        });
    }

    /**
     * Returns the faction of an id, creating it on first use with the next colour; every unit class is buildable.
     *
     * @param id the faction id
     * @param name its display name
     * @return the faction
     */
    public Faction faction(String id, String name) {
        return factionsById.computeIfAbsent(id, key -> {
            Faction faction = F.createFaction();
            faction.setId(unique(key));
            faction.setName(name);
            faction.setColor(FACTION_COLORS[factionsById.size() % FACTION_COLORS.length]);
            factions.getFactions().add(faction);
            return faction;
        });
    }

    /**
     * Finishes the scenario: adds factions "Faction 1", "Faction 2" until there are two, and makes every unit
     * class buildable by every faction.
     *
     * @return the scenario
     */
    public Scenario build() {
        for (int n = 1; factionsById.size() < 2; n++) {
            if (!factionsById.containsKey("faction" + n)) {
                faction("faction" + n, "Faction " + n);
            }
        }
        for (Faction faction : factionsById.values()) {
            faction.getBuildableUnits().addAll(units.values());
        }
        return scenario;
    }

    /** @return the terrain classes made so far, in order */
    public List<TerrainClass> terrains() {
        return new ArrayList<>(terrains.values());
    }

    private String unique(String id) {
        String unique = id;
        for (int n = 2; !ids.add(unique); n++) {
            unique = id + n;
        }
        return unique;
    }

    private <V extends VariableClass> V variable(V variable, String id, int min, int max) {
        variable.setId(unique(id));
        variable.setName(Character.toUpperCase(id.charAt(0)) + id.substring(1));
        variable.setMinimum(min);
        variable.setMaximum(max);
        return variable;
    }
}
