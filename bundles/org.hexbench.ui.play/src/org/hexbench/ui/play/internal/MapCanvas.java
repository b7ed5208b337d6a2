package org.hexbench.ui.play.internal;

import org.eclipse.draw2d.Figure;
import org.eclipse.draw2d.FigureCanvas;
import org.eclipse.draw2d.Viewport;
import org.eclipse.draw2d.geometry.Point;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.hexbench.ui.map.MapFigure;
import org.hexbench.ui.map.MapOverlays;
import org.hexbench.ui.map.MapRenderer;

/**
 * A scrolling canvas showing a game world's map with the map editor's renderer, read-only: the part the Game Map and
 * Replay views share. It owns the renderer and figure of the {@link WorldMapContent} shown, keeps the zoom (25 % to
 * 400 %, the map editor's levels) across contents, zooms with Ctrl+wheel, and turns canvas points into sites. Use it
 * on the display thread.
 */
public final class MapCanvas {

    private final FigureCanvas canvas;
    private final MapOverlays overlays;
    private final Runnable zoomed;
    private WorldMapContent content;
    private MapRenderer renderer;
    private MapFigure figure;
    private double zoom = 1;

    /**
     * Creates the canvas (empty until {@link #show}).
     *
     * @param parent the parent composite; the caller sets the canvas's layout data
     * @param overlays what to draw over the map (selection, highlights, path, hover)
     * @param zoomed told after every change of the zoom, e.g. to show it
     */
    public MapCanvas(Composite parent, MapOverlays overlays, Runnable zoomed) {
        this.overlays = overlays;
        this.zoomed = zoomed;
        canvas = new FigureCanvas(parent, SWT.DOUBLE_BUFFERED);
        canvas.setContents(new Figure());
        canvas.addListener(SWT.MouseWheel, e -> {
            if ((e.stateMask & SWT.MOD1) != 0) {
                e.doit = false;
                zoomStep(e.count > 0 ? 1 : -1);
            }
        });
        canvas.addDisposeListener(e -> discard());
    }

    /** @return the SWT control */
    public FigureCanvas control() {
        return canvas;
    }

    /**
     * Shows a world's map, replacing the one shown.
     *
     * @param next the content, already {@link WorldMapContent#update updated} from its world
     */
    public void show(WorldMapContent next) {
        discard();
        content = next;
        renderer = new MapRenderer(next, overlays);
        renderer.setZoom(zoom);
        figure = new MapFigure(renderer);
        canvas.setContents(figure);
    }

    /** Stops showing a map and releases the renderer's fonts and images. */
    public void discard() {
        if (figure != null) {
            figure.detach();
            renderer.dispose();
            if (!canvas.isDisposed()) {
                canvas.setContents(new Figure());
            }
        }
        figure = null;
        renderer = null;
        content = null;
    }

    /** @return the content shown, or {@code null} */
    public WorldMapContent content() {
        return content;
    }

    /** @return the renderer of the map shown, or {@code null} */
    public MapRenderer renderer() {
        return renderer;
    }

    /** @return the figure of the map shown, or {@code null} */
    public MapFigure figure() {
        return figure;
    }

    /**
     * Returns the site under a point of the canvas.
     *
     * @param x canvas x
     * @param y canvas y
     * @return the site index, or -1 when no map is shown or the point is off the map
     */
    public int siteAt(int x, int y) {
        if (figure == null) {
            return -1;
        }
        Point p = new Point(x, y);
        figure.translateToRelative(p);
        if (!figure.getBounds().contains(p)) {
            return -1;
        }
        Point map = figure.toMap(p);
        return renderer.siteAt(map.x, map.y);
    }

    /**
     * Returns the site under the mouse pointer. A button event synthesised on GTK (SWT's {@code Display.post}, as
     * test drivers and accessibility tools use it) carries coordinates relative to another window, so clicks ask for
     * the pointer's position rather than trusting the event's.
     *
     * @return the site index, or -1
     */
    public int siteUnderPointer() {
        org.eclipse.swt.graphics.Point pointer = canvas.toControl(canvas.getDisplay().getCursorLocation());
        return siteAt(pointer.x, pointer.y);
    }

    /**
     * Moves the hover marker.
     *
     * @param site the hovered site, or -1
     */
    public void setHover(int site) {
        if (figure != null) {
            figure.setHover(site);
        }
    }

    /** @return the zoom factor, 1 for 100 % */
    public double zoom() {
        return zoom;
    }

    /**
     * Zooms one of the map editor's levels in or out.
     *
     * @param direction positive to zoom in, negative to zoom out
     */
    public void zoomStep(int direction) {
        double[] levels = MapRenderer.ZOOM_LEVELS;
        double next = zoom;
        if (direction > 0) {
            for (double level : levels) {
                if (level > zoom + 1e-9) {
                    next = level;
                    break;
                }
            }
        } else {
            for (int i = levels.length - 1; i >= 0; i--) {
                if (levels[i] < zoom - 1e-9) {
                    next = levels[i];
                    break;
                }
            }
        }
        setZoom(next);
    }

    /**
     * Zooms about the middle of what is visible.
     *
     * @param level the zoom factor, clamped to {@link MapRenderer#MIN_ZOOM}..{@link MapRenderer#MAX_ZOOM}
     */
    public void setZoom(double level) {
        zoom = Math.max(MapRenderer.MIN_ZOOM, Math.min(MapRenderer.MAX_ZOOM, level));
        if (figure != null && figure.getScale() != zoom) {
            Viewport viewport = canvas.getViewport();
            Rectangle view = viewport.getClientArea();
            double factor = zoom / figure.getScale();
            double cx = view.x + view.width / 2.0, cy = view.y + view.height / 2.0;
            figure.setScale(zoom);
            viewport.validate();
            canvas.scrollTo((int) Math.max(0, cx * factor - view.width / 2.0),
                    (int) Math.max(0, cy * factor - view.height / 2.0));
        }
        zoomed.run();
    }
}
