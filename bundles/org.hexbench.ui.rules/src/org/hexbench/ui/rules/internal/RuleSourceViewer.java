package org.hexbench.ui.rules.internal;

import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.IDocumentListener;
import org.eclipse.jface.text.DocumentEvent;
import org.eclipse.jface.text.source.IOverviewRuler;
import org.eclipse.jface.text.source.IVerticalRuler;
import org.eclipse.jface.text.source.SourceViewer;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Listener;
import org.eclipse.ui.IPartListener2;
import org.eclipse.ui.IWorkbenchPart;
import org.eclipse.ui.IWorkbenchPartReference;
import org.eclipse.ui.IWorkbenchPartSite;

/**
 * The rule editor's source viewer: its hovers (on the text) close as soon as what they describe
 * may have changed or left the author's attention: when the text changes (typing, a quick fix), when it scrolls, when
 * the text loses the keyboard focus to anything but a hover, and when the editor is no longer the active part.
 * JFace's hover manager closes a hover only on its own mouse and key events, so a hover computed in the background
 * could otherwise outlive the text it was computed for.
 */
public final class RuleSourceViewer extends SourceViewer {

    private final IDocumentListener edits = new IDocumentListener() {
        @Override
        public void documentAboutToBeChanged(DocumentEvent event) {
            closeHovers();
        }

        @Override
        public void documentChanged(DocumentEvent event) {
            closeHovers();
        }
    };

    /**
     * @param parent the parent composite
     * @param verticalRuler the vertical ruler
     * @param overviewRuler the overview ruler
     * @param showsAnnotationOverview whether the overview ruler is shown
     * @param styles the SWT styles of the text
     */
    public RuleSourceViewer(Composite parent, IVerticalRuler verticalRuler, IOverviewRuler overviewRuler,
            boolean showsAnnotationOverview, int styles) {
        super(parent, verticalRuler, overviewRuler, showsAnnotationOverview, styles);
        addViewportListener(top -> closeHovers());
        StyledText text = getTextWidget();
        Listener focusLost = event -> text.getDisplay().asyncExec(() -> {
            Control focus = text.isDisposed() ? null : text.getDisplay().getFocusControl();
            boolean toAHover = focus != null && (focus.getShell().getStyle() & SWT.TOOL) != 0 && focus.getShell() != text.getShell();
            if (!text.isDisposed() && !toAHover) {
                closeHovers();
            }
        });
        text.addListener(SWT.FocusOut, focusLost);
    }

    @Override
    protected void inputChanged(Object newInput, Object oldInput) {
        if (oldInput instanceof IDocument old) {
            old.removeDocumentListener(edits);
        }
        if (newInput instanceof IDocument document) {
            document.addDocumentListener(edits);
        }
        super.inputChanged(newInput, oldInput);
    }

    /**
     * Closes the hovers when the editor of the site stops being the active part (another editor or a view is
     * activated) or is hidden.
     *
     * @param site the editor's site
     * @param editor the editor
     */
    public void closeHoversWhenInactive(IWorkbenchPartSite site, IWorkbenchPart editor) {
        IPartListener2 parts = new IPartListener2() {
            @Override
            public void partDeactivated(IWorkbenchPartReference ref) {
                if (ref.getPart(false) == editor) {
                    closeHovers();
                }
            }

            @Override
            public void partHidden(IWorkbenchPartReference ref) {
                if (ref.getPart(false) == editor) {
                    closeHovers();
                }
            }
        };
        site.getPage().addPartListener(parts);
        getTextWidget().addDisposeListener(e -> site.getPage().removePartListener(parts));
    }

    /** Closes the hover of the text, if one is open. */
    public void closeHovers() {
        if (getTextHoveringController() != null) {
            getTextHoveringController().disposeInformationControl();
        }
    }
}
