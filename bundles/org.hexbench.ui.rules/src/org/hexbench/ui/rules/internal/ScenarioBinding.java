package org.hexbench.ui.rules.internal;

import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Which scenario a rule file is bound to: the path of its {@code rules for "..."} header, relative to the rule file
 * (as {@code ScenarioOfRules} resolves it). Read with a pattern rather than a parse, so that finding the rule files of
 * a changed scenario costs a glance at each file's first lines.
 */
final class ScenarioBinding {

    private static final Pattern HEADER = Pattern.compile("(?m)^\\s*rules\\s+for\\s+\"([^\"]*)\"");
    private static final int HEADER_WITHIN = 20_000;

    private ScenarioBinding() {
    }

    /**
     * @param ruleFile the rule file's location
     * @param text its text (only the beginning is read)
     * @return the location of its scenario, or {@code null} without a header
     */
    static Path scenarioOf(Path ruleFile, CharSequence text) {
        Matcher matcher = HEADER.matcher(text);
        matcher.region(0, Math.min(text.length(), HEADER_WITHIN));
        if (!matcher.find() || ruleFile.getParent() == null) {
            return null;
        }
        try {
            return ruleFile.getParent().resolve(matcher.group(1)).normalize();
        } catch (java.nio.file.InvalidPathException e) {
            return null;
        }
    }
}
