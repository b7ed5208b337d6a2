package org.hexbench.rules.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.eclipse.xtext.diagnostics.Severity;
import org.eclipse.xtext.validation.Issue;
import org.hexbench.testdata.LargeRuleFile;
import org.junit.jupiter.api.Test;

/**
 * A generated 5,000-rule file (the rule editor's performance workload) validates cleanly and content assist still works
 * at its
 * end. Only correctness is asserted here: how fast it goes is for a JMH benchmark measured side by side, not for a
 * timed unit test (the project's rule), so the figures printed here are for information only.
 */
class LargeRuleFileTest {

    @Test
    void fiveThousandRulesValidateWithoutErrors() {
        String rules = LargeRuleFile.rules();
        long start = System.nanoTime();
        List<Issue> issues = RuleFiles.issues(RuleFiles.hextc2(rules));
        System.out.printf("parse + link + validate of 5,000 rules (%d lines), first run: %d ms%n",
                rules.split("\n").length, (System.nanoTime() - start) / 1_000_000);
        assertEquals(List.of(), issues.stream().filter(i -> i.getSeverity() == Severity.ERROR).map(Issue::toString).toList());
    }

    @Test
    void completionWorksAtTheEndOfFiveThousandRules() {
        String text = RuleFiles.HEADER + LargeRuleFile.rules() + "on damage = hp of ";
        var resource = RuleFiles.parse(RuleFiles.hextc2(), text);
        List<String> labels = IdeServicesTest.proposals(resource, text, text.length()).stream()
                .map(e -> e.getProposal()).toList();
        assertTrue(labels.contains("attacker"), labels.toString());
    }
}
