package org.hexbench.ui.rules.internal;

import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.DocumentEvent;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.ITextViewer;
import org.eclipse.jface.text.contentassist.ICompletionProposal;
import org.eclipse.jface.text.contentassist.ICompletionProposalExtension2;
import org.eclipse.jface.text.contentassist.IContextInformation;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.Point;
import org.eclipse.xtext.ide.editor.contentassist.ContentAssistEntry;

/**
 * One completion from the rule language's content assist: replaces the typed prefix with the proposed text, and
 * stays in the list while the user goes on typing a prefix of it.
 */
final class RuleProposal implements ICompletionProposal, ICompletionProposalExtension2 {

    private final ContentAssistEntry entry;
    private final int start;
    private int cursor = -1;

    /**
     * @param entry Xtext's proposal
     * @param offset where content assist was asked for
     */
    RuleProposal(ContentAssistEntry entry, int offset) {
        this.entry = entry;
        this.start = offset - (entry.getPrefix() == null ? 0 : entry.getPrefix().length());
    }

    /** @return the text inserted */
    String proposal() {
        return entry.getProposal();
    }

    @Override
    public void apply(IDocument document) {
        apply(document, start + (entry.getPrefix() == null ? 0 : entry.getPrefix().length()));
    }

    private void apply(IDocument document, int offset) {
        try {
            document.replace(start, Math.max(0, offset - start), entry.getProposal());
            Integer escape = entry.getEscapePosition();
            cursor = escape != null ? escape : start + entry.getProposal().length();
        } catch (BadLocationException e) {
            cursor = -1;
        }
    }

    @Override
    public void apply(ITextViewer viewer, char trigger, int stateMask, int offset) {
        apply(viewer.getDocument(), offset);
    }

    @Override
    public Point getSelection(IDocument document) {
        return cursor < 0 ? null : new Point(cursor, 0);
    }

    @Override
    public String getAdditionalProposalInfo() {
        return entry.getDocumentation() == null ? null : Markdown.plain(entry.getDocumentation());
    }

    @Override
    public String getDisplayString() {
        String label = entry.getLabel() != null ? entry.getLabel() : entry.getProposal();
        return entry.getDescription() == null || entry.getDescription().isBlank() ? label : label + " - " + entry.getDescription();
    }

    @Override
    public Image getImage() {
        return null;
    }

    @Override
    public IContextInformation getContextInformation() {
        return null;
    }

    @Override
    public void selected(ITextViewer viewer, boolean smartToggle) {
    }

    @Override
    public void unselected(ITextViewer viewer) {
    }

    @Override
    public boolean validate(IDocument document, int offset, DocumentEvent event) {
        if (offset < start) {
            return false;
        }
        try {
            String typed = document.get(start, offset - start);
            return entry.getProposal().regionMatches(true, 0, typed, 0, typed.length());
        } catch (BadLocationException e) {
            return false;
        }
    }
}
