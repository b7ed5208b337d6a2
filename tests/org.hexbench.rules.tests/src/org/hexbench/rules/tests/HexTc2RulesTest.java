package org.hexbench.rules.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Deque;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.stream.Collectors;

import org.hexbench.rules.hooks.HookKind;
import org.hexbench.rules.hooks.Role;
import org.hexbench.rules.interpreter.Bindings;
import org.hexbench.rules.interpreter.Effect;
import org.hexbench.rules.interpreter.RandomSource;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The rules of digest D as written in examples/hextc2/hextc2.hbrules, run on a test board with fixed seeds. */
class HexTc2RulesTest {

    private static Compiled c;

    @BeforeAll
    static void compile() {
        c = Compiled.of(RuleFiles.load(RuleFiles.hextc2().resolve("hextc2.hbrules")), 1_000_000);
    }

    private static Set<Integer> targets(BoardWorld world, int unit) {
        int[] sites = c.rules().evaluateSet(HookKind.MOVE_TARGETS, new Bindings().with(Role.UNIT, unit), world, new Random(1)::nextInt).get();
        return Arrays.stream(sites).boxed().collect(Collectors.toSet());
    }

    /** A random source that answers from a script, then 0. */
    private static RandomSource scripted(Integer... answers) {
        Deque<Integer> queue = new ArrayDeque<>(List.of(answers));
        return bound -> queue.isEmpty() ? 0 : Math.min(queue.poll(), bound - 1);
    }

    @Test
    void aSlugMovesInStraightLinesAndStopsAtTheFirstEnemy() {
        BoardWorld world = c.board();
        int ruque = c.unit(world, "ruque", 0, 4, 2); // MV 3
        c.unit(world, "snale", 1, 4, 4); // enemy two cells east
        Set<Integer> reach = targets(world, ruque);
        assertTrue(reach.contains(BoardWorld.site(4, 3)));
        assertTrue(reach.contains(BoardWorld.site(4, 4)), "may move onto the enemy");
        assertFalse(reach.contains(BoardWorld.site(4, 5)), "but goes no further");
        assertTrue(reach.contains(BoardWorld.site(1, 2)), "three cells north-east");
        assertFalse(reach.contains(BoardWorld.site(3, 3)), "not a straight line");
    }

    @Test
    void aSlugCannotEnterAFriend() {
        BoardWorld world = c.board();
        int snale = c.unit(world, "snale", 0, 4, 2);
        c.unit(world, "snale", 0, 4, 3);
        Set<Integer> reach = targets(world, snale);
        assertFalse(reach.contains(BoardWorld.site(4, 3)));
        assertFalse(reach.contains(BoardWorld.site(4, 4)));
    }

    @Test
    void aTermiteNeedsATermiteToHopOver() {
        BoardWorld world = c.board();
        int froque = c.unit(world, "froque", 0, 4, 2);
        c.unit(world, "crockpoache", 1, 4, 3); // a termite east: hop over it
        c.unit(world, "snale", 1, 3, 2); // a slug north-east: cannot hop over it
        Set<Integer> reach = targets(world, froque);
        assertTrue(reach.contains(BoardWorld.site(4, 4)), "hops over the termite");
        assertTrue(reach.contains(BoardWorld.site(4, 3)), "or onto the enemy termite");
        assertFalse(reach.contains(BoardWorld.site(4, 5)), "only as far as termites carry it");
        assertTrue(reach.contains(BoardWorld.site(3, 2)), "may attack the slug");
        assertFalse(reach.contains(BoardWorld.site(2, 2)), "but not hop over it");
    }

    @Test
    void aFireflyFliesOverAnything() {
        BoardWorld world = c.board();
        int feanisk = c.unit(world, "feanisk", 0, 4, 2); // MV 7
        c.unit(world, "snale", 0, 4, 3);
        c.unit(world, "snale", 1, 4, 4);
        Set<Integer> reach = targets(world, feanisk);
        assertTrue(reach.contains(BoardWorld.site(4, 5)));
        assertTrue(reach.contains(BoardWorld.site(8, 8)));
        assertFalse(reach.contains(BoardWorld.site(4, 3)), "not onto a friend");
    }

    @Test
    void aBattleLastsUntilOneDiesAndTheWinnerKeepsTheHex() {
        for (long seed = 0; seed < 30; seed++) {
            BoardWorld world = c.board();
            int attacker = c.unit(world, "crockpoache", 0, 4, 2);
            int defender = c.unit(world, "snale", 1, 4, 3);
            int site = BoardWorld.site(4, 3);
            c.rules().run(HookKind.MOVE, new Bindings().with(Role.UNIT, attacker).with(Role.SITE, site), world, new Random(seed)::nextInt);
            int hp = c.variable("hp");
            int a = world.variables.get(attacker)[hp];
            int d = world.variables.get(defender)[hp];
            assertTrue((a <= 0) != (d <= 0), "exactly one dies: " + a + " / " + d);
            assertEquals(d <= 0, world.siteOf(attacker) == site, "the winner keeps the hex");
        }
    }

    @Test
    void anEmptyDestinationIsAPlainMove() {
        BoardWorld world = c.board();
        int snale = c.unit(world, "snale", 0, 4, 2);
        c.rules().run(HookKind.MOVE, new Bindings().with(Role.UNIT, snale).with(Role.SITE, BoardWorld.site(4, 3)), world, scripted());
        assertEquals(List.of(new Effect.Move(snale, BoardWorld.site(4, 3))), world.effects);
    }

    @Test
    void damageIsOneToDpAndHardHittersRollTwice() {
        BoardWorld world = c.board();
        int snale = c.unit(world, "snale", 0, 0, 0);
        int coquille = c.unit(world, "coquille", 0, 0, 1);
        Random random = new Random(3);
        int maxSnale = 0;
        int maxCoquille = 0;
        for (int i = 0; i < 3000; i++) {
            maxSnale = Math.max(maxSnale, c.rules().evaluateInt(HookKind.DAMAGE, new Bindings().with(Role.ATTACKER, snale), world, random::nextInt).getAsInt());
            maxCoquille = Math.max(maxCoquille, c.rules().evaluateInt(HookKind.DAMAGE, new Bindings().with(Role.ATTACKER, coquille), world, random::nextInt).getAsInt());
        }
        assertEquals(6, maxSnale);
        assertEquals(16, maxCoquille, "2 x DP 8");
    }

    @Test
    void aWormHoleDestroysWithinDistanceTwoSoNothingRegenerates() {
        BoardWorld world = c.board();
        int near = c.unit(world, "froque", 0, 4, 6); // distance 2 from (4,4), a regenerator
        int far = c.unit(world, "snale", 1, 4, 7); // distance 3
        int center = Arrays.binarySearch(world.sites(), BoardWorld.site(4, 4));
        // earthquake no, insect's grace no, worm hole yes, then the center
        List<String> occurred = c.rules().runEvents(new Bindings().with(Role.FACTION, 0), world, scripted(999_999, 999_999, 0, center));
        assertEquals(List.of("wormHole"), occurred);
        assertTrue(world.effects.contains(new Effect.Destroy(near)));
        assertFalse(world.effects.contains(new Effect.Destroy(far)));
        assertTrue(world.effects.stream().noneMatch(e -> e instanceof Effect.Damage || e instanceof Effect.Place));
    }

    @Test
    void anEarthquakeSparesFireflies() {
        BoardWorld world = c.board();
        int snale = c.unit(world, "snale", 0, 4, 4);
        int firefly = c.unit(world, "nightboog", 1, 5, 5);
        c.rules().runEvents(new Bindings().with(Role.FACTION, 0), world, scripted(0, 999_999, 999_999));
        assertTrue(world.effects.contains(new Effect.Damage(snale, 5)));
        assertTrue(world.effects.stream().noneMatch(e -> e instanceof Effect.Damage d && d.unit() == firefly));
    }

    @Test
    void aRegeneratorReturnsAsADifferentCreaturePlacedByItsOwner() {
        BoardWorld world = c.board();
        int froque = c.unit(world, "froque", 1, 4, 4);
        int snale = c.unit(world, "snale", 1, 4, 5);
        for (int pick = 0; pick < 6; pick++) {
            world.effects.clear();
            assertTrue(c.rules().run(HookKind.DEATH, new Bindings().with(Role.UNIT, froque), world, scripted(pick)));
            Effect.Place place = (Effect.Place) world.effects.get(0);
            assertNotEquals(c.classIndex("froque"), place.entityClass());
            assertEquals(1, place.faction());
            assertEquals(-1, place.site(), "its owner places it");
        }
        assertFalse(c.rules().run(HookKind.DEATH, new Bindings().with(Role.UNIT, snale), world, scripted()), "a snale does not regenerate");
    }

    @Test
    void healersGainOneHitPointPerTurnUpToTheirMaximum() {
        BoardWorld world = c.board();
        int ruque = c.unit(world, "ruque", 0, 4, 4);
        int full = c.unit(world, "nightboog", 0, 4, 5);
        int snale = c.unit(world, "snale", 0, 4, 6);
        int hp = c.variable("hp");
        world.variables.get(ruque)[hp] = 20;
        world.variables.get(snale)[hp] = 2;
        c.rules().run(HookKind.TURN_BEGIN, new Bindings().with(Role.FACTION, 0), world, scripted());
        assertEquals(List.of(new Effect.Heal(ruque, 1)), world.effects);
        assertEquals(world.maximum.get(full)[hp], world.variables.get(full)[hp]);
    }

    @Test
    void aFactionWithoutCreaturesOrWithoutMovesIsDefeated() {
        BoardWorld world = c.board();
        assertTrue(c.rules().evaluateBool(HookKind.DEFEAT, new Bindings().with(Role.FACTION, 0), world, scripted()).get());
        int snale = c.unit(world, "snale", 0, 0, 0);
        assertFalse(c.rules().evaluateBool(HookKind.DEFEAT, new Bindings().with(Role.FACTION, 0), world, scripted()).get());
        world.variables.get(snale)[c.variable("mv")] = 0; // no legal move left
        assertTrue(c.rules().evaluateBool(HookKind.DEFEAT, new Bindings().with(Role.FACTION, 0), world, scripted()).get());
        world.sites.set(snale, -1); // an unplaced creature still has its placement to make
        assertFalse(c.rules().evaluateBool(HookKind.DEFEAT, new Bindings().with(Role.FACTION, 0), world, scripted()).get());
    }
}
