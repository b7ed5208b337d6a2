package org.hexbench.ui.rules.internal;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.runtime.ILog;
import org.eclipse.jface.text.DefaultInformationControl;
import org.eclipse.jface.text.IInformationControlCreator;
import org.eclipse.jface.text.IRegion;
import org.eclipse.jface.text.ITextHover;
import org.eclipse.jface.text.ITextHoverExtension;
import org.eclipse.jface.text.ITextHoverExtension2;
import org.eclipse.jface.text.ITextViewer;
import org.eclipse.jface.text.Position;
import org.eclipse.jface.text.Region;
import org.eclipse.jface.text.source.IAnnotationModel;
import org.eclipse.lsp4j.Hover;
import org.eclipse.lsp4j.HoverParams;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.eclipse.ui.editors.text.EditorsUI;
import org.eclipse.xtext.ide.server.Document;
import org.eclipse.xtext.ide.server.hover.IHoverService;
import org.eclipse.xtext.util.CancelIndicator;

/**
 * Hovers: the documentation of scenario elements, rule declarations and built-ins from the rule language's
 * {@code RulesHover}, preceded by the problems at that place. The workbench computes hover text on a background
 * thread, so the Xtext call never blocks the UI.
 */
final class RuleHover implements ITextHover, ITextHoverExtension, ITextHoverExtension2 {

    private final OpenRuleFile file;

    RuleHover(OpenRuleFile file) {
        this.file = file;
    }

    @Override
    public IRegion getHoverRegion(ITextViewer viewer, int offset) {
        String text = viewer.getDocument().get();
        int start = offset;
        int end = offset;
        while (start > 0 && Character.isJavaIdentifierPart(text.charAt(start - 1))) {
            start--;
        }
        while (end < text.length() && Character.isJavaIdentifierPart(text.charAt(end))) {
            end++;
        }
        return new Region(start, end - start);
    }

    @Override
    public Object getHoverInfo2(ITextViewer viewer, IRegion region) {
        String text = viewer.getDocument().get();
        List<String> parts = new ArrayList<>(problemsAt(region));
        String documentation = documentation(text, region.getOffset());
        if (documentation != null && !documentation.isBlank()) {
            parts.add(documentation);
        }
        if (parts.isEmpty() || !text.equals(viewer.getDocument().get())) {
            return null; // nothing here, or the text changed while the hover was computed: it would describe the past
        }
        return String.join("\n\n", parts);
    }

    /**
     * @param text the rule text
     * @param offset an offset in it
     * @return the Markdown documentation of what is there, or {@code null}
     */
    String documentation(String text, int offset) {
        try {
            return hover(text, offset);
        } catch (RuntimeException e) {
            ILog.of(RuleHover.class).warn("No hover at offset " + offset + ": " + e);
            return null;
        }
    }

    private String hover(String text, int offset) {
        return file.source().readNow(text, resource -> {
            Document document = new Document(1, text);
            HoverParams params = new HoverParams(new TextDocumentIdentifier(resource.getURI().toString()), document.getPosition(offset));
            Hover hover = RuleLanguage.get(IHoverService.class).hover(document, resource, params, CancelIndicator.NullImpl);
            return hover == null || hover.getContents() == null || !hover.getContents().isRight() ? null
                    : hover.getContents().getRight().getValue();
        });
    }

    private List<String> problemsAt(IRegion region) {
        List<String> messages = new ArrayList<>();
        IAnnotationModel model = file.annotations();
        for (RuleProblemAnnotation problem : RuleCheck.problems(model)) {
            Position position = model.getPosition(problem);
            if (position != null && position.overlapsWith(region.getOffset(), Math.max(1, region.getLength()))) {
                messages.add("**" + severity(problem) + ":** " + problem.getText());
            }
        }
        return messages;
    }

    private static String severity(RuleProblemAnnotation problem) {
        return switch (problem.getType()) {
            case RuleProblemAnnotation.ERROR -> "Error";
            case RuleProblemAnnotation.WARNING -> "Warning";
            default -> "Info";
        };
    }

    @Override
    @Deprecated
    public String getHoverInfo(ITextViewer viewer, IRegion region) {
        Object info = getHoverInfo2(viewer, region);
        return info == null ? null : info.toString();
    }

    @Override
    public IInformationControlCreator getHoverControlCreator() {
        return parent -> new DefaultInformationControl(parent, EditorsUI.getTooltipAffordanceString(), new MarkdownPresenter());
    }
}
