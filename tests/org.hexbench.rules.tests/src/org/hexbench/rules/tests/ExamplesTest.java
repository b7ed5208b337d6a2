package org.hexbench.rules.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.eclipse.xtext.diagnostics.Severity;
import org.eclipse.xtext.validation.Issue;
import org.hexbench.rules.validation.RuleFileCheck;
import org.hexbench.testdata.Checkout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The shipped rule files validate without errors or warnings. */
class ExamplesTest {

    @ParameterizedTest
    @ValueSource(strings = {"hextc2/hextc2.hbrules", "riverford/riverford.hbrules"})
    void exampleRulesHaveNoIssues(String file) {
        List<Issue> issues = RuleFiles.issues(RuleFiles.load(Checkout.root().resolve("examples").resolve(file)));
        assertEquals(List.of(), issues.stream().filter(i -> i.getSeverity() != Severity.INFO).map(Issue::toString).toList());
    }

    @ParameterizedTest
    @ValueSource(strings = {"hextc2/hextc2.hbrules", "riverford/riverford.hbrules"})
    void theHeadlessCheckForHexbenchValidateAgrees(String file) throws Exception {
        assertEquals(List.of(), RuleFileCheck.check(Checkout.root().resolve("examples").resolve(file)).stream()
                .filter(i -> i.getSeverity() != Severity.INFO).map(Issue::toString).toList());
    }
}
