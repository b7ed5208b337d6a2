package org.hexbench.rules.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.eclipse.xtext.diagnostics.Severity;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.validation.Issue;
import org.hexbench.rules.rules.ElementRef;
import org.hexbench.rules.rules.Hook;
import org.hexbench.rules.rules.VariableAccess;
import org.hexbench.rules.validation.IssueCodes;
import org.hexbench.scenario.Faction;
import org.hexbench.scenario.UnitClass;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Linking into the scenario, the type checker and the validator's issue codes. */
class ValidationTest {

    private static List<String> codes(String rules) {
        List<Issue> issues = RuleFiles.issues(RuleFiles.hextc2(rules));
        return issues.stream().filter(i -> i.getSeverity() != Severity.INFO).map(Issue::getCode).toList();
    }

    @Test
    void scenarioElementsAreLinkedByIdIntoTheScenarioModel() {
        XtextResource resource = RuleFiles.hextc2("on victory = hp of one of units of white > 0 and class of one of units of black = snale\n");
        assertEquals(List.of(), RuleFiles.issues(resource).stream().map(Issue::toString).toList());
        var all = org.eclipse.xtext.EcoreUtil2.getAllContentsOfType(RuleFiles.root(resource), ElementRef.class);
        assertTrue(all.stream().anyMatch(r -> r.getElement() instanceof Faction f && "white".equals(f.getId())));
        assertTrue(all.stream().anyMatch(r -> r.getElement() instanceof UnitClass u && "snale".equals(u.getId())
                && u.eResource().getURI().lastSegment().equals("hextc2.hexscenario")));
        VariableAccess access = org.eclipse.xtext.EcoreUtil2.getAllContentsOfType(RuleFiles.root(resource), VariableAccess.class).get(0);
        assertEquals("Hit points (HP)", access.getVariable().getName());
    }

    @Test
    void aFunctionThatCallsItselfOnEveryPathIsAnError() {
        assertEquals(List.of(IssueCodes.ENDLESS_RECURSION), codes("define loop(n: int): int = loop(n + 1)\n"));
        assertEquals(List.of(IssueCodes.ENDLESS_RECURSION),
                codes("define loop(n: int): bool = loop(n) or n > 3\n"), "the left side of 'or' always runs");
        assertEquals(List.of(), codes("define down(n: int): int = if n <= 0 then 0 else down(n - 1)\n"));
        assertEquals(List.of(), codes("define stop(n: int): bool = n > 3 or stop(n + 1)\n"),
                "the right side of 'or' may be skipped");
    }

    @Test
    void aMissingScenarioIsAnError() {
        List<Issue> issues = RuleFiles.issues(RuleFiles.parse(RuleFiles.hextc2(), "rules for \"nowhere.hexscenario\"\n"));
        assertEquals(List.of(IssueCodes.SCENARIO_NOT_FOUND), issues.stream().map(Issue::getCode).toList());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        // unknown names
        "on victory = count of units of green > 0 | " + org.eclipse.xtext.diagnostics.Diagnostic.LINKING_DIAGNOSTIC,
        "on move of snael { } | " + org.eclipse.xtext.diagnostics.Diagnostic.LINKING_DIAGNOSTIC,
        "on damage = speed of attacker | " + org.eclipse.xtext.diagnostics.Diagnostic.LINKING_DIAGNOSTIC,
        // wrong types
        "on damage = true | " + IssueCodes.WRONG_TYPE,
        "on victory = 1 + faction > 2 | " + IssueCodes.WRONG_TYPE,
        "on step cost = if true then 1 else false | " + IssueCodes.WRONG_TYPE,
        "on damage = count of attacker | " + IssueCodes.WRONG_TYPE,
        "on victory = white = snale | " + IssueCodes.WRONG_TYPE,
        "on turn begin { damage faction by 3 } | " + IssueCodes.WRONG_TYPE,
        "on turn begin { for each u in 3 { } } | " + IssueCodes.WRONG_TYPE,
        "on turn begin { message units of faction } | " + IssueCodes.WRONG_TYPE,
        // arity
        "define f(a: int): int = a\\non damage = f(1, 2) | " + IssueCodes.WRONG_ARITY,
        // hook forms, filters and roles
        "on damage { } | " + IssueCodes.WRONG_HOOK_FORM,
        "on move = 1 | " + IssueCodes.WRONG_HOOK_FORM,
        "on victory of snale = true | " + IssueCodes.FILTER_NOT_ALLOWED,
        "on turn begin { damage attacker by 1 } | " + IssueCodes.ROLE_NOT_AVAILABLE,
        "define f(): unit = unit | " + IssueCodes.ROLE_NOT_AVAILABLE,
        "event quake chance 1% { destroy unit } | " + IssueCodes.ROLE_NOT_AVAILABLE,
        // duplicates
        "on damage = 1\\non damage = 2 | " + IssueCodes.DUPLICATE_HOOK,
        "group a = snale\\ngroup a = ruque | " + IssueCodes.DUPLICATE_NAME,
        // variables
        "on turn begin { set hp to 3 } | " + IssueCodes.MISSING_OWNER,
        "on turn begin { var x = 1\\nset x of faction to 2 } | " + IssueCodes.UNEXPECTED_OWNER,
        "on damage = hp | " + IssueCodes.NOT_A_VALUE,
        // dice and chances
        "on damage = roll 2d0 | " + IssueCodes.INVALID_DICE,
        "on victory = chance 101% | " + IssueCodes.INVALID_CHANCE,
        "event quake chance 150% { } | " + IssueCodes.INVALID_CHANCE,
        "on damage = roll d(2 - 2) | " + IssueCodes.INVALID_DICE,
        // what would fail in play if it were not known before
        "on damage = hp of attacker / (3 - 3) | " + IssueCodes.DIVISION_BY_ZERO,
        "on damage = hp of attacker mod 0 | " + IssueCodes.DIVISION_BY_ZERO,
        "on turn begin { while not false { } } | " + IssueCodes.ENDLESS_LOOP,
        "define f(s: set of text): int = 1 | " + IssueCodes.UNSUPPORTED_SET,
        "define f(s: set of set of unit): int = 1 | " + IssueCodes.UNSUPPORTED_SET,
    })
    void errorsCarryTheirIssueCode(String rules, String code) {
        assertEquals(List.of(code), codes(rules.replace("\\n", "\n") + "\n"));
    }

    @Test
    void letIsNotAssignable() {
        assertEquals(List.of(org.eclipse.xtext.diagnostics.Diagnostic.LINKING_DIAGNOSTIC),
                codes("on turn begin { let x = 1\nset x to 2 }\n"));
    }

    @Test
    void aHookAfterAnUnfilteredOneIsUnreachable() {
        List<Issue> issues = RuleFiles.issues(RuleFiles.hextc2("on step cost = 1\non step cost of snale = 2\n"));
        assertEquals(1, issues.size());
        assertEquals(IssueCodes.UNREACHABLE_HOOK, issues.get(0).getCode());
        assertEquals(Severity.WARNING, issues.get(0).getSeverity());
        assertEquals(3, issues.get(0).getLineNumber());
    }

    @Test
    void aHookCoveredByAnEarlierGroupIsUnreachableButAGuardedOneIsNot() {
        assertEquals(List.of(IssueCodes.UNREACHABLE_HOOK), codes("group slugs = snale, ruque\non move of slugs { }\non move of ruque { }\n"));
        assertEquals(List.of(), codes("group slugs = snale, ruque\non move of slugs when turn > 3 { }\non move of ruque { }\n"));
        assertEquals(List.of(), codes("on move of snale { }\non move of ruque { }\non move { }\n"));
    }

    @Test
    void localsShadowAndLinkToTheirDeclaration() {
        XtextResource resource = RuleFiles.hextc2("on damage = let white = 3 in white + 1\n");
        assertEquals(List.of(), RuleFiles.issues(resource).stream().map(Issue::toString).toList());
        Hook hook = (Hook) RuleFiles.root(resource).getDeclarations().get(0);
        ElementRef ref = org.eclipse.xtext.EcoreUtil2.getAllContentsOfType(hook, ElementRef.class).get(0);
        assertSame(hook.getValue(), ref.getElement());
    }

    @Test
    void wellTypedRulesUsingEveryFormHaveNoIssues() {
        String rules = """
                group slugs = snale, coquille
                define near(a: site, b: site): bool = distance from a to b <= 2
                define strongest(s: set of unit): int = count of s
                on move targets of slugs = all s in sites within mv of unit around site of unit where near(s, site of unit)
                on step cost = if origin = site then 0 else 1
                on can step = not (exists u in units at site where owner of u != owner of unit)
                on can occupy = count of units at site = 0
                on select defender = one of candidates
                on select attacker = one of candidates
                on damage = max(1, roll d(dp of attacker) + roll 2d6 - 1) mod 20
                on place targets = all s in all sites where row of s <= 2 and column of s >= 0
                on attack {
                    var left = hp of defender
                    while left > 0 { set left to left - 1 }
                    if attacker is slugs { damage defender by 1 } else if attacker is not placed { heal attacker by 1 } else { destroy defender }
                    move attacker to site
                    change owner of defender to owner of attacker
                    place class of defender for owner of attacker at site
                    set hp of defender to min(left, maximum hp of defender)
                    message "turn ", turn, ": ", attacker, " at ", site, " is in ", strongest(units at site), " ", chance 50%
                }
                on turn end { for each f in opponents of faction { for each s in path from one of all sites to one of all sites { } } }
                on build of slugs { place class for faction }
                on victory = every f in opponents of faction where count of units of f = 0
                on defeat = not (site of one of units of faction is in neighbours of one of all sites)
                event storm chance 0.5% { for each dir in directions { let l = line from one of all sites toward dir } }
                """;
        assertEquals(List.of(), RuleFiles.issues(RuleFiles.hextc2(rules)).stream().map(Issue::toString).toList());
    }
}
