package org.hexbench.rules.ide.hover;

import java.util.ArrayList;
import java.util.List;

import org.hexbench.rules.documentation.RulesDocumentation;
import org.hexbench.rules.hooks.HookKind;
import org.hexbench.rules.hooks.Role;

/**
 * The Rule Language Reference (Help &gt; Rule Language Reference): every hook, role, keyword, query, function and type
 * of the rule language with exactly the text its hover shows, generated from the hovers' own documentation
 * ({@link RulesDocumentation#hook}, {@link RulesHover#role}, {@link RulesHover#builtIn}, {@link RulesHover#type}), so
 * the reference and the hovers cannot drift apart. Scenario names (classes, factions, variables) are documented by
 * their scenario and shown by their hovers; they are not part of the language.
 */
public final class LanguageReference {

    /**
     * One documented item.
     *
     * @param section the section of the reference it is in
     * @param term what the author writes, e.g. {@code on damage}, {@code attacker}, {@code roll}, {@code int}
     * @param documentation its hover text (Markdown with {@code **bold**} and {@code `code`})
     */
    public record Entry(String section, String term, String documentation) {
    }

    /** The title of the reference. */
    public static final String TITLE = "Rule Language Reference";

    private LanguageReference() {
    }

    /** @return every documented item, by section: hooks, roles, keywords and queries, types */
    public static List<Entry> entries() {
        List<Entry> entries = new ArrayList<>();
        for (HookKind kind : HookKind.values()) {
            entries.add(new Entry("Hooks", "on " + kind.text(), RulesDocumentation.hook(kind)));
        }
        for (Role role : Role.values()) {
            entries.add(new Entry("Roles", role.keyword(), RulesHover.role(role)));
        }
        for (String keyword : RulesHover.documentedKeywords().stream().sorted().toList()) {
            entries.add(new Entry("Keywords, queries, effects and functions", keyword, RulesHover.builtIn(keyword)));
        }
        for (String type : RulesHover.documentedTypes().stream().sorted().toList()) {
            entries.add(new Entry("Types", type, RulesHover.type(type)));
        }
        return entries;
    }

    /**
     * @return the reference as Markdown: a title, a heading per section, and per item its term and documentation
     */
    public static String markdown() {
        StringBuilder text = new StringBuilder("# ").append(TITLE).append("\n\nA rule file names its scenario"
                + " (`rules for \"file.hexscenario\"`) and then declares groups, functions, hooks and random events."
                + " The scenario's classes, factions and variables are written by their ids; their hovers show what the"
                + " scenario says about them.\n");
        String section = null;
        for (Entry entry : entries()) {
            if (!entry.section().equals(section)) {
                section = entry.section();
                text.append("\n## ").append(section).append("\n");
            }
            text.append("\n### ").append(entry.term()).append("\n\n").append(entry.documentation()).append("\n");
        }
        return text.toString();
    }
}
