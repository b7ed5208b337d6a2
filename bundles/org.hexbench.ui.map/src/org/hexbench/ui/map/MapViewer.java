package org.hexbench.ui.map;

import org.eclipse.draw2d.Figure;
import org.eclipse.draw2d.FigureCanvas;
import org.eclipse.draw2d.Viewport;
import org.eclipse.draw2d.geometry.Point;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;

/**
 * A read-only, scrolling, zoomable view of a map: a draw2d {@link FigureCanvas} that shows one {@link MapContent} at
 * a time through a {@link MapRenderer} and its {@link MapFigure}, for parts that show maps without editing them (the
 * Play perspective's Game Map and Replay views). It owns the renderer and the figure of the content shown, creating
 * them in {@link #show} and releasing them (fonts, images, listeners) in {@link #discard} or when the canvas is
 * disposed, so callers never hold a renderer longer than its map. It keeps the zoom across contents, steps through
 * {@link MapRenderer#ZOOM_LEVELS} (the levels the map editor offers), zooms with Ctrl+wheel, turns canvas points
 * into sites, and plays the idle animation of the images that ask for one through a {@link MapAnimator}.
 *
 * <p>It is a viewer in the JFace sense (a control plus the content it shows) without depending on JFace or GEF: the
 * map editor uses a GEF viewer instead, because it needs tools and edit parts. Use it on the display thread.
 *
 * @param <C> the type of the content shown, so that callers get their own content type back from {@link #content()}
 */
public final class MapViewer<C extends MapContent> {

    private final FigureCanvas canvas;
    private final MapOverlays overlays;
    private final Runnable zoomed;
    private C content;
    private MapRenderer renderer;
    private MapFigure figure;
    private MapAnimator animator;
    private double zoom = 1;

    /**
     * Creates the viewer's canvas, empty until {@link #show}.
     *
     * @param parent the parent composite; the caller sets the canvas's layout data
     * @param overlays what to draw over every content shown (selection, highlights, path, hover); the caller keeps
     *        and changes it
     * @param zoomed told after every change of the zoom, e.g. to show the zoom in a label
     */
    public MapViewer(Composite parent, MapOverlays overlays, Runnable zoomed) {
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

    /**
     * Returns the SWT control, for layout data, listeners and widget ids.
     *
     * @return the canvas
     */
    public FigureCanvas control() {
        return canvas;
    }

    /**
     * Shows a map, replacing the one shown, at the viewer's current zoom.
     *
     * @param next the content, ready to be painted (e.g. already updated from its world)
     */
    public void show(C next) {
        discard();
        content = next;
        renderer = new MapRenderer(next, overlays);
        renderer.setZoom(zoom);
        figure = new MapFigure(renderer);
        canvas.setContents(figure);
        animator = new MapAnimator(figure, canvas);
    }

    /**
     * Stops showing a map and releases the renderer's fonts and images and the figure's listeners, so that a content
     * that outlives the view (a game's world) does not keep them. The zoom stays.
     */
    public void discard() {
        if (figure != null) {
            animator.dispose();
            figure.detach();
            renderer.dispose();
            if (!canvas.isDisposed()) {
                canvas.setContents(new Figure());
            }
        }
        figure = null;
        renderer = null;
        animator = null;
        content = null;
    }

    /**
     * Returns the content shown.
     *
     * @return the content, or {@code null} when none is shown
     */
    public C content() {
        return content;
    }

    /**
     * Returns the renderer of the map shown, e.g. for tests that hit-test or measure the map.
     *
     * @return the renderer, or {@code null} when no map is shown
     */
    public MapRenderer renderer() {
        return renderer;
    }

    /**
     * Returns the figure of the map shown, e.g. to repaint single sites.
     *
     * @return the figure, or {@code null} when no map is shown
     */
    public MapFigure figure() {
        return figure;
    }

    /**
     * Returns the animation clock of the map shown, e.g. for tests that watch it run and stop.
     *
     * @return the clock, or {@code null} when no map is shown
     */
    public MapAnimator animator() {
        return animator;
    }

    /**
     * Returns the site under a point of the canvas, scrolling and zoom taken into account.
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
     * Moves the hover marker, repainting only the sites concerned.
     *
     * @param site the hovered site, or -1 for none
     */
    public void setHover(int site) {
        if (figure != null) {
            figure.setHover(site);
        }
    }

    /**
     * Returns the zoom, kept across contents.
     *
     * @return the zoom factor, 1 for 100 %
     */
    public double zoom() {
        return zoom;
    }

    /**
     * Zooms one of {@link MapRenderer#ZOOM_LEVELS} in or out, staying at the first or last level.
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
     * Zooms about the middle of what is visible, so that the part of the map the user looks at stays in view.
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
