package org.hexbench.testdata;

import static org.hexbench.scenario.template.Elements.amount;
import static org.hexbench.scenario.template.Elements.attribute;
import static org.hexbench.scenario.template.Elements.bounds;
import static org.hexbench.scenario.template.Elements.location;
import static org.hexbench.scenario.template.Elements.resource;
import static org.hexbench.scenario.template.Elements.stack;
import static org.hexbench.scenario.template.Elements.template;
import static org.hexbench.scenario.template.Elements.terrain;
import static org.hexbench.scenario.template.Elements.value;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.eclipse.emf.ecore.resource.Resource;
import org.hexbench.scenario.template.Elements;
import org.hexbench.scenario.Area;
import org.hexbench.scenario.AreaSection;
import org.hexbench.scenario.AttributeClass;
import org.hexbench.scenario.EntityClass;
import org.hexbench.scenario.EntitySection;
import org.hexbench.scenario.Faction;
import org.hexbench.scenario.FactionSection;
import org.hexbench.scenario.GameMap;
import org.hexbench.scenario.GridShift;
import org.hexbench.scenario.HomeSite;
import org.hexbench.scenario.ImageSection;
import org.hexbench.scenario.Master;
import org.hexbench.scenario.PolygonKind;
import org.hexbench.scenario.PolygonOrientation;
import org.hexbench.scenario.ResourceClass;
import org.hexbench.scenario.Scenario;
import org.hexbench.scenario.ScenarioFactory;
import org.hexbench.scenario.StandardVariables;
import org.hexbench.scenario.TerrainClass;
import org.hexbench.scenario.TurnSystem;
import org.hexbench.scenario.UnitClass;
import org.hexbench.scenario.VariableClass;
import org.hexbench.scenario.VariableSection;

/**
 * A small, plain scenario for tests that change one setting and watch its effect in play: a rectangle of squares
 * on edge, every site plains (background, difficulty 1, capturable), red owning the two west columns and blue the
 * two east ones, home sites in opposite corners, 100 gold each, and one soldier each in the second column from its
 * edge, row 1 (strength 5 and morale 1, movement 2, attack range 1, 10 gold to build, buildable by both). No
 * conditions: Hexkit's default applies, a faction without sites is defeated (Hexkit User's Guide §2.4.4 Victory and
 * Defeat, "Default Rules"). All fields are the live model: change them before starting a game.
 */
public final class SmallScenario {

    private static final ScenarioFactory F = ScenarioFactory.eINSTANCE;

    /** The scenario, not yet in a resource. */
    public final Scenario scenario = F.createScenario();
    /** Its master with title "Small" and default turns. */
    public final Master master = F.createMaster();
    /** The master's turn settings. */
    public final TurnSystem turns = F.createTurnSystem();
    /** The (empty) Images section. */
    public final ImageSection images = F.createImageSection();
    /** The Variables section. */
    public final VariableSection variables = F.createVariableSection();
    /** The Entities section. */
    public final EntitySection entities = F.createEntitySection();
    /** The Factions section. */
    public final FactionSection factions = F.createFactionSection();
    /** The map: squares on edge. */
    public final GameMap map;
    /** Resource 0..100, the standard strength. */
    public final ResourceClass strength = resource("strength", 0, 100);
    /** Resource 0..10, the standard morale. */
    public final ResourceClass morale = resource("morale", 0, 10);
    /** Resource 0..10000: the factions' gold. */
    public final ResourceClass gold = resource("gold", 0, 10_000);
    /** Attribute 0..20, the standard movement. */
    public final AttributeClass movement = attribute("movement", 0, 20);
    /** Attribute 0..10, the standard attack range. */
    public final AttributeClass attackRange = attribute("attackRange", 0, 10);
    /** Attribute 0..100, the standard difficulty. */
    public final AttributeClass difficulty = attribute("difficulty", 0, 100);
    /** The background terrain of every site. */
    public final TerrainClass plains = terrain("plains", "#a8c868", true);
    /** The unit class of the two soldiers. */
    public final UnitClass soldier;
    /** The first faction, west. */
    public final Faction red;
    /** The second faction, east. */
    public final Faction blue;
    private final int width;

    private SmallScenario(int width, int height) {
        this.width = width;
        map = Elements.map(PolygonKind.SQUARE, PolygonOrientation.ON_EDGE, GridShift.NONE, width, height);
        master.setTitle("Small");
        master.setTurns(turns);
        scenario.setMaster(master);
        variables.getResources().addAll(List.of(strength, morale, gold));
        variables.getAttributes().addAll(List.of(movement, attackRange, difficulty));
        plains.getVariables().add(value(difficulty, 1));
        plains.setCanCapture(true);
        entities.getTerrains().add(plains);
        soldier = unitClass("soldier", strength, 5, morale, 1, movement, 2, attackRange, 1);
        soldier.getBuildResources().add(amount(gold, 10));
        StandardVariables standard = F.createStandardVariables();
        standard.setStrength(strength);
        standard.setMorale(morale);
        standard.setMovement(movement);
        standard.setAttackRange(attackRange);
        standard.setDifficulty(difficulty);
        entities.setStandardVariables(standard);
        red = faction("red", "#c03028");
        blue = faction("blue", "#2848c0");
        map.getPalette().add(stack(plains));
        owned(red, 0, 0, 2, height);
        owned(blue, width - 2, 0, 2, height);
        units(red, 1, 1, soldier);
        units(blue, width - 2, 1, soldier);
        home(red, 0, 0);
        home(blue, width - 1, height - 1);
        AreaSection areas = F.createAreaSection();
        areas.setMap(map);
        scenario.getSections().addAll(List.of(images, variables, entities, factions, areas));
        scenario.setImages(images);
        scenario.setVariables(variables);
        scenario.setEntities(entities);
        scenario.setFactions(factions);
        scenario.setAreas(areas);
    }

    /**
     * Creates the scenario.
     *
     * @param width map columns, at least 5
     * @param height map rows, at least 2
     * @return the scenario and its parts
     */
    public static SmallScenario create(int width, int height) {
        if (width < 5 || height < 2) {
            throw new IllegalArgumentException("the map must be at least 5x2");
        }
        return new SmallScenario(width, height);
    }

    private Faction faction(String id, String color) {
        Faction f = F.createFaction();
        f.setId(id);
        f.setName(Character.toUpperCase(id.charAt(0)) + id.substring(1));
        f.setColor(color);
        f.getBuildableUnits().add(soldier);
        f.getVariables().add(value(gold, 100));
        factions.getFactions().add(f);
        return f;
    }

    /**
     * Adds a unit class with initial values.
     *
     * @param id the class id
     * @param values pairs of variable class and value
     * @return the class, added to the Entities section
     */
    public UnitClass unitClass(String id, Object... values) {
        UnitClass u = F.createUnitClass();
        u.setId(id);
        u.setName(Character.toUpperCase(id.charAt(0)) + id.substring(1));
        for (int i = 0; i < values.length; i += 2) {
            u.getVariables().add(value((VariableClass) values[i], (Integer) values[i + 1]));
        }
        entities.getUnits().add(u);
        return u;
    }

    /**
     * Adds a terrain class with a difficulty.
     *
     * @param id the class id
     * @param background whether it is a background terrain
     * @param difficultyValue its difficulty
     * @return the class, added to the Entities section
     */
    public TerrainClass terrainClass(String id, boolean background, int difficultyValue) {
        TerrainClass t = terrain(id, "#808080", background);
        t.getVariables().add(value(difficulty, difficultyValue));
        entities.getTerrains().add(t);
        return t;
    }

    /**
     * Adds an area that makes a rectangle a faction's.
     *
     * @param owner the owner, or {@code null} for none
     * @param x left column
     * @param y top row
     * @param w columns
     * @param h rows
     * @return the area, added to the map
     */
    public Area owned(Faction owner, int x, int y, int w, int h) {
        Area area = F.createArea();
        area.setOwner(owner);
        area.getBounds().add(bounds(x, y, w, h));
        map.getAreas().add(area);
        return area;
    }

    /**
     * Adds an area of one site holding one unit of each class given, owned (site and units) by a faction.
     *
     * @param owner the owner of the site and the units
     * @param x column
     * @param y row
     * @param classes the units' classes
     * @return the area, added to the map
     */
    public Area units(Faction owner, int x, int y, EntityClass... classes) {
        Area area = F.createArea();
        area.setOwner(owner);
        area.getSites().add(location(x, y));
        for (EntityClass c : classes) {
            area.getUnits().add(template(c));
        }
        map.getAreas().add(area);
        return area;
    }

    private void home(Faction faction, int x, int y) {
        HomeSite home = F.createHomeSite();
        home.setFaction(faction);
        home.setLocation(location(x, y));
        map.getHomeSites().add(home);
    }

    /**
     * @param x column
     * @param y row
     * @return the site index the engine uses (row by row)
     */
    public int site(int x, int y) {
        return y * width + x;
    }

    /**
     * Saves the scenario into one file, with all sections embedded (so that file paths, e.g. of images, resolve).
     *
     * @param file the target file
     * @return the resource it was saved in
     * @throws IOException if writing fails
     */
    public Resource save(Path file) throws IOException {
        return RandomScenario.save(scenario, file);
    }
}
