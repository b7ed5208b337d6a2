package org.hexbench.ai.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.SplittableRandom;
import org.hexbench.ai.players.seeker.Building;
import org.hexbench.ai.players.seeker.Placement;
import org.hexbench.engine.command.Build;
import org.hexbench.engine.command.Command;
import org.hexbench.engine.command.Place;
import org.hexbench.engine.rules.DefaultRules;
import org.hexbench.engine.world.Entity;
import org.hexbench.engine.world.WorldState;
import org.hexbench.scenario.UnitClass;
import org.hexbench.scenario.template.Elements;
import org.junit.jupiter.api.Test;

/**
 * Building and placing (Hexkit User's Guide §9.6, §9.7) on an 8 × 4 board, each order given to the game before the
 * next is asked for. Red has 100 gold; a soldier (valuation 0.6) costs 10, an archer (0.2) 20; red owns one soldier.
 */
class SeekerBuildPlaceTest {

    private final SeekerBoard board = new SeekerBoard(8, 4);
    private final UnitClass archer = board.s.unitClass("archer", board.s.strength, 4, board.s.morale, 1,
            board.s.movement, 2, board.s.attackRange, 2);
    private final UnitClass statue = board.s.unitClass("statue", board.s.strength, 1);

    SeekerBuildPlaceTest() {
        board.s.soldier.setValuation(0.6);
        archer.setValuation(0.2);
        archer.getBuildResources().add(Elements.amount(board.s.gold, 20));
        statue.setValuation(0.0);
        statue.setUseDefaultPlace(false); // and no place sites: it could never be placed; it costs nothing
        board.s.red.getBuildableUnits().addAll(List.of(archer, statue));
    }

    /** Gives orders from a source until it has none left; each must be accepted. */
    private List<Command> play(java.util.function.Supplier<Command> next) {
        List<Command> given = new ArrayList<>();
        for (Command order = next.get(); order != null; order = next.get()) {
            assertTrue(board.turns.order(0, order).accepted(), order + " is accepted");
            given.add(order);
        }
        return given;
    }

    private int gold() {
        WorldState w = board.world;
        return w.faction(0).value(w.catalog().variableIndex("gold"));
    }

    /**
     * BuildByValue: contextual valuations soldier 2 × 0.75 − 1 = 0.5 and archer 2 × 0.25 − 0 = 0.5 (the worthless
     * statue does not count); soldiers first (equal valuations: the faction's order), ⌈10 × 0.5⌉ = 5 of them for 50
     * gold; archers ⌈5 × 0.5⌉ = 3 planned, but the 50 gold left pay for 2.
     */
    @Test
    void buildByValueBuildsEachClassByItsContextualValuation() {
        board.start();
        Building building = Building.byValue(board.situation(0));
        SplittableRandom random = new SplittableRandom(1);
        List<Command> orders = play(() -> building.next(board.situation(0), random));
        assertEquals(List.of(new Build(Collections.nCopies(5, "soldier")), new Build(Collections.nCopies(2, "archer"))),
                orders);
        assertEquals(10, gold());
    }

    /**
     * A class the faction cannot place is never built, but as a buildable class it still counts for the others'
     * shares: with the statue at 1.0 the sum is 1.8, soldier 2 × 0.6/1.8 − 1 &lt; 0 gives none, archer
     * 2 × 0.2/1.8 = 0.22 gives ⌈5 × 0.22⌉ = 2 for 40 gold; the free statue, valued 1.0, is not built at all.
     */
    @Test
    void aClassThatCannotBePlacedIsNotBuiltButCountsForTheShares() {
        statue.setValuation(1.0);
        board.start();
        Building building = Building.byValue(board.situation(0));
        SplittableRandom random = new SplittableRandom(1);
        assertEquals(List.of(new Build(Collections.nCopies(2, "archer"))),
                play(() -> building.next(board.situation(0), random)));
        assertEquals(60, gold());
    }

    /** BuildRandom: random classes that can be placed, until no class can be paid for. */
    @Test
    void buildRandomBuildsPlaceableClassesUntilTheGoldRunsOut() {
        for (long seed = 0; seed < 5; seed++) {
            SeekerBoard fresh = new SeekerBoard(8, 4);
            fresh.s.red.getBuildableUnits().add(fresh.s.unitClass("statue", fresh.s.strength, 1));
            fresh.s.entities.getUnits().get(1).setUseDefaultPlace(false);
            fresh.start();
            Building building = Building.atRandom();
            SplittableRandom random = new SplittableRandom(seed);
            List<Command> given = new ArrayList<>();
            for (Command order = building.next(fresh.situation(0), random); order != null;
                    order = building.next(fresh.situation(0), random)) {
                assertTrue(fresh.turns.order(0, order).accepted());
                given.add(order);
            }
            int gold = fresh.world.faction(0).value(fresh.world.catalog().variableIndex("gold"));
            assertTrue(gold < 10, "seed " + seed + ": 100 gold spent down to less than a soldier: " + gold);
            assertTrue(given.stream().allMatch(o -> ((Build) o).classes().stream().allMatch("soldier"::equals)),
                    "never the statue, which has no place site: " + given);
        }
    }

    /**
     * PlaceByThreat: three unplaced soldiers, place sites (1,0), (0,3) and (1,1), blue's soldier (0.6) on (6,1).
     * Threats 0.6/7, 0.6/9 and 0.6/6, times the sites' equal valuation 0.8, normalized: 0.3396, 0.2642, 0.3962; times
     * 3 units rounded up: 2, 1, 2. (1,1) first (2, the greatest weight), then (1,0) (2, but one soldier is left).
     */
    @Test
    void placeByThreatSharesUnitsByThreatRoundedUp() {
        placeSites();
        board.start();
        var shares = Placement.shares(board.situation(0),
                new int[] {board.site(1, 0), board.site(0, 3), board.site(1, 1)}, 3);
        assertEquals(List.of(new Placement.Share(board.site(1, 1), 2), new Placement.Share(board.site(1, 0), 2),
                new Placement.Share(board.site(0, 3), 1)), shares);
        List<Integer> soldiers = unplacedIds();
        Placement placement = Placement.byThreat();
        List<Command> orders = play(() -> placement.next(board.situation(0), new SplittableRandom(1)));
        assertEquals(List.of(new Place(soldiers.subList(0, 2), board.site(1, 1)),
                new Place(soldiers.subList(2, 3), board.site(1, 0))), orders);
    }

    /**
     * AttemptPlace: rules that let only one unit be placed on a site at a time make each share drop its last units
     * until one remains: (1,1) gets one, (1,0) one, (0,3) the last.
     */
    @Test
    void maximumPlacementLeavesOutTheLastUnitsUntilTheRulesAccept() {
        placeSites();
        board.start(new DefaultRules() {
            @Override
            public boolean canPlace(WorldState world, int faction, List<Integer> classes, int site) {
                return classes.size() <= 1 && super.canPlace(world, faction, classes, site);
            }
        });
        List<Integer> soldiers = unplacedIds();
        Placement placement = Placement.byThreat();
        List<Command> orders = play(() -> placement.next(board.situation(0), new SplittableRandom(1)));
        assertEquals(List.of(new Place(List.of(soldiers.get(0)), board.site(1, 1)),
                new Place(List.of(soldiers.get(1)), board.site(1, 0)),
                new Place(List.of(soldiers.get(2)), board.site(0, 3))), orders);
    }

    /** PlaceRandom: each unit on one of its class's place targets. */
    @Test
    void placeRandomPutsEachUnitOnOneOfItsPlaceTargets() {
        placeSites();
        board.start();
        List<Integer> soldiers = unplacedIds();
        Placement placement = Placement.atRandom();
        List<Command> orders = play(() -> placement.next(board.situation(0), new SplittableRandom(5)));
        assertEquals(3, orders.size());
        for (int i = 0; i < 3; i++) {
            Place p = (Place) orders.get(i);
            assertEquals(List.of(soldiers.get(i)), p.entities());
            assertTrue(List.of(board.site(1, 0), board.site(0, 3), board.site(1, 1)).contains(p.target()));
        }
        assertNull(placement.next(board.situation(0), new SplittableRandom(5)));
    }

    private void placeSites() {
        board.s.soldier.setUseDefaultPlace(false);
        board.placeSite(board.s.red, 1, 0);
        board.placeSite(board.s.red, 0, 3);
        board.placeSite(board.s.red, 1, 1);
        for (int i = 0; i < 3; i++) {
            board.s.red.getStartingEntities().add(Elements.template(board.s.soldier));
        }
    }

    private List<Integer> unplacedIds() {
        return board.units(0).stream().filter(u -> !u.isPlaced()).map(Entity::id).toList();
    }
}
