package org.hexbench.ui.rules.internal;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.Position;
import org.eclipse.jface.text.contentassist.ICompletionProposal;
import org.eclipse.jface.text.contentassist.IContextInformation;
import org.eclipse.jface.text.quickassist.IQuickAssistInvocationContext;
import org.eclipse.jface.text.quickassist.IQuickAssistProcessor;
import org.eclipse.jface.text.source.Annotation;
import org.eclipse.jface.text.source.IAnnotationModel;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.Point;
import org.eclipse.xtext.validation.Issue;

/**
 * Ctrl+1 in the rule editor (quick fixes): the fixes of the problems at the cursor, or on its line, from
 * {@link RuleFixes}.
 */
final class RuleQuickAssist implements IQuickAssistProcessor {

    private final OpenRuleFile file;
    private String error;

    RuleQuickAssist(OpenRuleFile file) {
        this.file = file;
    }

    @Override
    public String getErrorMessage() {
        return error;
    }

    @Override
    public boolean canFix(Annotation annotation) {
        return annotation instanceof RuleProblemAnnotation problem && problem.issue().getCode() != null && !annotation.isMarkedDeleted();
    }

    @Override
    public boolean canAssist(IQuickAssistInvocationContext context) {
        return false;
    }

    @Override
    public ICompletionProposal[] computeQuickAssistProposals(IQuickAssistInvocationContext context) {
        IDocument document = context.getSourceViewer().getDocument();
        IAnnotationModel model = file.annotations();
        int offset = context.getOffset();
        List<RuleProblemAnnotation> here = new ArrayList<>();
        List<RuleProblemAnnotation> onLine = new ArrayList<>();
        for (RuleProblemAnnotation problem : RuleCheck.problems(model)) {
            Position position = model.getPosition(problem);
            if (position == null) {
                continue;
            }
            if (offset >= position.getOffset() && offset <= position.getOffset() + position.getLength()) {
                here.add(problem);
            } else if (sameLine(document, offset, position.getOffset())) {
                onLine.add(problem);
            }
        }
        List<RuleProblemAnnotation> problems = here.isEmpty() ? onLine : here;
        String text = document.get();
        List<ICompletionProposal> proposals = new ArrayList<>();
        for (RuleProblemAnnotation problem : problems) {
            Position position = model.getPosition(problem);
            Issue issue = problem.issue();
            try {
                for (RuleFixes.Fix fix : file.source().readNow(text, resource -> RuleFixes.of(resource, text, issue.getCode(),
                        issue.getMessage(), position.getOffset(), position.getLength()))) {
                    proposals.add(new FixProposal(fix));
                }
            } catch (RuntimeException e) {
                error = "Quick fixes failed: " + e.getMessage();
                return new ICompletionProposal[0];
            }
        }
        error = proposals.isEmpty() ? "No quick fixes here" : null;
        return proposals.toArray(ICompletionProposal[]::new);
    }

    private static boolean sameLine(IDocument document, int a, int b) {
        try {
            return document.getLineOfOffset(a) == document.getLineOfOffset(b);
        } catch (org.eclipse.jface.text.BadLocationException e) {
            return false;
        }
    }

    /** A quick fix in the Ctrl+1 list. */
    private static final class FixProposal implements ICompletionProposal {

        private final RuleFixes.Fix fix;

        FixProposal(RuleFixes.Fix fix) {
            this.fix = fix;
        }

        @Override
        public void apply(IDocument document) {
            fix.applyTo(document);
        }

        @Override
        public Point getSelection(IDocument document) {
            return null;
        }

        @Override
        public String getAdditionalProposalInfo() {
            return null;
        }

        @Override
        public String getDisplayString() {
            return fix.label();
        }

        @Override
        public Image getImage() {
            return null;
        }

        @Override
        public IContextInformation getContextInformation() {
            return null;
        }
    }
}
