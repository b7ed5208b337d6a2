package org.hexbench.rules.engine.tests;

import static org.hexbench.rules.engine.tests.Riverford.BLUE;
import static org.hexbench.rules.engine.tests.Riverford.RED;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.hexbench.engine.command.Move;
import org.hexbench.engine.world.Entity;
import org.hexbench.engine.world.MoveImage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every statement of the rule language through the engine: each runs in an effect hook of a rule file bound to a
 * copy of Riverford ({@code on turn begin} unless said otherwise), and its effect is read from the world the engine
 * changed and the program it recorded (Hexkit User's Guide §6.1 Command Execution, §6.3.2 Available Instructions).
 * Effects that cannot be carried out do nothing (they never break the world's invariants).
 */
class StatementsTest {

    @TempDir
    Path folder;

    /** Red: a cavalry on an open field and an infantry beside it; blue: an infantry two sites away. */
    private Riverford board(String rules) {
        Riverford r = Riverford.sequential(folder, rules).withoutUnits();
        int centre = HookKindsTest.field(r);
        r.unit("cavalry", RED, centre);
        r.unit("infantry", RED, r.neighbours(centre).get(0));
        int away = r.sitesOf("plains", false).stream().filter(s -> r.grid().distance(centre, s) == 2).findFirst().orElseThrow();
        r.unit("infantry", BLUE, away);
        return r;
    }

    private static final String CAVALRY = "let cav = one of (all u in units of faction where u is cavalry)\n";

    private static int unitOf(Riverford r, int faction, String classId) {
        return r.world().faction(faction).units().stream().filter(u -> u.entityClass().getId().equals(classId))
                .findFirst().orElseThrow().id();
    }

    @Test
    void letVarAndSetOfALocal() {
        Riverford r = board("""
                on turn begin {
                    let base = 40
                    var g = base
                    set g to g + 2
                    set gold of faction to g
                }
                """).begin();
        assertEquals(42, r.gold(RED));
    }

    @Test
    void setOfAVariableChangesAUnitsOrAFactionsValueWithinItsRange() {
        Riverford r = board("on turn begin {\n" + CAVALRY + """
                    set morale of cav to 2
                    set strength of cav to 0 - 5
                    set gold of faction to 20000
                    set gold of one of opponents of faction to 3
                }
                """).begin();
        int cavalry = unitOf(r, RED, "cavalry");
        assertEquals(2, r.value(cavalry, "morale"));
        assertEquals(0, r.value(cavalry, "strength"), "clamped to the resource's minimum (setting is not damage)");
        assertEquals(10000, r.gold(RED), "clamped to gold's maximum");
        assertEquals(3, r.gold(BLUE));
    }

    @Test
    void ifElseIfElseChoosesOneBlock() {
        Riverford r = board("""
                on turn begin {
                    if turn = 1 and faction = red {
                        message "first"
                    } else if turn = 1 {
                        message "second"
                    } else {
                        message "later"
                    }
                }
                """).begin();
        r.endTurn();
        r.endTurn();
        assertEquals(List.of("first", "second", "later"), r.messages());
    }

    @Test
    void forEachVisitsTheElementsThatPassItsFilter() {
        Riverford r = board("""
                on turn begin {
                    for each u in units of faction where u is cavalry {
                        set morale of u to 1
                    }
                    for each s in neighbours of site of one of (all u in units of faction where u is cavalry) {
                        set gold of faction to gold of faction + 1
                    }
                }
                """).begin();
        assertEquals(1, r.value(unitOf(r, RED, "cavalry"), "morale"));
        assertEquals(5, r.value(unitOf(r, RED, "infantry"), "morale"), "filtered out");
        assertEquals(156, r.gold(RED), "once per neighbour");
    }

    @Test
    void whileRepeatsUntilItsConditionIsFalse() {
        Riverford r = board("""
                on turn begin {
                    var n = 0
                    while n * n < 50 {
                        set n to n + 1
                    }
                    set gold of faction to n
                }
                """).begin();
        assertEquals(8, r.gold(RED));
    }

    @Test
    void damageLowersStrengthAndKillsAtZero() {
        Riverford r = board("on turn begin {\n" + CAVALRY + """
                    damage cav by 3
                    damage cav by 0 - 4
                    damage one of (all u in units of faction where u is infantry) by 100
                }
                on death {
                    message unit, " died"
                }
                """);
        int cavalry = unitOf(r, RED, "cavalry");
        int infantry = unitOf(r, RED, "infantry");
        String name = r.entity(infantry).name();
        r.begin();
        assertEquals(5, r.value(cavalry, "strength"), "8 - 3; a negative amount does nothing");
        assertNull(r.entity(infantry));
        r.saw(name + " died");
    }

    @Test
    void healRaisesStrengthUpToTheMaximum() {
        Riverford r = board("on turn begin {\n" + CAVALRY + """
                    heal cav by 100
                    heal one of (all u in units of faction where u is infantry) by 3
                    heal one of (all u in units of faction where u is infantry) by 0 - 5
                }
                """);
        int cavalry = unitOf(r, RED, "cavalry");
        int infantry = unitOf(r, RED, "infantry");
        r.set(cavalry, "strength", 2);
        r.set(infantry, "strength", 4);
        r.begin();
        assertEquals(8, r.value(cavalry, "strength"), "never above its maximum");
        assertEquals(7, r.value(infantry, "strength"), "4 + 3; a negative amount does nothing");
    }

    @Test
    void destroyRemovesAUnitWithoutDeathOrRefund() {
        Riverford r = board("on turn begin {\n" + CAVALRY + """
                    destroy cav
                }
                on death {
                    message "died"
                }
                """).begin();
        assertTrue(r.world().faction(RED).units().stream().noneMatch(u -> u.entityClass().getId().equals("cavalry")));
        assertFalse(r.messages().contains("died"), "destroy is not death");
        assertEquals(150, r.gold(RED));
    }

    @Test
    void moveTakesAUnitToASiteButNeverAmongAnotherFactionsUnits() {
        Riverford r = board("on turn begin {\n" + CAVALRY + """
                    move cav to site of one of units of one of opponents of faction
                    move cav to one of (all s in all sites where false)
                    let inf = one of (all u in units of faction where u is infantry)
                    move inf to one of (all s in neighbours of site of cav where count of units at s = 0)
                }
                """);
        int cavalry = unitOf(r, RED, "cavalry");
        int infantry = unitOf(r, RED, "infantry");
        int centre = r.entity(cavalry).site();
        r.begin();
        assertEquals(centre, r.entity(cavalry).site(), "not onto the blue infantry, not to no site");
        assertTrue(r.neighbours(centre).contains(r.entity(infantry).site()));
        assertTrue(r.game.history().entries().get(0).program().instructions().stream().anyMatch(MoveImage.class::isInstance),
                "the move is shown");
    }

    @Test
    void placeCreatesAnEntityOnASiteOrForItsOwnerToPlace() {
        Riverford r = board("on turn begin {\n" + CAVALRY + """
                    place archers for faction at site of cav
                    place catapult for faction
                    place infantry for faction at site of one of units of blue
                    place class of one of (all u in units of faction where false) for faction
                }
                """);
        int cavalry = unitOf(r, RED, "cavalry");
        r.begin();
        List<String> red = r.world().faction(RED).units().stream().map(u -> u.entityClass().getId()).toList();
        assertEquals(List.of("cavalry", "infantry", "archers", "catapult"), red, "nothing among blue's units, no class no unit");
        Entity archers = r.world().faction(RED).units().get(2);
        assertEquals(r.entity(cavalry).site(), archers.site());
        assertFalse(r.world().faction(RED).units().get(3).isPlaced(), "without a site its owner places it");
    }

    @Test
    void changeOwnerHandsAUnitToAnotherFactionUnlessItWouldShareASiteWithForeignUnits() {
        Riverford r = board("on turn begin {\n" + CAVALRY + """
                    place archers for faction at site of cav
                    change owner of cav to blue
                    change owner of one of (all u in units of faction where u is infantry) to blue
                }
                """);
        int cavalry = unitOf(r, RED, "cavalry");
        int infantry = unitOf(r, RED, "infantry");
        r.begin();
        assertEquals(RED, r.entity(cavalry).owner(), "it would stand among red's archers as a blue unit: nothing happens");
        assertEquals(BLUE, r.entity(infantry).owner(), "alone on its site, it changes sides");
        assertTrue(r.world().faction(BLUE).units().contains(r.entity(infantry)));
    }

    @Test
    void passEndsTheFactionsMovesForTheTurn() {
        Riverford r = board("on turn begin when turn = 1 {\n    pass faction\n}\n").begin();
        int cavalry = unitOf(r, RED, "cavalry");
        assertEquals(0, r.turns.moveTargets(List.of(r.entity(cavalry))).length);
        assertNotNull(r.order(new Move(List.of(cavalry), r.neighbours(r.entity(cavalry).site()).get(1))).rejection());
        r.endTurn();
        r.endTurn();
        assertTrue(r.turns.moveTargets(List.of(r.entity(cavalry))).length > 0, "its next turn it moves again");
    }

    @Test
    void messageShowsEveryKindOfValue() {
        Riverford r = board("on turn begin {\n" + CAVALRY + """
                    message "text ", 42, " ", turn = 1, " ", cav, " ", site of cav, " ", faction, " ", class of cav, " ", 1 > 2
                }
                """);
        int cavalry = unitOf(r, RED, "cavalry");
        int site = r.entity(cavalry).site();
        r.begin();
        assertEquals(List.of("text 42 yes " + r.entity(cavalry).name() + " (" + r.x(site) + ", " + r.y(site) + ") House Rouge Cavalry no"),
                r.messages());
    }
}
