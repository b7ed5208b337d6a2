package org.hexbench.ui.rules.internal;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.IDocument;
import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.DiagnosticSeverity;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.TextEdit;
import org.eclipse.lsp4j.WorkspaceEdit;
import org.eclipse.lsp4j.jsonrpc.messages.Either;
import org.eclipse.xtext.ide.editor.quickfix.DiagnosticResolution;
import org.eclipse.xtext.ide.editor.quickfix.IQuickFixProvider;
import org.eclipse.xtext.ide.server.Document;
import org.eclipse.xtext.ide.server.codeActions.ICodeActionService2;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.util.CancelIndicator;

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
        if (code == null) {
            return List.of();
        }
        Document document = new Document(1, text);
        Diagnostic diagnostic = new Diagnostic();
        diagnostic.setCode(Either.forLeft(code));
        diagnostic.setMessage(message == null ? "" : message);
        diagnostic.setSeverity(DiagnosticSeverity.Error);
        diagnostic.setRange(new Range(document.getPosition(offset), document.getPosition(Math.min(text.length(), offset + length))));
        ICodeActionService2.Options options = new ICodeActionService2.Options();
        options.setDocument(document);
        options.setResource(resource);
        options.setLanguageServerAccess(new OneDocumentAccess(resource, document));
        options.setURI(resource.getURI().toString());
        options.setCancelIndicator(CancelIndicator.NullImpl);
        List<Fix> fixes = new ArrayList<>();
        for (DiagnosticResolution resolution : RuleLanguage.get(IQuickFixProvider.class).getResolutions(options, diagnostic)) {
            WorkspaceEdit edit = resolution.apply();
            List<TextEdit> edits = new ArrayList<>();
            if (edit != null && edit.getChanges() != null) {
                edit.getChanges().values().forEach(edits::addAll);
            }
            if (!edits.isEmpty()) {
                fixes.add(new Fix(resolution.getLabel(), text, edits));
            }
        }
        return fixes;
    }
}
