package org.hexbench.rules.formatting2;

import java.util.HashSet;
import java.util.Map;
import java.util.Set;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.formatting2.AbstractJavaFormatter;
import org.eclipse.xtext.formatting2.FormatterPreferenceKeys;
import org.eclipse.xtext.formatting2.FormatterRequest;
import org.eclipse.xtext.formatting2.ITextReplacer;
import org.eclipse.xtext.formatting2.internal.SinglelineDocCommentReplacer;
import org.eclipse.xtext.formatting2.regionaccess.IComment;
import org.eclipse.xtext.preferences.MapBasedPreferenceValues;
import org.eclipse.xtext.formatting2.IFormattableDocument;
import org.eclipse.xtext.formatting2.regionaccess.IEObjectRegion;
import org.eclipse.xtext.formatting2.regionaccess.IHiddenRegion;
import org.eclipse.xtext.formatting2.regionaccess.ISemanticRegion;
import org.hexbench.rules.rules.Block;
import org.hexbench.rules.rules.Declaration;
import org.hexbench.rules.rules.RuleFile;
import org.hexbench.rules.rules.Statement;

/**
 * Formats rule files: the header and each declaration start a line with a blank line between
 * declarations, statements stand one per line with blocks indented, tokens are separated by one space except
 * before {@code , : ) % .}, after {@code ( .}, and between a function name (or {@code d}) and its parenthesis.
 * Comments are kept. Every hidden region is formatted exactly once, so rules never conflict.
 */
public class RulesFormatter extends AbstractJavaFormatter {

    /** Indents by four spaces, as the shipped examples do. */
    @Override
    protected void initialize(FormatterRequest request) {
        request.setPreferences(new MapBasedPreferenceValues(request.getPreferences(),
                Map.of(FormatterPreferenceKeys.indentation.getId(), "    ")));
        super.initialize(request);
    }

    /**
     * Line comments are indented like the code around them, also when they start a line (Xtext would keep such a
     * comment in column 0 as commented-out code; rule authors write notes, not code).
     */
    @Override
    public ITextReplacer createCommentReplacer(IComment comment) {
        if (comment.getText().startsWith("//")) {
            return new SinglelineDocCommentReplacer(comment, "//");
        }
        return super.createCommentReplacer(comment);
    }

    /**
     * @param file the rule file
     * @param doc the document to format
     */
    protected void format(RuleFile file, IFormattableDocument doc) {
        Set<ISemanticRegion> declarations = new HashSet<>();
        Set<ISemanticRegion> statements = new HashSet<>();
        Set<ISemanticRegion> closers = new HashSet<>();
        for (Declaration declaration : file.getDeclarations()) {
            add(declarations, first(declaration));
        }
        for (var it = file.eAllContents(); it.hasNext();) {
            if (it.next() instanceof Block block) {
                ISemanticRegion open = textRegionExtensions.regionFor(block).keyword("{");
                ISemanticRegion close = textRegionExtensions.regionFor(block).keyword("}");
                if (open != null && close != null && !block.getStatements().isEmpty()) {
                    doc.interior(open, close, f -> f.indent());
                    closers.add(close);
                    for (Statement statement : block.getStatements()) {
                        add(statements, first(statement));
                    }
                }
            }
        }
        ISemanticRegion previous = null;
        for (ISemanticRegion region = first(file); region != null; region = region.getNextSemanticRegion()) {
            IHiddenRegion before = region.getPreviousHiddenRegion();
            if (previous == null) {
                doc.set(before, f -> f.noSpace());
            } else if (declarations.contains(region)) {
                doc.set(before, f -> f.setNewLines(2, 2, 3));
            } else if (statements.contains(region) || closers.contains(region)) {
                doc.set(before, f -> f.setNewLines(1, 1, 2));
            } else if (tight(previous, region)) {
                doc.set(before, f -> f.noSpace());
            } else {
                doc.set(before, f -> f.oneSpace());
            }
            previous = region;
        }
        if (previous != null) {
            doc.set(previous.getNextHiddenRegion(), f -> f.setNewLines(1));
        }
    }

    private ISemanticRegion first(EObject element) {
        IEObjectRegion region = textRegionExtensions.regionForEObject(element);
        return region == null ? null : region.getPreviousHiddenRegion().getNextSemanticRegion();
    }

    private static void add(Set<ISemanticRegion> set, ISemanticRegion region) {
        if (region != null) {
            set.add(region);
        }
    }

    /** @return whether no space belongs between the two tokens */
    private static boolean tight(ISemanticRegion previous, ISemanticRegion region) {
        String before = previous.getText();
        String text = region.getText();
        if (text.equals(",") || text.equals(":") || text.equals(")") || text.equals("%") || text.equals(".") || before.equals("(") || before.equals(".")) {
            return true;
        }
        return text.equals("(") && (before.equals("d") || isName(before));
    }

    private static boolean isName(String text) {
        if (text.isEmpty() || !Character.isJavaIdentifierStart(text.charAt(0)) && text.charAt(0) != '^') {
            return false;
        }
        return switch (text) {
            case "of", "in", "and", "or", "not", "then", "else", "where", "if", "let", "to", "by", "at", "for", "around", "toward",
                    "within", "from", "is", "when", "while", "message", "damage", "heal", "destroy", "move", "place", "pass", "one" -> false;
            default -> true;
        };
    }
}
