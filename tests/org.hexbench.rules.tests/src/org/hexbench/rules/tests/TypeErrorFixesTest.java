package org.hexbench.rules.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.eclipse.xtext.diagnostics.Severity;
import org.eclipse.xtext.ide.editor.quickfix.IQuickFixProvider;
import org.eclipse.xtext.validation.Issue;
import org.hexbench.rules.ide.quickfix.IssueFixes;
import org.hexbench.rules.validation.IssueCodes;
import org.junit.jupiter.api.Test;

/**
 * The quick fixes for type errors and slips where the repair is obvious, each applied as the editor's Ctrl+1 applies
 * it ({@link IssueFixes}): the problem is gone and the fixed file has no errors.
 */
class TypeErrorFixesTest {

    private static final String SYNTAX = org.eclipse.xtext.diagnostics.Diagnostic.SYNTAX_DIAGNOSTIC;

    /**
     * @param rules HexTC2 rules with one problem of the code
     * @param code its issue code
     * @param label the fix to apply
     * @return the rules after the fix, which have no errors
     */
    private static String fixed(String rules, String code, String label) {
        OpenDocument doc = new OpenDocument(rules);
        List<Issue> issues = RuleFiles.issues(doc.resource);
        Issue issue = issues.stream().filter(i -> code.equals(i.getCode())).findFirst()
                .orElseThrow(() -> new AssertionError("no " + code + " in " + issues));
        List<IssueFixes.Fix> fixes = IssueFixes.of(RuleFiles.INJECTOR.getInstance(IQuickFixProvider.class), doc.resource, doc.text,
                code, issue.getMessage(), issue.getOffset(), issue.getLength());
        IssueFixes.Fix fix = fixes.stream().filter(f -> f.label().equals(label)).findFirst()
                .orElseThrow(() -> new AssertionError("no fix '" + label + "' for " + issue + ": " + fixes.stream().map(IssueFixes.Fix::label).toList()));
        String result = fix.applyTo(doc.text);
        List<Issue> left = RuleFiles.issues(RuleFiles.parse(RuleFiles.hextc2(), result)).stream()
                .filter(i -> i.getSeverity() == Severity.ERROR).toList();
        assertTrue(left.isEmpty(), "errors after the fix: " + left + " in " + result);
        return result.substring(RuleFiles.HEADER.length());
    }

    private static List<String> labels(String rules) {
        OpenDocument doc = new OpenDocument(rules);
        return RuleFiles.issues(doc.resource).stream().flatMap(i -> IssueFixes.of(RuleFiles.INJECTOR.getInstance(IQuickFixProvider.class),
                doc.resource, doc.text, i.getCode(), i.getMessage(), i.getOffset(), i.getLength()).stream()).map(IssueFixes.Fix::label).toList();
    }

    @Test
    void aNumberWhereAConditionIsExpectedIsComparedWithZero() {
        assertEquals("on move { if hp of unit > 0 { } }\n",
                fixed("on move { if hp of unit { } }\n", IssueCodes.WRONG_TYPE, "Compare the number with 0 (> 0)"));
        assertEquals("on victory = count of units of faction > 0\n",
                fixed("on victory = count of units of faction\n", IssueCodes.WRONG_TYPE, "Compare the number with 0 (> 0)"));
        assertEquals("on victory = (let n = turn in n) > 0\n",
                fixed("on victory = let n = turn in n\n", IssueCodes.WRONG_TYPE, "Compare the number with 0 (> 0)"));
    }

    @Test
    void aConditionWhereANumberIsExpectedCountsAsOneOrZero() {
        assertEquals("on damage = (if chance 50% then 1 else 0)\n",
                fixed("on damage = chance 50%\n", IssueCodes.WRONG_TYPE, "Count true as 1 and false as 0"));
    }

    @Test
    void aNumberComparedWithTrueOrFalseIsComparedWithZero() {
        assertEquals("on victory = turn > 0\n", fixed("on victory = turn = true\n", IssueCodes.WRONG_TYPE, "Compare the number with 0"));
        assertEquals("on victory = turn = 0\n", fixed("on victory = turn != true\n", IssueCodes.WRONG_TYPE, "Compare the number with 0"));
        assertEquals("on victory = 0 < turn\n", fixed("on victory = false != turn\n", IssueCodes.WRONG_TYPE, "Compare the number with 0"));
        assertEquals(List.of(), labels("on victory = faction = true\n"), "a faction compared with a truth value has no obvious repair");
    }

    @Test
    void aMisspelledHookNameBecomesTheClosestHook() {
        assertEquals("on damage = 1\n", fixed("on damge = 1\n", SYNTAX, "Change to the closest hook name"));
        assertEquals("on turn begin { }\n", fixed("on turn begn { }\n", SYNTAX, "Change to the closest hook name"));
        assertEquals("on step cost of snale = 2\n", fixed("on stepcost of snale = 2\n", SYNTAX, "Change to the closest hook name"));
    }

    @Test
    void aMisspelledAttributeBecomesTheClosestName() {
        assertEquals("on damage = dp of attacker\n", fixed("on damage = dq of attacker\n", IssueCodes.UNKNOWN_NAME, "Change to the closest known name"));
    }

    @Test
    void aChanceWithoutItsPercentSignGetsIt() {
        assertEquals("on victory = chance 50%\n", fixed("on victory = chance 50\n", SYNTAX, "Add the missing %"));
        assertEquals("event quake chance 2.5% { }\n", fixed("event quake chance 2.5 { }\n", SYNTAX, "Add the missing %"));
    }
}
