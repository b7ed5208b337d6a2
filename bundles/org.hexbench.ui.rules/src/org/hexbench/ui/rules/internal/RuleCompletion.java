package org.hexbench.ui.rules.internal;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.ITextViewer;
import org.eclipse.jface.text.contentassist.ICompletionProposal;
import org.eclipse.jface.text.contentassist.IContentAssistProcessor;
import org.eclipse.jface.text.contentassist.IContextInformation;
import org.eclipse.jface.text.contentassist.IContextInformationValidator;
import org.eclipse.xtext.ide.editor.contentassist.ContentAssistContext;
import org.eclipse.xtext.ide.editor.contentassist.ContentAssistEntry;
import org.eclipse.xtext.ide.editor.contentassist.IdeContentProposalAcceptor;
import org.eclipse.xtext.ide.editor.contentassist.IdeContentProposalProvider;
import org.eclipse.xtext.ide.editor.contentassist.antlr.ContentAssistContextFactory;
import org.eclipse.xtext.util.TextRegion;

/**
 * Content assist (Ctrl+Space and auto-activation after {@code .}): asks the rule language's
 * {@code RulesProposals} through Xtext's IDE API. The editor's content assistant is asynchronous, so this runs on a
 * background thread and a slow parse never freezes typing.
 */
final class RuleCompletion implements IContentAssistProcessor {

    private final OpenRuleFile file;
    private String error;

    RuleCompletion(OpenRuleFile file) {
        this.file = file;
    }

    @Override
    public ICompletionProposal[] computeCompletionProposals(ITextViewer viewer, int offset) {
        IDocument document = viewer.getDocument();
        String text = document.get();
        if (offset > text.length()) {
            return new ICompletionProposal[0];
        }
        try {
            List<ContentAssistEntry> entries = file.source().readNow(text, resource -> {
                ContentAssistContextFactory factory = RuleLanguage.get(ContentAssistContextFactory.class);
                factory.setPool(RuleLanguage.contentAssistPool());
                ContentAssistContext[] contexts = factory.create(text, new TextRegion(offset, 0), offset, resource);
                IdeContentProposalAcceptor acceptor = RuleLanguage.get(IdeContentProposalAcceptor.class);
                RuleLanguage.get(IdeContentProposalProvider.class).createProposals(List.of(contexts), acceptor);
                List<ContentAssistEntry> result = new ArrayList<>();
                acceptor.getEntries().forEach(result::add);
                return result;
            });
            String word = wordBefore(text, offset);
            ICompletionProposal[] proposals = entries.stream()
                    .filter(e -> word.isEmpty() || word.equals(e.getPrefix()))
                    .map(e -> new RuleProposal(e, offset)).toArray(ICompletionProposal[]::new);
            error = proposals.length == 0 ? "No proposals here" : null;
            return proposals;
        } catch (RuntimeException e) {
            error = "Content assist failed: " + e.getMessage();
            return new ICompletionProposal[0];
        }
    }

    /**
     * Xtext also proposes what may follow the word before the cursor as a whole token (e.g. {@code ,} after
     * {@code sn}); while a word is being typed only the completions of that word are shown, as in other editors.
     */
    private static String wordBefore(String text, int offset) {
        int start = offset;
        while (start > 0 && Character.isJavaIdentifierPart(text.charAt(start - 1))) {
            start--;
        }
        return text.substring(start, offset);
    }

    @Override
    public IContextInformation[] computeContextInformation(ITextViewer viewer, int offset) {
        return null;
    }

    @Override
    public char[] getCompletionProposalAutoActivationCharacters() {
        return new char[] { '.' };
    }

    @Override
    public char[] getContextInformationAutoActivationCharacters() {
        return null;
    }

    @Override
    public String getErrorMessage() {
        return error;
    }

    @Override
    public IContextInformationValidator getContextInformationValidator() {
        return null;
    }
}
