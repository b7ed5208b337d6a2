package org.hexbench.engine.tests;

import static org.hexbench.testdata.Orders.accepted;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import org.hexbench.engine.command.*;
import org.hexbench.engine.game.Game;
import org.hexbench.testdata.Orders;
import org.hexbench.engine.game.Outcome;
import org.hexbench.engine.world.*;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Hexkit's ten commands with their default rules and rejections (Hexkit User's Guide §2.7 Commands, §7.4 Command Algorithms). */
class CommandTest {

    private Game game;
    private WorldState world;
    private int gold;

    @BeforeEach
    void start() {
        game = Riverford.game(7);
        world = game.world();
        gold = world.catalog().variableIndex("gold");
        assertTrue(game.execute(new BeginTurn()).accepted());
    }

    private String rejected(Command c) {
        long before = StateHash.of(world);
        int history = game.history().entries().size();
        String reason = Orders.rejected(game, c);
        assertEquals(before, StateHash.of(world), "a rejected command changes nothing");
        assertEquals(history, game.history().entries().size(), "a rejected command is not recorded");
        return reason;
    }

    @Test
    void moveWithinMovementAndRejectBeyond() {
        Entity cavalry = Riverford.unitOfClass(world, 0, "cavalry", true);
        int[] targets = game.finder().moveTargets(List.of(cavalry));
        assertTrue(targets.length > 3);
        for (int t : targets) {
            assertTrue(world.catalog().grid().distance(cavalry.site(), t) <= 4);
            assertTrue(world.difficulty(t) < 100, "the river (difficulty 100) is out of reach");
        }
        int target = targets[targets.length - 1];
        Outcome o = accepted(game, new Move(List.of(cavalry.id()), target));
        assertEquals(target, cavalry.site());
        assertFalse(cavalry.canMoveFlag(), "a unit loses Move after moving");
        assertTrue(o.program().instructions().stream().anyMatch(i -> i instanceof MoveImage), "movement event");
        assertTrue(rejected(new Move(List.of(cavalry.id()), cavalry.site() == 0 ? 1 : 0)).contains("not a move target"));
        Entity blue = Riverford.unitOfClass(world, 1, "infantry", true);
        assertTrue(rejected(new Move(List.of(blue.id()), 0)).contains("does not belong"));
        Entity reserve = Riverford.unitOfClass(world, 0, "infantry", false);
        assertTrue(rejected(new Move(List.of(reserve.id()), 0)).contains("not placed"));
        assertTrue(rejected(new Move(List.of(), 0)).contains("no entities"));
    }

    @Test
    void movingOntoAnEnemyTownCapturesItUnlessTheUnitCannotCapture() {
        int town = Riverford.sitesOf(world, "townSite").stream().filter(s -> world.site(s).owner() != 0
                && world.site(s).units().isEmpty()).findFirst().orElseThrow();
        int next = Riverford.emptyPlainsNeighbour(world, town);
        Entity infantry = Riverford.unitOfClass(world, 0, "infantry", true);
        Riverford.apply(world, new SetEntitySite(infantry.id(), next));
        int sitesBefore = world.faction(0).siteCount();
        accepted(game, new Move(List.of(infantry.id()), town));
        assertEquals(0, world.site(town).owner());
        assertEquals(sitesBefore + 1, world.faction(0).siteCount());
        // a catapult cannot capture
        Game other = Riverford.game(7);
        other.execute(new BeginTurn());
        WorldState w = other.world();
        Entity catapult = Riverford.unitOfClass(w, 1, "catapult", true);
        Riverford.apply(w, new SetEntityOwner(catapult.id(), 0), new SetEntitySite(catapult.id(), -1),
                new SetEntitySite(catapult.id(), next));
        int owner = w.site(town).owner();
        assertTrue(other.execute(new Move(List.of(catapult.id()), town)).accepted());
        assertEquals(owner, w.site(town).owner());
    }

    @Test
    void attackDestroysDefendersAndMarksAttackers() {
        Entity blue = Riverford.unitOfClass(world, 1, "infantry", true);
        int blueSite = blue.site();
        int next = Riverford.emptyPlainsNeighbour(world, blueSite);
        List<Entity> red = Riverford.units(world, Riverford.site(3, 2));
        for (Entity u : red) {
            Riverford.apply(world, new SetEntitySite(u.id(), next));
        }
        int defenders = world.site(blueSite).units().size();
        List<Integer> attackers = Riverford.ids(red.subList(0, 2));
        assertTrue(Arrays.stream(game.finder().attackTargets(red.subList(0, 2))).anyMatch(s -> s == blueSite));
        assertEquals(4, defenders);
        Outcome o = accepted(game, new Attack(attackers, blueSite));
        assertEquals(defenders - 2, world.site(blueSite).units().size(), "each attacker destroys one defender");
        long deleted = o.program().instructions().stream().filter(i -> i instanceof DeleteEntity).count();
        assertEquals(4, deleted, "the two surviving defenders strike back, one attacker each (§2.7.2)");
        assertEquals(null, world.entity(attackers.get(0)));
        assertEquals(null, world.entity(attackers.get(1)));
        assertEquals(2, o.program().instructions().stream().filter(i -> i instanceof ShowMessage).count(), "reports to both sides");
        // a site without enemies, a site out of range, or a used attacker are rejected
        Entity fresh = red.get(3);
        assertTrue(rejected(new Attack(List.of(fresh.id()), Riverford.site(0, 0))).contains("not an attack target"));
    }

    @Test
    void everyAttackerLosesItsAttackEvenIfItDidNotFight() {
        Entity blue = Riverford.unitOfClass(world, 1, "infantry", true);
        int lone = Riverford.sitesOf(world, "plains").stream().filter(s -> world.site(s).units().isEmpty()
                && world.site(s).owner() < 0).findFirst().orElseThrow();
        Riverford.apply(world, new SetEntitySite(blue.id(), -1), new SetEntitySite(blue.id(), lone));
        int next = Riverford.emptyPlainsNeighbour(world, lone);
        List<Entity> red = Riverford.units(world, Riverford.site(3, 2)).subList(0, 2);
        for (Entity u : red) {
            Riverford.apply(world, new SetEntitySite(u.id(), -1), new SetEntitySite(u.id(), next));
        }
        accepted(game, new Attack(Riverford.ids(red), lone));
        assertTrue(world.site(lone).units().isEmpty(), "the first attacker destroys the lone defender");
        for (Entity u : red) {
            assertEquals(u, world.entity(u.id()), "no defender is left to strike back");
            assertFalse(u.canAttackFlag(), "every attacker loses Attack, the second one too (§2.8.1 Attack Ability)");
        }
        assertTrue(rejected(new Attack(List.of(red.get(1).id()), Riverford.site(3, 2))).contains("not an attack target"));
    }

    @Test
    void lossEstimateFollowsHexkitDefault() {
        Entity blue = Riverford.unitOfClass(world, 1, "infantry", true);
        List<Entity> red = Riverford.units(world, Riverford.site(3, 2));
        int attack = red.stream().mapToInt(world::strength).sum();
        int defence = world.site(blue.site()).units().stream().mapToInt(world::strength).sum();
        var losses = game.rules().estimateLosses(world, red, blue.site());
        assertEquals(attack, losses.defender());
        assertEquals(Math.max(0, defence - attack), losses.attacker());
    }

    @Test
    void rangedAttackNeedsLineOfSight() {
        Entity archers = Riverford.unitOfClass(world, 0, "archers", true);
        Entity blue = Riverford.unitOfClass(world, 1, "infantry", true);
        var grid = world.catalog().grid();
        // put the archers at distance 2 from a lone blue unit, first across open plains, then behind a forest
        int target = Riverford.sitesOf(world, "plains").stream().filter(s -> world.site(s).units().isEmpty()
                && grid.distance(s, Riverford.site(3, 2)) > 6 && grid.distance(s, Riverford.site(20, 13)) > 6)
                .filter(s -> openRing(s)).findFirst().orElseThrow();
        Riverford.apply(world, new SetEntitySite(blue.id(), -1), new SetEntitySite(blue.id(), target));
        int from = ringSite(target);
        Riverford.apply(world, new SetEntitySite(archers.id(), -1), new SetEntitySite(archers.id(), from));
        assertTrue(Arrays.stream(game.finder().attackTargets(List.of(archers))).anyMatch(s -> s == target));
        // block every site between them with a forest effect-equivalent: forest is a background terrain; put one
        // blocking terrain on each common neighbour
        int[] n = new int[grid.maxNeighbors()];
        int count = grid.neighbors(target, n);
        for (int i = 0; i < count; i++) {
            if (grid.distance(n[i], from) == 1) {
                int id = world.nextEntityId();
                Riverford.apply(world, new CreateEntity(id, "forest"), new SetEntitySite(id, n[i]));
            }
        }
        assertFalse(Arrays.stream(game.finder().attackTargets(List.of(archers))).anyMatch(s -> s == target),
                "forests block the line of sight");
    }

    private boolean openRing(int site) {
        return ringSite(site) >= 0;
    }

    private int ringSite(int site) {
        var grid = world.catalog().grid();
        for (int s = 0; s < world.siteCount(); s++) {
            if (grid.distance(s, site) == 2 && world.site(s).units().isEmpty() && !world.site(s).blocksAttack()) {
                boolean clear = true;
                for (int m = 0; m < world.siteCount(); m++) {
                    if (grid.distance(m, s) == 1 && grid.distance(m, site) == 1 && world.site(m).blocksAttack()) {
                        clear = false;
                    }
                }
                if (clear) {
                    return s;
                }
            }
        }
        return -1;
    }

    @Test
    void buildPaysCostsAndRespectsBuildCounts() {
        Outcome o = accepted(game, new Build(List.of("infantry", "archers")));
        assertEquals(150 - 20 - 30, world.faction(0).value(gold));
        Entity built = world.entity(((CreateEntity) o.program().instructions().get(0)).entity());
        assertEquals(0, built.owner());
        assertFalse(built.isPlaced(), "new units start unplaced");
        assertEquals("Infantry #1", built.name());
        assertEquals(5, game.rules().buildCount(world, 0, world.catalog().classIndex("infantry")));
        assertTrue(rejected(new Build(List.of("catapult", "catapult"))).contains("catapult"));
        assertTrue(rejected(new Build(List.of("infantry", "infantry", "infantry", "infantry", "cavalry")))
                .contains("not enough gold"));
        assertTrue(rejected(new Build(List.of("plains"))).contains("cannot build"));
        assertTrue(rejected(new Build(List.of("dragon"))).contains("no entity class"));
    }

    @Test
    void destroyRefundsAFifth() {
        Entity cavalry = Riverford.unitOfClass(world, 0, "cavalry", true);
        accepted(game, new Destroy(List.of(cavalry.id())));
        assertEquals(150 + 35 / 5, world.faction(0).value(gold));
        assertEquals(null, world.entity(cavalry.id()));
        Entity plains = world.site(Riverford.site(0, 0)).terrains().get(0);
        assertTrue(rejected(new Destroy(List.of(plains.id()))).contains("cannot be destroyed"));
        assertTrue(rejected(new Destroy(List.of(999_999))).contains("no entity"));
    }

    @Test
    void placeOnOwnSitesOnTheFirstTurnOnly() {
        Entity reserve = Riverford.unitOfClass(world, 0, "infantry", false);
        int[] targets = game.rules().placeTargets(world, 0, reserve.classIndex());
        assertTrue(targets.length >= 24, "place sites and every own site on turn 1");
        for (int t : targets) {
            assertEquals(0, world.site(t).owner());
        }
        assertTrue(rejected(new Place(List.of(reserve.id()), Riverford.site(20, 14))).contains("cannot be placed"));
        accepted(game, new Place(List.of(reserve.id()), world.homeSite(0)));
        assertEquals(world.homeSite(0), reserve.site());
        assertFalse(reserve.canMoveFlag());
        assertFalse(reserve.canAttackFlag());
        assertTrue(rejected(new Place(List.of(reserve.id()), world.homeSite(0))).contains("already placed"));
        // later turns: only place sites and the home site
        accepted(game, new EndTurn());
        accepted(game, new BeginTurn());
        accepted(game, new EndTurn());
        accepted(game, new BeginTurn());
        assertEquals(1, world.currentTurn());
        accepted(game, new Build(List.of("infantry")));
        Entity built = Riverford.unitOfClass(world, 0, "infantry", false);
        int[] later = game.rules().placeTargets(world, 0, built.classIndex());
        assertTrue(later.length < targets.length);
        assertTrue(Arrays.stream(later).anyMatch(s -> s == world.homeSite(0)));
    }

    @Test
    void renameAndAutomate() {
        Entity cavalry = Riverford.unitOfClass(world, 0, "cavalry", true);
        accepted(game, new Rename(List.of(cavalry.id()), "Swift Riders"));
        assertEquals("Swift Riders", cavalry.name());
        assertTrue(rejected(new Rename(List.of(cavalry.id()), " ")).contains("empty"));
        Entity blue = Riverford.unitOfClass(world, 1, "cavalry", true);
        assertTrue(rejected(new Rename(List.of(blue.id()), "Mine")).contains("does not belong"));
        assertTrue(rejected(new Automate(List.of(), "")).contains("empty"));
        assertEquals(0, accepted(game, new Automate(List.of(cavalry.id()), "patrol")).program().size(), "default hook does nothing");
    }

    @Test
    void turnsAdvanceAndTownsPayAtBeginTurn() {
        int towns = (int) Riverford.sitesOf(world, "townSite").stream().filter(s -> world.site(s).owner() == 0).count();
        assertTrue(towns > 0);
        accepted(game, new EndTurn());
        assertEquals(1, world.activeFaction());
        assertEquals(0, world.currentTurn());
        accepted(game, new BeginTurn());
        accepted(game, new EndTurn());
        assertEquals(0, world.activeFaction());
        assertEquals(1, world.currentTurn());
        accepted(game, new BeginTurn());
        assertEquals(150 + 10 * towns, world.faction(0).value(gold), "accumulating gold from owned towns");
        assertEquals(2, game.history().statistics().size());
    }

    @Test
    void townsHealOwnUnitsUpToTheirInitialStrength() {
        int strength = world.catalog().variableIndex("strength");
        int town = Riverford.sitesOf(world, "townSite").stream().filter(s -> world.site(s).owner() == 0).findFirst().orElseThrow();
        Entity infantry = Riverford.unitOfClass(world, 0, "infantry", true);
        Riverford.apply(world, new SetEntitySite(infantry.id(), -1), new SetEntitySite(infantry.id(), town),
                new SetEntityVariable(infantry.id(), "strength", 3));
        accepted(game, new EndTurn());
        accepted(game, new BeginTurn());
        accepted(game, new EndTurn());
        accepted(game, new BeginTurn());
        assertEquals(8, infantry.value(strength), "+5 from the town");
        accepted(game, new EndTurn());
        accepted(game, new BeginTurn());
        accepted(game, new EndTurn());
        accepted(game, new BeginTurn());
        assertEquals(10, infantry.value(strength), "capped at the initial value (limited resource)");
    }

    @Test
    void resignEndsTheGameForTheOtherFaction() {
        accepted(game, new Resign());
        assertTrue(rejected(new Resign()).contains("already"));
        accepted(game, new EndTurn());
        assertFalse(world.faction(0).isAlive(), "deleted at End Turn");
        assertEquals(0, world.faction(0).units().size(), "its units are removed");
        assertEquals(0, world.faction(0).siteCount(), "its sites become unowned");
        assertEquals(1, world.activeFaction());
        assertTrue(world.isGameOver(), "fewer than two factions remain after step 1 (Hexkit User's Guide §2.4.3 Turn Sequence)");
        assertEquals(1, world.winningFaction(), "last faction standing wins at once");
        assertTrue(rejected(new BeginTurn()).contains("over"));
        assertTrue(rejected(new EndTurn()).contains("over"));
    }

    @Test
    void resourceVictoryIsCheckedAtBeginTurn() {
        Riverford.apply(world, new SetFactionVariable(1, "gold", 2000));
        accepted(game, new EndTurn());
        accepted(game, new BeginTurn());
        assertTrue(world.isGameOver());
        assertEquals(1, world.winningFaction());
    }

    @Test
    void losingAllUnitsIsDefeatAtEndTurn() {
        for (Entity u : List.copyOf(world.faction(1).units())) {
            Riverford.apply(world, new DeleteEntity(u.id()));
        }
        accepted(game, new EndTurn());
        assertFalse(world.faction(1).isAlive());
        assertEquals(0, world.activeFaction(), "the defeated faction's turn is skipped");
        assertEquals(1, world.currentTurn());
        assertTrue(world.isGameOver());
        assertEquals(0, world.winningFaction(), "the sole survivor wins in step 1");
    }

    @Test
    void upkeepThatCannotBePaidDisbandsTheLeastValuableUnits() {
        Entity catapult = Riverford.unitOfClass(world, 0, "infantry", true);
        Entity cavalry = Riverford.unitOfClass(world, 0, "cavalry", true);
        Riverford.apply(world, new SetEntityVariableModifier(catapult.id(), "gold", 1, -100),
                new SetEntityVariableModifier(cavalry.id(), "gold", 1, -100));
        accepted(game, new EndTurn());
        accepted(game, new BeginTurn());
        accepted(game, new EndTurn());
        Outcome o = accepted(game, new BeginTurn());
        assertTrue(o.program().instructions().stream().anyMatch(i -> i instanceof ShowMessageDialog));
        assertEquals(null, world.entity(catapult.id()), "unsupported: deleted");
        assertEquals(cavalry, world.entity(cavalry.id()), "one disbanded unit pays for the other's upkeep");
        int towns = (int) Riverford.sitesOf(world, "townSite").stream().filter(s -> world.site(s).owner() == 0).count();
        assertEquals(150 + 20 / 5 + 10 * towns - 100, world.faction(0).value(gold),
                "150, a fifth of the disbanded infantry's cost back, the towns' income and the cavalry's upkeep");
    }
}
