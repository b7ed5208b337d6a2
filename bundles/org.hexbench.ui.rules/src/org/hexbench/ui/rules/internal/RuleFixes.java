package org.hexbench.ui.rules.internal;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.IDocument;
import org.eclipse.lsp4j.TextEdit;
import org.eclipse.xtext.ide.editor.quickfix.IQuickFixProvider;
import org.eclipse.xtext.ide.server.Document;
import org.eclipse.xtext.resource.XtextResource;
import org.hexbench.rules.ide.quickfix.IssueFixes;

/**
 * Quick fixes of the rule language ({@code RulesQuickfixes}) for one problem, as text edits of the text they were
 * computed for. Shared by Ctrl+1 in the editor and the marker resolutions of the Problems view.
 */
final class RuleFixes {

    /**
     * A fix ready to apply.
     *
     * @param label what it does
     * @param text the text it was computed for
     * @param edits its edits, in LSP positions of that text
     */
    record Fix(String label, String text, List<TextEdit> edits) {

        /**
         * Applies the edits if the document still holds the text they were computed for.
         *
         * @param document the document
         * @return whether it was changed
         */
        boolean applyTo(IDocument document) {
            if (!document.get().equals(text)) {
                return false;
            }
            Document positions = new Document(1, text);
            List<TextEdit> descending = new ArrayList<>(edits);
            descending.sort(Comparator.comparingInt((TextEdit e) -> positions.getOffSet(e.getRange().getStart())).reversed());
            try {
                for (TextEdit edit : descending) {
                    int start = positions.getOffSet(edit.getRange().getStart());
                    int end = positions.getOffSet(edit.getRange().getEnd());
                    document.replace(start, end - start, edit.getNewText());
                }
                return true;
            } catch (BadLocationException e) {
                return false;
            }
        }
    }

    private RuleFixes() {
    }

    /**
     * Computes the fixes of a problem; call it with the resource under its {@link RuleSource} lock.
     *
     * @param resource the parsed rule file
     * @param text its text
     * @param code the problem's issue code
     * @param message its message
     * @param offset where it is
     * @param length how long it is
     * @return the fixes that change something
     */
    static List<Fix> of(XtextResource resource, String text, String code, String message, int offset, int length) {
        return IssueFixes.of(RuleLanguage.get(IQuickFixProvider.class), resource, text, code, message, offset, length).stream()
                .map(fix -> new Fix(fix.label(), text, fix.edits())).toList();
    }
}
