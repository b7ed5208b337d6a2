package org.hexbench.engine.world;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.hexbench.scenario.AreaSection;
import org.hexbench.scenario.AttributeClass;
import org.hexbench.scenario.CounterClass;
import org.hexbench.scenario.EntityClass;
import org.hexbench.scenario.EntitySection;
import org.hexbench.scenario.FogOfWar;
import org.hexbench.scenario.GameMap;
import org.hexbench.scenario.ResourceClass;
import org.hexbench.scenario.Scenario;
import org.hexbench.scenario.StandardVariables;
import org.hexbench.scenario.TerrainClass;
import org.hexbench.scenario.UnitClass;
import org.hexbench.scenario.VariableClass;
import org.hexbench.scenario.VariableSection;
import org.hexbench.scenario.Vision;
import org.hexbench.scenario.map.EntityFrames;
import org.hexbench.scenario.map.LayoutFormatException;
import org.hexbench.scenario.map.MapGeometry;
import org.hexbench.scenario.map.TerrainLayout;
import org.hexbench.tiling.grid.Grid;
import org.hexbench.tiling.projection.Projection;

/**
 * The read-only part of a game: the scenario's variable and entity classes with dense int indexes, the standard
 * variable mapping (Hexkit User's Guide §7.3.8 Standard Variables, Table 10), the factions in activation order and the
 * map grid. Shared by the
 * world state, the rules and the instructions; never changed during a game.
 */
public final class Catalog {

    private final Scenario scenario;
    private final GameMap map;
    private final Grid grid;
    private final Projection projection;
    private final TerrainLayout layout;
    private final List<VariableClass> variables = new ArrayList<>();
    private final VariableKind[] kinds;
    private final Map<String, Integer> variableIndex = new HashMap<>();
    private final List<EntityClass> classes = new ArrayList<>();
    private final Map<String, Integer> classIndex = new HashMap<>();
    private final List<org.hexbench.scenario.Faction> factions;
    private final int strength, morale, movement, attackRange, difficulty;
    private final FogOfWar fog;
    private final boolean terrainKnown;
    private final int[] visionRanges;
    private final boolean[] blocksSight;
    private int maxVisionRange;

    /**
     * Indexes a scenario.
     *
     * @param scenario a loaded scenario with variables, entities, factions and a map
     * @throws LayoutFormatException if the map layout is malformed
     * @throws IllegalArgumentException if a required section is missing or the map geometry is invalid
     */
    public Catalog(Scenario scenario) throws LayoutFormatException {
        this.scenario = scenario;
        AreaSection areas = scenario.getAreas();
        if (areas == null || areas.getMap() == null) {
            throw new IllegalArgumentException("the scenario has no map");
        }
        if (scenario.getFactions() == null || scenario.getFactions().getFactions().isEmpty()) {
            throw new IllegalArgumentException("the scenario has no factions");
        }
        map = areas.getMap();
        grid = MapGeometry.toGrid(map);
        projection = new Projection(grid.geometry(), 1.0);
        layout = TerrainLayout.decode(map);
        VariableSection section = scenario.getVariables();
        List<VariableKind> kindList = new ArrayList<>();
        if (section != null) {
            for (AttributeClass a : section.getAttributes()) {
                addVariable(a, VariableKind.ATTRIBUTE, kindList);
            }
            for (ResourceClass r : section.getResources()) {
                addVariable(r, VariableKind.RESOURCE, kindList);
            }
            for (CounterClass c : section.getCounters()) {
                addVariable(c, VariableKind.COUNTER, kindList);
            }
        }
        kinds = kindList.toArray(VariableKind[]::new);
        EntitySection entities = scenario.getEntities();
        if (entities != null) {
            entities.getUnits().forEach(this::addClass);
            entities.getTerrains().forEach(this::addClass);
            entities.getEffects().forEach(this::addClass);
            entities.getUpgrades().forEach(this::addClass);
        }
        StandardVariables standard = entities == null ? null : entities.getStandardVariables();
        strength = standard == null ? -1 : indexOrNone(standard.getStrength());
        morale = standard == null ? -1 : indexOrNone(standard.getMorale());
        movement = standard == null ? -1 : indexOrNone(standard.getMovement());
        attackRange = standard == null ? -1 : indexOrNone(standard.getAttackRange());
        difficulty = standard == null ? -1 : indexOrNone(standard.getDifficulty());
        factions = Collections.unmodifiableList(new ArrayList<>(scenario.getFactions().getFactions()));
        Vision vision = scenario.getMaster() == null ? null : scenario.getMaster().getVision();
        fog = vision == null ? FogOfWar.NONE : vision.getFog();
        terrainKnown = vision != null && vision.isTerrainKnown();
        visionRanges = new int[classes.size()];
        blocksSight = new boolean[classes.size()];
        for (int i = 0; i < classes.size(); i++) {
            EntityClass c = classes.get(i);
            visionRanges[i] = c instanceof UnitClass u ? u.getVisionRange() : c instanceof TerrainClass t ? t.getVisionRange() : -1;
            blocksSight[i] = c instanceof TerrainClass t && t.isBlocksSight();
            maxVisionRange = Math.max(maxVisionRange, visionRanges[i]);
        }
    }

    private void addVariable(VariableClass v, VariableKind kind, List<VariableKind> kindList) {
        if (v.getId() == null || variableIndex.containsKey(v.getId())) {
            throw new IllegalArgumentException("variable id missing or duplicated: " + v.getId());
        }
        variableIndex.put(v.getId(), variables.size());
        variables.add(v);
        kindList.add(kind);
    }

    private void addClass(EntityClass c) {
        if (c.getId() == null || classIndex.containsKey(c.getId())) {
            throw new IllegalArgumentException("entity class id missing or duplicated: " + c.getId());
        }
        classIndex.put(c.getId(), classes.size());
        classes.add(c);
    }

    private int indexOrNone(VariableClass v) {
        return v == null || v.getId() == null ? -1 : variableIndex.getOrDefault(v.getId(), -1);
    }

    /** @return the scenario (read-only by convention) */
    public Scenario scenario() {
        return scenario;
    }

    /** @return the scenario map */
    public GameMap map() {
        return map;
    }

    /** @return the map grid; site indexes are grid indexes */
    public Grid grid() {
        return grid;
    }

    /**
     * Names a site for people, by its map coordinates as the scenario files and editors show them (Hexkit User's
     * Guide §2.3 The Game Map: sites are shown by their coordinates), e.g. "(3, 4)"; an index off the map as
     * "site -5".
     *
     * @param site a site index
     * @return the name
     */
    public String siteName(int site) {
        return site >= 0 && site < grid.size() ? MapGeometry.nameOf(grid, site) : "site " + site;
    }

    /** @return the world projection of the grid (side 1), for line-of-sight distances */
    public Projection projection() {
        return projection;
    }

    /** @return the decoded terrain layout of the map */
    public TerrainLayout layout() {
        return layout;
    }

    /** @return the number of variable classes (attributes, resources, counters in that order) */
    public int variableCount() {
        return variables.size();
    }

    /**
     * @param index a variable index
     * @return the variable class
     */
    public VariableClass variable(int index) {
        return variables.get(index);
    }

    /**
     * @param index a variable index
     * @return its category
     */
    public VariableKind kind(int index) {
        return kinds[index];
    }

    /**
     * @param id a variable class id
     * @return its index, or -1 if the scenario has no such variable
     */
    public int variableIndex(String id) {
        Integer i = variableIndex.get(id);
        return i == null ? -1 : i;
    }

    /**
     * Returns the index of a variable class.
     *
     * @param id a variable class id
     * @return its index
     * @throws IllegalArgumentException if the scenario has no such variable
     */
    public int requireVariable(String id) {
        int i = variableIndex(id);
        if (i < 0) {
            throw new IllegalArgumentException("no variable class '" + id + "'");
        }
        return i;
    }

    /** @return the number of entity classes (units, terrains, effects, upgrades in that order) */
    public int classCount() {
        return classes.size();
    }

    /**
     * @param index an entity class index
     * @return the entity class
     */
    public EntityClass entityClass(int index) {
        return classes.get(index);
    }

    /**
     * @param id an entity class id
     * @return its index, or -1
     */
    public int classIndex(String id) {
        Integer i = id == null ? null : classIndex.get(id);
        return i == null ? -1 : i;
    }

    /**
     * Returns the index of an entity class.
     *
     * @param id an entity class id
     * @return its index
     * @throws IllegalArgumentException if the scenario has no such class
     */
    public int requireClass(String id) {
        int i = classIndex(id);
        if (i < 0) {
            throw new IllegalArgumentException("no entity class '" + id + "'");
        }
        return i;
    }

    /**
     * Returns how many image frames an entity class shows ({@link EntityFrames}); an entity's frame offset selects
     * one of them.
     *
     * @param classIndex an entity class index
     * @return the number of frames, 1 for a class without images
     */
    public int frameCount(int classIndex) {
        return EntityFrames.count(classes.get(classIndex));
    }

    /** @return the scenario factions in activation order */
    public List<org.hexbench.scenario.Faction> factions() {
        return factions;
    }

    /**
     * Returns the scenario's explicit placement sites for a class and faction (Hexkit PlaceSites): every
     * {@code placeSites} entry whose class is this class or unset and whose faction is this faction or unset.
     *
     * @param faction a faction index
     * @param classIndex an entity class index
     * @return the site indexes, ascending, without duplicates
     */
    public int[] placeSites(int faction, int classIndex) {
        java.util.TreeSet<Integer> result = new java.util.TreeSet<>();
        for (org.hexbench.scenario.PlaceSites p : map.getPlaceSites()) {
            boolean classMatches = p.getEntityClass() == null || classIndex(p.getEntityClass().getId()) == classIndex;
            boolean factionMatches = p.getFaction() == null || factions.indexOf(p.getFaction()) == faction;
            if (classMatches && factionMatches) {
                result.addAll(layout.sitesOf(p.getBounds(), p.getSites()));
            }
        }
        return result.stream().mapToInt(Integer::intValue).toArray();
    }

    /** @return the index of the Strength resource, or -1 (then every unit has strength 1) */
    public int strength() {
        return strength;
    }

    /** @return the index of the Morale resource, or -1 (then every unit has morale 1) */
    public int morale() {
        return morale;
    }

    /** @return the index of the Movement attribute, or -1 (then every unit has movement 1) */
    public int movement() {
        return movement;
    }

    /** @return the index of the AttackRange attribute, or -1 (then every unit has range 1) */
    public int attackRange() {
        return attackRange;
    }

    /** @return the index of the Difficulty attribute, or -1 */
    public int difficulty() {
        return difficulty;
    }

    /**
     * @return what each faction sees: {@link FogOfWar#NONE} (everything, as Hexkit) unless the scenario's Master
     *         section has vision settings that say otherwise
     */
    public FogOfWar fog() {
        return fog;
    }

    /** @return whether every faction knows the whole map's terrain from the start (Xconq's world-seen) */
    public boolean terrainKnown() {
        return terrainKnown;
    }

    /**
     * Returns how far an entity of a class sees under fog of war, in steps: a unit class's vision range, a terrain
     * class's (what a site it lies on sees when a faction holds it); -1 (nothing) for effects and upgrades.
     *
     * @param classIndex an entity class index
     * @return the range, -1 for none
     */
    public int visionRange(int classIndex) {
        return visionRanges[classIndex];
    }

    /**
     * @param classIndex an entity class index
     * @return whether a terrain of this class hides what lies behind its site from sight
     */
    public boolean blocksSight(int classIndex) {
        return blocksSight[classIndex];
    }

    /** @return the largest vision range of any class (0 when none sees beyond its own site) */
    public int maxVisionRange() {
        return maxVisionRange;
    }
}
