package org.hexbench.rules.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.eclipse.xtext.diagnostics.Severity;
import org.eclipse.xtext.validation.Issue;
import org.junit.jupiter.api.Test;

/**
 * A generated 5,000-rule file (issue 6's editor workload) validates cleanly and content assist still works at its
 * end. Only correctness is asserted here: how fast it goes is for a JMH benchmark measured side by side, not for a
 * timed unit test (the project's rule), so the figures printed here are for information only.
 */
class LargeRuleFileTest {

    /** @return 5,000 rules: functions and guarded hooks of every shape, about 17,500 lines */
    static String fiveThousandRules() {
        String[] classes = {"snale", "coquille", "ruque", "froque", "crockpoache", "nightboog", "feanisk"};
        StringBuilder text = new StringBuilder("group slugs = snale, coquille, ruque\n");
        for (int i = 0; i < 2500; i++) {
            String c = classes[i % classes.length];
            text.append("define f").append(i).append("(u: unit, s: site): int =\n")
                    .append("    if u is ").append(c).append(" and distance from site of u to s <= ").append(i % 9)
                    .append(" then hp of u + roll 2d6 else count of units at s\n");
            text.append("on move of ").append(c).append(" when turn > ").append(i).append(" {\n")
                    .append("    let here = site of unit\n")
                    .append("    for each e in units at site where owner of e != owner of unit { damage e by f").append(i)
                    .append("(unit, here) }\n")
                    .append("    move unit to site\n}\n");
        }
        return text.toString();
    }

    @Test
    void fiveThousandRulesValidateWithoutErrors() {
        String rules = fiveThousandRules();
        long start = System.nanoTime();
        List<Issue> issues = RuleFiles.issues(RuleFiles.hextc2(rules));
        System.out.printf("parse + link + validate of 5,000 rules (%d lines), first run: %d ms%n",
                rules.split("\n").length, (System.nanoTime() - start) / 1_000_000);
        assertEquals(List.of(), issues.stream().filter(i -> i.getSeverity() == Severity.ERROR).map(Issue::toString).toList());
    }

    @Test
    void completionWorksAtTheEndOfFiveThousandRules() {
        String text = RuleFiles.HEADER + fiveThousandRules() + "on damage = hp of ";
        var resource = RuleFiles.parse(RuleFiles.hextc2(), text);
        List<String> labels = IdeServicesTest.proposals(resource, text, text.length()).stream()
                .map(e -> e.getProposal()).toList();
        assertTrue(labels.contains("attacker"), labels.toString());
    }
}
