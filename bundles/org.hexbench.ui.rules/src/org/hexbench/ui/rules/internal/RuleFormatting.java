package org.hexbench.ui.rules.internal;

import java.util.List;

import org.eclipse.xtext.formatting2.FormatterRequest;
import org.eclipse.xtext.formatting2.IFormatter2;
import org.eclipse.xtext.formatting2.regionaccess.ITextRegionAccess;
import org.eclipse.xtext.formatting2.regionaccess.ITextReplacement;
import org.eclipse.xtext.formatting2.regionaccess.TextRegionAccessBuilder;
import org.eclipse.xtext.nodemodel.INode;
import org.eclipse.xtext.resource.XtextResource;

/** Formatting of a whole rule file (Ctrl+Shift+F) by the rule language's formatter. */
final class RuleFormatting {

    private RuleFormatting() {
    }

    /**
     * The outcome of formatting.
     *
     * @param text the formatted text, or {@code null} when the file could not be formatted
     * @param problem why not, or {@code null}
     */
    record Formatted(String text, String problem) {
    }

    /**
     * Call under the {@link RuleSource} lock.
     *
     * @param resource the parsed rule file
     * @return the formatted text, or why the file cannot be formatted (syntax errors are not guessed around)
     */
    static Formatted format(XtextResource resource) {
        var parse = resource.getParseResult();
        if (parse == null || parse.getRootNode() == null) {
            return new Formatted(null, "Nothing to format");
        }
        if (parse.hasSyntaxErrors()) {
            INode first = parse.getSyntaxErrors().iterator().next();
            return new Formatted(null, "Cannot format: syntax error on line " + first.getStartLine() + " ("
                    + first.getSyntaxErrorMessage().getMessage() + ")");
        }
        ITextRegionAccess access = RuleLanguage.get(TextRegionAccessBuilder.class).forNodeModel(resource).create();
        FormatterRequest request = RuleLanguage.get(FormatterRequest.class);
        request.setTextRegionAccess(access);
        try {
            List<ITextReplacement> replacements = RuleLanguage.get(IFormatter2.class).format(request);
            return new Formatted(access.getRewriter().renderToString(replacements), null);
        } catch (NoClassDefFoundError e) {
            // The rule language's formatter is written against Xtend's library; without it in the bundle's wiring
            // (org.hexbench.rules must require org.eclipse.xtext.xbase.lib) it cannot run.
            return new Formatted(null, "Formatting is not available: the rule language bundle misses " + e.getMessage());
        }
    }
}
