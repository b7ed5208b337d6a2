package org.hexbench.play.tests;

import static org.hexbench.testdata.Orders.accepted;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.hexbench.engine.command.BeginTurn;
import org.hexbench.engine.command.Build;
import org.hexbench.engine.command.Command;
import org.hexbench.engine.command.EndTurn;
import org.hexbench.engine.command.Move;
import org.hexbench.engine.command.Place;
import org.hexbench.engine.game.Game;
import org.hexbench.engine.game.Outcome;
import org.hexbench.engine.game.TurnSystem;
import org.hexbench.engine.world.DeleteEntity;
import org.hexbench.engine.world.Entity;
import org.hexbench.engine.world.SetFactionVariable;
import org.hexbench.engine.world.SetSiteOwner;
import org.hexbench.engine.world.WorldState;
import org.hexbench.play.Definitions;
import org.hexbench.play.GameResult;
import org.hexbench.play.HeadlessPlay;
import org.hexbench.play.Seat;
import org.hexbench.scenario.ConditionKind;
import org.hexbench.scenario.ConditionParameter;
import org.hexbench.scenario.GridShift;
import org.hexbench.scenario.RangedAttackMode;
import org.hexbench.scenario.ResourceAmount;
import org.hexbench.scenario.TerrainClass;
import org.hexbench.scenario.UnitClass;
import org.hexbench.tiling.Geometry;
import org.junit.jupiter.api.Test;

/**
 * What {@code examples/riverford/README.md} and {@code examples/riverford-simultaneous/README.md} promise, checked on
 * the shipped files with their rule file bound, as the IDE and {@code hexbench play} play them: map, terrain,
 * units, economy, factions, victory and defeat, the turn limit, and the quoted seed.
 */
class ExampleReadmeTest {

    private static final Definitions RIVERFORD = Sessions.read(Sessions.RIVERFORD);
    private static final Definitions CROSSING = Sessions.read(Sessions.CROSSING);

    private Game game;
    private WorldState world;

    private void start(Definitions definitions) {
        game = new Game(definitions.catalog(), definitions.rules(), 5);
        world = game.world();
        accepted(game, new BeginTurn());
    }

    /** Counts the sites whose top terrain is of a class, per column band: west (0..2), middle, east (last 3). */
    private static Map<String, Integer> sitesOf(WorldState w, String terrain, int width) {
        Map<String, Integer> bands = new TreeMap<>();
        for (int s = 0; s < w.siteCount(); s++) {
            var t = w.site(s).terrains();
            if (t.get(t.size() - 1).entityClass().getId().equals(terrain)) {
                int x = s % width;
                bands.merge(x < 3 ? "west" : x >= width - 3 ? "east" : "middle", 1, Integer::sum);
            }
        }
        return bands;
    }

    private static int siteOf(WorldState w, String terrain) {
        for (int s = 0; s < w.siteCount(); s++) {
            var t = w.site(s).terrains();
            if (t.get(t.size() - 1).entityClass().getId().equals(terrain) && w.site(s).units().isEmpty()) {
                return s;
            }
        }
        throw new AssertionError("no empty " + terrain);
    }

    private static List<String> stack(WorldState w, int site) {
        return w.site(site).units().stream().map(u -> u.entityClass().getId()).sorted().toList();
    }

    // ------------------------------------------------------------------ Riverford

    @Test
    void riverfordIsA24By16MapOfHexagonsOnVertexWithOddRowsShiftedRight() {
        assertEquals(24 * 16, RIVERFORD.catalog().grid().size());
        assertEquals(Geometry.HEX_ON_VERTEX, RIVERFORD.catalog().grid().geometry());
        assertEquals(GridShift.ROW_RIGHT, RIVERFORD.catalog().map().getShift());
    }

    @Test
    void riverfordsTerrainHasTheDifficultiesDefencesAndTownsItsReadmeLists() {
        start(RIVERFORD);
        int defence = world.catalog().variableIndex("defence");
        Map<String, Integer> difficulty = Map.of("plains", 1, "forest", 2, "hills", 3, "water", 100);
        Map<String, Integer> bonus = Map.of("plains", 0, "forest", 1, "hills", 2);
        difficulty.forEach((terrain, cost) -> assertEquals(cost, world.difficulty(siteOf(world, terrain)), terrain));
        bonus.forEach((terrain, plus) -> {
            int site = siteOf(world, terrain);
            assertEquals(plus, world.unitModifier(0, site, defence), terrain + " for its owner's units");
            assertEquals(plus, world.unitModifier(1, site, defence), terrain + " for anyone's units");
        });
        TerrainClass forest = (TerrainClass) world.catalog().entityClass(world.catalog().classIndex("forest"));
        assertTrue(forest.isBlocksAttack(), "forest blocks ranged attacks");
        TerrainClass town = (TerrainClass) world.catalog().entityClass(world.catalog().classIndex("townSite"));
        assertTrue(town.isCanCapture() && !town.isBackground(), "towns are a capturable foreground terrain");
        assertEquals(List.of("owner +10 gold", "ownerUnits +5 strength"), town.getModifiers().stream()
                .map(m -> m.getTarget().getLiteral() + " +" + m.getValue() + " " + m.getVariable().getId()).toList(),
                "a town pays its owner 10 gold and heals its owner's units by 5 (CommandTest shows both in play)");
    }

    @Test
    void riverfordsUnitsHaveTheStrengthMovementRangeAndCostOfItsReadme() {
        start(RIVERFORD);
        // strength / movement / attack range / cost in gold
        Map<String, int[]> table = Map.of("infantry", new int[] {10, 2, 1, 20}, "cavalry", new int[] {8, 4, 1, 35},
                "archers", new int[] {6, 2, 3, 30}, "catapult", new int[] {12, 1, 4, 60});
        table.forEach((id, row) -> {
            UnitClass c = (UnitClass) world.catalog().entityClass(world.catalog().classIndex(id));
            Entity unit = world.entities().stream().filter(e -> e.entityClass() == c).findFirst().orElseThrow();
            assertEquals(row[0], world.strength(unit), id);
            assertEquals(row[1], world.movement(unit), id);
            assertEquals(row[2], world.attackRange(unit), id);
            assertEquals(List.of(row[3]), c.getBuildResources().stream().map(ResourceAmount::getAmount).toList(), id);
            assertEquals(id.equals("archers") || id.equals("catapult"),
                    c.getRangedAttack() == RangedAttackMode.LINE_OF_SIGHT, id + ": line of sight");
            assertEquals(!id.equals("catapult"), c.isCanCapture(), id + ": captures");
        });
    }

    @Test
    void riverfordsEconomyIs150GoldTenATurnPlusTenPerTownAndBuildingSpendsIt() {
        assertEquals(150, RIVERFORD.catalog().factions().get(0).getVariables().get(0).getValue());
        start(RIVERFORD);
        int gold = world.catalog().variableIndex("gold");
        assertEquals(160, world.faction(0).value(gold), "150 at the start, and 10 at the first Begin Turn already");
        accepted(game, new Build(List.of("infantry")));
        assertEquals(140, world.faction(0).value(gold), "an infantry costs 20");
        long redTowns = java.util.stream.IntStream.range(0, world.siteCount()).filter(s -> world.site(s).owner() == 0
                && world.site(s).terrains().get(world.site(s).terrains().size() - 1).entityClass().getId()
                        .equals("townSite")).count();
        assertTrue(redTowns > 0, "House Rouge starts with towns");
        accepted(game, new EndTurn());
        accepted(game, new BeginTurn());
        accepted(game, new EndTurn());
        accepted(game, new BeginTurn());
        assertEquals(140 + 10 + 10 * redTowns, world.faction(0).value(gold),
                "10 a turn for every lord (the rule file) and 10 for each town held");
    }

    @Test
    void riverfordsRuleFileLetsCavalryRideKeepsCatapultsFromEnemiesAndRestoresMorale() {
        start(RIVERFORD);
        Entity cavalry = world.faction(0).units().stream().filter(u -> u.entityClass().getId().equals("cavalry"))
                .findFirst().orElseThrow();
        Entity infantry = world.faction(0).units().stream().filter(u -> u.entityClass().getId().equals("infantry")
                && u.isPlaced()).findFirst().orElseThrow();
        Entity catapult = world.faction(1).units().stream().filter(u -> u.entityClass().getId().equals("catapult"))
                .findFirst().orElseThrow();
        int hills = siteOf(world, "hills");
        assertEquals(3.0, game.rules().stepCost(world, List.of(infantry), hills, hills), "hills cost 3");
        assertEquals(1.0, game.rules().stepCost(world, List.of(cavalry), hills, hills), "but 1 for cavalry");
        assertFalse(game.rules().canMakeStep(world, List.of(catapult), catapult.site(), infantry.site()),
                "a catapult never steps onto a site with enemy units");
        assertTrue(game.rules().canMakeStep(world, List.of(catapult), catapult.site(), hills));
        int morale = world.catalog().variableIndex("morale");
        new org.hexbench.engine.world.SetEntityVariable(infantry.id(), "morale", 1).apply(world);
        accepted(game, new EndTurn());
        accepted(game, new BeginTurn());
        accepted(game, new EndTurn());
        accepted(game, new BeginTurn());
        assertEquals(5, infantry.value(morale), "morale recovers by 5 at its lord's Begin Turn, up to its 5");
    }

    @Test
    void riverfordsRiverSometimesFloodsAndFootmenLoseStrength() {
        start(RIVERFORD);
        int floods = 0;
        for (int turn = 0; turn < 40 && floods == 0; turn++) {
            accepted(game, new EndTurn());
            Outcome begin = accepted(game, new BeginTurn());
            var instructions = begin.program().instructions();
            if (instructions.stream().anyMatch(i -> i instanceof org.hexbench.engine.world.ShowMessage m
                    && m.text().contains("The river floods"))) {
                floods++;
                assertTrue(instructions.stream().anyMatch(i -> i instanceof org.hexbench.engine.world.SetEntityVariable v
                        && v.variable().equals("strength")
                        && world.entity(v.entity()) != null
                        && List.of("infantry", "archers").contains(world.entity(v.entity()).entityClass().getId())),
                        "footmen lose strength in the flood");
            }
        }
        assertEquals(1, floods, "a flood within 40 Begin Turns of this seed (5 % each)");
    }

    @Test
    void riverfordsFactionsStartWithTheirStacksReserveHomeAndPlaceSites() {
        assertEquals(List.of(Seat.HUMAN, Seat.RANDOM), RIVERFORD.defaultSeats(),
                "House Rouge is played by a person, the Blue League by the random computer player");
        start(RIVERFORD);
        assertEquals("House Rouge", world.faction(0).name());
        assertEquals("Blue League", world.faction(1).name());
        List<String> red = List.of("archers", "cavalry", "infantry", "infantry");
        List<String> blue = List.of("catapult", "cavalry", "infantry", "infantry");
        for (int[] site : new int[][] {{3, 2}, {4, 3}}) {
            assertEquals(red, stack(world, site[1] * 24 + site[0]));
        }
        for (int[] site : new int[][] {{20, 13}, {19, 12}}) {
            assertEquals(blue, stack(world, site[1] * 24 + site[0]));
        }
        for (int f = 0; f < 2; f++) {
            int faction = f;
            List<Entity> reserve = world.faction(f).units().stream().filter(u -> !u.isPlaced()).toList();
            assertEquals(List.of("infantry"), reserve.stream().map(u -> u.entityClass().getId()).toList());
            assertTrue(world.homeSite(f) >= 0);
            assertEquals(40, world.faction(f).siteCount(), "an 8 x 5 starting territory");
            int[] places = world.catalog().placeSites(f, reserve.get(0).classIndex());
            assertEquals(24, places.length, "a 6 x 4 block of place sites");
            assertTrue(java.util.Arrays.stream(places).allMatch(s -> world.site(s).owner() == faction));
        }
        accepted(game, new Place(List.of(world.faction(0).units().stream().filter(u -> !u.isPlaced()).findFirst()
                .orElseThrow().id()), world.homeSite(0)));
    }

    @Test
    void riverfordIsWonWith100SitesOr2000GoldAndLostWithTheLastUnit() {
        assertEquals(List.of("victory sites 100", "defeat units 0"), RIVERFORD.catalog().factions().get(0)
                .getConditions().stream().map(c -> c.getKind().getLiteral() + " " + c.getParameter().getLiteral() + " "
                        + c.getThreshold()).toList());
        start(RIVERFORD);
        for (int s = 0, owned = world.faction(0).siteCount(); owned < 100; s++) {
            if (world.site(s).owner() < 0) {
                new SetSiteOwner(s, 0).apply(world);
                owned++;
            }
        }
        accepted(game, new EndTurn());
        accepted(game, new BeginTurn());
        assertFalse(world.isGameOver(), "victory is checked at the winner's own Begin Turn");
        accepted(game, new EndTurn());
        accepted(game, new BeginTurn());
        assertEquals(0, world.winningFaction(), "House Rouge holds 100 sites");

        start(RIVERFORD);
        new SetFactionVariable(1, "gold", 2000).apply(world);
        accepted(game, new EndTurn());
        accepted(game, new BeginTurn());
        assertEquals(1, world.winningFaction(), "the Blue League reached 2000 gold");

        start(RIVERFORD);
        for (Entity u : List.copyOf(world.faction(1).units())) {
            new DeleteEntity(u.id()).apply(world);
        }
        accepted(game, new EndTurn());
        assertFalse(world.faction(1).isAlive(), "no units left: defeated");
        assertEquals(0, world.winningFaction());
    }

    @Test
    void riverfordEndsAfter60Turns() {
        assertEquals(60, RIVERFORD.turns().proposedTurnLimit(), "the limit New Game and hexbench play propose");
    }

    // ------------------------------------------------------------------ Riverford Crossing

    @Test
    void theCrossingIsSimultaneousIn3SegmentsWithRiverfordsSectionsAndRuleFile() {
        assertTrue(CROSSING.turns().simultaneous());
        assertEquals(3, CROSSING.turns().segments());
        assertEquals(40, CROSSING.turns().proposedTurnLimit());
        assertTrue(CROSSING.ruleFile().endsWith(java.nio.file.Path.of("riverford", "riverford.hbrules")),
                String.valueOf(CROSSING.ruleFile()));
        assertTrue(CROSSING.scenario().getEntities().eResource().getURI().toString()
                .endsWith("riverford/rules/entities.hexscenario"));
        assertTrue(CROSSING.scenario().getVariables().eResource().getURI().toString()
                .endsWith("riverford/rules/variables.hexscenario"));
        assertTrue(CROSSING.scenario().getImages().eResource().getURI().toString()
                .endsWith("riverford/rules/images.hexscenario"));
    }

    @Test
    void theCrossingsMapHasItsRiverInTheMiddleAndEightTowns() {
        start(CROSSING);
        assertEquals(12 * 8, world.siteCount());
        List<Integer> river = java.util.stream.IntStream.range(0, world.siteCount())
                .filter(s -> world.site(s).terrains().get(0).entityClass().getId().equals("water")).boxed().toList();
        assertEquals(List.of(3 * 12 + 5, 3 * 12 + 6, 4 * 12 + 5, 4 * 12 + 6), river,
                "the river: columns 5 and 6 of rows 3 and 4, counted from 0");
        assertEquals(Map.of("west", 2, "middle", 4, "east", 2), sitesOf(world, "townSite", 12));
    }

    @Test
    void theCrossingsFactionsOwnThreeColumnsAndTwoStacksOfThreeAndNeitherBuildsNorPlaces() {
        start(CROSSING);
        for (int f = 0; f < 2; f++) {
            assertEquals(24, world.faction(f).siteCount());
        }
        assertEquals(List.of("archers", "cavalry", "infantry"), stack(world, 3 * 12 + 2));
        assertEquals(List.of("archers", "cavalry", "infantry"), stack(world, 4 * 12 + 2));
        assertEquals(List.of("catapult", "cavalry", "infantry"), stack(world, 3 * 12 + 9));
        assertEquals(List.of("catapult", "cavalry", "infantry"), stack(world, 4 * 12 + 9));
        TurnSystem turns = TurnSystem.of(new Game(CROSSING.catalog(), CROSSING.rules(), 1), 40);
        assertFalse(turns.accepts(Build.class), "nobody builds in simultaneous turns");
        assertFalse(turns.accepts(Place.class), "nor places");
        assertTrue(turns.accepts(Move.class));
        for (var faction : CROSSING.catalog().factions()) {
            assertTrue(faction.getConditions().stream().anyMatch(c -> c.getKind() == ConditionKind.VICTORY
                    && c.getParameter() == ConditionParameter.SITES && c.getThreshold() == 27), "27 sites win");
            assertTrue(faction.getConditions().stream().anyMatch(c -> c.getKind() == ConditionKind.DEFEAT
                    && c.getParameter() == ConditionParameter.UNITS && c.getThreshold() == 0), "no units: defeat");
        }
    }

    @Test
    void theCrossingWithSeed1IsWonByTheBlueLeagueInTurn20AndWestAndEastGiveTheDirectives() throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        GameResult result = HeadlessPlay.play(CROSSING, List.of("random", "random"), 1, 0, null,
                new PrintStream(bytes, true, StandardCharsets.UTF_8));
        assertEquals("blue", result.winner());
        String out = bytes.toString(StandardCharsets.UTF_8);
        assertTrue(out.contains("--- after turn 20\n") && !out.contains("--- after turn 21"), "won in turn 20");
        assertTrue(out.contains("Winner: Blue League (blue)"), out);
        assertTrue(out.matches("(?s).*Resolve west \\d+ MOVE .*;east \\d+ (MOVE|ATTACK) .*"),
                "House Rouge's orders are player West's directives, the Blue League's East's");
    }
}
