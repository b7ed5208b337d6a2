package org.hexbench.rules.ide.quickfix;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

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
import org.hexbench.rules.ide.OneDocumentAccess;

/**
 * The quick fixes ({@link RulesQuickfixes}) of one problem of a rule file as text edits, without a language server:
 * what the rule editor's Ctrl+1 and the Problems view offer, and what tests apply.
 */
public final class IssueFixes {

    private IssueFixes() {
    }

    /**
     * A fix: its label and its edits, in LSP positions of the text it was computed for.
     *
     * @param label what it does
     * @param edits its edits
     */
    public record Fix(String label, List<TextEdit> edits) {

        /**
         * @param text the text the fix was computed for
         * @return the text with the fix applied (edits last first, so positions stay valid)
         */
        public String applyTo(String text) {
            Document positions = new Document(1, text);
            List<TextEdit> descending = new ArrayList<>(edits);
            descending.sort(Comparator.comparingInt((TextEdit e) -> positions.getOffSet(e.getRange().getStart())).reversed());
            StringBuilder result = new StringBuilder(text);
            for (TextEdit edit : descending) {
                result.replace(positions.getOffSet(edit.getRange().getStart()), positions.getOffSet(edit.getRange().getEnd()),
                        edit.getNewText());
            }
            return result.toString();
        }
    }

    /**
     * Computes the fixes of a problem; the resource must not change meanwhile.
     *
     * @param provider the rule language's quick fix provider
     * @param resource the parsed rule file
     * @param text its text
     * @param code the problem's issue code
     * @param message its message
     * @param offset where it is
     * @param length how long it is
     * @return the fixes that change something
     */
    public static List<Fix> of(IQuickFixProvider provider, XtextResource resource, String text, String code, String message,
            int offset, int length) {
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
        for (DiagnosticResolution resolution : provider.getResolutions(options, diagnostic)) {
            WorkspaceEdit edit = resolution.apply();
            List<TextEdit> edits = new ArrayList<>();
            if (edit != null && edit.getChanges() != null) {
                edit.getChanges().values().forEach(edits::addAll);
            }
            if (!edits.isEmpty()) {
                fixes.add(new Fix(resolution.getLabel(), edits));
            }
        }
        return fixes;
    }
}
