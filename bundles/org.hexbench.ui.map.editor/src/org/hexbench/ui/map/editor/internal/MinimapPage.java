package org.hexbench.ui.map.editor.internal;

import org.eclipse.draw2d.FigureCanvas;
import org.eclipse.draw2d.Viewport;
import org.eclipse.draw2d.geometry.Dimension;
import org.eclipse.draw2d.geometry.Point;
import org.eclipse.jface.viewers.ISelection;
import org.eclipse.jface.viewers.ISelectionChangedListener;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.PaletteData;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Event;
import org.eclipse.ui.part.Page;
import org.eclipse.ui.views.contentoutline.IContentOutlinePage;
import org.hexbench.ui.map.MapContent;
import org.hexbench.ui.map.MapRenderer;
import org.hexbench.ui.map.MapSymbol;

/**
 * The map editor's minimap in the Outline view: the whole map, one block per site in the colour its terrain shows on
 * the map ({@link MapRenderer#terrainRgb(int)}), owned sites edged in the owner's colour, and a dot in the faction
 * colour of each stack's top unit (so even 1,000,000 sites cost one pass when the map changes, not per frame), with the
 * editor's visible part framed in red. Clicking or dragging in it scrolls the editor there.
 */
public final class MinimapPage extends Page implements IContentOutlinePage {

    /** Widget id of the minimap canvas, for UI tests. */
    public static final String CANVAS_ID = "org.hexbench.ui.map.minimap";

    private MapRenderer renderer;
    private FigureCanvas mapCanvas;
    private Canvas canvas;
    private Image image;
    private ImageData overview;
    private boolean stale = true;
    private double scale;
    private final Runnable contentChanged = () -> {
        stale = true;
        if (canvas != null && !canvas.isDisposed()) {
            canvas.redraw();
        }
    };
    private final org.eclipse.draw2d.geometry.Rectangle lastView = new org.eclipse.draw2d.geometry.Rectangle();
    private final java.beans.PropertyChangeListener viewMoved = e -> redrawIfMoved();

    /**
     * Creates the page.
     *
     * @param renderer the editor's renderer (its content and zoom)
     * @param mapCanvas the editor's canvas, whose viewport is framed and scrolled
     */
    public MinimapPage(MapRenderer renderer, FigureCanvas mapCanvas) {
        this.renderer = renderer;
        this.mapCanvas = mapCanvas;
    }

    @Override
    public void createControl(Composite parent) {
        canvas = new Canvas(parent, SWT.DOUBLE_BUFFERED);
        canvas.setData("org.hexbench.id", CANVAS_ID);
        canvas.addListener(SWT.Paint, this::paint);
        canvas.addListener(SWT.Resize, e -> {
            stale = true;
            canvas.redraw();
        });
        canvas.addListener(SWT.MouseDown, this::scrollTo);
        canvas.addListener(SWT.MouseMove, e -> {
            if ((e.stateMask & SWT.BUTTON1) != 0) {
                scrollTo(e);
            }
        });
        canvas.addListener(SWT.Dispose, e -> disposeImage());
        follow(true);
    }

    /** Starts or stops following the content's changes and the editor's viewport. */
    private void follow(boolean on) {
        Viewport viewport = mapCanvas.getViewport();
        if (on) {
            renderer.content().addChangeListener(contentChanged);
            viewport.addPropertyChangeListener(viewMoved);
            viewport.getHorizontalRangeModel().addPropertyChangeListener(viewMoved);
            viewport.getVerticalRangeModel().addPropertyChangeListener(viewMoved);
        } else {
            renderer.content().removeChangeListener(contentChanged);
            viewport.removePropertyChangeListener(viewMoved);
            viewport.getHorizontalRangeModel().removePropertyChangeListener(viewMoved);
            viewport.getVerticalRangeModel().removePropertyChangeListener(viewMoved);
        }
    }

    /**
     * Shows another map: the editor rebuilt its map after the scenario was reloaded from disk, and the Outline view
     * keeps this page.
     *
     * @param newRenderer the editor's new renderer
     * @param newCanvas the editor's new canvas
     */
    public void show(MapRenderer newRenderer, FigureCanvas newCanvas) {
        if (canvas != null) {
            follow(false);
        }
        renderer = newRenderer;
        mapCanvas = newCanvas;
        if (canvas != null && !canvas.isDisposed()) {
            follow(true);
            contentChanged.run();
        }
    }

    private void redrawIfMoved() {
        if (canvas == null || canvas.isDisposed() || mapCanvas.isDisposed()) {
            return;
        }
        org.eclipse.draw2d.geometry.Rectangle view = mapCanvas.getViewport().getClientArea();
        if (!view.equals(lastView)) {
            lastView.setBounds(view);
            canvas.redraw();
        }
    }

    private void paint(Event e) {
        if (stale || image == null) {
            rebuild();
        }
        GC gc = e.gc;
        gc.setBackground(canvas.getDisplay().getSystemColor(SWT.COLOR_WIDGET_BACKGROUND));
        gc.fillRectangle(canvas.getClientArea());
        if (image != null) {
            gc.drawImage(image, 0, 0);
        }
        if (mapCanvas.isDisposed()) {
            return;
        }
        org.eclipse.draw2d.geometry.Rectangle view = mapCanvas.getViewport().getClientArea();
        gc.setForeground(canvas.getDisplay().getSystemColor(SWT.COLOR_RED));
        gc.setLineWidth(2);
        gc.drawRectangle((int) (view.x * scale), (int) (view.y * scale), Math.max(2, (int) (view.width * scale)),
                Math.max(2, (int) (view.height * scale)));
    }

    /** Draws every site as a block of its background terrain's colour, scaled to fit the canvas. */
    private void rebuild() {
        stale = false;
        disposeImage();
        Rectangle area = canvas.getClientArea();
        Dimension size = renderer.size();
        if (area.width < 4 || area.height < 4 || size.width <= 0 || size.height <= 0) {
            return;
        }
        scale = Math.min((double) area.width / size.width, (double) area.height / size.height);
        int w = Math.max(1, (int) (size.width * scale)), h = Math.max(1, (int) (size.height * scale));
        ImageData data = new ImageData(w, h, 24, new PaletteData(0xff0000, 0xff00, 0xff));
        int[] row = new int[w];
        java.util.Arrays.fill(row, 0x3a3f44);
        for (int y = 0; y < h; y++) {
            data.setPixels(0, y, w, row, 0);
        }
        MapContent content = renderer.content();
        int n = content.grid().size();
        int block = Math.max(1, (int) Math.ceil(renderer.sidePixels() * 1.6 * scale));
        for (int site = 0; site < n; site++) {
            int rgb = renderer.terrainRgb(site);
            int owner = content.ownerRgb(site);
            Point c = renderer.centreOf(site);
            int x0 = (int) (c.x * scale) - block / 2, y0 = (int) (c.y * scale) - block / 2;
            for (int y = Math.max(0, y0); y < Math.min(h, y0 + block); y++) {
                for (int x = Math.max(0, x0); x < Math.min(w, x0 + block); x++) {
                    boolean edge = block >= 5 && (x == x0 || y == y0);
                    data.setPixel(x, y, edge && owner != MapContent.NO_OWNER ? owner : rgb);
                }
            }
        }
        // units: a dot in the colour of the faction that owns the site's top unit, over the terrain
        int dot = Math.max(2, block * 3 / 5);
        for (int site = 0; site < n; site++) {
            int owner = unitOwner(content.counters(site));
            if (owner == MapContent.NO_OWNER) {
                continue;
            }
            Point c = renderer.centreOf(site);
            int x0 = (int) (c.x * scale) - dot / 2, y0 = (int) (c.y * scale) - dot / 2;
            for (int y = Math.max(0, y0); y < Math.min(h, y0 + dot); y++) {
                for (int x = Math.max(0, x0); x < Math.min(w, x0 + dot); x++) {
                    data.setPixel(x, y, owner);
                }
            }
        }
        overview = data;
        image = new Image(canvas.getDisplay(), data);
    }

    /** The owner colour of the top unit of a stack (the one the map shows), or none. */
    private static int unitOwner(java.util.List<org.hexbench.ui.map.MapCounter> counters) {
        int owner = MapContent.NO_OWNER;
        for (org.hexbench.ui.map.MapCounter c : counters) {
            if (!c.effect() && c.symbol() != MapSymbol.NONE) {
                owner = c.ownerRgb() == MapContent.NO_OWNER ? 0x808080 : c.ownerRgb();
            }
        }
        return owner;
    }

    /**
     * Returns the overview's picture as last drawn, without the viewport rectangle: terrain colours, owners' outlines,
     * units' faction colours.
     *
     * @return the pixels (0xRRGGBB), or null before the first paint
     */
    public ImageData overview() {
        return overview;
    }

    /** @return overview pixels per map pixel */
    public double scale() {
        return scale;
    }

    /**
     * Scrolls the editor so that the map pixel under the pointer is in the middle of its view. The position is the
     * pointer's, not the event's: a button event synthesised on GTK (SWT's {@code Display.post}, as test drivers and
     * accessibility tools use it) reaches this canvas with coordinates relative to another window (measured: a press
     * at (196, 113) of the canvas arrived as (-1028, -96)), while the pointer is where the user pressed.
     */
    private void scrollTo(Event e) {
        if (scale <= 0 || mapCanvas.isDisposed()) {
            return;
        }
        org.eclipse.swt.graphics.Point at = canvas.toControl(canvas.getDisplay().getCursorLocation());
        org.eclipse.draw2d.geometry.Rectangle view = mapCanvas.getViewport().getClientArea();
        int x = (int) (at.x / scale) - view.width / 2, y = (int) (at.y / scale) - view.height / 2;
        mapCanvas.scrollSmoothTo(Math.max(0, x), Math.max(0, y));
    }

    /** Marks the minimap for a rebuild (after a zoom, which changes the map's size). */
    public void zoomChanged() {
        contentChanged.run();
    }

    private void disposeImage() {
        if (image != null) {
            image.dispose();
            image = null;
        }
    }

    @Override
    public void dispose() {
        if (canvas != null) {
            follow(false);
        }
        disposeImage();
        super.dispose();
    }

    @Override
    public Control getControl() {
        return canvas;
    }

    @Override
    public void setFocus() {
        canvas.setFocus();
    }

    @Override
    public void addSelectionChangedListener(ISelectionChangedListener listener) {
    }

    @Override
    public ISelection getSelection() {
        return StructuredSelection.EMPTY;
    }

    @Override
    public void removeSelectionChangedListener(ISelectionChangedListener listener) {
    }

    @Override
    public void setSelection(ISelection selection) {
    }
}
