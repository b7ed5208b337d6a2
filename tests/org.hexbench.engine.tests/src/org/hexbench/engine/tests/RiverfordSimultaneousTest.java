package org.hexbench.engine.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import org.hexbench.engine.game.Game;
import org.hexbench.engine.game.GameListener;
import org.hexbench.engine.rules.DefaultRules;
import org.hexbench.engine.rules.RuleContext;
import org.hexbench.engine.rules.Rules;
import org.hexbench.engine.world.Catalog;
import org.hexbench.engine.game.SavedGame;
import org.hexbench.engine.headless.GameResult;
import org.hexbench.engine.headless.HeadlessGame;
import org.hexbench.engine.simultaneous.Directive;
import org.hexbench.engine.simultaneous.Directive.Kind;
import org.hexbench.engine.simultaneous.RandomDirectives;
import org.hexbench.engine.simultaneous.SimultaneousTurns;
import org.hexbench.engine.simultaneous.TurnReport;
import org.hexbench.engine.world.Entity;
import org.hexbench.engine.world.SetEntitySite;
import org.hexbench.engine.world.WorldState;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The shipped simultaneous example, Riverford Crossing (digest C turn resolution with 3 segments; digest A.5
 * victory and defeat): headless games with fixed seeds are deterministic, replay from their save, and end with a
 * winner within the turn limit for some seeds; the scenario's own units bounce on contested tiles and swaps and
 * destroy each other with attacks in the same segment.
 */
class RiverfordSimultaneousTest {

    private static final String WEST = "west";
    private static final String EAST = "east";

    /** Seeds 1..12 played headless; measured once, fixed here so a change of the rules shows up. */
    private static final long FIRST_WINNING_SEED = 1;

    @TempDir
    Path dir;

    private static GameResult play(long seed) throws Exception {
        return HeadlessGame.play(RiverfordSimultaneous.file(), List.of("random"), seed, 0, null,
                new PrintStream(OutputStream.nullOutputStream(), true, StandardCharsets.UTF_8));
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
        new SimultaneousTurns(game, 3).play(new RandomDirectives(3), 1, new GameListener() {
        });
        assertEquals(factions, ended.size(), "one End Turn per faction: " + ended);
        assertEquals(factions, new TreeSet<>(ended).size(), "each faction once: " + ended);
    }

    @Test
    void everySimultaneousTurnRecordsItsFactionStatisticsForTheHistoryGraphs() throws Exception {
        Game game = RiverfordSimultaneous.game(3);
        int factions = game.world().factionCount();
        new SimultaneousTurns(game, 3).play(new RandomDirectives(3), 4, new GameListener() {
        });
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
    void headlessGamesAreDeterministicAndReplayFromTheirSave() throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        Path save = dir.resolve("crossing.hxsave.gz");
        GameResult result = HeadlessGame.play(RiverfordSimultaneous.file(), List.of("random", "random"), 4, 0, save,
                new PrintStream(bytes, true, StandardCharsets.UTF_8));
        String out = bytes.toString(StandardCharsets.UTF_8);
        assertTrue(out.contains("turn 1 all: Resolve turn 1:"), out);
        assertEquals(result, play(4), "same seed, same game");
        assertEquals(result.stateHash(), SavedGame.load(save).replay(save).stateHash());
    }

    @Test
    void randomGamesReachAWinnerWithinTheTurnLimit() throws Exception {
        long first = -1;
        TreeSet<String> winners = new TreeSet<>();
        int undecided = 0;
        for (long seed = 1; seed <= 12; seed++) {
            GameResult r = play(seed);
            if (r.gameOver()) {
                assertNotNull(r.winner(), "seed " + seed);
                assertTrue(r.turns() <= 40, "seed " + seed + ": " + r);
                winners.add(r.winner());
                first = first < 0 ? seed : first;
            } else {
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
            RandomDirectives random = new RandomDirectives(seed);
            for (int t = 0; t < 40 && !game.world().isGameOver(); t++) {
                List<Directive> all = new ArrayList<>(random.directives(game, WEST));
                all.addAll(random.directives(game, EAST));
                TurnReport report = turns.resolve(all);
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
