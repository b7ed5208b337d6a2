package org.hexbench.rules.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import java.util.Random;

import org.hexbench.rules.hooks.HookKind;
import org.hexbench.rules.hooks.Role;
import org.hexbench.rules.interpreter.Bindings;
import org.hexbench.rules.interpreter.Effect;
import org.hexbench.rules.interpreter.RandomSource;
import org.hexbench.rules.interpreter.RuleError;
import org.junit.jupiter.api.Test;

/** The evaluator core: dice, chances, hook selection, effects, the step budget and rule errors. */
class InterpreterTest {

    private static RandomSource seeded(long seed) {
        Random random = new Random(seed);
        return random::nextInt;
    }

    @Test
    void diceStayInRangeAndAreDeterministicGivenTheRandomSource() {
        Compiled c = Compiled.hextc2("on step cost = roll 2d6+1\n");
        BoardWorld world = c.board();
        List<Integer> first = new ArrayList<>();
        List<Integer> second = new ArrayList<>();
        RandomSource a = seeded(7);
        RandomSource b = seeded(7);
        int[] histogram = new int[14];
        for (int i = 0; i < 2000; i++) {
            int value = c.rules().evaluateInt(HookKind.STEP_COST, new Bindings(), world, a).getAsInt();
            first.add(value);
            second.add(c.rules().evaluateInt(HookKind.STEP_COST, new Bindings(), world, b).getAsInt());
            histogram[value]++;
        }
        assertEquals(first, second);
        assertEquals(0, histogram[0] + histogram[1] + histogram[2]);
        assertTrue(histogram[3] > 0 && histogram[13] > 0);
        assertTrue(histogram[8] > histogram[3] * 3, "2d6 peaks in the middle");
    }

    @Test
    void rollWithComputedSidesAndChances() {
        Compiled c = Compiled.hextc2("on damage = roll d(dp of attacker)\non victory = chance 30%\n");
        BoardWorld world = c.board();
        int snale = c.unit(world, "snale", 0, 0, 0);
        RandomSource random = seeded(1);
        for (int i = 0; i < 500; i++) {
            int damage = c.rules().evaluateInt(HookKind.DAMAGE, new Bindings().with(Role.ATTACKER, snale), world, random).getAsInt();
            assertTrue(damage >= 1 && damage <= 6);
        }
        int wins = 0;
        for (int i = 0; i < 10_000; i++) {
            wins += c.rules().evaluateBool(HookKind.VICTORY, new Bindings().with(Role.FACTION, 0), world, random).get() ? 1 : 0;
        }
        assertTrue(wins > 2700 && wins < 3300, "30% of 10,000: " + wins);
    }

    @Test
    void theFirstHookWhoseFilterAndGuardAcceptRunsAndOtherwiseNone() {
        Compiled c = Compiled.hextc2("""
                on move of ruque when turn > 5 { message "late ruque" }
                on move of ruque { message "ruque" }
                on move of snale, coquille { message "small slug" }
                """);
        BoardWorld world = c.board();
        int ruque = c.unit(world, "ruque", 0, 0, 0);
        int snale = c.unit(world, "snale", 0, 0, 1);
        int froque = c.unit(world, "froque", 0, 0, 2);
        RandomSource random = seeded(1);
        assertTrue(c.rules().run(HookKind.MOVE, new Bindings().with(Role.UNIT, ruque), world, random));
        world.turn = 6;
        assertTrue(c.rules().run(HookKind.MOVE, new Bindings().with(Role.UNIT, ruque), world, random));
        assertTrue(c.rules().run(HookKind.MOVE, new Bindings().with(Role.UNIT, snale), world, random));
        assertFalse(c.rules().run(HookKind.MOVE, new Bindings().with(Role.UNIT, froque), world, random));
        assertEquals(List.of(new Effect.Message("ruque"), new Effect.Message("late ruque"), new Effect.Message("small slug")), world.effects);
        assertEquals(OptionalInt.empty(), c.rules().evaluateInt(HookKind.STEP_COST, new Bindings(), world, random));
    }

    @Test
    void effectsAreEmittedAsDataInOrder() {
        Compiled c = Compiled.hextc2("""
                on attack {
                    damage defender by 3
                    heal attacker by 1
                    move attacker to site
                    change owner of defender to owner of attacker
                    set hp of defender to 4
                    place snale for white
                    place ruque for black at site
                    destroy defender
                    message "hp ", hp of defender, " ", defender, " ", true
                }
                """);
        BoardWorld world = c.board();
        int a = c.unit(world, "snale", 0, 0, 0);
        int d = c.unit(world, "ruque", 1, 0, 1);
        c.rules().run(HookKind.ATTACK, new Bindings().with(Role.ATTACKER, a).with(Role.DEFENDER, d).with(Role.SITE, 1), world, seeded(1));
        int hp = c.variable("hp");
        assertEquals(List.of(new Effect.Damage(d, 3), new Effect.Heal(a, 1), new Effect.Move(a, 1), new Effect.ChangeOwner(d, 0),
                new Effect.SetVariable(false, d, hp, 4), new Effect.Place(c.classIndex("snale"), 0, -1),
                new Effect.Place(c.classIndex("ruque"), 1, 1), new Effect.Destroy(d), new Effect.Message("hp 22 unit#1 yes")),
                world.effects);
    }

    @Test
    void unboundedRecursionStopsAtTheCallDepthLimitWithAnErrorNamingFileHookAndLine() {
        Compiled c = Compiled.of(RuleFiles.hextc2("""
                define loop(n: int): int = if n < 0 then 0 else loop(n + 1)
                on turn end {
                    message loop(1)
                }
                """), 10_000_000);
        RuleError error = assertThrows(RuleError.class,
                () -> c.rules().run(HookKind.TURN_END, new Bindings().with(Role.FACTION, 0), c.board(), seeded(1)));
        assertTrue(error.getMessage().contains("rule recursion too deep"), error.getMessage());
        assertTrue(error.getMessage().startsWith("test.hbrules:" + error.line() + ": "), error.getMessage());
        assertEquals("on turn end", error.hook());
        assertTrue(error.line() == 2 || error.line() == 5, "the call's line: " + error.line());
        assertEquals(7, c.rules().evaluateInt(HookKind.STEP_COST, new Bindings(), c.board(), seeded(1)).orElse(7),
                "the rules still answer afterwards (no depth left over from the failed run)");
    }

    @Test
    void aDeepButFiniteRecursionIsFine() {
        Compiled c = Compiled.of(RuleFiles.hextc2("""
                define down(n: int): int = if n <= 0 then 0 else 1 + down(n - 1)
                on step cost = down(150)
                """), 10_000_000);
        assertEquals(150, c.rules().evaluateInt(HookKind.STEP_COST, new Bindings(), c.board(), seeded(1)).getAsInt());
    }

    @Test
    void anEndlessLoopExhaustsTheStepBudgetWithAnErrorNamingHookAndLine() {
        Compiled c = Compiled.of(RuleFiles.hextc2("""
                on turn begin {
                    var x = 0
                    while x >= 0 {
                        set x to x + 1
                    }
                }
                """), 10_000);
        RuleError error = assertThrows(RuleError.class,
                () -> c.rules().run(HookKind.TURN_BEGIN, new Bindings().with(Role.FACTION, 0), c.board(), seeded(1)));
        assertEquals("on turn begin", error.hook());
        assertTrue(error.line() == 4 || error.line() == 5, "line " + error.line());
        assertTrue(error.getMessage().contains("step budget"), error.getMessage());
    }

    @Test
    void endlessRecursionIsARuleErrorAndPartialOperationsGiveDefinedValues() {
        Compiled c = Compiled.of(RuleFiles.hextc2("""
                define down(n: int): int = if n > 1000000 then 0 else down(n + 1)
                on step cost = down(0)
                on damage = 10 / (hp of attacker - hp of attacker) + 10 mod (hp of attacker - hp of attacker) + roll d(0 - hp of attacker)
                on select defender = one of candidates
                on select attacker = one of (all u in candidates where false)
                """), 10_000);
        BoardWorld world = c.board();
        int snale = c.unit(world, "snale", 0, 0, 0);
        RuleError budget = assertThrows(RuleError.class, () -> c.rules().evaluateInt(HookKind.STEP_COST, new Bindings(), world, seeded(1)));
        assertEquals("on step cost", budget.hook());
        assertEquals(10, c.rules().evaluateInt(HookKind.DAMAGE, new Bindings().with(Role.ATTACKER, snale), world, seeded(1)).getAsInt(),
                "x / 0 = 0, x mod 0 = x, a die of no sides rolls 0");
        assertEquals(-1, c.rules().evaluateInt(HookKind.SELECT_DEFENDER, new Bindings().withCandidates(), world, seeded(1)).getAsInt(),
                "one of nothing is no unit");
        assertEquals(snale, c.rules().evaluateInt(HookKind.SELECT_DEFENDER, new Bindings().withCandidates(snale), world, seeded(1)).getAsInt());
        assertEquals(-1, c.rules().evaluateInt(HookKind.SELECT_ATTACKER, new Bindings().withCandidates(snale), world, seeded(1)).getAsInt());
    }

    @Test
    void queriesQuantifiersLetsAndFunctions() {
        Compiled c = Compiled.hextc2("""
                group slugs = snale, coquille, ruque
                define twice(n: int): int = n * 2
                define ring(s: site): set of site = sites within 1 around s
                on move targets = all s in ring(site of unit) where s != site of unit and count of units at s = 0
                on step cost = let n = count of ring(site) in twice(n) + (if exists u in units at site where u is slugs then 100 else 0)
                on victory = every u in units of faction where u is slugs and u is placed
                on defeat = (count u in units of faction where u is not slugs) = 1
                """);
        BoardWorld world = c.board();
        int snale = c.unit(world, "snale", 0, 4, 4);
        c.unit(world, "froque", 0, 4, 5);
        RandomSource random = seeded(1);
        int[] targets = c.rules().evaluateSet(HookKind.MOVE_TARGETS, new Bindings().with(Role.UNIT, snale), world, random).get();
        assertEquals(5, targets.length, "6 neighbours, one occupied");
        assertEquals(2 * 7 + 100, c.rules().evaluateInt(HookKind.STEP_COST, new Bindings().with(Role.SITE, BoardWorld.site(4, 4)), world, random).getAsInt());
        assertEquals(2 * 4, c.rules().evaluateInt(HookKind.STEP_COST, new Bindings().with(Role.SITE, BoardWorld.site(0, 0)), world, random).getAsInt());
        assertFalse(c.rules().evaluateBool(HookKind.VICTORY, new Bindings().with(Role.FACTION, 0), world, random).get());
        assertTrue(c.rules().evaluateBool(HookKind.VICTORY, new Bindings().with(Role.FACTION, 1), world, random).get(), "every of nothing");
        assertTrue(c.rules().evaluateBool(HookKind.DEFEAT, new Bindings().with(Role.FACTION, 0), world, random).get());
    }
}
