package org.hexbench.rules.engine.tests;

import static org.hexbench.rules.engine.tests.Riverford.BLUE;
import static org.hexbench.rules.engine.tests.Riverford.RED;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.hexbench.engine.command.Attack;
import org.hexbench.engine.rules.Rules;
import org.hexbench.rules.engine.RuleBinding;
import org.hexbench.rules.engine.RuleFileException;
import org.hexbench.rules.engine.ScriptedRules;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The declarations of a rule file through the engine: the header that binds it to its scenario, groups, hook
 * filters ({@code of}) and guards ({@code when}), the order in which hooks of one kind are tried, and random events
 * (Xconq 7.1 GDL Reference Manual, Random Events; HexTC2's events, HexTC2 rules, COMP202 Winter 2005 Assignment 6).
 */
class DeclarationsTest {

    @TempDir
    Path folder;

    @Test
    void theHeaderBindsTheRulesToTheirScenarioAndScenariosThatShareItsRuleSet() throws Exception {
        Riverford.write(folder, "on damage = 1\n");
        assertInstanceOf(ScriptedRules.class, RuleBinding.rulesFor(Riverford.sequentialScenario(folder)));
        assertInstanceOf(ScriptedRules.class, RuleBinding.rulesFor(Riverford.simultaneousScenario(folder)),
                "Riverford Crossing includes Riverford's sections, so it plays by the same file");
        Path file = folder.resolve("riverford").resolve("riverford.hbrules");
        Files.writeString(file, "rules for \"nowhere.hexscenario\"\non damage = 1\n");
        RuleFileException missing = assertThrows(RuleFileException.class,
                () -> RuleBinding.rulesFor(Riverford.sequentialScenario(folder)));
        assertTrue(missing.getMessage().contains("line 1"), missing.getMessage());
    }

    /** Red infantry and red archers beside a lone blue infantry; red attacks with both. Returns blue's loss. */
    private static int blueLoss(Riverford r, String... attackers) {
        r.withoutUnits();
        int centre = HookKindsTest.field(r);
        List<Integer> ids = new java.util.ArrayList<>();
        for (String a : attackers) {
            ids.add(r.unit(a, RED, centre));
        }
        int blue = r.unit("infantry", BLUE, r.neighbours(centre).get(0));
        r.begin().accepted(new Attack(ids, r.entity(blue).site()));
        return r.entity(blue) == null ? -1 : 10 - r.value(blue, "strength");
    }

    @Test
    void theFirstHookWhoseFilterAcceptsRunsElseTheDefault() throws Exception {
        Riverford.write(folder, """
                group footmen = infantry, archers
                on damage of cavalry = 3
                on damage of footmen = 2
                on damage of archers = 7
                """);
        Rules rules = RuleBinding.rulesFor(Riverford.sequentialScenario(folder));
        assertEquals(3, blueLoss(Riverford.start(Riverford.sequentialScenario(folder), rules, 1), "cavalry"), "its filter");
        assertEquals(2, blueLoss(Riverford.start(Riverford.sequentialScenario(folder), rules, 1), "archers"),
                "the first hook whose filter accepts (the later one for archers never runs)");
        assertEquals(-1, blueLoss(Riverford.start(Riverford.sequentialScenario(folder), rules, 1), "catapult"),
                "no hook accepts a catapult: Hexkit's duel, which destroys the defender");
    }

    @Test
    void aGuardLetsItsHookRunOnlyWhenItHolds() {
        Riverford r = Riverford.sequential(folder, """
                on turn begin when turn > 1 {
                    message "late"
                }
                on turn begin {
                    message "early"
                }
                """).begin();
        r.endTurn();
        r.endTurn();
        assertEquals(List.of("early", "early", "late"), r.messages());
    }

    @Test
    void aGroupIsASetOfClassesForFiltersTestsAndLoops() {
        Riverford r = Riverford.sequential(folder, """
                group mounted = cavalry
                group footmen = infantry, archers
                on turn begin when faction = red {
                    for each c in footmen {
                        place c for faction
                    }
                    message count u in units of faction where u is footmen
                }
                on can move of mounted = false
                """);
        long footmen = r.world().faction(RED).units().stream()
                .filter(u -> List.of("infantry", "archers").contains(u.entityClass().getId())).count();
        r.begin();
        assertEquals(List.of(Long.toString(footmen + 2)), r.messages(), "one more infantry and archers from the loop");
        assertTrue(r.world().faction(RED).units().stream().anyMatch(u -> u.entityClass().getId().equals("cavalry")));
        r.world().faction(RED).units().stream().filter(u -> u.entityClass().getId().equals("cavalry") && u.isPlaced())
                .forEach(u -> assertEquals(0, r.turns.moveTargets(List.of(u)).length, "the group as a filter"));
    }

    @Test
    void randomEventsAreCheckedOnceAtEachFactionsTurnBeginWithTheirChance() {
        Riverford r = Riverford.sequential(folder, """
                event always chance 100% {
                    message "always for ", faction
                }
                event never chance 0% {
                    message "never"
                }
                event sometimes chance 50% {
                    message "sometimes"
                }
                """).begin();
        for (int i = 0; i < 39; i++) {
            r.endTurn();
        }
        List<String> messages = r.messages();
        assertEquals(20, messages.stream().filter(m -> m.equals("always for House Rouge")).count());
        assertEquals(20, messages.stream().filter(m -> m.equals("always for Blue League")).count());
        assertTrue(messages.stream().noneMatch(m -> m.equals("never")));
        long sometimes = messages.stream().filter(m -> m.equals("sometimes")).count();
        assertTrue(sometimes > 8 && sometimes < 32, "about half of 40 turns: " + sometimes);

        Riverford crossing = Riverford.simultaneous(folder, "event always chance 100% {\n    message \"always for \", faction\n}\n");
        crossing.endAllTurns();
        assertEquals(List.of("always for House Rouge", "always for Blue League"),
                crossing.messages().stream().filter(m -> m.startsWith("always")).toList(), "a resolution begins both turns");
    }
}
