package org.hexbench.ui.rules.internal;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.IDocumentExtension4;
import org.eclipse.jface.text.IRegion;
import org.eclipse.jface.text.Position;
import org.eclipse.jface.text.reconciler.DirtyRegion;
import org.eclipse.jface.text.reconciler.IReconcilingStrategy;
import org.eclipse.jface.text.reconciler.IReconcilingStrategyExtension;
import org.eclipse.jface.text.source.Annotation;
import org.eclipse.jface.text.source.IAnnotationModel;
import org.eclipse.jface.text.source.IAnnotationModelExtension;
import org.eclipse.xtext.ide.server.symbol.DocumentSymbolService;
import org.eclipse.xtext.service.OperationCanceledError;
import org.eclipse.xtext.service.OperationCanceledManager;
import org.eclipse.xtext.util.CancelIndicator;
import org.eclipse.xtext.validation.Issue;

/**
 * Checks the editor's text on the reconciler's background thread after each pause in typing (annotations
 * as you type): brings the parsed model up to the text, validates it, and publishes the problems as annotations, the
 * semantic colours and the outline. A check that the user overtakes by typing is cancelled and its results dropped.
 */
final class RuleCheck implements IReconcilingStrategy, IReconcilingStrategyExtension {

    private final OpenRuleFile file;
    private IDocument document;
    private List<Annotation> shown = List.of();

    RuleCheck(OpenRuleFile file) {
        this.file = file;
    }

    @Override
    public void setDocument(IDocument document) {
        this.document = document;
    }

    @Override
    public void setProgressMonitor(IProgressMonitor monitor) {
    }

    @Override
    public void initialReconcile() {
        check();
    }

    @Override
    public void reconcile(DirtyRegion dirtyRegion, IRegion subRegion) {
        check();
    }

    @Override
    public void reconcile(IRegion partition) {
        check();
    }

    private void check() {
        IDocument doc = document;
        if (doc == null) {
            return;
        }
        long stamp = stamp(doc);
        String text = doc.get();
        RuleSource source = file.source();
        CancelIndicator cancel = () -> stamp(doc) != stamp || source.isWanted();
        boolean outline = file.showsOutline();
        CheckResult result;
        try {
            result = read(text, stamp, cancel, outline);
        } catch (RuntimeException | OperationCanceledError e) {
            if (cancel.isCanceled() || RuleLanguage.get(OperationCanceledManager.class).isOperationCanceledException(e)) {
                checkAgainIfOvertaken(doc, stamp);
                return;
            }
            throw e;
        }
        if (cancel.isCanceled()) {
            checkAgainIfOvertaken(doc, stamp);
            return;
        }
        file.checked(result);
    }

    private CheckResult read(String text, long stamp, CancelIndicator cancel, boolean outline) {
        return file.source().read(text, resource -> {
            List<Issue> issues = RuleLanguage.issues(resource, cancel);
            if (!cancel.isCanceled()) {
                annotate(issues, text.length()); // problems first: colours and outline may take a while longer
            }
            SemanticRanges colours = cancel.isCanceled() ? SemanticRanges.NONE : SemanticRanges.of(resource, cancel);
            List<RuleOutlinePage.Entry> symbols = outline && !cancel.isCanceled() ? RuleOutlinePage.entries(
                    RuleLanguage.get(DocumentSymbolService.class).getSymbols(resource, cancel), text) : null;
            return new CheckResult(stamp, text, issues, colours, symbols);
        });
    }

    /** A check given up for someone waiting on the model (not for new typing) must still happen: ask for it again. */
    private void checkAgainIfOvertaken(IDocument doc, long stamp) {
        if (stamp(doc) == stamp) {
            file.recheck();
        }
    }

    static long stamp(IDocument document) {
        return document instanceof IDocumentExtension4 d ? d.getModificationStamp() : IDocumentExtension4.UNKNOWN_MODIFICATION_STAMP;
    }

    private void annotate(List<Issue> issues, int textLength) {
        IAnnotationModel model = file.annotations();
        if (model == null) {
            return;
        }
        Map<Annotation, Position> added = new HashMap<>();
        for (Issue issue : issues) {
            int offset = issue.getOffset() == null ? 0 : Math.min(issue.getOffset(), textLength);
            int length = issue.getLength() == null ? 0 : Math.min(issue.getLength(), textLength - offset);
            added.put(new RuleProblemAnnotation(issue), new Position(offset, length));
        }
        Annotation[] removed = shown.toArray(Annotation[]::new);
        if (model instanceof IAnnotationModelExtension extension) {
            extension.replaceAnnotations(removed, added);
        } else {
            for (Annotation annotation : removed) {
                model.removeAnnotation(annotation);
            }
            added.forEach(model::addAnnotation);
        }
        shown = new ArrayList<>(added.keySet());
    }

    /** @return the problem annotations shown now */
    static List<RuleProblemAnnotation> problems(IAnnotationModel model) {
        List<RuleProblemAnnotation> result = new ArrayList<>();
        if (model != null) {
            for (Iterator<Annotation> it = model.getAnnotationIterator(); it.hasNext();) {
                if (it.next() instanceof RuleProblemAnnotation problem) {
                    result.add(problem);
                }
            }
        }
        return result;
    }
}
