package org.hexbench.ui.rules.internal;

import org.eclipse.jface.text.IAutoEditStrategy;
import org.eclipse.jface.text.ITextHover;
import org.eclipse.jface.text.contentassist.ContentAssistant;
import org.eclipse.jface.text.contentassist.IContentAssistant;
import org.eclipse.jface.text.hyperlink.IHyperlinkDetector;
import org.eclipse.jface.text.presentation.IPresentationReconciler;
import org.eclipse.jface.text.quickassist.IQuickAssistAssistant;
import org.eclipse.jface.text.quickassist.QuickAssistAssistant;
import org.eclipse.jface.text.reconciler.IReconciler;
import org.eclipse.jface.text.source.ISourceViewer;
import org.eclipse.jface.text.DefaultIndentLineAutoEditStrategy;
import org.eclipse.ui.editors.text.EditorsUI;
import org.eclipse.ui.editors.text.TextSourceViewerConfiguration;

/**
 * Wires the rule language's services into the text viewer: syntax colouring, the background check, asynchronous
 * content assist with auto-activation after {@code .}, hovers, Ctrl+1 quick fixes and Ctrl+click declarations.
 */
final class RuleViewerConfiguration extends TextSourceViewerConfiguration {

    private final OpenRuleFile file;
    private RuleReconciler reconciler;

    RuleViewerConfiguration(OpenRuleFile file) {
        super(EditorsUI.getPreferenceStore());
        this.file = file;
    }

    @Override
    public String getConfiguredDocumentPartitioning(ISourceViewer sourceViewer) {
        return RuleSyntax.PARTITIONING;
    }

    @Override
    public String[] getConfiguredContentTypes(ISourceViewer sourceViewer) {
        return RuleSyntax.CONTENT_TYPES;
    }

    @Override
    public IPresentationReconciler getPresentationReconciler(ISourceViewer sourceViewer) {
        return RuleSyntax.presentation();
    }

    @Override
    public IReconciler getReconciler(ISourceViewer sourceViewer) {
        if (reconciler == null) {
            reconciler = new RuleReconciler(new RuleCheck(file));
        }
        return reconciler;
    }

    /** @return the reconciler, once the viewer asked for it */
    RuleReconciler reconciler() {
        return reconciler;
    }

    @Override
    public IContentAssistant getContentAssistant(ISourceViewer sourceViewer) {
        ContentAssistant assistant = new ContentAssistant(true);
        assistant.setDocumentPartitioning(RuleSyntax.PARTITIONING);
        assistant.setContentAssistProcessor(new RuleCompletion(file), org.eclipse.jface.text.IDocument.DEFAULT_CONTENT_TYPE);
        assistant.enableAutoActivation(true);
        assistant.setAutoActivationDelay(200);
        assistant.enableAutoInsert(false);
        assistant.setShowEmptyList(true);
        assistant.setInformationControlCreator(parent -> new org.eclipse.jface.text.DefaultInformationControl(parent, new MarkdownPresenter()));
        assistant.setProposalPopupOrientation(IContentAssistant.PROPOSAL_OVERLAY);
        assistant.setContextInformationPopupOrientation(IContentAssistant.CONTEXT_INFO_ABOVE);
        return assistant;
    }

    @Override
    public IQuickAssistAssistant getQuickAssistAssistant(ISourceViewer sourceViewer) {
        QuickAssistAssistant assistant = new QuickAssistAssistant();
        assistant.setQuickAssistProcessor(new RuleQuickAssist(file));
        assistant.setInformationControlCreator(parent -> new org.eclipse.jface.text.DefaultInformationControl(parent, new MarkdownPresenter()));
        return assistant;
    }

    @Override
    public ITextHover getTextHover(ISourceViewer sourceViewer, String contentType) {
        return new RuleHover(file);
    }

    @Override
    public IHyperlinkDetector[] getHyperlinkDetectors(ISourceViewer sourceViewer) {
        return new IHyperlinkDetector[] { new DeclarationLinks(file) };
    }

    @Override
    public IAutoEditStrategy[] getAutoEditStrategies(ISourceViewer sourceViewer, String contentType) {
        return new IAutoEditStrategy[] { new DefaultIndentLineAutoEditStrategy() };
    }

    @Override
    public int getTabWidth(ISourceViewer sourceViewer) {
        return 4;
    }
}
