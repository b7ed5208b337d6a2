package org.hexbench.ui.map.editor.internal;

import java.util.BitSet;

import org.eclipse.draw2d.geometry.Point;
import org.eclipse.draw2d.geometry.Rectangle;

/** Selects a site by clicking it (Shift adds to the selection), or every site inside a dragged marquee. */
final class SelectTool extends MapTool {

    private Point start;
    private boolean marquee;

    SelectTool(ToolContext context) {
        super(context, "Select");
    }

    @Override
    protected void pressed(int site) {
        start = mapPoint();
        marquee = false;
    }

    @Override
    protected void dragged(int site) {
        marquee = true;
        preview(context.figure().renderer().sitesIn(rectangle()), 0x60a0ff);
    }

    @Override
    protected void released(int site) {
        clearPreview();
        BitSet selection;
        if (marquee) {
            selection = context.figure().renderer().sitesIn(rectangle());
        } else {
            selection = getCurrentInput().isShiftKeyDown() ? context.figure().renderer().overlays().selection()
                    : new BitSet();
            if (site >= 0) {
                selection.flip(site);
            }
        }
        if (getCurrentInput().isShiftKeyDown() && marquee) {
            selection.or(context.figure().renderer().overlays().selection());
        }
        context.select(selection);
    }

    private Rectangle rectangle() {
        return new Rectangle(start, mapPoint());
    }
}
