package org.hexbench.scenario.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.emf.ecore.InternalEObject;
import org.eclipse.emf.ecore.util.Diagnostician;
import org.hexbench.scenario.AttributeClass;
import org.hexbench.scenario.BoardShape;
import org.hexbench.scenario.Condition;
import org.hexbench.scenario.ConditionParameter;
import org.hexbench.scenario.Faction;
import org.hexbench.scenario.GameMap;
import org.hexbench.scenario.HomeSite;
import org.hexbench.scenario.ImageFile;
import org.hexbench.scenario.ModifierTarget;
import org.hexbench.scenario.ResourceClass;
import org.hexbench.scenario.Scenario;
import org.hexbench.scenario.ScenarioFactory;
import org.hexbench.scenario.TerrainClass;
import org.hexbench.scenario.UnitClass;
import org.hexbench.scenario.VariableModifier;
import org.hexbench.testdata.RandomScenario;
import org.hexbench.scenario.validation.ScenarioValidator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Every validation constraint, positive (a valid scenario has no findings) and negative (a broken one names it). */
class ValidationTest {

    private static final ScenarioFactory F = ScenarioFactory.eINSTANCE;

    private static Scenario valid() {
        return RandomScenario.create(7, 12, 10);
    }

    private static List<String> messages(Scenario scenario) {
        Diagnostic result = new Diagnostician(ScenarioValidator.registry()).validate(scenario);
        return result.getChildren().stream().map(Diagnostic::getMessage).toList();
    }

    @Test
    void validScenarioHasNoFindings() {
        assertEquals(List.of(), messages(valid()));
    }

    static Stream<Arguments> brokenScenarios() {
        return Stream.of(
                broken("duplicate id", s -> s.getEntities().getUnits().get(1).setId("infantry"),
                        "Unit class 'infantry': id 'infantry' is already used by unit class 'infantry'"),
                broken("missing id", s -> s.getEntities().getUnits().get(0).setId(""), "has no id"),
                broken("min > max", s -> s.getVariables().getResources().get(0).setMinimum(500),
                        "Resource class 'strength': minimum 500 is greater than maximum 100"),
                broken("absolute range", s -> s.getVariables().getAttributes().get(0).setAbsoluteMaximum(5),
                        "Attribute class 'movement': absolute maximum 5 is less than maximum 30"),
                broken("scale", s -> s.getVariables().getAttributes().get(0).setScale(0), "display scale 0 must be at least 1"),
                broken("modifier beyond the absolute range", s -> {
                    s.getVariables().getAttributes().get(0).setAbsoluteMinimum(-50);
                    s.getEntities().getTerrains().get(0).getModifiers().add(
                            org.hexbench.testdata.Elements.modifier(s.getVariables().getAttributes().get(0),
                                    ModifierTarget.SELF, -60));
                }, "value -60 is not in the absolute range -50..100000000 of 'movement'"),
                broken("colour shift", s -> {
                    var entry = F.createImageStackEntry();
                    entry.setImage(F.createEntityImage());
                    entry.setColorShiftBlue(300);
                    s.getEntities().getUnits().get(0).getImageStack().add(entry);
                }, "colour shift 300 is not in -255..255"),
                broken("empty frame", s -> {
                    var image = F.createEntityImage();
                    image.setId("empty");
                    image.getFrames().add(F.createImageFrame());
                    s.getImages().getImages().add(image);
                }, "bounds 0x0 are empty"),
                broken("transparent colour", s -> s.getImages().setTransparentColor("pink"),
                        "transparent colour 'pink' is not #rrggbb"),
                broken("symbol colour", s -> s.getEntities().getUnits().get(0).getSymbol().setColor("#12"),
                        "colour '#12' is not #rrggbb"),
                broken("victory threshold out of range", s -> s.getVariables().getResources().get(1).setVictory(2_000_000),
                        "Resource class 'gold': victory threshold 2000000 is not in 0..1000000"),
                broken("defeat above victory", s -> {
                    ResourceClass gold = s.getVariables().getResources().get(1);
                    gold.setVictory(10);
                    gold.setDefeat(20);
                }, "Resource class 'gold': defeat threshold 20 is not below victory threshold 10"),
                broken("value out of range", s -> s.getEntities().getUnits().get(0).getVariables().get(0).setValue(99),
                        "Variable value 'movement' of unit class 'infantry': value 99 of 'movement' is not in 0..30"),
                broken("no background terrain", s -> s.getEntities().getTerrains().forEach(t -> t.setBackground(false)),
                        "Entities section: has no background terrain class; every site needs one"),
                broken("two backgrounds in a stack", s -> s.getAreas().getMap().getPalette().get(0).getTerrains()
                        .add(s.getEntities().getTerrains().get(1)), "Terrain stack 1 of map: has 2 background terrains"),
                broken("background not at bottom", s -> s.getAreas().getMap().getPalette().get(6).getTerrains().move(0, 1),
                        "Terrain stack 7 of map: the background terrain must be at the bottom"),
                broken("one faction", s -> s.getFactions().getFactions().subList(1, 4).clear(),
                        "Factions section: needs at least 2 factions, has 1"),
                broken("negative modifier range", s -> s.getEntities().getUnits().get(0).setModifierRange(-1),
                        "Unit class 'infantry': modifier range -1 is negative"),
                broken("owner modifier on attribute", s -> {
                    VariableModifier m = F.createVariableModifier();
                    m.setVariable(s.getVariables().getAttributes().get(0));
                    m.setTarget(ModifierTarget.OWNER);
                    s.getEntities().getUnits().get(0).getModifiers().add(m);
                }, "the Owner target modifies faction resources only, but 'movement' is not a resource"),
                broken("unit modifier nobody receives", s -> {
                    AttributeClass defence = F.createAttributeClass();
                    defence.setId("defence");
                    s.getVariables().getAttributes().add(defence);
                    VariableModifier m = F.createVariableModifier();
                    m.setVariable(defence);
                    m.setTarget(ModifierTarget.UNITS);
                    m.setValue(2);
                    s.getEntities().getTerrains().get(0).getModifiers().add(m);
                }, "no unit class has a basic value of 'defence', so this modifier for units never takes effect"),
                broken("faction modifier not self", s -> {
                    VariableModifier m = F.createVariableModifier();
                    m.setVariable(s.getVariables().getResources().get(1));
                    m.setTarget(ModifierTarget.UNITS);
                    s.getFactions().getFactions().get(0).getModifiers().add(m);
                }, "Variable modifier 'gold' of faction 'faction1': a faction has only Self modifiers, not units"),
                broken("home site outside", s -> s.getAreas().getMap().getHomeSites().get(0).getLocation().setX(12),
                        "Home site 'faction1' of map: site (12,2) is outside the map"),
                broken("two home sites", s -> {
                    HomeSite extra = F.createHomeSite();
                    extra.setFaction(s.getFactions().getFactions().get(0));
                    extra.setLocation(F.createLocation());
                    s.getAreas().getMap().getHomeSites().add(extra);
                }, "faction 'faction1' already has a home site"),
                broken("place site outside", s -> {
                    var place = F.createPlaceSites();
                    var bounds = F.createBounds();
                    bounds.setX(10);
                    bounds.setWidth(5);
                    place.getBounds().add(bounds);
                    s.getAreas().getMap().getPlaceSites().add(place);
                }, "Place sites 1 of map: rectangle 5x1 at (10,0) reaches outside the map at (14,0)"),
                broken("condition above map size", s -> conditionOf(s).setThreshold(121),
                        "threshold 121 sites is more than the 120 sites of the map"),
                broken("negative condition", s -> {
                    conditionOf(s).setParameter(ConditionParameter.UNITS);
                    conditionOf(s).setThreshold(-1);
                }, "Condition 2 of faction 'faction1': threshold -1 is negative"),
                broken("turn condition zero", s -> {
                    conditionOf(s).setParameter(ConditionParameter.TURNS);
                    conditionOf(s).setThreshold(0);
                }, "a turn-count threshold must be at least 1, not 0"),
                broken("bad colour", s -> s.getFactions().getFactions().get(0).setColor("red"),
                        "Faction 'faction1': colour 'red' is not #rrggbb"),
                broken("unknown computer player", s -> {
                    var computer = F.createComputerPlayer();
                    computer.setAlgorithm("seeker");
                    s.getFactions().getFactions().get(0).setComputer(computer);
                }, "unknown computer player algorithm 'seeker' (Hexbench has: mcts, random)"),
                broken("map too large", s -> s.getAreas().getMap().setWidth(20_000),
                        "Map: size 20000x10 is not within 1..10000"),
                broken("impossible geometry", s -> s.getAreas().getMap().setShift(org.hexbench.scenario.GridShift.NONE),
                        "HEX_ON_VERTEX does not support shift NONE"),
                broken("hexagon board of squares", s -> {
                    GameMap map = s.getAreas().getMap();
                    map.setShape(BoardShape.HEXAGON);
                    map.setSide(3);
                    map.setPolygon(org.hexbench.scenario.PolygonKind.SQUARE);
                }, "a hexagon board needs hexagons on vertex"),
                broken("layout too short", s -> s.getAreas().getMap().getLayout().remove(0),
                        "the layout has 9 rows but the map has 10"),
                broken("layout bad token", s -> s.getAreas().getMap().getLayout().set(3, "12*x"),
                        "layout row 3: malformed run"),
                broken("layout unknown stack", s -> s.getAreas().getMap().getLayout().set(0, "12*40"),
                        "uses terrain stack 40 but the palette has 12 entries"),
                broken("units without owner", s -> s.getAreas().getMap().getAreas().get(0).setOwner(null),
                        "Area 1 of map: has units but no owner or unit owner"),
                broken("terrain as unit", s -> s.getAreas().getMap().getAreas().get(0).getUnits().get(0)
                        .setEntityClass(s.getEntities().getTerrains().get(0)), "'water' is not a unit class"),
                broken("destroyable background", s -> s.getEntities().getTerrains().get(0).setCanDestroy(true),
                        "Terrain class 'water': a background terrain can never be destroyed"),
                broken("valuation", s -> s.getEntities().getUnits().get(0).setValuation(2),
                        "valuation 2.0 is not in 0..1"),
                broken("negative build cost", s -> s.getEntities().getUnits().get(0).getBuildResources().get(0).setAmount(-5),
                        "Resource amount 'gold' of unit class 'infantry': amount -5 is negative"),
                broken("segments", s -> s.getMaster().getTurns().setSegments(0), "segments per turn must be at least 1"),
                broken("missing section", s -> s.setVariables(null), "has no Variables section"),
                broken("dangling reference", s -> {
                    UnitClass ghost = F.createUnitClass();
                    ((InternalEObject) ghost).eSetProxyURI(org.eclipse.emf.common.util.URI.createURI("units.hexscenario#ghost"));
                    s.getFactions().getFactions().get(0).getBuildableUnits().add(ghost);
                }, "Faction 'faction1': buildable units refers to 'units.hexscenario#ghost', which does not exist"),
                broken("missing image", s -> {
                    ImageFile file = F.createImageFile();
                    file.setId("img");
                    file.setPath("nowhere.png");
                    s.getImages().getFiles().add(file);
                    var resource = org.hexbench.scenario.resource.ScenarioResources.newResourceSet().createResource(
                            org.eclipse.emf.common.util.URI.createFileURI(System.getProperty("java.io.tmpdir") + "/x.hexscenario"));
                    resource.getContents().add(s);
                }, "Image file 'img': image file 'nowhere.png' does not exist"));
    }

    private static Condition conditionOf(Scenario s) {
        Faction f = s.getFactions().getFactions().get(0);
        return f.getConditions().get(1);
    }

    private static Arguments broken(String name, Consumer<Scenario> breakIt, String expected) {
        return Arguments.of(name, breakIt, expected);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("brokenScenarios")
    void brokenScenarioIsReported(String name, Consumer<Scenario> breakIt, String expected) {
        Scenario scenario = valid();
        breakIt.accept(scenario);
        List<String> messages = messages(scenario);
        assertTrue(messages.stream().anyMatch(m -> m.contains(expected)), name + ": expected '" + expected + "' in " + messages);
    }

    @Test
    void terrainClassCountIsAsGenerated() {
        List<TerrainClass> terrains = valid().getEntities().getTerrains();
        assertEquals(8, terrains.size());
        assertEquals("water", terrains.get(0).getId());
    }
}
