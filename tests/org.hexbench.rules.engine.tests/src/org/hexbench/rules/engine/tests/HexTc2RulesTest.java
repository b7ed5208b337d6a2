package org.hexbench.rules.engine.tests;

import static org.hexbench.rules.engine.tests.HexTc2Table.BLACK;
import static org.hexbench.rules.engine.tests.HexTc2Table.WHITE;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.hexbench.engine.command.BeginTurn;
import org.hexbench.engine.command.EndTurn;
import org.hexbench.engine.command.Move;
import org.hexbench.engine.game.Outcome;
import org.hexbench.engine.rules.RuleContext;
import org.hexbench.engine.world.Entity;
import org.hexbench.engine.world.ShowMessage;
import org.junit.jupiter.api.Test;

/**
 * Each rule of HexTC2 (HexTC2 rules, COMP202 Winter 2005 Assignment 6) as examples/hextc2/hextc2.hbrules gives it, run
 * through the engine binding with
 * set-up boards and scripted dice: answers for {@code nextInt(bound)} in draw order (a d20 answer a rolls a + 1; a
 * 50 % chance answer below 500,000 is a success; each event is checked by one draw below 1,000,000).
 */
class HexTc2RulesTest {

    private static final int NO = 999_999;

    @Test
    void aSlugMovesInStraightLinesAndStopsAtTheFirstEnemy() {
        HexTc2Table t = HexTc2Table.empty(3);
        int ruque = t.creature("ruque", WHITE, 4, 2); // MV 3
        t.creature("snale", BLACK, 4, 4); // an enemy two cells east
        List<Integer> reach = t.targets(ruque);
        assertTrue(reach.contains(t.site(4, 3)));
        assertTrue(reach.contains(t.site(4, 4)), "may move onto the enemy");
        assertFalse(reach.contains(t.site(4, 5)), "but goes no further");
        assertTrue(reach.contains(t.site(1, 2)), "three cells north-east");
        assertFalse(reach.contains(t.site(3, 3)), "not a straight line");
        assertFalse(reach.contains(t.site(0, 2)), "not beyond MV");
    }

    @Test
    void aSlugCannotEnterOrPassAFriend() {
        HexTc2Table t = HexTc2Table.empty(3);
        int snale = t.creature("snale", WHITE, 4, 2);
        t.creature("snale", WHITE, 4, 3);
        List<Integer> reach = t.targets(snale);
        assertFalse(reach.contains(t.site(4, 3)));
        assertFalse(reach.contains(t.site(4, 4)));
        assertTrue(reach.contains(t.site(4, 1)));
    }

    @Test
    void aTermiteNeedsATermiteToHopOver() {
        HexTc2Table t = HexTc2Table.empty(3);
        int froque = t.creature("froque", WHITE, 4, 2);
        t.creature("crockpoache", BLACK, 4, 3); // a termite east: hop over it
        t.creature("snale", BLACK, 3, 2); // a slug north-east: cannot hop over it
        List<Integer> reach = t.targets(froque);
        assertTrue(reach.contains(t.site(4, 4)), "hops over the termite");
        assertTrue(reach.contains(t.site(4, 3)), "or onto the enemy termite");
        assertFalse(reach.contains(t.site(4, 5)), "only as far as termites carry it");
        assertTrue(reach.contains(t.site(3, 2)), "may attack the slug");
        assertFalse(reach.contains(t.site(2, 2)), "but not hop over it");
    }

    @Test
    void aFireflyFliesOverAnythingWithinItsMovement() {
        HexTc2Table t = HexTc2Table.empty(3);
        int nightboog = t.creature("nightboog", WHITE, 4, 4); // MV 5
        for (int[] n : new int[][] {{4, 3}, {4, 5}, {3, 3}, {3, 4}, {5, 4}, {5, 5}}) {
            t.creature("snale", WHITE, n[0], n[1]);
        }
        List<Integer> reach = t.targets(nightboog);
        assertTrue(reach.contains(t.site(2, 1)), "over its ring of friends, any path");
        assertFalse(reach.contains(t.site(4, 3)), "not onto a friend");
        assertTrue(reach.stream().allMatch(s -> t.world().catalog().grid().distance(t.site(4, 4), s) <= 5));
    }

    @Test
    void oneMovePerTurnThenTheSidePasses() {
        HexTc2Table t = HexTc2Table.empty(3);
        int first = t.creature("snale", WHITE, 2, 2);
        int second = t.creature("snale", WHITE, 2, 5);
        t.creature("snale", BLACK, 8, 8); // two black creatures no single worm hole reaches
        t.creature("snale", BLACK, 6, 2);
        assertNull(t.game.execute(new Move(List.of(first), t.site(3, 2))).rejection());
        assertEquals(List.of(), t.targets(second), "no second move this turn");
        assertTrue(t.game.execute(new Move(List.of(second), t.site(3, 5))).rejection() != null);
        assertNull(t.game.execute(new EndTurn()).rejection());
        assertNull(t.game.execute(new BeginTurn()).rejection());
        assertNull(t.game.execute(new EndTurn()).rejection());
        assertNull(t.game.execute(new BeginTurn()).rejection());
        assertFalse(t.targets(second).isEmpty(), "white moves again on its next turn");
    }

    @Test
    void anIllegalMoveCountsAsAPassWithAMessage() {
        HexTc2Table t = HexTc2Table.empty(3);
        int first = t.creature("snale", WHITE, 2, 2);
        int second = t.creature("snale", WHITE, 2, 5);
        t.creature("snale", BLACK, 8, 8);
        t.creature("snale", BLACK, 6, 2);
        int before = t.game.history().entries().size();
        Outcome outcome = t.game.execute(new Move(List.of(first), t.site(6, 5))); // far beyond its movement
        assertFalse(outcome.accepted());
        List<String> messages = outcome.program().instructions().stream()
                .filter(ShowMessage.class::isInstance).map(i -> ((ShowMessage) i).text()).toList();
        assertEquals(2, messages.size(), "the reason, then the rule's message: " + messages);
        assertTrue(messages.get(0).startsWith("Illegal move: "), messages.get(0));
        assertTrue(messages.get(1).endsWith(" loses the move"), messages.get(1));
        assertEquals(t.site(2, 2), t.world().entity(first).site(), "the illegal move itself is not made");
        assertEquals(List.of(), t.targets(second), "the side has passed: no other creature may move");
        assertEquals(before + 1, t.game.history().entries().size(), "the pass is recorded, so replays reproduce it");
    }

    @Test
    void aBattleLastsUntilOneDiesAndTheWinnerKeepsTheHex() {
        HexTc2Table t = HexTc2Table.empty(3);
        int ruque = t.creature("ruque", WHITE, 4, 2);
        int snale = t.creature("snale", BLACK, 4, 3);
        // the foe (1 of 1), the attacker strikes first: d20 = 1 misses (1 + 8 < 14); the snale: d20 = 20 misses
        // (20 + 3 < 24); the ruque: d20 = 20 hits for d18 = 18
        HexTc2Table.Script dice = new HexTc2Table.Script(0, 0, 0, 19, 19, 17);
        RuleContext c = new RuleContext(t.world(), t.game.rules(), t.game.finder(), dice, WHITE, false);
        t.game.rules().move(c, List.of(t.world().entity(ruque)), t.site(4, 3));
        assertNull(t.world().entity(snale), "the snale died");
        assertEquals(t.site(4, 3), t.world().entity(ruque).site(), "the winner takes the hex");
        assertEquals(25, t.hp(ruque));
        assertTrue(dice.exhausted(), "strikes alternate until one dies");
        assertTrue(HexTc2Table.messages(c).get(0).contains("defeats"));
    }

    @Test
    void aDefenderThatWinsHoldsItsHex() {
        HexTc2Table t = HexTc2Table.empty(3);
        int snale = t.creature("snale", WHITE, 4, 2);
        int ruque = t.creature("ruque", BLACK, 4, 3);
        // the defender strikes first: d20 = 20 hits (28 >= 14) for d18 = 12, the snale dies
        RuleContext c = t.scripted(WHITE, 0, 999_999, 19, 11);
        t.game.rules().move(c, List.of(t.world().entity(snale)), t.site(4, 3));
        assertNull(t.world().entity(snale));
        assertEquals(t.site(4, 3), t.world().entity(ruque).site());
        assertEquals(25, t.hp(ruque));
    }

    @Test
    void hardHittersRollTheirDamageTwice() {
        HexTc2Table t = HexTc2Table.empty(3);
        int coquille = t.creature("coquille", WHITE, 4, 2); // DP 8, HH
        int feanisk = t.creature("feanisk", BLACK, 4, 3); // HP 20, AL 14
        // attacker first: d20 = 20 hits, 2d8 = 8 + 8 (feanisk 20 -> 4); feanisk d20 = 1 misses (14 < 18);
        // coquille hits again for 1 + 3 = 4: dead
        HexTc2Table.Script dice = new HexTc2Table.Script(0, 0, 19, 7, 7, 0, 19, 0, 2);
        RuleContext c = new RuleContext(t.world(), t.game.rules(), t.game.finder(), dice, WHITE, false);
        t.game.rules().move(c, List.of(t.world().entity(coquille)), t.site(4, 3));
        assertNull(t.world().entity(feanisk));
        assertEquals(12, t.hp(coquille));
        assertTrue(dice.exhausted(), "two damage dice per hit");
    }

    @Test
    void aRegeneratorReturnsAsADifferentCreaturePlacedByItsOwner() {
        HexTc2Table t = HexTc2Table.empty(3);
        int feanisk = t.creature("feanisk", WHITE, 4, 2); // BAB 13, DP 11
        int froque = t.creature("froque", BLACK, 4, 3); // HP 13, AL 12, R
        // feanisk first, hits for 11 (froque 2 left); froque misses (1 + 4 < 14); feanisk hits for 11: dead;
        // regeneration: one of the 6 other classes, answer 0 = snale
        RuleContext c = t.scripted(WHITE, 0, 0, 19, 10, 0, 19, 10, 0);
        t.game.rules().move(c, List.of(t.world().entity(feanisk)), t.site(4, 3));
        assertNull(t.world().entity(froque));
        List<Entity> black = t.world().faction(BLACK).units();
        assertEquals(1, black.size());
        assertEquals("snale", black.get(0).entityClass().getId());
        assertFalse(black.get(0).isPlaced(), "its owner places it");
        // black must place it before moving, anywhere free
        int[] places = t.game.rules().placeTargets(t.world(), BLACK, black.get(0).classIndex());
        assertEquals(t.world().siteCount() - 1, places.length);
    }

    @Test
    void aWormHoleKillsWithinDistanceTwoAndPreventsRegeneration() {
        HexTc2Table t = HexTc2Table.empty(3);
        int snale = t.creature("snale", WHITE, 4, 4);
        int froque = t.creature("froque", WHITE, 4, 6); // distance 2, a regenerator
        int far = t.creature("snale", BLACK, 4, 7); // distance 3
        // earthquake no, insect's grace no, worm hole yes, centred on (4, 4)
        RuleContext c = t.scripted(WHITE, NO, NO, 0, t.site(4, 4));
        t.game.rules().beginTurn(c);
        assertNull(t.world().entity(snale));
        assertNull(t.world().entity(froque));
        assertTrue(t.world().entity(far) != null);
        assertEquals(List.of(), t.world().faction(WHITE).units(), "nothing regenerates");
    }

    @Test
    void anEarthquakeDamagesAllButFireflies() {
        HexTc2Table t = HexTc2Table.empty(3);
        int snale = t.creature("snale", WHITE, 4, 4);
        int feanisk = t.creature("feanisk", WHITE, 2, 2);
        int froque = t.creature("froque", BLACK, 6, 6);
        t.game.rules().beginTurn(t.scripted(WHITE, 0, NO, NO));
        assertEquals(5, t.hp(snale));
        assertEquals(20, t.hp(feanisk));
        assertEquals(8, t.hp(froque));
    }

    @Test
    void insectsGraceHealsOneRowUpToTheMaximum() {
        HexTc2Table t = HexTc2Table.empty(3);
        int wounded = t.creature("ruque", WHITE, 3, 3);
        int scratched = t.creature("snale", BLACK, 3, 5);
        int elsewhere = t.creature("snale", BLACK, 5, 5);
        t.wound(wounded, 10);
        t.wound(scratched, 8);
        t.wound(elsewhere, 1);
        // insect's grace on row d9 - 1 = 3
        t.game.rules().beginTurn(t.scripted(BLACK, NO, 0, 3, NO));
        assertEquals(17, t.hp(wounded));
        assertEquals(10, t.hp(scratched), "never above the maximum");
        assertEquals(1, t.hp(elsewhere));
    }

    @Test
    void healersGainOneHitPointPerTurnUpToTheirMaximum() {
        HexTc2Table t = HexTc2Table.empty(3);
        int ruque = t.creature("ruque", WHITE, 3, 3);
        int nightboog = t.creature("nightboog", WHITE, 1, 1);
        int snale = t.creature("snale", WHITE, 2, 2);
        t.wound(ruque, 20);
        t.wound(snale, 5);
        t.game.rules().beginTurn(t.scripted(WHITE, NO, NO, NO));
        assertEquals(21, t.hp(ruque));
        assertEquals(11, t.hp(nightboog), "already at its maximum");
        assertEquals(5, t.hp(snale), "not a healer");
    }

    @Test
    void theFirstPlayerIsRandom() {
        HexTc2Table white = HexTc2Table.empty(2);
        int snale = white.creature("snale", WHITE, 2, 2);
        RuleContext c = white.scripted(WHITE, NO, NO, NO, 0);
        white.game.rules().beginTurn(c);
        assertEquals(List.of("Black moves first"), HexTc2Table.messages(c));
        assertEquals(List.of(), white.targets(snale), "white passes its first moving turn");

        HexTc2Table black = HexTc2Table.empty(2);
        int other = black.creature("snale", WHITE, 2, 2);
        RuleContext d = black.scripted(WHITE, NO, NO, NO, 999_999);
        black.game.rules().beginTurn(d);
        assertEquals(List.of("White moves first"), HexTc2Table.messages(d));
        assertFalse(black.targets(other).isEmpty());
    }

    @Test
    void thePlacementPhaseUsesTheHomeRowsInTableOrder() {
        HexTc2Table t = HexTc2Table.start(1);
        var catalog = t.world().catalog();
        int[] snales = t.game.rules().placeTargets(t.world(), WHITE, catalog.classIndex("snale"));
        assertEquals(18, snales.length);
        for (int s : snales) {
            assertTrue(((org.hexbench.tiling.grid.HexagonBoard) catalog.grid()).boardCoord(s).x() <= 2);
        }
        assertEquals(0, t.game.rules().placeTargets(t.world(), WHITE, catalog.classIndex("coquille")).length,
                "the snales come first");
        int[] black = t.game.rules().placeTargets(t.world(), BLACK, catalog.classIndex("snale"));
        assertTrue(((org.hexbench.tiling.grid.HexagonBoard) catalog.grid()).boardCoord(black[0]).x() >= 6);
        // nobody moves in the placement phase; creatures left in hand are placed when the turn ends
        assertNull(t.game.execute(new BeginTurn()).rejection());
        assertNull(t.game.execute(new EndTurn()).rejection());
        assertTrue(t.world().faction(WHITE).units().stream().allMatch(Entity::isPlaced));
        assertTrue(t.world().faction(WHITE).units().stream()
                .allMatch(u -> ((org.hexbench.tiling.grid.HexagonBoard) catalog.grid()).boardCoord(u.site()).x() <= 2));
        assertEquals(List.of(), t.targets(t.world().faction(WHITE).units().get(0).id()));
    }

    @Test
    void aSideWithoutCreaturesIsDefeatedButNotOneStillPlacing() {
        HexTc2Table t = HexTc2Table.empty(3);
        t.creature("snale", WHITE, 2, 2);
        assertTrue(t.game.rules().checkDefeat(t.game.context(BLACK), BLACK), "no creature left");
        assertFalse(t.game.rules().checkDefeat(t.game.context(WHITE), WHITE), "it can move");
        HexTc2Table start = HexTc2Table.start(1);
        assertFalse(start.game.rules().checkDefeat(start.game.context(WHITE), WHITE), "creatures in hand");
    }
}
