package org.hexbench.engine.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import org.hexbench.engine.game.Game;
import org.hexbench.engine.player.PlayerTurn;
import org.hexbench.engine.player.RandomPlayer;
import org.hexbench.engine.rules.DefaultRules;
import org.hexbench.engine.rules.RuleContext;
import org.hexbench.engine.rules.Rules;
import org.hexbench.engine.world.Catalog;
import org.hexbench.engine.simultaneous.Directive;
import org.hexbench.engine.simultaneous.Directive.Kind;
import org.hexbench.engine.simultaneous.SimultaneousTurns;
import org.hexbench.engine.simultaneous.TurnReport;
import org.hexbench.engine.world.Entity;
import org.hexbench.engine.world.SetEntitySite;
import org.hexbench.engine.world.WorldState;
import org.junit.jupiter.api.Test;

/**
 * The shipped simultaneous example, Riverford Crossing (the Tiling Module design note's Turn Resolution with 3
 * segments; Hexkit User's Guide §2.4.4 victory and defeat): random games end with a winner within the turn limit for
 * some seeds; the scenario's own units bounce on contested tiles and swaps and
 * destroy each other with attacks in the same segment.
 */
class RiverfordSimultaneousTest {

    private static final String WEST = "west";
    private static final String EAST = "east";

    /** Seeds 1..12 played by random players; measured once, fixed here so a change of the rules shows up. */
    private static final long FIRST_WINNING_SEED = 1;

    /** Plays a game of random players to the scenario's turn limit of 40. */
    private static Game play(long seed) {
        return ExampleGames.playRandom(RiverfordSimultaneous.game(seed), 40, seed);
    }

    @Test
    void everyFactionsEndTurnRulesRunAtTheEndOfASimultaneousTurn() throws Exception {
        List<Integer> ended = new ArrayList<>();
        Rules counting = new DefaultRules() {
            @Override
            public void endTurn(RuleContext context) {
                ended.add(context.faction());
                super.endTurn(context);
            }
        };
        Game game = new Game(new Catalog(RiverfordSimultaneous.scenario()), counting, 3);
        int factions = game.world().aliveFactions().size();
        new SimultaneousTurns(game, 3, 1).play(List.of(new RandomPlayer(3), new RandomPlayer(4)));
        assertEquals(factions, ended.size(), "one End Turn per faction: " + ended);
        assertEquals(factions, new TreeSet<>(ended).size(), "each faction once: " + ended);
    }

    @Test
    void everySimultaneousTurnRecordsItsFactionStatisticsForTheHistoryGraphs() throws Exception {
        Game game = RiverfordSimultaneous.game(4);
        int factions = game.world().factionCount();
        ExampleGames.playRandom(game, 4, 4);
        assertFalse(game.world().isGameOver(), "this seed's game lasts the four turns");
        var statistics = game.history().statistics();
        assertEquals(List.of(0, 1, 2, 3), statistics.stream().map(s -> s.turn()).toList(), "one entry per turn");
        assertEquals(24, statistics.get(0).sites()[0], "red's sites at the start");
        assertEquals(factions, statistics.get(0).units().length);
        assertTrue(statistics.get(0).strength()[1] > 0, "blue has strength at the start");
    }

    @Test
    void theScenarioIsSimultaneousWithThreeSegmentsAndReusesRiverfordsRules() {
        var scenario = RiverfordSimultaneous.scenario();
        assertEquals(org.hexbench.scenario.TurnMode.SIMULTANEOUS, scenario.getMaster().getTurns().getMode());
        assertEquals(3, scenario.getMaster().getTurns().getSegments());
        assertEquals(40, scenario.getMaster().getTurns().getTurnLimit());
        assertTrue(scenario.getEntities().eResource().getURI().toString().endsWith("riverford/rules/entities.hexscenario"),
                "the entity section is riverford's own file");
        WorldState world = RiverfordSimultaneous.game(1).world();
        assertEquals(96, world.siteCount());
        assertEquals(3, world.site(RiverfordSimultaneous.site(2, 3)).units().size());
        assertEquals(1, world.site(RiverfordSimultaneous.site(9, 4)).unitOwner());
        assertEquals(24, world.faction(0).siteCount());
    }

    @Test
    void randomGamesReachAWinnerWithinTheTurnLimit() {
        long first = -1;
        TreeSet<String> winners = new TreeSet<>();
        int undecided = 0;
        for (long seed = 1; seed <= 12; seed++) {
            Game game = play(seed);
            WorldState w = game.world();
            if (w.isGameOver()) {
                assertTrue(w.winningFaction() >= 0, "seed " + seed + " ends with a winner");
                assertTrue(w.currentTurn() < 40, "seed " + seed + ": turn " + w.currentTurn());
                winners.add(w.faction(w.winningFaction()).id());
                first = first < 0 ? seed : first;
            } else {
                assertEquals(40, w.currentTurn(), "seed " + seed + " played to the turn limit");
                undecided++;
            }
        }
        assertEquals(FIRST_WINNING_SEED, first);
        assertEquals(new TreeSet<>(List.of("blue", "red")), winners, "either side can win");
        assertTrue(undecided > 0, "some games are still open after 40 turns");
    }

    @Test
    void randomTurnsProduceBouncesAndSameSegmentKills() {
        int bounced = 0;
        int destroyed = 0;
        for (long seed = 1; seed <= 12; seed++) {
            Game game = RiverfordSimultaneous.game(seed);
            SimultaneousTurns turns = new SimultaneousTurns(game, 3);
            RandomPlayer west = new RandomPlayer(seed);
            RandomPlayer east = new RandomPlayer(seed + 100);
            for (int t = 0; t < 40 && !game.world().isGameOver(); t++) {
                west.playTurn(new PlayerTurn(turns, 0, () -> false));
                east.playTurn(new PlayerTurn(turns, 1, () -> false));
                TurnReport report = turns.resolve(turns.pendingDirectives());
                bounced += report.bounced().size();
                destroyed += report.destroyed().size();
                assertTrue(report.rejected().isEmpty(), report.rejected().toString());
            }
        }
        assertTrue(bounced > 0, "moves were adjudicated: " + bounced);
        assertTrue(destroyed > 0, "attacks hit");
    }

    /** The scenario, its units moved by instructions next to each other on open plains. */
    private static final class Skirmish {
        final Game game = RiverfordSimultaneous.game(5);
        final WorldState world = game.world();
        final SimultaneousTurns turns = new SimultaneousTurns(game, 3);

        Entity unit(int faction, String classId) {
            for (Entity u : world.faction(faction).units()) {
                if (u.entityClass().getId().equals(classId)) {
                    return u;
                }
            }
            throw new AssertionError(classId);
        }

        void put(Entity u, int x, int y) {
            Riverford.apply(world, new SetEntitySite(u.id(), -1), new SetEntitySite(u.id(), RiverfordSimultaneous.site(x, y)));
        }
    }

    @Test
    void twoUnitsOfEqualStrengthMovingIntoTheSameSiteBothBounce() {
        Skirmish s = new Skirmish();
        Entity red = s.unit(0, "cavalry");
        Entity blue = s.unit(1, "cavalry");
        s.put(red, 6, 5);
        s.put(blue, 8, 5);
        int target = RiverfordSimultaneous.site(7, 5);
        assertTrue(s.world.site(target).units().isEmpty());
        TurnReport report = s.turns.resolve(List.of(new Directive(WEST, red.id(), Kind.MOVE, target),
                new Directive(EAST, blue.id(), Kind.MOVE, target)));
        assertEquals(List.of(red.id(), blue.id()), report.bounced().stream().sorted().toList());
        assertEquals(RiverfordSimultaneous.site(6, 5), red.site());
        assertEquals(RiverfordSimultaneous.site(8, 5), blue.site());
        // the stronger side (infantry 10 against cavalry 8) takes the town
        Entity infantry = s.unit(0, "infantry");
        s.put(infantry, 6, 5);
        report = s.turns.resolve(List.of(new Directive(WEST, infantry.id(), Kind.MOVE, target),
                new Directive(EAST, blue.id(), Kind.MOVE, target)));
        assertEquals(target, infantry.site());
        assertEquals(List.of(blue.id()), report.bounced());
        assertEquals(0, s.world.site(target).owner(), "the town at (7,5) is captured on arrival");
    }

    @Test
    void enemiesSwappingSitesBothBounce() {
        Skirmish s = new Skirmish();
        Entity red = s.unit(0, "cavalry");
        Entity blue = s.unit(1, "cavalry");
        s.put(red, 7, 5);
        s.put(blue, 8, 5);
        TurnReport report = s.turns.resolve(List.of(new Directive(WEST, red.id(), Kind.MOVE, RiverfordSimultaneous.site(8, 5)),
                new Directive(EAST, blue.id(), Kind.MOVE, RiverfordSimultaneous.site(7, 5))));
        assertEquals(2, report.bounced().size());
        assertEquals(RiverfordSimultaneous.site(7, 5), red.site());
        assertEquals(RiverfordSimultaneous.site(8, 5), blue.site());
    }

    @Test
    void attacksInTheSameSegmentDestroyBothSides() {
        Skirmish s = new Skirmish();
        Entity archers = s.unit(0, "archers");
        Entity catapult = s.unit(1, "catapult");
        s.put(archers, 4, 5);
        s.put(catapult, 7, 5);
        int archersSite = archers.site();
        int catapultSite = catapult.site();
        assertTrue(java.util.Arrays.binarySearch(s.game.finder().attackTargets(List.of(archers)), catapultSite) >= 0);
        TurnReport report = s.turns.resolve(List.of(new Directive(WEST, archers.id(), Kind.ATTACK, catapultSite),
                new Directive(EAST, catapult.id(), Kind.ATTACK, archersSite)));
        assertEquals(List.of(archers.id(), catapult.id()), report.destroyed().stream().sorted().toList());
        assertFalse(s.world.isGameOver(), "both sides keep other units");
    }
}
