package org.hexbench.rules.ide.contentassist;

import java.util.Collection;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.eclipse.xtext.ide.editor.contentassist.antlr.FollowElement;
import org.hexbench.rules.ide.contentassist.antlr.RulesParser;

/**
 * The content-assist parser, fed only the declaration the cursor is in (target: completion at the end of a
 * 5,000-rule file within 100 ms). Xtext's IDE context factory hands the parser the whole text before the cursor;
 * but every top-level declaration starts a line with {@code on}, {@code define}, {@code group} or {@code event}
 * (keywords used nowhere else at the start of a line), so the grammar elements that may follow the cursor are the
 * same when parsing a header plus the last declaration. Short texts are parsed whole.
 */
public class LastDeclarationParser extends RulesParser {

    private static final Pattern DECLARATION = Pattern.compile("(?m)^(on|define|group|event)\\b");
    private static final int WHOLE_BELOW = 4_000;

    @Override
    public Collection<FollowElement> getFollowElements(String input, boolean strict) {
        if (input.length() < WHOLE_BELOW) {
            return super.getFollowElements(input, strict);
        }
        int start = -1;
        Matcher matcher = DECLARATION.matcher(input);
        int from = Math.max(0, input.length() - WHOLE_BELOW);
        while (matcher.find(from)) {
            start = matcher.start();
            from = matcher.end();
            if (from >= input.length()) {
                break;
            }
        }
        if (start <= 0) {
            return super.getFollowElements(input, strict);
        }
        return super.getFollowElements("rules for \"\"\n" + input.substring(start), strict);
    }
}
