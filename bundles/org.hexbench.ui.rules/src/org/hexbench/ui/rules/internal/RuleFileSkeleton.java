package org.hexbench.ui.rules.internal;

import java.nio.file.Path;
import java.util.List;
import java.util.Set;

import org.eclipse.xtext.GrammarUtil;
import org.eclipse.xtext.IGrammarAccess;
import org.hexbench.scenario.EntityClass;

/**
 * The text of a new rule file (New Rule File wizard): the header binding it to its scenario, a group of the
 * scenario's unit classes when their ids are names, and comments on how hooks work. It validates without errors.
 */
final class RuleFileSkeleton {

    private RuleFileSkeleton() {
    }

    /**
     * @param ruleFile where the rule file will be
     * @param scenario where its scenario is
     * @param title the scenario's title, or {@code null}
     * @param units the scenario's unit classes
     * @return the text of the new file
     */
    static String text(Path ruleFile, Path scenario, String title, List<EntityClass> units) {
        String relative = ruleFile.getParent().relativize(scenario).toString().replace('\\', '/');
        StringBuilder text = new StringBuilder();
        text.append("// Rules of ").append(title == null || title.isBlank() ? scenario.getFileName() : title).append(".\n");
        text.append("// A hook replaces one of the engine's default rules: the first hook of a kind whose 'of' filter and\n");
        text.append("// 'when' guard accept runs, else the default rule. Ctrl+Space proposes hooks, roles and scenario names.\n");
        text.append("rules for \"").append(relative.replace("\"", "\\\"")).append("\"\n");
        Set<String> keywords = GrammarUtil.getAllKeywords(RuleLanguage.get(IGrammarAccess.class).getGrammar());
        List<String> names = units.stream().map(EntityClass::getId)
                .filter(id -> id != null && id.matches("[a-zA-Z_][a-zA-Z0-9_]*"))
                .map(id -> keywords.contains(id) ? "^" + id : id).toList();
        if (!names.isEmpty() && names.size() == units.size()) {
            text.append("\ngroup unitClasses = ").append(String.join(", ", names)).append("\n");
        }
        text.append("\n// For example:\n// on damage of unitClasses = roll d(6)\n");
        return text.toString();
    }
}
