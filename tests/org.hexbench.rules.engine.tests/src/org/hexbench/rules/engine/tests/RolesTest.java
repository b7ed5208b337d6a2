package org.hexbench.rules.engine.tests;

import static org.hexbench.rules.engine.tests.Riverford.BLUE;
import static org.hexbench.rules.engine.tests.Riverford.RED;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.hexbench.engine.command.Attack;
import org.hexbench.engine.command.Build;
import org.hexbench.engine.command.Move;
import org.hexbench.engine.world.Entity;
import org.hexbench.rules.hooks.Role;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The roles a hook receives ({@link Role}: the parameters of Hexkit's overridable members, Hexkit User's Guide §7.3
 * Extendable Classes) are the values the engine passes: each test binds a rule file that shows or uses the roles and
 * checks them against the command or turn that asked.
 */
class RolesTest {

    @TempDir
    Path folder;

    private static String at(Riverford r, int site) {
        return "(" + r.x(site) + ", " + r.y(site) + ")";
    }

    @Test
    void unitAndSiteAreTheMoverAndItsDestination() {
        Riverford r = Riverford.sequential(folder, """
                on move {
                    message unit, " to ", site, " from ", site of unit
                    move unit to site
                }
                """).withoutUnits();
        int centre = HookKindsTest.field(r);
        int cavalry = r.unit("cavalry", RED, centre);
        r.unit("infantry", BLUE, r.world().siteCount() - 1);
        int target = r.neighbours(centre).get(2);
        r.begin().accepted(new Move(List.of(cavalry), target));
        assertEquals(List.of(r.entity(cavalry).name() + " to " + at(r, target) + " from " + at(r, centre)), r.messages());
    }

    @Test
    void originIsTheSiteAStepLeaves() {
        Riverford r = Riverford.sequential(folder, "on can step = origin = site of unit\n").withoutUnits();
        int centre = HookKindsTest.field(r);
        int cavalry = r.unit("cavalry", RED, centre);
        r.unit("infantry", BLUE, r.world().siteCount() - 1);
        r.begin();
        List<Integer> reach = java.util.Arrays.stream(r.turns.moveTargets(List.of(r.entity(cavalry)))).boxed().sorted().toList();
        assertEquals(r.neighbours(centre).stream().sorted().toList(), reach, "only first steps leave the unit's own site");
    }

    @Test
    void attackerDefenderAndSiteAreTheFightersAndTheAttackedSite() {
        Riverford r = Riverford.sequential(folder, """
                on attack {
                    message attacker, " hits ", defender, " on ", site
                }
                on damage = if attacker is cavalry then 5 else 1
                """).withoutUnits();
        int centre = HookKindsTest.field(r);
        int cavalry = r.unit("cavalry", RED, centre);
        int target = r.neighbours(centre).get(0);
        int blue = r.unit("infantry", BLUE, target);
        r.begin().accepted(new Attack(List.of(cavalry), target));
        assertEquals(r.entity(cavalry).name() + " hits " + r.entity(blue).name() + " on " + at(r, target), r.messages().get(0));
        assertEquals(r.entity(blue).name() + " hits " + r.entity(cavalry).name() + " on " + at(r, centre), r.messages().get(1),
                "the counter-attack swaps the roles");

        Riverford hits = Riverford.sequential(folder, "on damage = if attacker is cavalry then 5 else 1\n").withoutUnits();
        int horse = hits.unit("cavalry", RED, centre);
        int foot = hits.unit("infantry", BLUE, target);
        hits.begin().accepted(new Attack(List.of(horse), target));
        assertEquals(5, 10 - hits.value(foot, "strength"), "attacker in 'on damage' is the unit that hits");
        assertEquals(1, 8 - hits.value(horse, "strength"));
    }

    @Test
    void factionIsTheFactionConcerned() {
        Riverford r = Riverford.sequential(folder, """
                on turn begin {
                    message "begins: ", faction
                }
                on turn end {
                    message "ends: ", faction
                }
                on victory = faction = blue
                """).begin();
        r.endTurn();
        assertEquals(List.of("begins: House Rouge", "ends: House Rouge", "begins: Blue League", "Blue League has won"),
                r.messages());
    }

    @Test
    void classIsTheClassBuiltOrPlaced() {
        Riverford r = Riverford.sequential(folder, """
                on build {
                    message faction, " builds ", class
                    place class for faction
                }
                define redSite(f: faction): site = site of one of (all u in units of f where u is placed)
                on place targets = if class is cavalry then neighbours of redSite(faction) else sites within 0 around redSite(faction)
                """).begin();
        r.accepted(new Build(List.of("archers")));
        assertEquals(List.of("House Rouge builds Archers"), r.messages());
        int infantry = r.world().catalog().classIndex("infantry");
        int cavalry = r.world().catalog().classIndex("cavalry");
        assertEquals(1, r.game.rules().placeTargets(r.world(), RED, infantry).length);
        assertTrue(r.game.rules().placeTargets(r.world(), RED, cavalry).length > 1);
    }

    @Test
    void candidatesAreTheUnitsToChooseFrom() {
        Riverford r = Riverford.sequential(folder, """
                on damage = 1
                on select defender = if count of candidates = 3 then one of (all u in candidates where u is archers) else one of candidates
                """).withoutUnits();
        int centre = HookKindsTest.field(r);
        int red = r.unit("infantry", RED, centre);
        int target = r.neighbours(centre).get(0);
        r.unit("infantry", BLUE, target);
        r.unit("cavalry", BLUE, target);
        int archers = r.unit("archers", BLUE, target);
        r.begin().accepted(new Attack(List.of(red), target));
        assertEquals(5, r.value(archers, "strength"), "the three defenders on the site are the candidates");
        for (Entity e : r.world().site(target).units()) {
            assertEquals(e.id() == archers ? 5 : e.entityClass().getId().equals("cavalry") ? 8 : 10,
                    r.value(e.id(), "strength"), e.toString());
        }
    }
}
