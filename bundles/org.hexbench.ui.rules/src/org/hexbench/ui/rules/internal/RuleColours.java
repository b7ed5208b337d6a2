package org.hexbench.ui.rules.internal;

import java.util.Map;

import org.eclipse.jface.text.TextAttribute;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.hexbench.rules.ide.highlighting.RulesHighlighting;

/**
 * The colours of rule text: keywords, comments, texts and numbers by the lexer; scenario classes, factions,
 * variables, groups, functions, locals, roles and hooks by what a name refers to ({@link RulesHighlighting}'s
 * styles). Colours made without a device need no disposal.
 */
final class RuleColours {

    static final TextAttribute KEYWORD = new TextAttribute(new Color(127, 0, 85), null, SWT.BOLD);
    static final TextAttribute COMMENT = new TextAttribute(new Color(63, 127, 95));
    static final TextAttribute TEXT = new TextAttribute(new Color(42, 0, 255));
    static final TextAttribute NUMBER = new TextAttribute(new Color(125, 80, 0));
    static final TextAttribute PLAIN = new TextAttribute(null);

    private static final Map<String, TextAttribute> SEMANTIC = Map.of(
            RulesHighlighting.SCENARIO_CLASS, new TextAttribute(new Color(0, 110, 110), null, SWT.BOLD),
            RulesHighlighting.FACTION, new TextAttribute(new Color(150, 40, 150), null, SWT.BOLD),
            RulesHighlighting.VARIABLE, new TextAttribute(new Color(0, 0, 192), null, SWT.ITALIC),
            RulesHighlighting.GROUP, new TextAttribute(new Color(0, 120, 40), null, SWT.BOLD),
            RulesHighlighting.FUNCTION, new TextAttribute(new Color(150, 90, 0)),
            RulesHighlighting.LOCAL, new TextAttribute(new Color(70, 70, 110)),
            RulesHighlighting.ROLE, new TextAttribute(new Color(180, 30, 80), null, SWT.BOLD | SWT.ITALIC),
            RulesHighlighting.HOOK, new TextAttribute(new Color(160, 30, 30), null, SWT.BOLD));

    private RuleColours() {
    }

    /**
     * @param style a style of {@link RulesHighlighting}
     * @return its colour and font style, or {@code null} for an unknown style
     */
    static TextAttribute semantic(String style) {
        return SEMANTIC.get(style);
    }
}
