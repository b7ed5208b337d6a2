package org.hexbench.engine.tests;

import static org.hexbench.testdata.Orders.accepted;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.hexbench.engine.command.Move;
import org.hexbench.engine.game.Game;
import org.hexbench.engine.game.HistoryEntry;
import org.hexbench.engine.game.Replay;
import org.hexbench.engine.game.SavedGame;
import org.hexbench.engine.game.TurnSystem;
import org.hexbench.engine.player.Player;
import org.hexbench.engine.player.RandomPlayer;
import org.hexbench.engine.world.Entity;
import org.hexbench.engine.world.ExploreMap;
import org.hexbench.engine.world.FactionView;
import org.hexbench.engine.world.Instruction;
import org.hexbench.engine.world.SetFactionSight;
import org.hexbench.engine.world.StateHash;
import org.hexbench.engine.world.WorldCopy;
import org.hexbench.engine.world.WorldState;
import org.hexbench.scenario.FogOfWar;
import org.hexbench.scenario.GridShift;
import org.hexbench.scenario.PolygonKind;
import org.hexbench.scenario.PolygonOrientation;
import org.hexbench.scenario.Scenario;
import org.hexbench.scenario.ScenarioFactory;
import org.hexbench.scenario.TerrainClass;
import org.hexbench.scenario.UnitClass;
import org.hexbench.scenario.Vision;
import org.hexbench.testdata.SmallScenario;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Fog of war in the engine: who sees which sites from where on square and hexagon maps, with terrain that blocks sight
 * (Hexkit User's Guide §8.3.6 Lines of Sight; Xconq GDL reference, Vision: vision-range, world-seen); full fog's
 * memory of the last seen units and explored shroud; that the views are world state changed only by the engine's
 * instructions, so replays, saves, rollbacks and copies keep them; that the incremental update always equals a full
 * recompute; and that without fog of war nothing is recorded. The expected sites are worked out by hand in the comments
 * (squares of side 1, hexagons of side 1, Tektosyne's visibility threshold of one third of a site's arc).
 */
class FogOfWarTest {

    private static final ScenarioFactory F = ScenarioFactory.eINSTANCE;

    private final SmallScenario s = SmallScenario.create(8, 6);

    private static Vision fog(Scenario scenario, FogOfWar mode) {
        Vision vision = F.createVision();
        vision.setFog(mode);
        scenario.getMaster().setVision(vision);
        return vision;
    }

    /**
     * Puts red's soldier and blue's soldier on row 1 of a small scenario instead of its own, the sites seeing nothing.
     */
    static void facing(SmallScenario t, int redX, int blueX, int soldierVision) {
        t.plains.setVisionRange(-1);
        t.soldier.setVisionRange(soldierVision);
        t.map.getAreas().removeIf(a -> !a.getUnits().isEmpty());
        t.units(t.red, redX, 1, t.soldier);
        t.units(t.blue, blueX, 1, t.soldier);
    }

    /** Starts a game in its turn system and begins the first turn. */
    static TurnSystem started(Scenario scenario, long seed) {
        TurnSystem turns = TurnSystem.of(ExampleGames.start(scenario, seed), 0);
        turns.start();
        return turns;
    }

    /** Starts a game and begins the first turn (every faction's first sight is part of the initial world). */
    private static Game begin(Scenario scenario) {
        Game game = ExampleGames.start(scenario, 3);
        TurnSystem.of(game, 0).start();
        return game;
    }

    private static Set<Integer> inSight(WorldState world, int faction) {
        Set<Integer> result = new TreeSet<>();
        for (int site = 0; site < world.siteCount(); site++) {
            if (world.view(faction).inSight(site)) {
                result.add(site);
            }
        }
        return result;
    }

    private Set<Integer> sites(int... xy) {
        Set<Integer> result = new TreeSet<>();
        for (int i = 0; i < xy.length; i += 2) {
            result.add(s.site(xy[i], xy[i + 1]));
        }
        return result;
    }

    @Test
    void aUnitOnSquaresSeesItsRangeInStepsAndABlockingWoodHidesTheSiteBehindIt() {
        fog(s.scenario, FogOfWar.FOG);
        s.plains.setVisionRange(-1); // held sites see nothing here: only the soldiers look
        s.soldier.setVisionRange(2);
        TerrainClass wood = s.terrainClass("wood", false, 1);
        wood.setBlocksSight(true);
        s.owned(null, 2, 1, 1, 1).getTerrains().add(wood);
        Game game = begin(s.scenario);
        WorldState world = game.world();
        assertEquals(2, world.catalog().grid().distance(s.site(1, 1), s.site(2, 2)), "squares on edge: 4 neighbours");
        // Red's soldier at (1, 1) sees every site up to 2 steps away; the wood at (2, 1), whose arc spans -45°..45°
        // seen from (1, 1), covers the whole arc of (3, 1) (-18.4°..18.4°): hidden. (2, 0) spans -71.6°..-18.4°, half of
        // it covered: visible (a third is enough). The wood itself is seen.
        assertEquals(sites(1, 1, 0, 1, 2, 1, 1, 0, 1, 2, 0, 0, 2, 0, 0, 2, 2, 2, 1, 3), inSight(world, 0));
        // Blue's soldier at (6, 1) sees its diamond of radius 2 (5, 1) and (4, 1) included: no wood between.
        assertEquals(sites(6, 1, 5, 1, 7, 1, 6, 0, 6, 2, 5, 0, 7, 0, 5, 2, 7, 2, 4, 1, 6, 3), inSight(world, 1));
        wood.setBlocksSight(false);
        world = begin(s.scenario).world();
        assertTrue(world.view(0).inSight(s.site(3, 1)), "a wood that does not block sight hides nothing");
    }

    @Test
    void aUnitOnHexagonsSeesPastTheSidesOfABlockingForestButNotBehindIt() {
        SmallScenario t = SmallScenario.create(10, 8);
        t.map.setPolygon(PolygonKind.HEXAGON);
        t.map.setOrientation(PolygonOrientation.ON_VERTEX);
        t.map.setShift(GridShift.ROW_RIGHT);
        t.map.getAreas().clear();
        t.map.getHomeSites().clear();
        fog(t.scenario, FogOfWar.FOG);
        t.plains.setVisionRange(-1);
        t.soldier.setVisionRange(3);
        TerrainClass forest = t.terrainClass("forest", false, 2);
        forest.setBlocksSight(true);
        t.owned(null, 5, 4, 1, 1).getTerrains().add(forest);
        t.units(t.red, 4, 4, t.soldier);
        t.units(t.blue, 9, 7, t.soldier);
        Game game = begin(t.scenario);
        WorldState world = game.world();
        var grid = world.catalog().grid();
        int[] n = new int[grid.maxNeighbors()];
        int count = grid.neighbors(t.site(4, 4), n);
        Set<Integer> neighbours = new TreeSet<>();
        for (int i = 0; i < count; i++) {
            neighbours.add(n[i]);
        }
        Set<Integer> expected = new TreeSet<>(List.of(t.site(3, 4), t.site(5, 4), t.site(3, 3), t.site(4, 3),
                t.site(3, 5), t.site(4, 5)));
        assertEquals(expected, neighbours, "even rows: the odd rows are shifted right");
        FactionView red = world.view(0);
        // Hexagons of side 1 on vertex, seen from (4, 4): the forest east of it, (5, 4), spans -30°..30°.
        assertTrue(red.inSight(t.site(5, 4)), "the forest itself is seen");
        // (6, 4) and (7, 4) lie straight behind it (arcs within ±16.1°); (6, 3) spans -30°..-6.6°, (6, 5) likewise
        // below: all covered.
        for (int[] hidden : new int[][] {{6, 4}, {7, 4}, {6, 3}, {6, 5}}) {
            assertFalse(red.inSight(t.site(hidden[0], hidden[1])), () -> Arrays.toString(hidden) + " is behind the forest");
        }
        // (5, 3) spans -49.1°..-10.9°: the forest covers half of it, and a third uncovered is enough: seen; so is
        // (6, 2) (-53.4°..-30°) and everything in other directions.
        for (int[] seen : new int[][] {{5, 3}, {5, 5}, {6, 2}, {6, 6}, {3, 4}, {1, 4}, {4, 2}, {4, 7}}) {
            assertTrue(red.inSight(t.site(seen[0], seen[1])), () -> Arrays.toString(seen) + " is in sight");
        }
        assertFalse(red.inSight(t.site(7, 3)), "(7, 3) is 4 steps away");
        assertEquals(37 - 4, inSight(world, 0).size(), "the 37 sites within 3 steps, but the 4 behind the forest");
    }

    @Test
    void aHeldSiteSeesAsFarAsItsFarthestSeeingTerrain() {
        fog(s.scenario, FogOfWar.SHROUD);
        s.soldier.setVisionRange(-1); // only the sites look
        Game game = begin(s.scenario);
        Set<Integer> expected = new TreeSet<>();
        for (int y = 0; y < 6; y++) {
            for (int x = 0; x <= 2; x++) {
                expected.add(s.site(x, y));
            }
        }
        assertEquals(expected, inSight(game.world(), 0), "red holds columns 0 and 1 and sees one step further");
        s.plains.setVisionRange(0);
        expected.removeIf(site -> site % 8 == 2);
        assertEquals(expected, inSight(begin(s.scenario).world(), 0), "vision range 0: only the sites themselves");
        TerrainClass tower = s.terrainClass("tower", false, 1);
        tower.setVisionRange(3);
        s.owned(null, 1, 0, 1, 1).getTerrains().add(tower);
        assertTrue(begin(s.scenario).world().view(0).inSight(s.site(4, 0)), "a tower on (1, 0) sees 3 steps");
    }

    @Test
    void fullFogRemembersWhatWasLastSeenAndShroudKeepsExploredSitesInSight() {
        SmallScenario t = SmallScenario.create(10, 4);
        fog(t.scenario, FogOfWar.FOG);
        facing(t, 1, 3, 2);
        TurnSystem turns = started(t.scenario, 3);
        Game game = turns.game();
        WorldState world = game.world();
        Entity blue = world.faction(1).units().get(0);
        Entity red = world.faction(0).units().get(0);
        FactionView view = world.view(0);
        assertTrue(view.inSight(t.site(3, 1)), "2 steps: blue's soldier is seen");
        order(turns, 0, new Move(List.of(red.id()), t.site(1, 3)));
        assertFalse(view.inSight(t.site(3, 1)), "4 steps from (1, 3): out of sight");
        assertEquals(0, view.lastSeen(t.site(3, 1)), "last seen in the first turn");
        assertEquals(1, view.rememberedOwner(t.site(3, 1)), "it was blue's");
        turns.endTurn(0);
        order(turns, 1, new Move(List.of(blue.id()), t.site(5, 1)));
        assertEquals(t.site(5, 1), world.entity(blue.id()).site());
        WorldState known = WorldCopy.asSeenBy(world, 0);
        assertEquals(t.site(3, 1), known.entity(blue.id()).site(), "red knows blue's soldier where it saw it last");
        assertTrue(known.site(t.site(5, 1)).units().isEmpty(), "not where it is now");
        assertEquals(1, world.site(t.site(5, 1)).owner(), "blue took (5, 1)");
        assertEquals(-1, known.site(t.site(5, 1)).owner(), "which red never saw");
        assertEquals(world.entity(red.id()).site(), known.entity(red.id()).site(), "its own units it knows as they are");
        assertFalse(known.view(1).isExplored(t.site(3, 1)), "the other factions' views are empty in red's copy");

        fog(t.scenario, FogOfWar.SHROUD);
        turns = started(t.scenario, 3);
        world = turns.game().world();
        order(turns, 0, new Move(List.of(red.id()), t.site(1, 3)));
        assertTrue(world.view(0).inSight(t.site(3, 1)), "shroud: an explored site stays seen");
        turns.endTurn(0);
        order(turns, 1, new Move(List.of(blue.id()), t.site(5, 1)));
        assertNull(WorldCopy.asSeenBy(world, 0).entity(blue.id()), "blue went where red never looked");
        turns.endTurn(1);
        turns.endTurn(0);
        order(turns, 1, new Move(List.of(blue.id()), t.site(3, 1)));
        assertEquals(t.site(3, 1), WorldCopy.asSeenBy(world, 0).entity(blue.id()).site(),
                "back on an explored site: red sees it as it is, from afar");
    }

    private static void order(TurnSystem turns, int faction, org.hexbench.engine.command.Command command) {
        var outcome = turns.order(faction, command);
        assertTrue(outcome.accepted(), () -> command + ": " + outcome.rejection());
    }

    @Test
    void terrainKnownExploresTheWholeMapButShowsNoUnitsOutOfSight() {
        fog(s.scenario, FogOfWar.FOG).setTerrainKnown(true);
        s.plains.setVisionRange(-1);
        Game game = begin(s.scenario);
        FactionView view = game.world().view(0);
        assertTrue(view.isMapExplored());
        assertTrue(view.isExplored(s.site(7, 5)));
        assertFalse(view.inSight(s.site(6, 1)));
        assertTrue(game.history().entries().stream().noneMatch(e -> e.program().instructions().contains(
                new ExploreMap(0))), "the initial world knows the map already: no command explores it again");
        assertNull(WorldCopy.asSeenBy(game.world(), 0).entity(game.world().faction(1).units().get(0).id()));
    }

    @Test
    void everyTurnSystemStartsWithWhatEachFactionSeesAndAReplayBuildsTheSameInitialViews() {
        Scenario crossing = ExampleGames.load(RiverfordSimultaneous.file());
        fog(crossing, FogOfWar.FOG);
        Game game = ExampleGames.start(crossing, 4);
        TurnSystem turns = TurnSystem.of(game, 0);
        turns.start();
        assertTrue(game.history().isEmpty(), "simultaneous turns run no command before the first resolution");
        for (int f = 0; f < 2; f++) {
            for (Entity unit : game.world().faction(f).units()) {
                if (unit.isPlaced()) {
                    assertTrue(game.world().view(f).inSight(unit.site()), "a faction sees its own units from the start");
                }
            }
        }
        assertSameViews(game.world(), new Replay(game.catalog(), List.of()).world());
        ExampleGames.playRandom(game, 3, 1);
        Replay replay = new Replay(game.catalog(), game.history().entries());
        assertEquals(game.stateHash(), StateHash.hex(replay.finish()));
        assertSameViews(game.world(), replay.world());
    }

    @Test
    void withoutFogNothingIsRecordedAndAnEmptyVisionChangesNoHash() {
        Game plain = ExampleGames.playRandom(ExampleGames.start(s.scenario, 5), 6, 2);
        assertNull(plain.world().view(0));
        for (HistoryEntry e : plain.history().entries()) {
            assertTrue(e.program().instructions().stream().noneMatch(i -> i instanceof SetFactionSight
                    || i instanceof ExploreMap), e.command());
        }
        fog(s.scenario, FogOfWar.NONE).setTerrainKnown(true);
        Game none = ExampleGames.playRandom(ExampleGames.start(s.scenario, 5), 6, 2);
        assertEquals(plain.stateHash(), none.stateHash(), "fog 'none' plays exactly as without vision settings");
        assertEquals(plain.history().size(), none.history().size());
    }

    @Test
    void theSightUpdateIsIncrementalAndAlwaysEqualsAFullRecompute() {
        Scenario riverford = Riverford.scenario();
        fog(riverford, FogOfWar.FOG);
        for (var t : riverford.getEntities().getTerrains()) {
            t.setBlocksSight(t.getId().equals("forest") || t.getId().equals("hills"));
        }
        for (UnitClass u : riverford.getEntities().getUnits()) {
            u.setVisionRange(u.getId().equals("cavalry") ? 3 : 2);
        }
        Game game = ExampleGames.start(riverford, 11);
        TurnSystem turns = TurnSystem.of(game, 12);
        List<Player> players = List.of(new RandomPlayer(1), new RandomPlayer(2));
        int sightInstructions = 0;
        while (turns.playNextTurn(players::get, () -> false) >= 0) {
            WorldState copy = WorldCopy.of(game.world());
            copy.recomputeSight();
            assertEquals(List.of(), copy.sightChanges(), "turn " + game.world().currentTurn()
                    + ": the recorded views are what a full recompute finds");
        }
        for (HistoryEntry e : game.history().entries()) {
            for (Instruction i : e.program().instructions()) {
                if (i instanceof SetFactionSight sight) {
                    sightInstructions++;
                    assertTrue(sight.seen().length + sight.unseen().length < game.world().siteCount() / 4,
                            "after the first sight only what changed is listed: " + e.command());
                }
            }
        }
        assertTrue(sightInstructions > 20, "units moved, sight changed: " + sightInstructions);
        // every site either faction sees now is one of its units' or sites' sight
        WorldState world = game.world();
        for (int f = 0; f < 2; f++) {
            for (int site : inSight(world, f)) {
                assertTrue(world.view(f).lastSeen(site) >= 0);
            }
        }
    }

    @Test
    void theViewsAreWorldStateThatReplaysSavesAndRollsBackToTheSameHash(@TempDir Path dir) throws Exception {
        SmallScenario t = SmallScenario.create(12, 8);
        fog(t.scenario, FogOfWar.FOG);
        t.soldier.setVisionRange(2);
        Path file = dir.resolve("fog.hexscenario");
        t.save(file);
        Game game = ExampleGames.playRandom(ExampleGames.start(t.scenario, 7), 10, 4);
        assertTrue(game.history().entries().stream().anyMatch(e -> e.program().instructions().stream()
                .anyMatch(i -> i instanceof SetFactionSight sight && sight.unseen().length > 0)), "sites left sight");
        Replay replay = new Replay(game.catalog(), game.history().entries());
        long replayed = replay.finish();
        assertEquals(game.stateHash(), StateHash.hex(replayed));
        assertSameViews(game.world(), replay.world());
        long changed = StateHash.of(game.world());
        Path save = dir.resolve("fog.hbsave");
        SavedGame.of(game, file, save, Map.of("seed", "7")).write(save);
        var loaded = SavedGame.load(save).replay(save);
        assertEquals(game.stateHash(), loaded.stateHash());
        assertSameViews(game.world(), loaded.world());
        assertEquals(changed, StateHash.of(loaded.world()));
        assertTrue(SavedGame.load(save).entries().stream().anyMatch(e -> e.program().instructions().stream()
                .anyMatch(i -> i instanceof SetFactionSight)), "the save holds the sight instructions");
    }

    @Test
    void undoTakesTheSightOfTheMoveBackAndTheViewsChangeTheHash() {
        SmallScenario t = SmallScenario.create(10, 4);
        fog(t.scenario, FogOfWar.FOG);
        facing(t, 1, 8, 1);
        Game game = begin(t.scenario);
        String before = game.stateHash();
        Set<Integer> sightBefore = inSight(game.world(), 0);
        Entity red = game.world().faction(0).units().get(0);
        accepted(game, new Move(List.of(red.id()), t.site(3, 1)));
        assertTrue(game.world().view(0).inSight(t.site(4, 1)));
        assertFalse(before.equals(game.stateHash()));
        game.undo(0);
        assertEquals(before, game.stateHash());
        assertEquals(sightBefore, inSight(game.world(), 0));
        accepted(game, new Move(List.of(red.id()), t.site(3, 1)));
        assertTrue(game.world().view(0).inSight(t.site(4, 1)), "the sight is found again after the rollback");
        SmallScenario u = SmallScenario.create(10, 4);
        fog(u.scenario, FogOfWar.FOG);
        u.plains.setVisionRange(-1);
        u.soldier.setVisionRange(2);
        assertFalse(begin(t.scenario).stateHash().equals(begin(u.scenario).stateHash()),
                "the views are hashed: a farther sight is another state");
    }

    private static void assertSameViews(WorldState a, WorldState b) {
        for (int f = 0; f < a.factionCount(); f++) {
            FactionView va = a.view(f);
            FactionView vb = b.view(f);
            assertNotNull(vb);
            assertEquals(va.changes(), vb.changes());
            List<String> differences = new ArrayList<>();
            for (int site = 0; site < a.siteCount(); site++) {
                if (va.inSight(site) != vb.inSight(site) || va.lastSeen(site) != vb.lastSeen(site)
                        || va.rememberedOwner(site) != vb.rememberedOwner(site)) {
                    differences.add(f + "@" + site);
                }
            }
            assertEquals(List.of(), differences);
        }
    }
}
