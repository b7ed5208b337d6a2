package org.hexbench.ui.map;

import org.eclipse.draw2d.Figure;
import org.eclipse.draw2d.Graphics;
import org.eclipse.draw2d.ScalableFigure;
import org.eclipse.draw2d.geometry.Dimension;
import org.eclipse.draw2d.geometry.Point;
import org.eclipse.draw2d.geometry.Rectangle;

/**
 * One draw2d figure for a whole map, however large: it paints through a {@link MapRenderer}, which visits only the
 * sites inside the clip. It is a {@link ScalableFigure} so that GEF's {@code ZoomManager} can zoom it (the renderer
 * scales the geometry itself, so lines and text stay crisp). Repaints itself when the content or the overlays
 * change.
 *
 * <p>Map pixels are relative to the figure's top-left corner: use {@link #toMap(Point)} for a point in the figure's
 * parent coordinates (e.g. after {@code translateToRelative} of a mouse position).
 */
public class MapFigure extends Figure implements ScalableFigure {

    private final MapRenderer renderer;
    private final Runnable repaint = this::contentChanged;

    /**
     * Creates the figure and starts listening to the renderer's content and overlays.
     *
     * @param renderer the renderer (the figure does not dispose it)
     */
    public MapFigure(MapRenderer renderer) {
        this.renderer = renderer;
        setOpaque(true);
        renderer.content().addChangeListener(repaint);
        renderer.overlays().addChangeListener(repaint);
        MapLook.addChangeListener(repaint);
    }

    /** @return the renderer */
    public MapRenderer renderer() {
        return renderer;
    }

    /** Stops listening to the content and overlays; call when the figure is discarded. */
    public void detach() {
        renderer.content().removeChangeListener(repaint);
        renderer.overlays().removeChangeListener(repaint);
        MapLook.removeChangeListener(repaint);
    }

    private void contentChanged() {
        revalidate();
        repaint();
    }

    @Override
    public Dimension getPreferredSize(int wHint, int hHint) {
        return renderer.size();
    }

    @Override
    public double getScale() {
        return renderer.zoom();
    }

    @Override
    public void setScale(double scale) {
        renderer.setZoom(scale);
        revalidate();
        repaint();
    }

    /**
     * Converts a point in the figure's parent coordinates to map pixels.
     *
     * @param p the point (not changed)
     * @return the map pixel
     */
    public Point toMap(Point p) {
        return new Point(p.x - getBounds().x, p.y - getBounds().y);
    }

    /**
     * Moves the hover marker, repainting only the two sites concerned.
     *
     * @param site the hovered site, or -1
     */
    public void setHover(int site) {
        int old = renderer.overlays().hover();
        if (old == site) {
            return;
        }
        renderer.overlays().setHover(site);
        if (old >= 0 && old < renderer.content().grid().size()) {
            repaintSite(old);
        }
        if (site >= 0) {
            repaintSite(site);
        }
    }

    /**
     * Repaints one site's polygon.
     *
     * @param site a site index
     */
    public void repaintSite(int site) {
        Rectangle r = renderer.boundsOf(site);
        repaint(r.x + getBounds().x, r.y + getBounds().y, r.width, r.height);
    }

    @Override
    protected void paintFigure(Graphics graphics) {
        Rectangle bounds = getBounds();
        Rectangle clip = graphics.getClip(new Rectangle()).intersect(bounds);
        if (clip.isEmpty()) {
            return;
        }
        graphics.pushState();
        try {
            graphics.translate(bounds.x, bounds.y);
            renderer.paint(graphics, clip.translate(-bounds.x, -bounds.y));
        } finally {
            graphics.popState();
        }
    }
}
