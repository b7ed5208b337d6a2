package org.hexbench.testdata;

import static org.hexbench.scenario.template.Elements.amount;
import static org.hexbench.scenario.template.Elements.attribute;
import static org.hexbench.scenario.template.Elements.condition;
import static org.hexbench.scenario.template.Elements.location;
import static org.hexbench.scenario.template.Elements.resource;
import static org.hexbench.scenario.template.Elements.stack;
import static org.hexbench.scenario.template.Elements.symbol;
import static org.hexbench.scenario.template.Elements.template;
import static org.hexbench.scenario.template.Elements.terrain;
import static org.hexbench.scenario.template.Elements.value;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.resource.ResourceSet;
import org.hexbench.scenario.template.Elements;
import org.hexbench.scenario.Area;
import org.hexbench.scenario.AreaSection;
import org.hexbench.scenario.AttributeClass;
import org.hexbench.scenario.ConditionKind;
import org.hexbench.scenario.ConditionParameter;
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
import org.hexbench.scenario.SymbolShape;
import org.hexbench.scenario.TerrainClass;
import org.hexbench.scenario.TurnSystem;
import org.hexbench.scenario.UnitClass;
import org.hexbench.scenario.VariableSection;
import org.hexbench.scenario.map.TerrainLayout;
import org.hexbench.scenario.resource.ScenarioResources;

/**
 * A random but valid scenario of any size (the large 1000×1000 scenario for the benchmarks is generated,
 * not committed). The terrain is smooth value noise cut into six background terrains, so it forms natural
 * patches like a real map, sprinkled with roads and towns; four factions with home sites and conditions; and a
 * number of single-site areas holding units. The same seed always gives the same scenario.
 *
 * <p>It lives in the test data bundle, shared by the scenario tests and the JMH benchmarks; the product does not ship it.
 */
public final class RandomScenario {

    private static final ScenarioFactory F = ScenarioFactory.eINSTANCE;
    private static final String[] BACKGROUNDS = {"water", "plains", "grassland", "forest", "hills", "mountains"};
    private static final String[] COLORS = {"#3060c0", "#d0c070", "#70b040", "#206020", "#a08050", "#808080"};
    private static final String[] FACTION_COLORS = {"#c03030", "#3050c0", "#30a040", "#c0a020"};
    private static final int NOISE_CELL = 24;

    private final Random random;
    private final int width, height;
    private final Scenario scenario = F.createScenario();
    private final List<TerrainClass> terrains = new ArrayList<>();
    private final List<UnitClass> units = new ArrayList<>();
    private ResourceClass strength, gold;
    private AttributeClass movement, attackRange, difficulty;

    private RandomScenario(long seed, int width, int height) {
        this.random = new Random(seed);
        this.width = width;
        this.height = height;
    }

    /**
     * Creates a random scenario on a hexagon map (hexagons on vertex, odd rows shifted right).
     *
     * @param seed the random seed
     * @param width map columns (at least 8)
     * @param height map rows (at least 8)
     * @return the scenario, not yet in a resource
     */
    public static Scenario create(long seed, int width, int height) {
        if (width < 8 || height < 8) {
            throw new IllegalArgumentException("the map must be at least 8x8");
        }
        return new RandomScenario(seed, width, height).build();
    }

    /**
     * Saves a scenario into one file, with all sections embedded.
     *
     * @param scenario a scenario not yet in a resource
     * @param file the target file
     * @return the resource it was saved in
     * @throws IOException if writing fails
     */
    public static Resource save(Scenario scenario, Path file) throws IOException {
        ResourceSet resourceSet = ScenarioResources.newResourceSet();
        Resource resource = ScenarioResources.create(resourceSet, file);
        resource.getContents().add(scenario);
        ScenarioResources.save(resource);
        return resource;
    }

    private Scenario build() {
        Master master = F.createMaster();
        master.setTitle("Random " + width + "x" + height);
        master.setAuthor("Hexbench RandomScenario");
        master.setVersion("1");
        master.setDescription("A generated scenario for persistence tests and benchmarks.");
        TurnSystem turns = F.createTurnSystem();
        master.setTurns(turns);
        scenario.setMaster(master);
        ImageSection images = F.createImageSection();
        VariableSection variables = variables();
        EntitySection entities = entities();
        FactionSection factions = factions();
        AreaSection areas = F.createAreaSection();
        areas.setMap(map(factions.getFactions()));
        scenario.getSections().addAll(List.of(images, variables, entities, factions, areas));
        scenario.setImages(images);
        scenario.setVariables(variables);
        scenario.setEntities(entities);
        scenario.setFactions(factions);
        scenario.setAreas(areas);
        return scenario;
    }

    private VariableSection variables() {
        VariableSection section = F.createVariableSection();
        strength = resource("strength", 0, 100);
        gold = resource("gold", 0, 1_000_000);
        section.getResources().addAll(List.of(strength, gold));
        movement = attribute("movement", 0, 30);
        attackRange = attribute("attackRange", 0, 10);
        difficulty = attribute("difficulty", 0, 100);
        section.getAttributes().addAll(List.of(movement, attackRange, difficulty));
        return section;
    }

    private EntitySection entities() {
        EntitySection section = F.createEntitySection();
        for (int i = 0; i < BACKGROUNDS.length; i++) {
            TerrainClass t = terrain(BACKGROUNDS[i], COLORS[i], true);
            t.getVariables().add(value(difficulty, i == 0 ? 100 : i));
            terrains.add(t);
        }
        terrains.add(terrain("road", "#604020", false));
        TerrainClass town = terrain("town", "#e0e0e0", false);
        town.setCanCapture(true);
        terrains.add(town);
        section.getTerrains().addAll(terrains);
        String[] names = {"infantry", "cavalry", "archers", "artillery"};
        int[][] stats = {{1, 1, 10}, {3, 1, 8}, {1, 3, 6}, {1, 5, 12}};
        for (int i = 0; i < names.length; i++) {
            UnitClass u = F.createUnitClass();
            u.setId(names[i]);
            u.setName(Character.toUpperCase(names[i].charAt(0)) + names[i].substring(1));
            u.getVariables().add(value(movement, stats[i][0]));
            u.getVariables().add(value(attackRange, stats[i][1]));
            u.getVariables().add(value(strength, stats[i][2]));
            u.getBuildResources().add(amount(gold, 10 * stats[i][2]));
            u.setSymbol(symbol(SymbolShape.COUNTER, "#ffffff", names[i].substring(0, 1).toUpperCase()));
            units.add(u);
        }
        section.getUnits().addAll(units);
        var standard = F.createStandardVariables();
        standard.setStrength(strength);
        standard.setMovement(movement);
        standard.setAttackRange(attackRange);
        standard.setDifficulty(difficulty);
        section.setStandardVariables(standard);
        return section;
    }

    private FactionSection factions() {
        FactionSection section = F.createFactionSection();
        for (int i = 0; i < FACTION_COLORS.length; i++) {
            Faction faction = F.createFaction();
            faction.setId("faction" + (i + 1));
            faction.setName("Faction " + (i + 1));
            faction.setColor(FACTION_COLORS[i]);
            faction.getBuildableUnits().addAll(units);
            faction.getVariables().add(value(gold, 1000));
            faction.getConditions().addAll(List.of(condition(ConditionKind.DEFEAT, ConditionParameter.UNITS, 0),
                    condition(ConditionKind.VICTORY, ConditionParameter.SITES, width * height / 2)));
            section.getFactions().add(faction);
        }
        return section;
    }

    private GameMap map(List<Faction> factions) {
        GameMap map = Elements.map(PolygonKind.HEXAGON, PolygonOrientation.ON_VERTEX, GridShift.ROW_RIGHT, width, height);
        int backgrounds = BACKGROUNDS.length;
        for (int i = 0; i < backgrounds; i++) {
            map.getPalette().add(stack(terrains.get(i)));
        }
        int road = map.getPalette().size();
        for (int i = 1; i < backgrounds; i++) {
            map.getPalette().add(stack(terrains.get(i), terrains.get(backgrounds)));
        }
        int town = map.getPalette().size();
        map.getPalette().add(stack(terrains.get(2), terrains.get(backgrounds + 1)));
        int[] cells = terrainNoise();
        for (int i = 0; i < cells.length; i++) {
            double r = random.nextDouble();
            if (cells[i] > 0 && r < 0.002) {
                cells[i] = town;
            } else if (cells[i] > 0 && r < 0.02) {
                cells[i] = road + cells[i] - 1;
            }
        }
        TerrainLayout.store(map, cells);
        for (int i = 0; i < factions.size(); i++) {
            HomeSite home = F.createHomeSite();
            home.setFaction(factions.get(i));
            home.setLocation(location(i % 2 == 0 ? 2 : width - 3, i < 2 ? 2 : height - 3));
            map.getHomeSites().add(home);
        }
        int unitAreas = Math.max(8, width * height / 2000);
        for (int i = 0; i < unitAreas; i++) {
            Area area = F.createArea();
            area.getSites().add(location(random.nextInt(width), random.nextInt(height)));
            Faction owner = factions.get(random.nextInt(factions.size()));
            area.setOwner(owner);
            int count = 1 + random.nextInt(3);
            for (int u = 0; u < count; u++) {
                area.getUnits().add(template(units.get(random.nextInt(units.size()))));
            }
            map.getAreas().add(area);
        }
        return map;
    }

    /** Smooth value noise on a coarse lattice, bilinearly interpolated and cut into background bands. */
    private int[] terrainNoise() {
        int lw = width / NOISE_CELL + 2, lh = height / NOISE_CELL + 2;
        double[] lattice = new double[lw * lh];
        for (int i = 0; i < lattice.length; i++) {
            lattice[i] = random.nextDouble();
        }
        int[] cells = new int[width * height];
        for (int y = 0; y < height; y++) {
            int gy = y / NOISE_CELL;
            double fy = (y % NOISE_CELL) / (double) NOISE_CELL;
            for (int x = 0; x < width; x++) {
                int gx = x / NOISE_CELL;
                double fx = (x % NOISE_CELL) / (double) NOISE_CELL;
                double top = lattice[gy * lw + gx] * (1 - fx) + lattice[gy * lw + gx + 1] * fx;
                double bottom = lattice[(gy + 1) * lw + gx] * (1 - fx) + lattice[(gy + 1) * lw + gx + 1] * fx;
                double v = top * (1 - fy) + bottom * fy + (random.nextDouble() - 0.5) * 0.04;
                cells[y * width + x] = Math.min(BACKGROUNDS.length - 1, Math.max(0, (int) (v * BACKGROUNDS.length)));
            }
        }
        return cells;
    }
}
