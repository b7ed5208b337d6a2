package org.hexbench.ui.map.editor.internal;

import java.util.BitSet;

import org.eclipse.draw2d.geometry.Point;
import org.eclipse.gef.EditPartViewer;
import org.eclipse.gef.tools.AbstractTool;
import org.eclipse.swt.SWT;
import org.eclipse.swt.events.MouseEvent;
import org.eclipse.swt.widgets.Control;
import org.hexbench.tiling.Tile;
import org.hexbench.tiling.grid.Grid;
import org.hexbench.ui.map.MapOverlays;

/**
 * The base of the map editor's GEF tools: turns the viewer's mouse events into sites under the pointer and keeps
 * the hover marker and the status line's coordinates up to date. Subclasses react to {@link #pressed(int)},
 * {@link #dragged(int)} and {@link #released(int)} with sites (-1 off the map).
 */
abstract class MapTool extends AbstractTool {

    /** The overlay name of a tool's preview (brush stroke, line). */
    static final String PREVIEW = "toolPreview";

    protected final ToolContext context;
    private final String name;
    private boolean pressedOnMap;

    MapTool(ToolContext context, String name) {
        this.context = context;
        this.name = name;
    }

    @Override
    protected String getCommandName() {
        return name;
    }

    /** @return the tool's name, as in the editor's tool bar */
    String name() {
        return name;
    }

    /**
     * Returns the mouse position in map pixels. It is read from the pointer itself rather than from the event: X
     * servers report presses synthesised through XTest (UI tests, remote desktops) at the window's origin, while the
     * pointer position is right for real and synthetic events alike.
     */
    protected Point mapPoint() {
        Control control = getCurrentViewer().getControl();
        org.eclipse.swt.graphics.Point pointer = control.toControl(control.getDisplay().getCursorLocation());
        Point p = new Point(pointer.x, pointer.y);
        context.figure().translateToRelative(p);
        return context.figure().toMap(p);
    }

    /** @return the site under the mouse, or -1 */
    protected int siteUnderMouse() {
        Point p = mapPoint();
        return context.figure().renderer().siteAt(p.x, p.y);
    }

    @Override
    protected boolean handleMove() {
        int site = siteUnderMouse();
        context.figure().setHover(site);
        context.hovered(site);
        return true;
    }

    /**
     * Treats a move between this tool's press and release as a drag whatever button state the event reports. GEF
     * takes a move without a button for a lost release and ends the gesture; motion events synthesised through XTest
     * (UI tests, remote desktops) report no buttons even while one is held.
     */
    @Override
    public void mouseMove(MouseEvent me, EditPartViewer viewer) {
        if (pressedOnMap) {
            me.stateMask |= SWT.BUTTON1;
            mouseDrag(me, viewer);
            return;
        }
        super.mouseMove(me, viewer);
    }

    @Override
    protected boolean handleViewerExited() {
        context.figure().setHover(-1);
        context.hovered(-1);
        return true;
    }

    @Override
    protected boolean handleButtonDown(int button) {
        if (button != 1) {
            return false;
        }
        pressedOnMap = true;
        pressed(siteUnderMouse());
        return true;
    }

    @Override
    protected boolean handleDrag() {
        if (pressedOnMap) {
            int site = siteUnderMouse();
            context.figure().setHover(site);
            context.hovered(site);
            dragged(site);
        }
        return true;
    }

    @Override
    protected boolean handleButtonUp(int button) {
        if (button != 1 || !pressedOnMap) {
            return false;
        }
        pressedOnMap = false;
        released(siteUnderMouse());
        return true;
    }

    @Override
    public void deactivate() {
        pressedOnMap = false;
        context.figure().renderer().overlays().removeHighlight(PREVIEW);
        super.deactivate();
    }

    /** The left button went down over a site (or -1). */
    protected abstract void pressed(int site);

    /** The mouse moved with the left button down, now over a site (or -1). */
    protected void dragged(int site) {
    }

    /** The left button went up over a site (or -1). */
    protected void released(int site) {
    }

    /** Shows sites as the tool's preview highlight in a colour. */
    protected void preview(BitSet sites, int rgb) {
        context.figure().renderer().overlays().setHighlight(PREVIEW, new MapOverlays.Highlight(rgb, 120, sites));
    }

    /** Hides the preview. */
    protected void clearPreview() {
        context.figure().renderer().overlays().removeHighlight(PREVIEW);
    }

    /** @return the sites within the brush radius of a site */
    protected BitSet brush(int site) {
        BitSet result = new BitSet();
        if (site < 0) {
            return result;
        }
        Grid grid = context.content().grid();
        int radius = context.brushRadius();
        if (radius <= 0) {
            result.set(site);
            return result;
        }
        for (Tile t : grid.range(grid.tile(site), radius)) {
            int index = grid.indexOf(t);
            if (index >= 0) {
                result.set(index);
            }
        }
        return result;
    }
}
