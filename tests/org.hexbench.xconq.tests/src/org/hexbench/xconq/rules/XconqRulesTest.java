package org.hexbench.xconq.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.hexbench.engine.command.Attack;
import org.hexbench.engine.command.Move;
import org.hexbench.engine.world.Entity;
import org.hexbench.testdata.SharedData;
import org.hexbench.xconq.game.GameTable;
import org.hexbench.xconq.importer.XconqImport;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Hand-written modules played through the engine by Xconq's rules. Every expected number is worked out by hand from
 * the GDL reference (sections named in each test). The maps are a row of cells on a cylinder (world circumference =
 * area width) between two rows of walls, whose terrain capacity 0 holds no unit (Units and Terrain), so the units
 * move along the row.
 */
class XconqRulesTest {

    @TempDir
    Path folder;

    private static final String PLAINS = "(terrain-type plains (char \"+\"))\n(terrain-type wall (char \"#\")"
            + " (capacity 0))\n(set synthesis-methods nil)\n"
            + "(world 10)\n";

    private static final String SIDES = "(side 1 (name \"Red\"))\n(side 2 (name \"Blue\"))\n";

    private static int maxDistance(XconqGames g, Entity unit, int[] targets) {
        return Arrays.stream(targets).map(t -> g.distance(unit.site(), t)).max().orElse(0);
    }

    /**
     * GDL reference, Movement Action: movement points = acp · speed / 100 = 4 · 100 / 100 = 4; each plains cell costs
     * mp-to-enter-terrain 2 (+ mp-to-leave-terrain 0), so the walker reaches exactly 2 cells; a move of 4 mp takes
     * 4 acp, leaving none (Actions in General: no action below 1 acp) until its next turn brings acp-per-turn 4.
     */
    @Test
    void aUnitWithFourAcpAndTwoMpPerPlainsCellMovesExactlyTwoCells() {
        XconqGames g = XconqGames.of(folder, "march", PLAINS + "(unit-type walker (char \"w\") (hp-max 5)"
                + " (acp-per-turn 4))\n(table mp-to-enter-terrain (walker plains 2))\n(area 10 3 (terrain (by-name"
                + " (plains 0) (wall 1)) \"10b\" \"10a\" \"10b\"))\n" + SIDES + "(walker 5 1 1 (n \"Walker\"))\n(walker 0 1 2 (n \"Other\"))\n",
                1);
        Entity walker = g.unit("Walker");
        assertEquals(4, g.rules.acp(g.world(), walker));
        int[] targets = g.turns.moveTargets(List.of(walker));
        assertEquals(4, targets.length, Arrays.toString(targets));
        assertEquals(2, maxDistance(g, walker, targets));
        int far = Arrays.stream(targets).filter(t -> g.distance(walker.site(), t) == 2).findFirst().orElseThrow();
        assertTrue(g.order(new Move(List.of(walker.id()), far)).accepted());
        assertEquals(far, walker.site());
        assertEquals(0, g.rules.acp(g.world(), walker));
        assertEquals(0, g.turns.moveTargets(List.of(walker)).length);
        assertFalse(g.order(new Move(List.of(walker.id()), walker.site() + 1)).accepted());
        g.endTurn();
        g.endTurn();
        assertEquals(4, g.rules.acp(g.world(), walker));
        assertEquals(2, maxDistance(g, walker, g.turns.moveTargets(List.of(walker))));
    }

    /**
     * GDL reference, Movement Action and Occupants and Transports: mp-to-enter-terrain 99 is more than a ship's 3 mp
     * per turn, so it never enters land, nor the walker the sea; but the walker boards the ship (capacity 2,
     * unit-size-as-occupant 1) and rides along when the ship moves, paying nothing.
     */
    @Test
    void aShipCannotEnterLandAndCarriesTheUnitThatBoardedIt() {
        XconqGames g = XconqGames.of(folder, "fleet", PLAINS + "(terrain-type sea (char \".\"))\n"
                + "(unit-type walker (hp-max 5) (acp-per-turn 4))\n(unit-type ship (hp-max 5) (acp-per-turn 3)"
                + " (capacity 2))\n(table mp-to-enter-terrain (walker sea 99) (ship plains 99))\n(add (plains sea) capacity 4)\n"
                + "(area 10 3 (terrain (by-name (plains 0) (wall 1) (sea 2)) \"10b\" \"5a5c\" \"10b\"))\n" + SIDES
                + "(ship 5 1 1 (n \"Ship\"))\n(walker 4 1 1 (n \"Walker\"))\n(walker 1 1 2 (n \"Other\"))\n", 1);
        Entity ship = g.unit("Ship");
        Entity walker = g.unit("Walker");
        int[] shipTargets = g.turns.moveTargets(List.of(ship));
        assertEquals(3, shipTargets.length, Arrays.toString(shipTargets));
        for (int t : shipTargets) {
            assertEquals(2, g.rules.terrainAt(g.world(), t), "ship target " + t + " is land");
        }
        int[] walkerTargets = g.turns.moveTargets(List.of(walker));
        assertTrue(Arrays.stream(walkerTargets).anyMatch(t -> t == ship.site()), "boards the ship");
        for (int t : walkerTargets) {
            assertTrue(t == ship.site() || g.rules.terrainAt(g.world(), t) == 0, "walker target " + t + " is sea");
        }
        assertTrue(g.order(new Move(List.of(walker.id()), ship.site())).accepted());
        assertEquals(3, g.rules.acp(g.world(), walker), "boarding costs 1 acp (mp at least 1)");
        int away = Arrays.stream(g.turns.moveTargets(List.of(ship))).filter(t -> g.distance(ship.site(), t) == 2)
                .findFirst().orElseThrow();
        assertTrue(g.order(new Move(List.of(ship.id()), away)).accepted());
        assertEquals(away, ship.site());
        assertEquals(away, walker.site(), "the occupant moves with its transport");
        assertEquals(3, g.rules.acp(g.world(), walker), "riding costs the occupant nothing");
        assertEquals(1, g.rules.acp(g.world(), ship));
        assertEquals(0, g.turns.moveTargets(List.of(walker)).length, "no land next to the ship now");
    }

    /**
     * GDL reference, Units and Terrain: terrain capacity defaults to 1 and unit-size-in-terrain to 1, so a unit
     * cannot enter a cell that holds a unit already, even of its own side.
     */
    @Test
    void theDefaultTerrainCapacityKeepsOneUnitPerCell() {
        XconqGames g = XconqGames.of(folder, "crowd", PLAINS + "(unit-type walker (hp-max 5) (acp-per-turn 2))\n"
                + "(area 10 3 (terrain (by-name (plains 0) (wall 1)) \"10b\" \"10a\" \"10b\"))\n" + SIDES + "(walker 4 1 1 (n \"A\"))\n"
                + "(walker 5 1 1 (n \"B\"))\n(walker 0 1 2 (n \"Other\"))\n", 1);
        Entity a = g.unit("A");
        int[] targets = g.turns.moveTargets(List.of(a));
        assertFalse(Arrays.stream(targets).anyMatch(t -> t == g.unit("B").site()), Arrays.toString(targets));
        assertEquals(2, targets.length, "4 − 1 and 4 − 2: B's cell blocks the way east");
    }

    private static final String COMBAT = PLAINS + "(unit-type gun (hp-max 5) (acp-per-turn 1))\n"
            + "(unit-type walker (hp-max 5) (acp-per-turn 1))\n(unit-type brawler (hp-max 6) (acp-per-turn 1))\n"
            + "(unit-type town (hp-max 10) (acp-per-turn 1) (speed 0))\n"
            + "(table hit-chance (gun walker 100) (brawler brawler 100))\n"
            + "(table damage (gun walker 3) (brawler brawler 3d1+2))\n(table capture-chance (walker town 100))\n"
            + "(add plains capacity 4)\n(area 10 3 (terrain (by-name (plains 0) (wall 1)) \"10b\" \"10a\" \"10b\"))\n" + SIDES
            + "(gun 1 1 1 (n \"Gun\"))\n(walker 2 1 2 (n \"Target\"))\n(brawler 5 1 1 (n \"Red brawler\"))\n"
            + "(brawler 6 1 2 (n \"Blue brawler\"))\n(walker 8 1 1 (n \"Captor\"))\n(town 9 1 2 (n \"Town\"))\n";

    /**
     * GDL reference, Combat Actions: hit-chance 100 always hits and damage 3 takes exactly 3 of the target's 5 hp; the
     * target has hit-chance 0 against the gun, so it does not counterattack; the attack costs acp-to-attack 1 of the
     * gun's 1 acp, so it cannot attack again this turn; next turn a second hit leaves −1 hp and the target is removed.
     */
    @Test
    void aSureHitTakesExactlyItsDamageAndASecondOneDestroys() {
        XconqGames g = XconqGames.of(folder, "battle", COMBAT, 1);
        Entity gun = g.unit("Gun");
        Entity target = g.unit("Target");
        assertTrue(g.order(new Attack(List.of(gun.id()), target.site())).accepted());
        assertEquals(2, g.hp(target));
        assertEquals(5, g.hp(gun));
        assertEquals(0, g.rules.acp(g.world(), gun));
        assertEquals(0, g.game.finder().attackTargets(List.of(gun)).length);
        int site = target.site();
        g.endTurn();
        g.endTurn();
        assertTrue(g.order(new Attack(List.of(gun.id()), site)).accepted());
        assertNull(g.world().entity(target.id()), "at 0 hp the unit is removed");
    }

    /**
     * GDL reference, Lexical Elements ("The die are 0-based": 3d1 throws three dice of one face, each 0) and Combat
     * Actions: damage 3d1+2 is exactly 2; the defender, hit to 4 hp, counterattacks at counterattack 100 (the
     * default) with its own sure hit of 2, so the attacker also ends at 4.
     */
    @Test
    void damageDiceAreZeroBasedAndTheDefenderCounterattacks() {
        XconqGames g = XconqGames.of(folder, "brawl", COMBAT, 1);
        Entity red = g.unit("Red brawler");
        Entity blue = g.unit("Blue brawler");
        assertTrue(g.order(new Attack(List.of(red.id()), blue.site())).accepted());
        assertEquals(4, g.hp(blue));
        assertEquals(4, g.hp(red));
    }

    /**
     * GDL reference, Capture Action: capture-chance 100 always captures; the town changes side, keeps its hp and
     * stays on its cell.
     */
    @Test
    void captureChance100FlipsTheSide() {
        XconqGames g = XconqGames.of(folder, "siege", COMBAT, 1);
        Entity captor = g.unit("Captor");
        Entity town = g.unit("Town");
        int site = town.site();
        assertEquals(1, town.owner());
        assertTrue(g.order(new Attack(List.of(captor.id()), site)).accepted());
        assertNotNull(g.world().entity(town.id()));
        assertEquals(0, town.owner());
        assertEquals(10, g.hp(town));
        assertEquals(site, town.site());
    }

    /**
     * GDL reference, Making Initial Supply and Unit Production and Consumption: the farm starts with
     * unit-initial-supply 4 food; each later turn it makes 2 and eats 3, so it has 3, 2, 1, 0; then it starves,
     * losing hp-per-starve 1 each turn: 3 hp become 2, 1, and at 0 it is removed.
     */
    @Test
    void productionConsumptionAndStarvation() {
        XconqGames g = XconqGames.of(folder, "farm", "(terrain-type plains (char \"+\"))\n(terrain-type wall (capacity 0))\n(world 10)\n"
                + "(set synthesis-methods '(make-initial-materials))\n(material-type food)\n"
                + "(unit-type farm (hp-max 3) (acp-per-turn 1))\n(table base-production (farm food 2))\n"
                + "(table base-consumption (farm food 3))\n(table unit-storage-x (farm food 10))\n"
                + "(table unit-initial-supply (farm food 4))\n(table hp-per-starve (farm food 1))\n"
                + "(area 10 3 (terrain (by-name (plains 0) (wall 1)) \"10b\" \"10a\" \"10b\"))\n" + SIDES + "(farm 1 1 1 (n \"Farm\"))\n"
                + "(farm 5 1 2 (n \"Far farm\"))\n", 1);
        Entity farm = g.unit("Farm");
        int food = g.world().catalog().variableIndex("food");
        int[][] expected = {{4, 3}, {3, 3}, {2, 3}, {1, 3}, {0, 3}, {0, 2}, {0, 1}};
        for (int[] e : expected) {
            assertEquals(e[0], farm.value(food));
            assertEquals(e[1], g.hp(farm));
            g.endTurn();
            g.endTurn();
        }
        assertNull(g.world().entity(farm.id()), "starved to 0 hp");
    }

    private static XconqImport.Result shared(String game) {
        assumeTrue(SharedData.xconq().isPresent(), SharedData.absent("xconq"));
        Path lib = SharedData.xconq().get().resolve("lib");
        XconqImport.Result result = XconqImport.read(lib.resolve(game), game, List.of(lib), 1);
        assertFalse(result.failed(), result.diagnostics().toString());
        return result;
    }

    /**
     * A real game, {@code duel.g} (with {@code tank.g}): a tank has acp-per-turn 2 and the default mp-to-enter-terrain
     * 1 on plains (GDL reference, Movement Action), so it reaches 2 cells and no more; an attack on the other tank
     * (hit-chance 100, damage 1d4: 0..3, the dice 0-based) takes 0 to 3 hp and one acp.
     */
    @Test
    void inTheDuelATankMovesTwoCellsAndItsAttackCostsOneAcp() {
        XconqGames g = XconqGames.of(shared("duel.g"), 1);
        Entity tank = g.world().faction(g.world().activeFaction()).units().get(0);
        int[] targets = g.turns.moveTargets(List.of(tank));
        assertEquals(2, maxDistance(g, tank, targets), Arrays.toString(targets));
        Entity enemy = g.world().entities().stream().filter(e -> e.owner() >= 0 && e.owner() != tank.owner()
                && e.category() == org.hexbench.engine.world.EntityCategory.UNIT).findFirst().orElseThrow();
        int next = Arrays.stream(targets).filter(t -> g.distance(t, enemy.site()) == 1).findFirst().orElse(-1);
        if (next >= 0 && g.distance(tank.site(), next) == 1) {
            assertTrue(g.order(new Move(List.of(tank.id()), next)).accepted());
            assertEquals(1, g.rules.acp(g.world(), tank));
            int before = g.hp(enemy);
            assertTrue(g.order(new Attack(List.of(tank.id()), enemy.site())).accepted());
            assertEquals(0, g.rules.acp(g.world(), tank));
            assertTrue(before - g.hp(enemy) >= 0 && before - g.hp(enemy) <= 3, before + " -> " + g.hp(enemy));
        }
    }

    /**
     * A real game, {@code coral-sea.g} (with {@code ww2-div-pac.g}: {@code (ship-types land 99)}, {@code
     * (ground-types sea 99)}): no unit of any side ever gets, as a move target without a unit of its side there, a
     * cell whose terrain the module's own mp-to-enter-terrain table prices at 99; and such cells are next to units,
     * so the test is not vacuous.
     */
    @Test
    void inCoralSeaNoUnitGetsATargetItsModulePricesAt99() {
        XconqImport.Result imported = shared("coral-sea.g");
        XconqGames g = XconqGames.of(imported, 1);
        GameTable enter = imported.game().table("mp-to-enter-terrain").orElseThrow();
        XconqDesign d = g.rules.design(g.world());
        int refused = 0;
        int checked = 0;
        int[] neighbours = new int[g.world().catalog().grid().maxNeighbors()];
        for (int f = 0; f < g.world().factionCount() && !g.world().isGameOver(); f++) {
            for (Entity u : g.world().faction(g.world().activeFaction()).units()) {
                int type = d.unitType(u.classIndex());
                if (!u.isPlaced() || type < 0) {
                    continue;
                }
                for (int t : g.turns.moveTargets(List.of(u))) {
                    int terrain = g.rules.terrainAt(g.world(), t);
                    boolean own = g.world().site(t).units().stream().anyMatch(o -> o.owner() == u.owner());
                    assertTrue(own || enter.value(type, terrain).orElse(1) < 99, u + " may enter site " + t);
                    checked++;
                }
                int count = g.world().catalog().grid().neighbors(u.site(), neighbours);
                for (int i = 0; i < count; i++) {
                    int terrain = g.rules.terrainAt(g.world(), neighbours[i]);
                    refused += terrain >= 0 && enter.value(type, terrain).orElse(1) >= 99 ? 1 : 0;
                }
            }
            g.endTurn();
        }
        assertTrue(checked > 0 && refused > 0, checked + " targets, " + refused + " refused neighbours");
    }

    /** Rules for another thread decide alike and share nothing that changes. */
    @Test
    void rulesForAnotherGameAreXconqRules() {
        XconqGames g = XconqGames.of(folder, "battle", COMBAT, 1);
        var other = g.rules.forAnotherGame();
        assertTrue(other instanceof XconqRules);
        Entity gun = g.unit("Gun");
        assertEquals(g.rules.hitChance(g.world(), gun, g.unit("Target")),
                ((XconqRules) other).hitChance(g.world(), gun, g.unit("Target")));
    }
}
