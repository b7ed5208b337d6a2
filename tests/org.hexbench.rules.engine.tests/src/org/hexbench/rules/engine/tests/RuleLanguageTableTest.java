package org.hexbench.rules.engine.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.eclipse.xtext.GrammarUtil;
import org.eclipse.xtext.IGrammarAccess;
import org.eclipse.xtext.ide.editor.contentassist.ContentAssistEntry;
import org.eclipse.xtext.ide.editor.quickfix.QuickFix;
import org.hexbench.rules.documentation.RulesDocumentation;
import org.hexbench.rules.hooks.HookKind;
import org.hexbench.rules.hooks.Role;
import org.hexbench.rules.ide.hover.RulesHover;
import org.hexbench.rules.ide.quickfix.RulesQuickfixes;
import org.hexbench.rules.validation.IssueCodes;
import org.hexbench.testdata.Checkout;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;

/**
 * The table "What each item does in play" of {@code bundles/org.hexbench.rules/README.md} is complete and true to its
 * tests: every test it names exists here, and every keyword of the grammar, hook kind, role, hover, quick fix and
 * completion proposal is an item of it (so each is proven through the engine by the test of its row).
 */
class RuleLanguageTableTest {

    @TempDir
    Path folder;

    /** One row: the item, what it does, the tests. */
    record Row(String item, String does, List<String> tests) {
    }

    static List<Row> rows() throws IOException {
        List<String> lines = Files.readAllLines(Checkout.root().resolve("bundles/org.hexbench.rules/README.md"));
        int start = lines.indexOf("## What each item does in play");
        assertTrue(start >= 0, "the README has the table's section");
        List<Row> rows = new ArrayList<>();
        boolean header = true;
        for (String line : lines.subList(start + 1, lines.size())) {
            if (line.startsWith("## ")) {
                break;
            }
            if (!line.startsWith("|")) {
                continue;
            }
            String[] cells = line.substring(1, line.length() - 1).split("\\|");
            if (header || cells[0].startsWith("---")) {
                header = cells[0].startsWith("---") ? false : header;
                continue;
            }
            assertEquals(3, cells.length, line);
            rows.add(new Row(cells[0].trim(), cells[1].trim(), List.of(cells[2].trim().split(",\\s*"))));
        }
        return rows;
    }

    /** @return the words and operators written in code spans of the items */
    static Set<String> itemTokens(List<Row> rows) {
        Set<String> tokens = new TreeSet<>();
        Matcher code = Pattern.compile("`([^`]*)`").matcher("");
        for (Row row : rows) {
            code.reset(row.item());
            while (code.find()) {
                for (String token : code.group(1).split("[\\s(),]+")) {
                    tokens.add(token);
                }
                Matcher word = Pattern.compile("[A-Za-z_]+").matcher(code.group(1));
                while (word.find()) {
                    tokens.add(word.group());
                }
            }
        }
        return tokens;
    }

    @Test
    void everyTestTheTableNamesExists() throws Exception {
        List<Row> rows = rows();
        assertTrue(rows.size() > 60, "rows: " + rows.size());
        for (Row row : rows) {
            for (String test : row.tests()) {
                String[] parts = test.split("#");
                assertEquals(2, parts.length, "Class#method: " + test);
                Class<?> type = Class.forName(getClass().getPackageName() + "." + parts[0]);
                Method method = null;
                for (Method m : type.getDeclaredMethods()) {
                    if (m.getName().equals(parts[1])) {
                        method = m;
                    }
                }
                assertTrue(method != null && (method.isAnnotationPresent(Test.class) || method.isAnnotationPresent(TestFactory.class)
                        || method.isAnnotationPresent(ParameterizedTest.class)), "no test " + test);
            }
        }
    }

    /** Punctuation of the grammar, which is syntax rather than an item. */
    private static final Set<String> PUNCTUATION = Set.of("(", ")", ",", "{", "}", ":", ".", "%", "^");

    @Test
    void everyKeywordHookRoleAndQuickFixOfTheLanguageIsAnItem() throws IOException {
        List<Row> rows = rows();
        Set<String> tokens = itemTokens(rows);
        Set<String> missing = new TreeSet<>();
        for (String keyword : GrammarUtil.getAllKeywords(Ide.INJECTOR.getInstance(IGrammarAccess.class).getGrammar())) {
            if (!PUNCTUATION.contains(keyword) && !tokens.contains(keyword)) {
                missing.add(keyword);
            }
        }
        String items = String.join("\n", rows.stream().map(Row::item).toList());
        for (HookKind kind : HookKind.values()) {
            if (!items.contains("`on " + kind.text() + "`")) {
                missing.add("on " + kind.text());
            }
        }
        for (Role role : Role.values()) {
            if (!items.contains("`" + role.keyword() + "`")) {
                missing.add(role.keyword());
            }
        }
        for (Method fix : RulesQuickfixes.class.getDeclaredMethods()) {
            QuickFix quickFix = fix.getAnnotation(QuickFix.class);
            if (quickFix != null && !items.contains("`" + issueCodeName(quickFix.value()) + "`")) {
                missing.add("quick fix " + quickFix.value());
            }
        }
        assertEquals(Set.of(), missing, "not an item of the table");
    }

    private static String issueCodeName(String code) {
        for (var field : IssueCodes.class.getFields()) {
            try {
                if (code.equals(field.get(null))) {
                    return field.getName();
                }
            } catch (IllegalAccessException e) {
                throw new AssertionError(e);
            }
        }
        return code;
    }

    /** Rule texts with a cursor ({@code |}) at every kind of place completion proposes something. */
    private static final List<String> CURSORS = List.of(
            "|",
            "on |",
            "on move |",
            "on damage = |",
            "on damage = 1 |",
            "on damage = roll |",
            "on can move = unit |",
            "on can move = unit is |",
            "on turn begin {\n    |\n}\n",
            "on turn begin {\n    if true {\n    } |\n}\n",
            "on turn begin {\n    for |\n}\n",
            "on turn begin {\n    change |\n}\n",
            "define f(a: |",
            "define f(a: set |",
            "event e |",
            "group g = infantry |");

    @Test
    void everythingCompletionOffersIsAnItemOfTheTable() throws IOException {
        Riverford.copyExamples(folder);
        List<Row> rows = rows();
        Set<String> tokens = itemTokens(rows);
        String items = String.join("\n", rows.stream().map(Row::item).toList());
        Set<String> names = new TreeSet<>(List.of("footmen", "f", "riverford.hexscenario", "\"riverford.hexscenario\""));
        Set<String> offered = new TreeSet<>();
        Set<String> missing = new TreeSet<>();
        for (String cursor : CURSORS) {
            String text = Riverford.HEADER + "group footmen = infantry, archers\ndefine f(): int = 1\n" + cursor;
            int offset = text.indexOf('|');
            text = text.replace("|", "");
            Ide ide = new Ide(folder.resolve("riverford"), text);
            for (ContentAssistEntry entry : ide.proposals(offset)) {
                String proposal = entry.getProposal();
                offered.add(proposal);
                boolean scenarioName = !ContentAssistEntry.KIND_KEYWORD.equals(entry.getKind()) && proposal.matches("[A-Za-z_]\\w*");
                boolean covered = names.contains(proposal) || scenarioName || PUNCTUATION.contains(proposal)
                        || tokens.contains(proposal) || items.contains("`on " + proposal + "`");
                if (!covered) {
                    missing.add(proposal + " (at '" + cursor.strip() + "')");
                }
            }
        }
        assertTrue(offered.containsAll(List.of("move targets", "roll", "unit", "damage", "else", "+", "mod", "infantry")),
                "completion works at the cursors: " + offered);
        assertEquals(Set.of(), missing, "proposed but not an item of the table");
    }

    @Test
    void everyHoverIsShownWhereItsKeywordIsWrittenAndIsAnItemOfTheTable() throws IOException {
        Riverford.copyExamples(folder);
        String text = Riverford.HEADER + """
                group footmen = infantry, archers
                define near(a: site, b: site): bool = distance from a to b <= 1
                on can move = let x = 1 in (exists u in units at site of unit where u is placed)
                    or (every u in units of owner of unit where true) and count of neighbours of site of unit > 0
                    and row of site of unit >= column of site of unit and count of opponents of owner of unit = 1
                    and class of unit is footmen and maximum strength of unit > 0
                    and count of (all s in sites within 1 around site of unit where true) > 0
                    and count of line from site of unit toward one of directions = 0
                    and count of path from site of unit to site of unit = 0 and turn > 0 and chance 50% and roll 2d6 > 0 and min(1, 2) < max(3, 4)
                on turn begin when true {
                    let y = 2
                    var n = 0
                    while n < 1 {
                        set n to n + 1
                    }
                    for each u in units of faction {
                        heal u by 1
                    }
                    if true {
                        damage one of units of faction by 1
                    } else {
                        destroy one of units of faction
                    }
                    move one of units of faction to one of all sites
                    place infantry for faction
                    change owner of one of units of faction to faction
                    message "x"
                    pass faction
                }
                event e chance 1% {
                }
                """;
        Ide ide = new Ide(folder.resolve("riverford"), text);
        assertFalse(ide.issues().stream().anyMatch(i -> i.getSeverity() == org.eclipse.xtext.diagnostics.Severity.ERROR),
                ide.issues().toString());
        Set<String> tokens = itemTokens(rows());
        Set<String> notShown = new TreeSet<>();
        for (String keyword : RulesHover.documentedKeywords()) {
            boolean shown = false;
            Matcher m = Pattern.compile("\\b" + keyword + "\\b").matcher(text);
            while (!shown && m.find()) {
                shown = ide.hover(m.start()).equals(RulesHover.builtIn(keyword));
            }
            if (!shown) {
                notShown.add(keyword);
            }
            assertTrue(tokens.contains(keyword), "the hover of '" + keyword + "' is not an item of the table");
        }
        assertEquals(Set.of(), notShown, "built-ins whose hover does not show where they are written");
        assertEquals(RulesDocumentation.hook(HookKind.CAN_MOVE), ide.hover(text.indexOf("can move") + 1));
        assertTrue(ide.hover(text.indexOf("of unit where") + 3).contains(Role.UNIT.documentation()));
    }
}
