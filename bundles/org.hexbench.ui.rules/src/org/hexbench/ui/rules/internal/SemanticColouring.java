package org.hexbench.ui.rules.internal;

import java.util.BitSet;

import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.IRegion;
import org.eclipse.jface.text.ITextPresentationListener;
import org.eclipse.jface.text.IViewportListener;
import org.eclipse.jface.text.TextPresentation;
import org.eclipse.jface.text.TextViewer;
import org.eclipse.swt.custom.StyleRange;

/**
 * Merges the semantic colours of the last check into the viewer's syntax colouring. Colours of an older text are
 * never applied (their offsets would be wrong); after a check only the visible lines are repainted, and further
 * blocks of lines as they scroll into view, so a 5,000-rule file costs the UI thread a screenful, not the file.
 */
final class SemanticColouring implements ITextPresentationListener, IViewportListener {

    private static final int BLOCK_LINES = 100;

    private final TextViewer viewer;
    private SemanticRanges ranges = SemanticRanges.NONE;
    private long stamp = -1;
    private final BitSet painted = new BitSet();

    /** @param viewer the viewer to colour; the colouring listens to its presentation and viewport (UI thread) */
    SemanticColouring(TextViewer viewer) {
        this.viewer = viewer;
        viewer.addTextPresentationListener(this);
        viewer.addViewportListener(this);
    }

    /**
     * Shows new colours if the document is still the text they were computed for (UI thread).
     *
     * @param result a check's result
     */
    void show(CheckResult result) {
        IDocument document = viewer.getDocument();
        if (document == null || RuleCheck.stamp(document) != result.stamp()) {
            return;
        }
        ranges = result.colours();
        stamp = result.stamp();
        painted.clear();
        paintVisibleBlocks();
    }

    @Override
    public void viewportChanged(int verticalOffset) {
        paintVisibleBlocks();
    }

    private void paintVisibleBlocks() {
        IDocument document = viewer.getDocument();
        if (document == null || viewer.getTextWidget() == null || viewer.getTextWidget().isDisposed()
                || RuleCheck.stamp(document) != stamp) {
            return;
        }
        int top = Math.max(0, viewer.getTopIndex()) / BLOCK_LINES;
        int bottom = Math.max(0, viewer.getBottomIndex()) / BLOCK_LINES;
        for (int block = top; block <= bottom; block++) {
            if (painted.get(block)) {
                continue;
            }
            painted.set(block);
            try {
                int firstLine = block * BLOCK_LINES;
                if (firstLine >= document.getNumberOfLines()) {
                    break;
                }
                int lastLine = Math.min(document.getNumberOfLines() - 1, firstLine + BLOCK_LINES - 1);
                IRegion last = document.getLineInformation(lastLine);
                int start = document.getLineOffset(firstLine);
                viewer.invalidateTextPresentation(start, last.getOffset() + last.getLength() - start);
            } catch (BadLocationException e) {
                break;
            }
        }
    }

    @Override
    public void applyTextPresentation(TextPresentation presentation) {
        IDocument document = viewer.getDocument();
        if (document == null || RuleCheck.stamp(document) != stamp) {
            return;
        }
        IRegion extent = presentation.getExtent();
        int start = extent.getOffset();
        int end = start + extent.getLength();
        for (StyleRange range : ranges.within(start, end)) {
            presentation.mergeStyleRange(range);
        }
    }

    /** Stops listening to the viewer. */
    void dispose() {
        viewer.removeTextPresentationListener(this);
        viewer.removeViewportListener(this);
    }
}
