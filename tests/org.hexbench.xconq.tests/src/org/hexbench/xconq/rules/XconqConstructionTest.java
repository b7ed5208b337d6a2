package org.hexbench.xconq.rules;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Path;
import java.util.List;
import org.hexbench.engine.command.Build;
import org.hexbench.engine.command.Command;
import org.hexbench.engine.command.Move;
import org.hexbench.engine.command.Place;
import org.hexbench.engine.forward.LegalOrders;
import org.hexbench.engine.game.Replay;
import org.hexbench.engine.player.PlayerTurn;
import org.hexbench.engine.player.RandomPlayer;
import org.hexbench.engine.world.Entity;
import org.hexbench.engine.world.StateHash;
import org.hexbench.testdata.SharedData;
import org.hexbench.xconq.importer.XconqImport;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Creating and completing units (GDL reference, Unit Creation Actions; Unit Completion Action) through the engine's
 * Build and Place commands: a Build orders a unit, placing it on a creator's cell is the creation, and build actions
 * at the start of the side's turns complete it. Expected numbers are worked out by hand in each test's comment.
 */
class XconqConstructionTest {

    @TempDir
    Path folder;

    /**
     * A yard (acp-per-turn 2, speed 0) creates a boat: acp-to-create 1, cp-on-creation 1 (the reference's default);
     * a build action costs acp-to-build 1 and adds cp-per-build 2; the boat's cp is 7.
     * <ul>
     * <li>Turn 0: the yard has 2 acp; creating takes 1 (1 left); the boat starts with 1 cp and cannot move.</li>
     * <li>Turn 1: the yard's acp rises to its acp-max, which is acp-per-turn (−1: acp-per-turn), so 2: two build
     * actions, cp 1 + 2 + 2 = 5 of 7, acp 0; still incomplete.</li>
     * <li>Turn 2: 2 acp; one build action brings cp to 7 = the boat's cp, so it is complete, exactly 7 (not 9), and
     * the yard keeps 1 acp; the boat gets its acp-per-turn 2 and moves.</li>
     * </ul>
     */
    private static final String YARD = "(terrain-type plains (char \"+\"))\n(terrain-type wall (char \"#\")"
            + " (capacity 0))\n(set synthesis-methods nil)\n(world 10)\n"
            + "(unit-type yard (hp-max 5) (acp-per-turn 2) (speed 0))\n(unit-type boat (hp-max 3) (acp-per-turn 2))\n"
            + "(add boat cp 7)\n(table acp-to-create (yard boat 1))\n(table acp-to-build (yard boat 1))\n"
            + "(table cp-per-build (yard boat 2))\n(add plains capacity 4)\n"
            + "(area 10 3 (terrain (by-name (plains 0) (wall 1)) \"10b\" \"10a\" \"10b\"))\n"
            + "(side 1 (name \"Red\"))\n(side 2 (name \"Blue\"))\n"
            + "(yard 5 1 1 (n \"Yard\"))\n(yard 1 1 2 (n \"Other\"))\n";

    @Test
    void aYardCreatesABoatAndBuildsItToItsCpOverTwoMoreTurns() {
        XconqGames g = XconqGames.of(folder, "yard", YARD, 1);
        Entity yard = g.unit("Yard");
        int boatClass = g.world().catalog().classIndex("boat");
        assertEquals(2, g.rules.acp(g.world(), yard));
        assertEquals(1, g.rules.buildCount(g.world(), yard.owner(), boatClass), "one creator");
        assertEquals(0, g.rules.buildCount(g.world(), yard.owner(), g.world().catalog().classIndex("yard")),
                "acp-to-create yard yard is 0: nobody creates yards");
        assertTrue(g.order(new Build(List.of("boat"))).accepted());
        Entity boat = g.world().faction(yard.owner()).units().stream().filter(u -> !u.isPlaced()).findFirst()
                .orElseThrow();
        assertEquals(0, g.rules.buildCount(g.world(), yard.owner(), boatClass), "the yard's order is pending");
        assertArrayEquals(new int[] {yard.site()}, g.rules.placeTargets(g.world(), yard.owner(), boatClass),
                "create-range 0: only the creator's cell");
        assertTrue(g.order(new Place(List.of(boat.id()), yard.site())).accepted());
        assertEquals(yard.site(), boat.site());
        assertEquals(1, g.rules.cp(g.world(), boat), "cp-on-creation 1");
        assertEquals(1, g.rules.acp(g.world(), yard), "acp-to-create 1 of 2");
        assertFalse(g.rules.isComplete(g.world(), boat));
        assertFalse(g.rules.canMove(g.world(), boat), "an incomplete unit cannot move");
        assertEquals(0, g.turns.moveTargets(List.of(boat)).length);
        g.endTurn();
        g.endTurn();
        assertEquals(1, g.world().currentTurn());
        assertEquals(5, g.rules.cp(g.world(), boat), "1 + 2 build actions of 2 cp");
        assertEquals(0, g.rules.acp(g.world(), yard));
        assertFalse(g.rules.isComplete(g.world(), boat));
        assertEquals(0, g.turns.moveTargets(List.of(boat)).length);
        assertFalse(g.order(new Move(List.of(boat.id()), yard.site() + 1)).accepted(), "still cannot move");
        g.endTurn();
        g.endTurn();
        assertEquals(2, g.world().currentTurn());
        assertEquals(7, g.rules.cp(g.world(), boat), "complete exactly at its cp");
        assertTrue(g.rules.isComplete(g.world(), boat));
        assertEquals(1, g.rules.acp(g.world(), yard), "one build action was enough");
        assertEquals(2, g.rules.acp(g.world(), boat), "a completed unit gets its acp");
        assertTrue(g.turns.moveTargets(List.of(boat)).length > 0, "a complete boat moves");
        g.endTurn();
        g.endTurn();
        assertEquals(7, g.rules.cp(g.world(), boat), "no more building on a complete unit");
        assertEquals(2, g.rules.acp(g.world(), yard));
    }

    /**
     * The engine's legal orders list the Build while the yard can create, and the Place on the yard's cell once the
     * boat is ordered; a yard without acp left (acp 1, then creating takes 1: 0 left) cannot create another.
     */
    @Test
    void legalOrdersOfferTheBuildAndThePlaceOnTheCreatorsCell() {
        XconqGames g = XconqGames.of(folder, "yard", YARD, 1);
        Entity yard = g.unit("Yard");
        List<Command> orders = LegalOrders.of(g.turns, yard.owner());
        assertTrue(orders.contains(new Build(List.of("boat"))), orders.toString());
        assertTrue(g.order(new Build(List.of("boat"))).accepted());
        Entity boat = g.world().faction(yard.owner()).units().stream().filter(u -> !u.isPlaced()).findFirst()
                .orElseThrow();
        orders = LegalOrders.of(g.turns, yard.owner());
        assertTrue(orders.contains(new Place(List.of(boat.id()), yard.site())), orders.toString());
        assertFalse(orders.contains(new Build(List.of("boat"))), orders.toString());
        assertTrue(g.order(new Place(List.of(boat.id()), yard.site())).accepted());
        assertTrue(g.order(new Build(List.of("boat"))).accepted(), "1 acp left: one more creation");
        Entity second = g.world().faction(yard.owner()).units().stream().filter(u -> !u.isPlaced()).findFirst()
                .orElseThrow();
        assertTrue(g.order(new Place(List.of(second.id()), yard.site())).accepted());
        assertEquals(0, g.rules.acp(g.world(), yard));
        assertEquals(0, g.rules.buildCount(g.world(), yard.owner(), g.world().catalog().classIndex("boat")),
                "no acp left to create");
        assertFalse(g.order(new Build(List.of("boat"))).accepted());
    }

    /**
     * A real game, {@code intro.g} (with {@code stdunit.g}): each side starts with one town and nothing that moves,
     * so it plays only by building: towns ({@code cities}) create {@code movers} with {@code create-as-build}, one
     * acp-to-build 1 per turn of the town's acp-per-turn 1, each adding the default cp-per-build 1; infantry has cp 4,
     * so a town's infantry is complete three turns after its creation. Random players, through the engine, order,
     * place and complete units, and the completed units move.
     */
    @Test
    void inIntroRandomPlayersBuildUnitsThatCompleteAndMove() {
        assumeTrue(SharedData.xconq().isPresent(), SharedData.absent("xconq"));
        Path lib = SharedData.xconq().get().resolve("lib");
        XconqImport.Result imported = XconqImport.read(lib.resolve("intro.g"), "intro.g", List.of(lib), 1);
        XconqGames g = XconqGames.of(imported, 7);
        XconqDesign d = g.rules.design(g.world());
        java.util.Set<Integer> initial = new java.util.HashSet<>();
        for (Entity e : g.world().entities()) {
            initial.add(e.id());
        }
        java.util.Map<Integer, Integer> firstSite = new java.util.HashMap<>();
        int moved = 0;
        int completed = 0;
        for (int turn = 0; turn < 20 && !g.world().isGameOver(); turn++) {
            for (int f = 0; f < g.world().aliveFactions().size() && !g.world().isGameOver(); f++) {
                int active = g.world().activeFaction();
                new RandomPlayer(turn * 31L + active).playTurn(new PlayerTurn(g.turns, active, () -> false));
                if (!g.world().isGameOver()) {
                    g.turns.endTurn(active);
                }
            }
            for (Entity u : g.world().entities()) {
                if (u.isPlaced() && d.unitType(u.classIndex()) >= 0) {
                    Integer was = firstSite.putIfAbsent(u.id(), u.site());
                    if (was != null && was != u.site()) {
                        moved++;
                        firstSite.put(u.id(), u.site());
                    }
                }
            }
        }
        int created = 0;
        for (Entity u : g.world().entities()) {
            if (u.isPlaced() && !initial.contains(u.id()) && d.unitType(u.classIndex()) >= 0) {
                created++;
                completed += g.rules.isComplete(g.world(), u) ? 1 : 0;
            }
        }
        assertTrue(created > 0, "units were created");
        assertTrue(completed > 0, "created units were completed");
        assertTrue(moved > 0, "units moved");
        Replay replay = new Replay(g.game.catalog(), g.game.history().entries());
        assertEquals(g.game.stateHash(), StateHash.hex(replay.finish()), "the game with its building replays");
    }
}
