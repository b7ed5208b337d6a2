package org.hexbench.engine.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.hexbench.engine.command.Command;
import org.hexbench.engine.command.CommandCodec;
import org.hexbench.engine.forward.ForwardModel;
import org.hexbench.engine.forward.LegalOrders;
import org.hexbench.engine.game.Game;
import org.hexbench.engine.game.History;
import org.hexbench.engine.game.HistoryEntry;
import org.hexbench.engine.game.TurnSystem;
import org.hexbench.engine.player.Player;
import org.hexbench.engine.player.PlayerKind;
import org.hexbench.engine.player.PlayerTurn;
import org.hexbench.engine.player.RandomPlayer;
import org.hexbench.engine.world.Entity;
import org.hexbench.engine.world.StateHash;
import org.hexbench.engine.world.VariableKind;
import org.hexbench.engine.world.WorldState;
import org.hexbench.scenario.FogOfWar;
import org.hexbench.scenario.ScenarioFactory;
import org.hexbench.scenario.UnitClass;
import org.hexbench.scenario.Vision;
import org.hexbench.testdata.SmallScenario;
import org.junit.jupiter.api.Test;

/**
 * Under fog of war no player code can read an unseen enemy unit: a player that tries every read its turn offers
 * ({@link PlayerTurn}: the world by id, by site, by faction, every entity, the history, the statistics, the legal
 * orders and targets, the views, copies to play ahead on) finds no trace of a blue scout that stands where red does not
 * look, and two games that differ only in that scout's details look exactly alike to red (equal state hashes of what
 * red reads) and red's random player gives the same orders in both. Without fog of war the player reads the real game.
 */
class InformationHidingTest {

    private static final ScenarioFactory F = ScenarioFactory.eINSTANCE;

    /** A 16 × 6 map: red's soldier at (1, 1), blue's at (14, 1) and blue's scout at (13, 4), far from red's sight. */
    private static SmallScenario scenario(int scoutStrength, FogOfWar fog) {
        SmallScenario s = SmallScenario.create(16, 6);
        Vision vision = F.createVision();
        vision.setFog(fog);
        s.master.setVision(vision);
        s.soldier.setVisionRange(2);
        UnitClass scout = s.unitClass("scout", s.strength, scoutStrength, s.morale, 1, s.movement, 3, s.attackRange, 1);
        scout.setVisionRange(3);
        s.units(s.blue, 13, 4, scout);
        return s;
    }

    /** Reads everything a turn offers and keeps every entity it met. */
    private static final class Spy implements Player {
        final Set<Integer> idsMet = new HashSet<>();
        final List<String> ordersListed = new ArrayList<>();
        final List<String> historyTexts = new ArrayList<>();
        int programInstructions;
        long knownHash;
        int[] blueStatistics;
        boolean otherViewEmpty = true;
        long seedRead;

        @Override
        public PlayerKind kind() {
            return PlayerKind.COMPUTER;
        }

        @Override
        public boolean playTurn(PlayerTurn turn) {
            WorldState world = turn.world();
            knownHash = StateHash.of(world);
            for (int id = 0; id < world.nextEntityId() + 5; id++) {
                meet(world.entity(id));
            }
            world.entities().forEach(this::meet);
            world.entitiesHaving(VariableKind.RESOURCE).forEach(this::meet);
            for (int site = 0; site < world.siteCount(); site++) {
                world.site(site).units().forEach(this::meet);
                world.site(site).terrains().forEach(this::meet);
                otherViewEmpty &= !world.view(1).isExplored(site);
            }
            for (int f = 0; f < world.factionCount(); f++) {
                world.faction(f).units().forEach(this::meet);
            }
            Game game = turn.game();
            seedRead = game.seed();
            for (HistoryEntry e : game.history().entries()) {
                historyTexts.add(e.faction() + ":" + e.command());
                programInstructions += e.program().size();
            }
            var statistics = game.history().statistics();
            blueStatistics = statistics.get(statistics.size() - 1).units();
            for (Command c : LegalOrders.of(turn.turns(), turn.faction())) {
                ordersListed.add(CommandCodec.encode(c));
            }
            turn.turns().pendingDirectives().forEach(d -> idsMet.add(d.unit()));
            for (Entity u : world.faction(turn.faction()).units()) {
                for (int target : turn.attackTargets(List.of(u))) {
                    world.site(target).units().forEach(this::meet);
                }
                turn.moveTargets(List.of(u));
            }
            ForwardModel ahead = ForwardModel.of(turn.turns(), 99);
            ahead.world().entities().forEach(this::meet);
            while (!ahead.turns().isFinished() && ahead.world().currentTurn() < 3) {
                for (int f : ahead.turns().actingFactions()) {
                    ahead.turns().endTurn(f);
                    break;
                }
                ahead.world().entities().forEach(this::meet);
            }
            return true;
        }

        private void meet(Entity e) {
            if (e != null) {
                idsMet.add(e.id());
            }
        }
    }

    @Test
    void noReadAPlayerIsHandedFindsAnUnseenEnemyUnit() {
        SmallScenario s = scenario(7, FogOfWar.FOG);
        Game game = ExampleGames.start(s.scenario, 5);
        TurnSystem turns = TurnSystem.of(game, 0);
        turns.start();
        WorldState real = game.world();
        Entity scout = real.site(s.site(13, 4)).units().get(0);
        Entity blueSoldier = real.site(s.site(14, 1)).units().get(0);
        assertFalse(real.view(0).inSight(s.site(13, 4)), "red does not see the scout");
        Spy spy = new Spy();
        new PlayerTurn(turns, 0, () -> false).turns(); // what a player is handed
        assertEquals(0, turns.playNextTurn(f -> f == 0 ? spy : null, () -> false));
        assertFalse(spy.idsMet.contains(scout.id()), "the scout is found by no read");
        assertFalse(spy.idsMet.contains(blueSoldier.id()), "nor blue's soldier, also out of sight");
        assertTrue(spy.idsMet.contains(real.faction(0).units().get(0).id()), "red's own units are read");
        assertTrue(spy.ordersListed.stream().noneMatch(o -> o.contains("[" + scout.id() + "]")));
        assertTrue(spy.ordersListed.stream().noneMatch(o -> o.startsWith("Attack")), "no attack on what red cannot see");
        assertEquals(0, spy.programInstructions, "no program reaches the player: they tell where units went");
        assertTrue(spy.historyTexts.stream().allMatch(t -> t.startsWith("0:") || t.endsWith("BeginTurn")
                || t.endsWith("EndTurn") || t.endsWith(History.HIDDEN)), spy.historyTexts.toString());
        assertEquals(0, spy.blueStatistics[1], "blue's unit count is not in red's statistics");
        assertTrue(spy.otherViewEmpty, "blue's view (where its units look) is not handed to red");
        assertNotEquals(game.seed(), spy.seedRead, "nor the game's seed");
    }

    @Test
    void twoGamesThatDifferOnlyInAnUnseenUnitLookAlikeAndGetTheSameOrders() {
        List<Long> hashes = new ArrayList<>();
        List<List<String>> orders = new ArrayList<>();
        List<String> realHashes = new ArrayList<>();
        for (int strength : new int[] {2, 9}) {
            SmallScenario s = scenario(strength, FogOfWar.FOG);
            s.units(s.red, 1, 3, s.soldier, s.soldier);
            s.units(s.red, 2, 5, s.soldier);
            Game game = ExampleGames.start(s.scenario, 5);
            TurnSystem turns = TurnSystem.of(game, 0);
            turns.start();
            realHashes.add(game.stateHash());
            hashes.add(StateHash.of(new PlayerTurn(turns, 0, () -> false).world()));
            int before = game.history().size();
            turns.playNextTurn(f -> f == 0 ? new RandomPlayer(17) : null, () -> false);
            orders.add(game.history().entries().subList(before, game.history().size()).stream()
                    .filter(e -> e.faction() == 0).map(HistoryEntry::command).toList());
        }
        assertNotEquals(realHashes.get(0), realHashes.get(1), "the games differ (the scout's strength)");
        assertEquals(hashes.get(0), hashes.get(1), "but what red is handed is the same, read for read");
        assertEquals(orders.get(0), orders.get(1), "and so are red's orders");
        assertTrue(orders.get(0).size() > 2, "red gave orders: " + orders.get(0));
    }

    @Test
    void aRefusedOrderIsTheFogNotADefectAndWithoutFogThePlayerReadsTheRealGame() {
        SmallScenario s = scenario(7, FogOfWar.FOG);
        FogOfWarTest.facing(s, 1, 3, 0);
        s.plains.setVisionRange(1);
        TurnSystem turns = FogOfWarTest.started(s.scenario, 5);
        Game game = turns.game();
        PlayerTurn turn = new PlayerTurn(turns, 0, () -> false);
        Entity red = turn.world().faction(0).units().get(0);
        int blueSite = s.site(3, 1);
        assertTrue(turn.world().site(blueSite).units().isEmpty(), "red sees only its own site: (3, 1) looks empty");
        assertTrue(contains(turn.moveTargets(List.of(red)), blueSite), "so it may move there, as far as it knows");
        var outcome = turn.order(new org.hexbench.engine.command.Move(List.of(red.id()), blueSite));
        assertFalse(outcome.accepted(), "the real game refuses: blue's soldier stands there");
        assertTrue(new RandomPlayer(3).playTurn(turn), "the random player plays on past refusals under fog");

        SmallScenario open = scenario(7, FogOfWar.NONE);
        Game plain = ExampleGames.start(open.scenario, 5);
        TurnSystem plainTurns = TurnSystem.of(plain, 0);
        PlayerTurn seesAll = new PlayerTurn(plainTurns, 0, () -> false);
        assertTrue(seesAll.knowsEverything());
        assertSame(plainTurns, seesAll.turns(), "without fog the player reads the real game");
        assertSame(plain.world(), seesAll.world());
        assertFalse(new PlayerTurn(turns, 0, () -> false).knowsEverything());
        assertNull(new PlayerTurn(turns, 0, () -> false).world().entity(
                game.world().site(blueSite).units().get(0).id()));
    }

    private static boolean contains(int[] sites, int site) {
        for (int s : sites) {
            if (s == site) {
                return true;
            }
        }
        return false;
    }
}
