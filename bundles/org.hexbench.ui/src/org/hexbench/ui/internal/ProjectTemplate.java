package org.hexbench.ui.internal;

import static org.hexbench.scenario.template.Elements.location;
import static org.hexbench.scenario.template.Elements.template;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.xtext.IGrammarAccess;
import org.hexbench.rules.RulesStandaloneSetup;
import org.hexbench.rules.ide.template.RuleFileTemplate;
import org.hexbench.scenario.Area;
import org.hexbench.scenario.AttributeClass;
import org.hexbench.scenario.BoardShape;
import org.hexbench.scenario.ConditionKind;
import org.hexbench.scenario.Faction;
import org.hexbench.scenario.GameMap;
import org.hexbench.scenario.GridShift;
import org.hexbench.scenario.HomeSite;
import org.hexbench.scenario.Location;
import org.hexbench.scenario.PolygonKind;
import org.hexbench.scenario.PolygonOrientation;
import org.hexbench.scenario.ResourceClass;
import org.hexbench.scenario.Scenario;
import org.hexbench.scenario.ScenarioFactory;
import org.hexbench.scenario.UnitClass;
import org.hexbench.scenario.VariableValue;
import org.hexbench.scenario.map.TerrainLayout;
import org.hexbench.scenario.resource.ScenarioResources;
import org.hexbench.scenario.template.ScenarioSettings;
import org.hexbench.scenario.template.Elements;
import org.hexbench.scenario.template.ScenarioTemplate;

/**
 * The templates of File › New › Hexbench Project: each writes a scenario and a rule file bound to it both ways, as
 * the scenario model records its rules (the master's {@code ruleFile}, which Play and {@code hexbench play} bind)
 * and as the rule language does (the file's {@code rules for "..."} header). The scenarios are built by the New
 * Scenario wizard's {@link ScenarioTemplate}, so they get its defaults: terrain colours and Difficulty by name
 * (water impassable), home sites on opposite edges, a turn limit.
 */
public enum ProjectTemplate {

    /** A map of grass, two factions with one infantry unit each, and a rule file without rules. */
    EMPTY("Empty", "A 16 × 12 hexagon map of grass, two factions (Red and Blue) with one infantry unit each on "
            + "opposite edges, and a rule file with no rules yet: the game plays by Hexkit's default rules, and a "
            + "faction without units loses. The game ends after " + ScenarioTemplate.TURN_LIMIT + " turns."),

    /** Hexkit User's Guide concepts: factions, unit classes with strength and movement, sites, a victory condition. */
    HEXKIT("Hexkit-style", "Two factions (Red and Blue) with infantry, cavalry and archers (strength, movement, "
            + "attack range) on a 20 × 14 hexagon map of grass, forest and hills, cut by a river with two fords. "
            + "The rule file's victory condition: take the enemy's home site. Hexkit's default rules do the rest."),

    /** The HexTC2 rules: a hexagon board, creatures of three kinds, one move a turn, battles, random events. */
    HEXTC2("HexTC2-style", "White and black, 13 creatures each of the HexTC2 rules' Table 1 (slugs, termites, "
            + "fireflies) on a hexagon board of side 5; the rule file moves each kind as the rules say, lets a side "
            + "move one creature a turn, fights battles with d20 + BAB against AL, and has the random events.");

    /** The HexTC2 creatures of the rules' Table 1: name, number, MV, MaxHP, AL, BAB, DP, kind colour. */
    private static final Object[][] CREATURES = {
        {"Snale", 3, 2, 10, 14, 3, 6, "#b07030"},
        {"Coquille", 2, 3, 12, 18, 4, 8, "#b07030"},
        {"Ruque", 1, 3, 25, 24, 8, 18, "#b07030"},
        {"Froque", 2, 8, 13, 12, 4, 10, "#906040"},
        {"Crockpoache", 2, 10, 5, 15, 12, 12, "#906040"},
        {"Nightboog", 2, 5, 11, 16, 9, 8, "#e0d040"},
        {"Feanisk", 1, 7, 20, 14, 13, 11, "#e0d040"}};

    /** The turn limit of the HexTC2-style game, whose rules have none: long enough for a game to be decided. */
    public static final int HEXTC2_TURN_LIMIT = 300;

    private static final ScenarioFactory F = ScenarioFactory.eINSTANCE;
    private static IGrammarAccess grammar;

    private final String label;
    private final String description;

    ProjectTemplate(String label, String description) {
        this.label = label;
        this.description = description;
    }

    /** @return the name the wizard lists */
    public String label() {
        return label;
    }

    /** @return what the template gives, shown under the list */
    public String description() {
        return description;
    }

    /**
     * Writes the template's scenario {@code base.hexscenario} and rule file {@code base.hbrules} into a folder.
     *
     * @param folder an existing folder, e.g. the new project's
     * @param base the file names without extension, e.g. the project name
     * @param title the scenario's title
     * @return the scenario file
     * @throws IOException when a file cannot be written
     */
    public Path write(Path folder, String base, String title) throws IOException {
        Path scenarioFile = folder.resolve(base + "." + ScenarioResources.EXTENSION);
        Path ruleFile = folder.resolve(base + ".hbrules");
        Scenario scenario = switch (this) {
            case EMPTY -> ScenarioTemplate.build(rectangle(title, 16, 12, List.of("Infantry")));
            case HEXKIT -> hexkit(title);
            case HEXTC2 -> hexTc2(title);
        };
        scenario.getMaster().setRuleFile(ruleFile.getFileName().toString());
        String rules = switch (this) {
            case EMPTY -> RuleFileTemplate.text(ruleFile, scenarioFile, title,
                    List.copyOf(scenario.getEntities().getUnits()), grammar());
            case HEXKIT -> hexkitRules(scenario, scenarioFile, title);
            case HEXTC2 -> fill(text("hextc2.hbrules"), Map.of("title", title, "scenario",
                    scenarioFile.getFileName().toString()));
        };
        Resource resource = ScenarioResources.create(ScenarioResources.newResourceSet(), scenarioFile);
        resource.getContents().add(scenario);
        ScenarioResources.save(resource);
        Files.writeString(ruleFile, rules, StandardCharsets.UTF_8);
        return scenarioFile;
    }

    private static ScenarioSettings rectangle(String title, int width, int height, List<String> units) {
        return new ScenarioSettings(title, PolygonKind.HEXAGON, PolygonOrientation.ON_VERTEX, GridShift.ROW_RIGHT,
                false, BoardShape.RECTANGLE, width, height, 5, List.of("Red", "Blue"), units,
                List.of("Grass", "Forest", "Hills", "Water"));
    }

    /**
     * Hexkit-style: infantry 10/2/1, cavalry 8/4/1 and archers 6/2/2 (strength, movement, attack range: the starter
     * units of the shipped Riverford example); each faction starts with one of each on its home site; a river
     * (water, Difficulty 0) down the middle column with fords in rows 3 and 10, forests and hills on both banks.
     */
    private static Scenario hexkit(String title) {
        Scenario scenario = ScenarioTemplate.build(rectangle(title, 20, 14, List.of("Infantry", "Cavalry", "Archers")));
        scenario.getMaster().setDescription("Two factions race to take each other's home site across a river "
                + "with two fords. A Hexkit-style template: edit the map, the unit classes and the rule file.");
        List<UnitClass> units = scenario.getEntities().getUnits();
        int[][] values = {{10, 2, 1}, {8, 4, 1}, {6, 2, 2}};
        for (int i = 0; i < units.size(); i++) {
            List<VariableValue> v = units.get(i).getVariables();
            for (int k = 0; k < 3; k++) {
                v.get(k).setValue(values[i][k]);
            }
        }
        for (Faction faction : scenario.getFactions().getFactions()) {
            faction.getConditions().removeIf(c -> c.getKind() == ConditionKind.VICTORY);
        }
        GameMap map = scenario.getAreas().getMap();
        for (Area area : map.getAreas()) {
            for (UnitClass unit : units.subList(1, units.size())) {
                area.getUnits().add(template(unit));
            }
        }
        int w = map.getWidth();
        int[] cells = new int[w * map.getHeight()];
        for (int y = 0; y < map.getHeight(); y++) {
            for (int x = 0; x < w; x++) {
                int cell = 0;
                if (x == w / 2 && y != 3 && y != 10) {
                    cell = 3;
                } else if ((x >= 4 && x <= 6 && y >= 1 && y <= 3) || (x >= 13 && x <= 15 && y >= 10 && y <= 12)) {
                    cell = 1;
                } else if ((x >= 5 && x <= 6 && y >= 9 && y <= 11) || (x >= 13 && x <= 14 && y >= 2 && y <= 4)) {
                    cell = 2;
                }
                cells[y * w + x] = cell;
            }
        }
        TerrainLayout.store(map, cells);
        return scenario;
    }

    private static String hexkitRules(Scenario scenario, Path scenarioFile, String title) {
        List<Faction> factions = scenario.getFactions().getFactions();
        List<HomeSite> homes = scenario.getAreas().getMap().getHomeSites();
        Location red = homes.get(0).getLocation();
        Location blue = homes.get(1).getLocation();
        return fill(text("hexkit.hbrules"), Map.of("title", title, "scenario", scenarioFile.getFileName().toString(),
                "redName", factions.get(0).getName(), "blueName", factions.get(1).getName(),
                "redX", "" + red.getX(), "redY", "" + red.getY(), "blueX", "" + blue.getX(), "blueY", "" + blue.getY(),
                "redCapital", "(" + red.getX() + ", " + red.getY() + ")",
                "blueCapital", "(" + blue.getX() + ", " + blue.getY() + ")"));
    }

    /**
     * HexTC2-style: the board of side 5, the seven creatures of Table 1 with MV as movement, MaxHP as strength and
     * the attributes AL, BAB and DP; no attack range (battles happen by moving onto an opponent); white's 13 creatures
     * start in table order on its home rows x = 0, 1, 2 (row by row, rank by rank), black's mirrored on x = 8, 7, 6.
     */
    private static Scenario hexTc2(String title) {
        List<String> names = new ArrayList<>();
        for (Object[] c : CREATURES) {
            names.add((String) c[0]);
        }
        Scenario scenario = ScenarioTemplate.build(new ScenarioSettings(title, PolygonKind.HEXAGON,
                PolygonOrientation.ON_VERTEX, GridShift.ROW_RIGHT, false, BoardShape.HEXAGON, 9, 9, 5,
                List.of("White", "Black"), names, List.of("Board cell")));
        scenario.getMaster().setDescription("Two players, white and black, fight with 13 creatures each on a "
                + "hexagon board of side 5. Each turn a player moves one creature; moving onto an opponent starts a "
                + "battle. Eliminate the opposing creatures, or leave them no valid move, to win (after the HexTC2 "
                + "rules, COMP202 Winter 2005 Assignment 6).");
        scenario.getMaster().getTurns().setTurnLimit(HEXTC2_TURN_LIMIT);
        var variables = scenario.getVariables();
        AttributeClass attackRange = scenario.getEntities().getStandardVariables().getAttackRange();
        scenario.getEntities().getStandardVariables().setAttackRange(null);
        variables.getAttributes().remove(attackRange);
        ResourceClass strength = variables.getResources().get(0);
        strength.setName("Hit points (HP)");
        strength.setLimited(true);
        variables.getAttributes().get(0).setName("Movement (MV)");
        AttributeClass al = attribute(scenario, "al", "Armour level (AL)", 40);
        AttributeClass bab = attribute(scenario, "bab", "Base attack bonus (BAB)", 20);
        AttributeClass dp = attribute(scenario, "dp", "Damage points (DP)", 20);
        dp.setMinimum(1);

        List<UnitClass> units = scenario.getEntities().getUnits();
        GameMap map = scenario.getAreas().getMap();
        List<int[]> whiteCells = new ArrayList<>();
        for (int x = 0; x <= 2; x++) {
            for (int y = 0; y <= 4 + x; y++) {
                whiteCells.add(new int[] {x, y});
            }
        }
        int next = 0;
        for (int i = 0; i < CREATURES.length; i++) {
            Object[] c = CREATURES[i];
            UnitClass unit = units.get(i);
            unit.getVariables().removeIf(v -> v.getVariable() == attackRange);
            unit.getVariables().get(0).setValue((Integer) c[3]);
            unit.getVariables().get(1).setValue((Integer) c[2]);
            unit.getVariables().add(Elements.value(al, (Integer) c[4]));
            unit.getVariables().add(Elements.value(bab, (Integer) c[5]));
            unit.getVariables().add(Elements.value(dp, (Integer) c[6]));
            unit.getSymbol().setColor((String) c[7]);
            unit.getSymbol().setGlyph(((String) c[0]).substring(0, 2));
            int count = (Integer) c[1];
            for (int side = 0; side < 2; side++) {
                Area area = F.createArea();
                area.setOwner(scenario.getFactions().getFactions().get(side));
                for (int k = 0; k < count; k++) {
                    int[] cell = whiteCells.get(next + k);
                    area.getSites().add(location(side == 0 ? cell[0] : 8 - cell[0], side == 0 ? cell[1] : 8 - cell[1]));
                }
                area.getUnits().add(template(unit));
                map.getAreas().add(area);
            }
            next += count;
        }
        for (Faction faction : scenario.getFactions().getFactions()) {
            faction.getConditions().removeIf(c -> c.getKind() == ConditionKind.VICTORY);
            faction.getBuildableUnits().clear();
        }
        return scenario;
    }

    private static AttributeClass attribute(Scenario scenario, String id, String name, int maximum) {
        AttributeClass attribute = F.createAttributeClass();
        attribute.setId(id);
        attribute.setName(name);
        attribute.setMaximum(maximum);
        scenario.getVariables().getAttributes().add(attribute);
        return attribute;
    }

    private static String text(String template) {
        try (InputStream in = ProjectTemplate.class.getResourceAsStream("/templates/" + template)) {
            if (in == null) {
                throw new IllegalStateException("the bundle has no templates/" + template);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Replaces each {@code ${name}} by its value; the scenario's file name is escaped for a string literal. */
    private static String fill(String text, Map<String, String> values) {
        String filled = text;
        for (Map.Entry<String, String> value : values.entrySet()) {
            String v = value.getKey().equals("scenario") ? value.getValue().replace("\\", "\\\\").replace("\"", "\\\"")
                    : value.getValue();
            filled = filled.replace("${" + value.getKey() + "}", v);
        }
        return filled;
    }

    /** The rule language's grammar, for {@link RuleFileTemplate}: from an injector of the runtime module only. */
    private static synchronized IGrammarAccess grammar() {
        if (grammar == null) {
            grammar = new RulesStandaloneSetup().createInjector().getInstance(IGrammarAccess.class);
        }
        return grammar;
    }
}
