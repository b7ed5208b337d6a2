package org.hexbench.engine.tests;

import static org.hexbench.testdata.Orders.accepted;
import static org.hexbench.testdata.Orders.rejected;
import static org.hexbench.scenario.template.Elements.condition;
import static org.hexbench.scenario.template.Elements.location;
import static org.hexbench.scenario.template.Elements.modifier;
import static org.hexbench.scenario.template.Elements.stack;
import static org.hexbench.scenario.template.Elements.template;
import static org.hexbench.scenario.template.Elements.value;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.hexbench.engine.command.Attack;
import org.hexbench.engine.command.BeginTurn;
import org.hexbench.engine.command.Build;
import org.hexbench.engine.command.Command;
import org.hexbench.engine.command.Destroy;
import org.hexbench.engine.command.EndTurn;
import org.hexbench.engine.command.Move;
import org.hexbench.engine.command.Place;
import org.hexbench.engine.game.Game;
import org.hexbench.engine.game.SequentialTurns;
import org.hexbench.engine.game.TurnSystem;
import org.hexbench.engine.simultaneous.Directive;
import org.hexbench.engine.simultaneous.SimultaneousTurns;
import org.hexbench.engine.simultaneous.TurnReport;
import org.hexbench.engine.world.Entity;
import org.hexbench.engine.world.EntityCategory;
import org.hexbench.engine.world.SetEntitySite;
import org.hexbench.engine.world.SetEntityVariable;
import org.hexbench.engine.world.SetFactionVariable;
import org.hexbench.engine.world.SetSiteOwner;
import org.hexbench.engine.world.WorldState;
import org.hexbench.scenario.Area;
import org.hexbench.scenario.BoardShape;
import org.hexbench.scenario.ConditionKind;
import org.hexbench.scenario.ConditionParameter;
import org.hexbench.scenario.EffectClass;
import org.hexbench.scenario.EntityImage;
import org.hexbench.scenario.EntityTemplate;
import org.hexbench.scenario.GridShift;
import org.hexbench.scenario.ImageStackEntry;
import org.hexbench.scenario.ModifierTarget;
import org.hexbench.scenario.PlaceSites;
import org.hexbench.scenario.PolygonKind;
import org.hexbench.scenario.PolygonOrientation;
import org.hexbench.scenario.RangedAttackMode;
import org.hexbench.scenario.ScenarioFactory;
import org.hexbench.scenario.TerrainClass;
import org.hexbench.scenario.TurnMode;
import org.hexbench.scenario.UnitClass;
import org.hexbench.scenario.UpgradeClass;
import org.hexbench.testdata.SmallScenario;
import org.junit.jupiter.api.Test;

/**
 * Every gameplay setting of the scenario model changes play: each test builds a {@link SmallScenario}, changes one
 * setting (or compares a scenario with and without it), and plays commands through the engine's default rules
 * (Hexkit User's Guide ch. 2 Hexkit Game, ch. 4 Class Structure, §7.4 Command Algorithms). The table in
 * {@code bundles/org.hexbench.scenario/README.md} names the test of each setting.
 */
class ScenarioSettingsTest {

    private static final ScenarioFactory F = ScenarioFactory.eINSTANCE;

    private final SmallScenario s = SmallScenario.create(8, 6);
    private Game game;
    private WorldState world;

    private void start() {
        game = ExampleGames.start(s.scenario, 3);
        world = game.world();
        accepted(game, new BeginTurn());
    }

    /** Ends red's turn and blue's; red's next turn has begun. */
    private void nextRedTurn() {
        accepted(game, new EndTurn());
        accepted(game, new BeginTurn());
        accepted(game, new EndTurn());
        accepted(game, new BeginTurn());
    }

    private Entity soldier(int faction) {
        return world.faction(faction).units().get(0);
    }

    private int index(String variable) {
        return world.catalog().variableIndex(variable);
    }

    private int[] moves(Entity unit) {
        return game.finder().moveTargets(List.of(unit));
    }

    private int[] attacks(Entity unit) {
        return game.finder().attackTargets(List.of(unit));
    }

    private static boolean contains(int[] sites, int site) {
        return Arrays.stream(sites).anyMatch(t -> t == site);
    }

    /** Puts a unit on a site (the test's arrangement, through an instruction). */
    private void put(Entity unit, int site) {
        Riverford.apply(world, new SetEntitySite(unit.id(), -1), new SetEntitySite(unit.id(), site));
    }

    // ------------------------------------------------------------------ map geometry

    @Test
    void thePolygonAndItsNeighboursDecideWhereAUnitMayStep() {
        s.soldier.getVariables().get(2).setValue(1); // movement 1: one step
        start();
        put(soldier(0), s.site(3, 3));
        assertEquals(4, moves(soldier(0)).length, "squares on edge: four edge neighbours");
        s.map.setVertexNeighbors(true);
        start();
        put(soldier(0), s.site(3, 3));
        assertEquals(8, moves(soldier(0)).length, "vertex neighbours: the diagonals too (§3.3.1)");
        assertTrue(contains(moves(soldier(0)), s.site(4, 4)));
        s.map.setVertexNeighbors(false);
        s.map.setPolygon(PolygonKind.HEXAGON);
        s.map.setOrientation(PolygonOrientation.ON_VERTEX);
        s.map.setShift(GridShift.ROW_RIGHT);
        start();
        put(soldier(0), s.site(3, 3));
        assertEquals(6, moves(soldier(0)).length, "hexagons: six neighbours (§3.3.2)");
    }

    @Test
    void theShiftDecidesWhichDiagonalNeighboursAHexagonHas() {
        s.soldier.getVariables().get(2).setValue(1);
        s.map.setPolygon(PolygonKind.HEXAGON);
        s.map.setOrientation(PolygonOrientation.ON_VERTEX);
        s.map.setShift(GridShift.ROW_RIGHT);
        start();
        put(soldier(0), s.site(3, 2));
        int[] right = moves(soldier(0));
        s.map.setShift(GridShift.ROW_LEFT);
        start();
        put(soldier(0), s.site(3, 2));
        int[] left = moves(soldier(0));
        assertEquals(6, right.length);
        assertEquals(6, left.length);
        assertFalse(Arrays.equals(right, left), "odd rows shifted right or left give other neighbours (§3.3 Map Geometry)");
    }

    @Test
    void aWrappingMapJoinsItsEastAndWestEdges() {
        s.soldier.getVariables().get(2).setValue(1);
        start();
        put(soldier(0), s.site(0, 3));
        assertFalse(contains(moves(soldier(0)), s.site(7, 3)));
        s.map.setWrap(true);
        start();
        put(soldier(0), s.site(0, 3));
        assertTrue(contains(moves(soldier(0)), s.site(7, 3)), "one step west of column 0 is the last column");
    }

    @Test
    void theMapSizeIsTheNumberOfSites() {
        start();
        assertEquals(48, world.siteCount());
        s.map.setHeight(7);
        start();
        assertEquals(56, world.siteCount());
        s.map.setShape(BoardShape.HEXAGON);
        s.map.setPolygon(PolygonKind.HEXAGON);
        s.map.setOrientation(PolygonOrientation.ON_VERTEX);
        s.map.setSide(3);
        s.map.getAreas().clear();
        s.map.getHomeSites().clear();
        s.units(s.red, 1, 1, s.soldier).setOwner(s.red);
        s.units(s.blue, 3, 3, s.soldier);
        start();
        assertEquals(19, world.siteCount(), "a hexagon board of side 3 (HexTC2 rules: side 5 gives 61)");
    }

    // ------------------------------------------------------------------ terrain

    @Test
    void difficultyIsTheCostOfEnteringASiteAndZeroIsImpassable() {
        TerrainClass swamp = s.terrainClass("swamp", true, 2);
        TerrainClass rock = s.terrainClass("rock", true, 0);
        s.map.getPalette().add(stack(swamp));
        s.map.getPalette().add(stack(rock));
        // row 3: plains plains swamp swamp rock ...
        s.map.getLayout().addAll(List.of("0", "0", "0", "2*0 2*1 2 3*0", "0", "0"));
        s.map.getLayout().replaceAll(row -> row.equals("0") ? "8*0" : row);
        start();
        Entity unit = soldier(0);
        put(unit, s.site(1, 3));
        int[] targets = moves(unit);
        assertTrue(contains(targets, s.site(2, 3)), "one swamp costs 2 of the movement 2");
        assertFalse(contains(targets, s.site(3, 3)), "two swamps cost 4");
        put(unit, s.site(3, 2));
        assertFalse(contains(moves(unit), s.site(4, 3)), "difficulty 0 is impassable");
        assertTrue(contains(moves(unit), s.site(3, 3)));
    }

    @Test
    void areaTerrainsAddForegroundTerrainOrReplaceTheStackWithABackground() {
        TerrainClass road = s.terrainClass("road", false, 0);
        TerrainClass lake = s.terrainClass("lake", true, 0);
        Area roads = s.owned(null, 3, 0, 1, 6);
        roads.getTerrains().add(road);
        Area lakes = s.owned(null, 4, 1, 1, 1);
        lakes.getTerrains().add(lake);
        start();
        List<String> stack = world.site(s.site(3, 2)).terrains().stream().map(t -> t.entityClass().getId()).toList();
        assertEquals(List.of("plains", "road"), stack, "a stack without background adds to the layout's (§4.8.3)");
        List<String> replaced = world.site(s.site(4, 1)).terrains().stream().map(t -> t.entityClass().getId()).toList();
        assertEquals(List.of("lake"), replaced, "a stack with a background replaces it");
        assertEquals(0, world.difficulty(s.site(4, 1)));
    }

    @Test
    void onlyCapturableTerrainChangesOwnerAndOnlyUnitsThatCapture() {
        start();
        Entity unit = soldier(0);
        int target = s.site(2, 1);
        assertEquals(-1, world.site(target).owner());
        accepted(game, new Move(List.of(unit.id()), target));
        assertEquals(0, world.site(target).owner(), "plains can be captured, the soldier captures");
        s.plains.setCanCapture(false);
        start();
        accepted(game, new Move(List.of(soldier(0).id()), target));
        assertEquals(-1, world.site(target).owner(), "terrain without the Capture ability stays unowned (§2.6.3)");
        s.plains.setCanCapture(true);
        s.soldier.setCanCapture(false);
        start();
        accepted(game, new Move(List.of(soldier(0).id()), target));
        assertEquals(-1, world.site(target).owner(), "a unit without the Capture ability captures nothing");
    }

    @Test
    void onlyForegroundTerrainWithTheDestroyAbilityCanBeDestroyed() {
        TerrainClass ditch = s.terrainClass("ditch", false, 1);
        TerrainClass wall = s.terrainClass("wall", false, 1);
        s.owned(s.red, 0, 2, 1, 1).getTerrains().add(ditch);
        s.owned(s.red, 0, 3, 1, 1).getTerrains().add(wall);
        ditch.setCanDestroy(true);
        s.plains.setCanDestroy(true);
        start();
        Entity d = world.site(s.site(0, 2)).terrains().get(1);
        Entity w = world.site(s.site(0, 3)).terrains().get(1);
        Entity background = world.site(s.site(0, 4)).terrains().get(0);
        assertTrue(rejected(game, new Destroy(List.of(w.id()))).contains("cannot be destroyed"));
        assertTrue(rejected(game, new Destroy(List.of(background.id()))).contains("cannot be destroyed"),
                "background terrain never (§2.6.3), whatever its class says");
        accepted(game, new Destroy(List.of(d.id())));
        assertEquals(1, world.site(s.site(0, 2)).terrains().size());
    }

    // ------------------------------------------------------------------ units

    @Test
    void theMoveAndAttackAbilitiesOfAUnitClass() {
        start();
        put(soldier(1), s.site(2, 1));
        assertTrue(moves(soldier(0)).length > 0);
        assertTrue(contains(attacks(soldier(0)), s.site(2, 1)));
        s.soldier.setCanMove(false);
        s.soldier.setCanAttack(false);
        start();
        put(soldier(1), s.site(2, 1));
        assertEquals(0, moves(soldier(0)).length, "no Move ability");
        assertEquals(0, attacks(soldier(0)).length, "no Attack ability");
    }

    @Test
    void aUnitThatCanDefendOnlyNeverAttacksButStrikesBack() {
        UnitClass raider = s.unitClass("raider", s.strength, 5, s.morale, 1, s.movement, 2, s.attackRange, 1);
        s.units(s.blue, 2, 1, raider);
        s.units(s.red, 1, 1, s.soldier);
        s.soldier.setCanDefendOnly(true);
        start();
        assertEquals(0, attacks(soldier(0)).length, "its Attack ability is off from its faction's Begin Turn (§3.5.1)");
        accepted(game, new EndTurn());
        accepted(game, new BeginTurn());
        Entity attacker = world.site(s.site(2, 1)).units().get(0);
        accepted(game, new Attack(List.of(attacker.id()), s.site(1, 1)));
        assertEquals(null, world.entity(attacker.id()), "the surviving defender struck back (§2.8.1 Combat Sequence)");
        assertEquals(1, world.site(s.site(1, 1)).units().size());
        s.soldier.setCanDefendOnly(false);
        start();
        assertTrue(contains(attacks(soldier(0)), s.site(2, 1)), "without the setting the soldier attacks");
    }

    @Test
    void aUnitWithoutMoraleOrAttackRangeCannotAttack() {
        start();
        put(soldier(1), s.site(2, 1));
        assertTrue(contains(attacks(soldier(0)), s.site(2, 1)));
        s.soldier.getVariables().get(1).setValue(0);
        start();
        put(soldier(1), s.site(2, 1));
        assertEquals(0, attacks(soldier(0)).length, "morale 0 (the standard morale, §2.7.2)");
        s.soldier.getVariables().get(1).setValue(1);
        s.soldier.getVariables().get(3).setValue(0);
        start();
        put(soldier(1), s.site(2, 1));
        assertEquals(0, attacks(soldier(0)).length, "attack range 0: a civilian (§5.6.2)");
        s.entities.getStandardVariables().setMorale(null);
        s.soldier.getVariables().get(3).setValue(1);
        s.soldier.getVariables().get(1).setValue(0);
        start();
        put(soldier(1), s.site(2, 1));
        assertTrue(contains(attacks(soldier(0)), s.site(2, 1)), "without a morale mapping every unit has morale 1");
    }

    @Test
    void theAttackRangeReachesAsFarAsItSaysAndLineOfSightIsTheRangedModesChoice() {
        s.soldier.getVariables().get(3).setValue(3);
        TerrainClass wood = s.terrainClass("wood", false, 1);
        wood.setBlocksAttack(true);
        s.owned(null, 3, 0, 1, 6).getTerrains().add(wood);
        start();
        put(soldier(1), s.site(4, 1));
        assertTrue(contains(attacks(soldier(0)), s.site(4, 1)), "range 3 reaches distance 3, past the wood (mode none)");
        put(soldier(1), s.site(5, 1));
        assertFalse(contains(attacks(soldier(0)), s.site(5, 1)), "but not distance 4");
        s.soldier.setRangedAttack(RangedAttackMode.LINE_OF_SIGHT);
        start();
        put(soldier(1), s.site(4, 1));
        assertFalse(contains(attacks(soldier(0)), s.site(4, 1)), "the wood blocks a line-of-sight attack (§8.3.6)");
        wood.setBlocksAttack(false);
        start();
        put(soldier(1), s.site(4, 1));
        assertTrue(contains(attacks(soldier(0)), s.site(4, 1)), "a wood that does not block attacks hides nothing");
    }

    @Test
    void strengthIsWhatDamageTakesAndWithoutAMappingAHitDestroys() {
        start();
        assertEquals(5, world.strength(soldier(0)));
        assertEquals(10, world.unitStrength(0) + world.unitStrength(1));
        s.entities.getStandardVariables().setStrength(null);
        start();
        assertEquals(1, world.strength(soldier(0)), "Hexkit's default strength (§7.3.8 Table 10)");
    }

    // ------------------------------------------------------------------ variables and modifiers

    @Test
    void aVariablesRangeClampsItsValueAndLimitsBuilding() {
        s.soldier.getModifiers().add(modifier(s.movement, ModifierTarget.SELF, 30));
        start();
        assertEquals(20, world.movement(soldier(0)), "2 + 30 clamped to the maximum 20 (§2.6)");
        s.movement.setMaximum(5);
        start();
        assertEquals(5, world.movement(soldier(0)));
        s.gold.setMinimum(60);
        start();
        assertEquals(4, game.rules().buildCount(world, 0, world.catalog().classIndex("soldier")),
                "(100 - minimum 60) / 10 gold");
        assertTrue(rejected(game, new Build(List.of("soldier", "soldier", "soldier", "soldier", "soldier")))
                .contains("cannot build 5 × soldier"));
        accepted(game, new Build(List.of("soldier", "soldier", "soldier", "soldier")));
        assertEquals(60, world.faction(0).value(index("gold")), "building stops at the minimum");
    }

    @Test
    void factionModifiersAreIncomeAndResettingResourcesStartEveryTurnAfresh() {
        s.red.getModifiers().add(modifier(s.gold, ModifierTarget.SELF, 7));
        start();
        int gold = index("gold");
        accepted(game, new Build(List.of("soldier")));
        assertEquals(90, world.faction(0).value(gold));
        nextRedTurn();
        assertEquals(97, world.faction(0).value(gold), "accumulating: 90 + 7 at Begin Turn (§2.7.3)");
        s.gold.setResetting(true);
        start();
        assertEquals(107, world.faction(0).value(gold), "resetting: initial 100 + 7 at the game's first Begin Turn");
        accepted(game, new Build(List.of("soldier")));
        assertEquals(97, world.faction(0).value(gold));
        accepted(game, new EndTurn());
        assertEquals(107, world.faction(0).value(gold), "reset to 100 + 7 at End Turn (§2.7.6)");
    }

    @Test
    void aLimitedResourceNeverRisesAboveItsInitialValue() {
        s.soldier.getModifiers().add(modifier(s.strength, ModifierTarget.SELF, 3));
        start();
        int strength = index("strength");
        Riverford.apply(world, new SetEntityVariable(soldier(0).id(), "strength", 1));
        nextRedTurn();
        assertEquals(4, soldier(0).value(strength));
        nextRedTurn();
        assertEquals(7, soldier(0).value(strength), "an unlimited resource grows past its initial 5");
        s.strength.setLimited(true);
        start();
        Riverford.apply(world, new SetEntityVariable(soldier(0).id(), "strength", 1));
        nextRedTurn();
        nextRedTurn();
        assertEquals(5, soldier(0).value(strength), "limited: 1 + 3 + 3 stops at the initial 5 (§4.5.4)");
    }

    @Test
    void modifiersReachUnitsOfTheirTargetWithinTheModifierRange() {
        TerrainClass tower = s.terrainClass("tower", false, 0);
        s.owned(null, 4, 3, 1, 1).getTerrains().add(tower);
        tower.getModifiers().add(modifier(s.movement, ModifierTarget.UNITS_RANGED, 3));
        tower.setModifierRange(1);
        start();
        Entity unit = soldier(0);
        put(unit, s.site(4, 2));
        assertEquals(5, world.movement(unit), "distance 1: inside the range");
        put(unit, s.site(4, 1));
        assertEquals(2, world.movement(unit), "distance 2: outside the range 1 (§3.5.2)");
        tower.setModifierRange(0);
        start();
        put(soldier(0), s.site(0, 5));
        assertEquals(5, world.movement(soldier(0)), "range 0: the whole map");
    }

    @Test
    void upkeepThatCannotBePaidDisbandsTheLeastValuableUnitFirst() {
        UnitClass militia = s.unitClass("militia", s.strength, 1, s.movement, 1);
        s.units(s.red, 0, 3, militia);
        s.soldier.getModifiers().add(modifier(s.gold, ModifierTarget.OWNER, -60));
        militia.getModifiers().add(modifier(s.gold, ModifierTarget.OWNER, -60));
        s.soldier.setValuation(0.9);
        militia.setValuation(0.1);
        start();
        nextRedTurn();
        assertEquals(List.of("soldier"), world.faction(0).units().stream().map(u -> u.entityClass().getId()).toList(),
                "100 gold cannot pay 120 upkeep: the militia (valuation 0.1) goes, though it is the newer unit");
        assertEquals(40, world.faction(0).value(index("gold")));
        s.soldier.setValuation(0.1);
        militia.setValuation(0.9);
        start();
        nextRedTurn();
        assertEquals(List.of("militia"), world.faction(0).units().stream().map(u -> u.entityClass().getId()).toList(),
                "now the soldier is worth less (§2.7.5: the least valuable units first)");
        assertEquals(100 + 10 / 5 - 60, world.faction(0).value(index("gold")), "a fifth of its cost comes back");
    }

    // ------------------------------------------------------------------ templates

    @Test
    void aTemplateNamesItsEntityAndReplacesItsClasssValuesAndModifiers() {
        EntityTemplate hero = s.map.getAreas().get(2).getUnits().get(0);
        hero.setName("Roland");
        hero.getVariables().add(value(s.strength, 9));
        hero.getModifiers().add(modifier(s.movement, ModifierTarget.SELF, 1));
        start();
        Entity unit = soldier(0);
        assertEquals("Roland", unit.name());
        assertEquals(9, world.strength(unit), "the template's 9 replaces the class's 5 (§4.8.2)");
        assertEquals(3, world.movement(unit), "movement 2 + the template's self modifier 1");
        assertEquals(5, world.strength(soldier(1)), "other soldiers keep the class's values");
        assertEquals("Soldier", soldier(1).name());
    }

    @Test
    void aTemplatesFrameIsItsOffsetOrARandomOneOfTheClasssFrames() {
        EntityImage image = F.createEntityImage();
        image.setId("soldierImage");
        for (int i = 0; i < 4; i++) {
            image.getFrames().add(F.createImageFrame());
        }
        s.images.getImages().add(image);
        ImageStackEntry entry = F.createImageStackEntry();
        entry.setImage(image);
        s.soldier.getImageStack().add(entry);
        s.map.getAreas().get(2).getUnits().get(0).setFrameOffset(2);
        Area many = s.units(s.red, 0, 5);
        for (int i = 0; i < 24; i++) {
            EntityTemplate t = template(s.soldier);
            t.setUseRandomFrame(true);
            many.getUnits().add(t);
        }
        start();
        assertEquals(2, soldier(0).frameOffset(), "the template's frame offset (§4.8.2 FrameOffset)");
        assertEquals(0, soldier(1).frameOffset());
        Set<Integer> frames = new HashSet<>();
        List<Integer> first = world.site(s.site(0, 5)).units().stream().map(Entity::frameOffset).toList();
        for (int f : first) {
            assertTrue(f >= 0 && f < 4, "one of the class's 4 frames: " + f);
            frames.add(f);
        }
        assertTrue(frames.size() > 1, "random frames differ: " + first);
        start();
        assertEquals(first, world.site(s.site(0, 5)).units().stream().map(Entity::frameOffset).toList(),
                "the same scenario looks the same every time");
    }

    // ------------------------------------------------------------------ areas, factions, placing

    @Test
    void areasGiveSitesTheirOwnerAndUnitsAndEffectsTheirOwners() {
        EffectClass fog = F.createEffectClass();
        fog.setId("fog");
        s.entities.getEffects().add(fog);
        Area area = s.units(s.red, 4, 4, s.soldier);
        area.setUnitOwner(s.blue);
        area.getEffects().add(template(fog));
        start();
        int site = s.site(4, 4);
        assertEquals(0, world.site(site).owner(), "the area's owner owns the site");
        assertEquals(1, world.site(site).units().get(0).owner(), "its unit owner owns the units (§4.8.3)");
        Entity effect = world.site(site).effects().get(0);
        assertEquals(EntityCategory.EFFECT, effect.category());
        assertEquals(0, effect.owner(), "effects follow the site's owner (§2.5.3)");
    }

    @Test
    void startingEntitiesWaitUnplacedInTheFactionsInventory() {
        s.red.getStartingEntities().add(template(s.soldier));
        start();
        assertEquals(2, world.faction(0).units().size());
        assertEquals(1, world.faction(0).units().stream().filter(u -> !u.isPlaced()).count());
        assertEquals(1, world.faction(1).units().size());
    }

    @Test
    void buildableClassesOfEveryCategoryAndNothingElseCanBeBuilt() {
        TerrainClass ditch = s.terrainClass("ditch", false, 1);
        UpgradeClass drill = F.createUpgradeClass();
        drill.setId("drill");
        drill.getModifiers().add(modifier(s.movement, ModifierTarget.OWNER_UNITS_RANGED, 1));
        s.entities.getUpgrades().add(drill);
        start();
        assertTrue(rejected(game, new Build(List.of("ditch"))).contains("cannot build"));
        assertTrue(rejected(game, new Build(List.of("drill"))).contains("cannot build"));
        s.red.getBuildableTerrains().add(ditch);
        s.red.getBuildableUpgrades().add(drill);
        start();
        accepted(game, new Build(List.of("ditch", "drill")));
        assertEquals(1, world.faction(0).terrains().stream().filter(t -> !t.isPlaced()).count());
        assertEquals(1, world.faction(0).upgrades().size());
        assertEquals(3, world.movement(soldier(0)), "the upgrade's modifier reaches its faction's units (§2.5.4)");
        s.red.getBuildableUnits().clear();
        start();
        assertTrue(rejected(game, new Build(List.of("soldier"))).contains("cannot build"));
    }

    @Test
    void placeSitesByClassAndFactionAndTheDefaultPlaces() {
        UnitClass scout = s.unitClass("scout", s.movement, 1);
        s.red.getStartingEntities().add(template(scout));
        s.red.getStartingEntities().add(template(s.soldier));
        PlaceSites forScouts = F.createPlaceSites();
        forScouts.setEntityClass(scout);
        forScouts.setFaction(s.red);
        forScouts.getSites().add(location(4, 0));
        s.map.getPlaceSites().add(forScouts);
        s.map.getAreas().get(0).getBounds().get(0).setWidth(5); // red owns columns 0..4, so (4, 0) is its own
        start();
        int scoutClass = world.catalog().classIndex("scout");
        int soldierClass = world.catalog().classIndex("soldier");
        assertTrue(contains(game.rules().placeTargets(world, 0, scoutClass), s.site(4, 0)));
        assertTrue(contains(game.rules().placeTargets(world, 0, scoutClass), s.site(2, 2)), "and own sites in turn 1");
        scout.setUseDefaultPlace(false);
        start();
        assertArrayEquals(new int[] {s.site(4, 0)}, game.rules().placeTargets(world, 0, scoutClass),
                "without default places only the class's place sites (§2.7.8)");
        assertTrue(game.rules().placeTargets(world, 0, soldierClass).length > 1);
        nextRedTurn();
        assertArrayEquals(new int[] {s.site(0, 0)}, game.rules().placeTargets(world, 0, soldierClass),
                "after the first turn: the home site");
        Entity reserve = world.faction(0).units().stream().filter(u -> !u.isPlaced()
                && u.entityClass() == s.soldier).findFirst().orElseThrow();
        accepted(game, new Place(List.of(reserve.id()), s.site(0, 0)));
        assertEquals(s.site(0, 0), reserve.site());
    }

    @Test
    void theHomeSiteIsWherePlacingGoesOnAfterTheFirstTurn() {
        s.red.getStartingEntities().add(template(s.soldier));
        s.map.getHomeSites().get(0).setLocation(location(1, 4));
        start();
        nextRedTurn();
        int soldierClass = world.catalog().classIndex("soldier");
        assertArrayEquals(new int[] {s.site(1, 4)}, game.rules().placeTargets(world, 0, soldierClass));
        s.map.getHomeSites().remove(0);
        start();
        nextRedTurn();
        assertEquals(0, game.rules().placeTargets(world, 0, soldierClass).length, "no home site: nowhere (§2.4.2)");
    }

    // ------------------------------------------------------------------ conditions

    @Test
    void aSitesVictoryConditionWinsAtTheFactionsBeginTurn() {
        s.blue.getConditions().add(condition(ConditionKind.VICTORY, ConditionParameter.SITES, 12));
        start();
        assertFalse(world.isGameOver());
        accepted(game, new EndTurn());
        accepted(game, new BeginTurn());
        assertTrue(world.isGameOver(), "blue holds its 12 sites at its Begin Turn (§2.4.3 step 7)");
        assertEquals(1, world.winningFaction());
    }

    @Test
    void unitStrengthAndTurnDefeatConditions() {
        s.blue.getConditions().add(condition(ConditionKind.DEFEAT, ConditionParameter.UNIT_STRENGTH, 4));
        start();
        accepted(game, new EndTurn());
        assertTrue(world.faction(1).isAlive(), "strength 5 is above 4");
        Riverford.apply(world, new SetEntityVariable(soldier(1).id(), "strength", 4));
        accepted(game, new BeginTurn());
        accepted(game, new EndTurn());
        assertFalse(world.faction(1).isAlive(), "strength 4 reached the threshold (§2.4.4)");
        s.blue.getConditions().clear();
        s.red.getConditions().add(condition(ConditionKind.DEFEAT, ConditionParameter.TURNS, 2));
        start();
        nextRedTurn();
        assertTrue(world.faction(0).isAlive());
        assertEquals(1, world.currentTurn());
        accepted(game, new EndTurn());
        accepted(game, new BeginTurn());
        accepted(game, new EndTurn());
        assertFalse(world.faction(0).isAlive(), "the turn count reached 2");
        assertEquals(1, world.winningFaction());
    }

    @Test
    void aResourceDefeatThresholdAppliesToEveryFactionThatHasTheResource() {
        s.gold.setDefeat(50);
        start();
        assertTrue(world.faction(0).isAlive());
        Riverford.apply(world, new SetFactionVariable(0, "gold", 40));
        accepted(game, new EndTurn());
        assertFalse(world.faction(0).isAlive(), "red's 40 gold is at or below the defeat threshold 50 (§4.5.4)");
        assertTrue(world.faction(1).isAlive());
    }

    @Test
    void withoutConditionsAFactionLosesWithItsLastSite() {
        start();
        for (int y = 0; y < 6; y++) {
            for (int x = 6; x < 8; x++) {
                Riverford.apply(world, new SetSiteOwner(s.site(x, y), 0));
            }
        }
        accepted(game, new EndTurn());
        assertFalse(world.faction(1).isAlive(), "no sites left (§2.4.4 Default Rules)");
        assertEquals(0, world.winningFaction());
    }

    // ------------------------------------------------------------------ turns and players

    @Test
    void theMastersTurnSettingsChooseTheTurnSystem() {
        start();
        assertInstanceOf(SequentialTurns.class, TurnSystem.of(game, 0));
        s.turns.setMode(TurnMode.SIMULTANEOUS);
        s.turns.setSegments(3);
        start();
        TurnSystem turns = TurnSystem.of(game, 0);
        SimultaneousTurns simultaneous = assertInstanceOf(SimultaneousTurns.class, turns);
        assertEquals(3, simultaneous.segments(), "three resolution segments (Tiling Module design note, Turn Resolution)");
    }

    @Test
    void inSimultaneousTurnsTheControllingPlayerWithTheLowestPrecedenceDirectsAFaction() {
        s.turns.setMode(TurnMode.SIMULTANEOUS);
        player("general", 1);
        player("marshal", 0);
        game = ExampleGames.start(s.scenario, 3);
        world = game.world();
        SimultaneousTurns turns = (SimultaneousTurns) TurnSystem.of(game, 0);
        turns.start();
        Entity red = soldier(0);
        assertTrue(turns.order(0, new Move(List.of(red.id()), s.site(2, 1))).accepted());
        assertEquals("marshal", turns.pendingDirectives().get(0).player(), "precedence 0 ranks before 1");
        TurnReport report = turns.resolve(List.of(new Directive("general", red.id(), Directive.Kind.MOVE, s.site(1, 2)),
                new Directive("marshal", red.id(), Directive.Kind.MOVE, s.site(2, 1))));
        assertEquals(s.site(2, 1), red.site(), "the marshal's directive stands");
        assertTrue(report.rejected().get(0).contains("overruled by marshal"), report.rejected().toString());
    }

    private void player(String id, int precedence) {
        var p = F.createPlayer();
        p.setId(id);
        var control = F.createPlayerControl();
        control.setFaction(s.red);
        control.setPrecedence(precedence);
        p.getControls().add(control);
        s.factions.getPlayers().add(p);
    }
}
