package org.hexbench.ui.map;

import java.util.BitSet;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.draw2d.FigureUtilities;
import org.eclipse.draw2d.Graphics;
import org.eclipse.draw2d.geometry.Dimension;
import org.eclipse.draw2d.geometry.Point;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.jface.resource.ColorDescriptor;
import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.jface.resource.LocalResourceManager;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.Font;
import org.eclipse.swt.graphics.FontData;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.widgets.Display;
import org.hexbench.tiling.Geometry;
import org.hexbench.tiling.Tile;
import org.hexbench.tiling.Tiling;
import org.hexbench.tiling.grid.Grid;
import org.hexbench.tiling.projection.Projection;

/**
 * Paints a {@link MapContent} with its {@link MapOverlays} into a draw2d {@link Graphics}, visiting only the sites
 * that intersect the clip rectangle: the cost of a frame depends on the viewport, not on the map's size (a
 * figure or edit part per site does not reach 1,000,000 sites). Geometry comes from the tiling bundle's
 * {@link Projection} for every Hexkit geometry (Hexkit User's Guide §3.3 Map Geometry; Tiling Module design note,
 * Coordinate System): hexagons on vertex or edge, squares on edge or vertex,
 * with or without vertex neighbours, rectangles and hexagon boards.
 *
 * <p>Coordinates are "map pixels": the whole map at the current {@link #zoom()} spans {@link #size()} with a small
 * margin, the top-left at (0, 0). The renderer needs no OSGi and no workbench, only SWT and draw2d, so benchmarks
 * and other views can call it directly; it must be used on the display's thread. Call {@link #dispose()} to release
 * the fonts and images it made.
 */
public final class MapRenderer {

    /** Polygon side length in pixels at 100 % zoom. */
    public static final double BASE_SIDE = 20;
    /** The smallest zoom the renderer is meant for (25 %). */
    public static final double MIN_ZOOM = 0.25;
    /** The largest zoom the renderer is meant for (400 %). */
    public static final double MAX_ZOOM = 4;
    /**
     * The zoom levels map views offer, {@link #MIN_ZOOM} to {@link #MAX_ZOOM}: the map editor's zoom combo and the
     * Play perspective's zoom steps use the same ones, so a map looks the same at "100 %" in either. Do not modify.
     */
    public static final double[] ZOOM_LEVELS = {0.25, 0.5, 0.75, 1, 1.5, 2, 3, 4};

    private static final int MARGIN = 6;
    private static final int BACKGROUND = 0x3a3f44;
    private static final int HOVER = 0xffffff;
    private static final int PATH = 0xff4020;
    private static final int COUNTER_BORDER = 0x202020;
    private static final int SHADOW = 0x000000;
    /** The layer number of a site's top unit in the animation's seeds (terrain layers come below it). */
    private static final int COUNTER_SEED = 7;
    /** The colour of the band behind a counter's text, and its opacity. */
    private static final int TEXT_BAND = 0x000000;
    private static final int TEXT_BAND_ALPHA = 150;
    /** The colour of a counter's text. */
    public static final int COUNTER_TEXT = 0xffffff;
    /** The least polygon side, in pixels, at which a counter's text is printed (80 % zoom). */
    public static final int COUNTER_TEXT_SIDE = 16;
    /** The colour of a gauge's full part. */
    public static final int GAUGE_FULL = 0x30d030;
    /** The colour of a gauge's empty part. */
    public static final int GAUGE_EMPTY = 0x801010;

    private final MapContent content;
    private final MapOverlays overlays;

    private Grid grid;
    private double zoom = 1;
    private Projection projection;
    /** Extent of the map's polygons in world units of a unit-side projection. */
    private double unitMinX, unitMinY, unitMaxX, unitMaxY;
    private double offsetX, offsetY;
    private int width, height;
    private int cornerCount;

    private final double[] cornerBuffer = new double[12];
    private int[] polygon = new int[12];
    private int[] visibleSites = new int[256];
    private int[] visibleRows = new int[256];
    private int[] visibleCols = new int[256];
    private int visibleCount;

    /** Colours through JFace's resource manager, which shares them with other users and frees them with it. */
    private LocalResourceManager resources;
    private final Map<Integer, Color> colors = new HashMap<>();
    private final Map<Integer, Font> fonts = new HashMap<>();
    private final Map<Font, Map<String, Dimension>> textSizes = new HashMap<>();
    private final Map<ImageData, Image> images = new IdentityHashMap<>();
    /** The step of the animation clock drawn ({@link MapAnimation#frameAt}). */
    private long animationStep;
    /** Whether this paint plays animations ({@link MapLook#animation()}, read once per paint). */
    private boolean animating;

    /**
     * Creates a renderer at 100 % zoom.
     *
     * @param content what to draw
     * @param overlays what to draw above it
     */
    public MapRenderer(MapContent content, MapOverlays overlays) {
        this.content = content;
        this.overlays = overlays;
    }

    /** @return the content drawn */
    public MapContent content() {
        return content;
    }

    /** @return the overlays drawn */
    public MapOverlays overlays() {
        return overlays;
    }

    /** @return the zoom factor, 1 for 100 % */
    public double zoom() {
        return zoom;
    }

    /**
     * Changes the zoom, clamped to {@link #MIN_ZOOM}..{@link #MAX_ZOOM}.
     *
     * @param newZoom the zoom factor, 1 for 100 %
     */
    public void setZoom(double newZoom) {
        double clamped = Math.max(MIN_ZOOM, Math.min(MAX_ZOOM, newZoom));
        if (clamped != zoom) {
            zoom = clamped;
            projection = null;
        }
    }

    /** @return the size of the whole map in pixels at the current zoom, margin included */
    public Dimension size() {
        update();
        return new Dimension(width, height);
    }

    /** @return the polygon side length in pixels at the current zoom */
    public double sidePixels() {
        return BASE_SIDE * zoom;
    }

    /** @return the step of the animation clock the renderer draws */
    public long animationStep() {
        return animationStep;
    }

    /**
     * Sets the step of the animation clock to draw: an animated symbol shows its frame for this step (Hexkit User's
     * Guide §3.4.3 Frames and Animation). Repaint the sites {@link #animatedSites} names to show it.
     *
     * @param step the clock's step, from 0
     */
    public void setAnimationStep(long step) {
        animationStep = step;
    }

    /**
     * Returns the sites inside a rectangle whose picture changes between two steps of the animation clock: an animated
     * terrain of their stack or the animated top unit shows another frame. Costs a pass over the sites in the
     * rectangle, like a paint.
     *
     * @param area a rectangle in map pixels, e.g. the part in view
     * @param from the step drawn now
     * @param to the next step
     * @return the sites, each once
     */
    public int[] animatedSites(Rectangle area, long from, long to) {
        update();
        collect(area);
        int[] changed = new int[visibleCount];
        int count = 0;
        for (int i = 0; i < visibleCount; i++) {
            int site = visibleSites[i];
            boolean differs = false;
            List<MapSymbol> stack = content.terrain(site);
            for (int layer = 0; layer < stack.size() && !differs; layer++) {
                differs = changes(stack.get(layer).animation(), seed(site, layer), from, to);
            }
            if (!differs) {
                MapCounter top = topUnit(content.counters(site));
                differs = top != null && changes(top.symbol().animation(), seed(site, COUNTER_SEED), from, to);
            }
            if (differs) {
                changed[count++] = site;
            }
        }
        return java.util.Arrays.copyOf(changed, count);
    }

    private static boolean changes(MapAnimation animation, int seed, long from, long to) {
        return animation != null && animation.frameAt(from, seed) != animation.frameAt(to, seed);
    }

    /** The seed of a site's layer for the animation's random choices: each layer of each site its own. */
    private static int seed(int site, int layer) {
        return site * 8 + Math.min(layer, COUNTER_SEED - 1);
    }

    /** The picture to draw for a symbol now: the animation's frame while animating, else the still picture. */
    private ImageData pictureOf(MapSymbol symbol, int seed) {
        return animating && symbol.animation() != null ? symbol.animation().imageAt(animationStep, seed)
                : symbol.image();
    }

    /** The unit drawn on top of a stack: the last unit whose class draws something. */
    private static MapCounter topUnit(List<MapCounter> counters) {
        MapCounter top = null;
        for (MapCounter c : counters) {
            if (!c.effect() && c.symbol() != MapSymbol.NONE) {
                top = c;
            }
        }
        return top;
    }

    /**
     * Re-reads the content's grid after the content changed (cheap when the grid is the same object; a new grid
     * costs one pass over its sites to find the map's extent).
     */
    private void update() {
        Grid current = content.grid();
        if (current != grid) {
            grid = current;
            measureExtent();
            projection = null;
        }
        if (projection == null) {
            projection = new Projection(grid.geometry(), BASE_SIDE * zoom);
            double scale = BASE_SIDE * zoom;
            offsetX = unitMinX * scale - MARGIN;
            offsetY = unitMinY * scale - MARGIN;
            width = (int) Math.ceil((unitMaxX - unitMinX) * scale) + 2 * MARGIN;
            height = (int) Math.ceil((unitMaxY - unitMinY) * scale) + 2 * MARGIN;
        }
    }

    private void measureExtent() {
        Projection unit = new Projection(grid.geometry(), 1);
        cornerCount = unit.cornerCount();
        double minX = Double.POSITIVE_INFINITY, minY = Double.POSITIVE_INFINITY;
        double maxX = Double.NEGATIVE_INFINITY, maxY = Double.NEGATIVE_INFINITY;
        for (int i = 0, n = grid.size(); i < n; i++) {
            int r = grid.row(i), c = grid.col(i);
            double x = unit.worldX(r, c), y = unit.worldY(r, c);
            minX = Math.min(minX, x);
            maxX = Math.max(maxX, x);
            minY = Math.min(minY, y);
            maxY = Math.max(maxY, y);
        }
        unit.corners(0, 0, cornerBuffer);
        double left = 0, right = 0, top = 0, bottom = 0;
        for (int k = 0; k < cornerCount; k++) {
            left = Math.min(left, cornerBuffer[2 * k]);
            right = Math.max(right, cornerBuffer[2 * k]);
            top = Math.min(top, cornerBuffer[2 * k + 1]);
            bottom = Math.max(bottom, cornerBuffer[2 * k + 1]);
        }
        unitMinX = minX + left;
        unitMaxX = maxX + right;
        unitMinY = minY + top;
        unitMaxY = maxY + bottom;
    }

    // ------------------------------------------------------------------ geometry queries

    /**
     * Returns the site under a point.
     *
     * @param x map pixel x
     * @param y map pixel y
     * @return the site index, or -1 when the point is off the map
     */
    public int siteAt(int x, int y) {
        update();
        Tile tile = projection.tileAt(x + offsetX, y + offsetY);
        return grid.indexOf(tile);
    }

    /**
     * Returns the centre of a site in map pixels.
     *
     * @param site a site index
     * @return the centre
     */
    public Point centreOf(int site) {
        update();
        int r = grid.row(site), c = grid.col(site);
        return new Point((int) Math.round(projection.worldX(r, c) - offsetX),
                (int) Math.round(projection.worldY(r, c) - offsetY));
    }

    /**
     * Returns the bounding box of a site's polygon in map pixels, one pixel wider on each side.
     *
     * @param site a site index
     * @return the bounds
     */
    public Rectangle boundsOf(int site) {
        update();
        int n = projection.corners(grid.row(site), grid.col(site), cornerBuffer);
        double minX = Double.POSITIVE_INFINITY, minY = Double.POSITIVE_INFINITY;
        double maxX = Double.NEGATIVE_INFINITY, maxY = Double.NEGATIVE_INFINITY;
        for (int k = 0; k < n; k++) {
            minX = Math.min(minX, cornerBuffer[2 * k]);
            maxX = Math.max(maxX, cornerBuffer[2 * k]);
            minY = Math.min(minY, cornerBuffer[2 * k + 1]);
            maxY = Math.max(maxY, cornerBuffer[2 * k + 1]);
        }
        int x = (int) Math.floor(minX - offsetX) - 2, y = (int) Math.floor(minY - offsetY) - 2;
        return new Rectangle(x, y, (int) Math.ceil(maxX - minX) + 5, (int) Math.ceil(maxY - minY) + 5);
    }

    /**
     * Returns the sites whose centres lie inside a rectangle (marquee selection).
     *
     * @param area a rectangle in map pixels
     * @return the sites
     */
    public BitSet sitesIn(Rectangle area) {
        update();
        collect(area);
        BitSet result = new BitSet();
        for (int i = 0; i < visibleCount; i++) {
            double x = projection.worldX(visibleRows[i], visibleCols[i]) - offsetX;
            double y = projection.worldY(visibleRows[i], visibleCols[i]) - offsetY;
            if (x >= area.x && x <= area.right() && y >= area.y && y <= area.bottom()) {
                result.set(visibleSites[i]);
            }
        }
        return result;
    }

    /**
     * Collects the sites whose polygons may intersect a rectangle: the tile rows and columns under its corners,
     * widened by one, filtered by the grid. The work is proportional to the rectangle's area in sites.
     */
    private void collect(Rectangle clip) {
        visibleCount = 0;
        double x0 = clip.x + offsetX, y0 = clip.y + offsetY;
        double x1 = x0 + clip.width, y1 = y0 + clip.height;
        double[] rows = {projection.tileRow(x0, y0), projection.tileRow(x1, y0), projection.tileRow(x0, y1),
                projection.tileRow(x1, y1)};
        double[] cols = {projection.tileCol(x0, y0), projection.tileCol(x1, y0), projection.tileCol(x0, y1),
                projection.tileCol(x1, y1)};
        int rMin = (int) Math.floor(min(rows)) - 1, rMax = (int) Math.ceil(max(rows)) + 1;
        int cMin = (int) Math.floor(min(cols)) - 2, cMax = (int) Math.ceil(max(cols)) + 2;
        boolean hex = grid.tiling() == Tiling.HEX;
        boolean diamonds = grid.geometry() == Geometry.SQUARE_ON_VERTEX;
        double reach = BASE_SIDE * zoom * 1.5;
        for (int r = rMin; r <= rMax; r++) {
            int cStart = hex && ((r + cMin) & 1) != 0 ? cMin + 1 : cMin;
            for (int c = cStart; c <= cMax; c += hex ? 2 : 1) {
                if (diamonds) {
                    // the row/column box of a rectangle turned 45° is twice its area: skip what lies outside
                    double x = projection.worldX(r, c), y = projection.worldY(r, c);
                    if (x < x0 - reach || x > x1 + reach || y < y0 - reach || y > y1 + reach) {
                        continue;
                    }
                }
                int site = grid.indexOf(r, c);
                if (site >= 0) {
                    add(site, r, c);
                }
            }
        }
    }

    private void add(int site, int r, int c) {
        if (visibleCount == visibleSites.length) {
            int n = visibleCount * 2;
            visibleSites = java.util.Arrays.copyOf(visibleSites, n);
            visibleRows = java.util.Arrays.copyOf(visibleRows, n);
            visibleCols = java.util.Arrays.copyOf(visibleCols, n);
        }
        visibleSites[visibleCount] = site;
        visibleRows[visibleCount] = r;
        visibleCols[visibleCount] = c;
        visibleCount++;
    }

    private static double min(double[] values) {
        double m = values[0];
        for (double v : values) {
            m = Math.min(m, v);
        }
        return m;
    }

    private static double max(double[] values) {
        double m = values[0];
        for (double v : values) {
            m = Math.max(m, v);
        }
        return m;
    }

    // ------------------------------------------------------------------ painting

    /**
     * Paints the part of the map inside a clip rectangle: the content's overlay picture, terrain, grid lines,
     * ownership, home and place sites, units and effects (the top unit's counter text at the bottom of its counter, a
     * gauge below a stack whose top unit has one), fog of war over the sites the content says the viewer does not see
     * now (dimmed when remembered, black when unexplored), then the overlays (highlights with an outline readable on the
     * terrain, selection, path, hover). Animated symbols show their frame for {@link #animationStep()} while
     * {@link MapLook#animation()} is on. Grid lines and the grid, selection colours follow {@link MapLook}.
     *
     * @param g the graphics, translated so that map pixel (0, 0) is its origin
     * @param clip the part to paint, in map pixels
     */
    public void paint(Graphics g, Rectangle clip) {
        update();
        collect(clip);
        animating = MapLook.animation();
        g.setBackgroundColor(color(BACKGROUND));
        g.fillRectangle(clip);
        paintOverlayImage(g);
        double side = BASE_SIDE * zoom;
        for (int i = 0; i < visibleCount; i++) {
            paintTerrain(g, i, side);
        }
        if (side >= 7 && MapLook.gridLines()) {
            g.setLineWidth(1);
            g.setForegroundColor(color(MapLook.gridLineRgb()));
            for (int i = 0; i < visibleCount; i++) {
                corners(i, 1);
                g.drawPolygon(polygon);
            }
        }
        g.setLineWidth(side >= 12 ? 2 : 1);
        for (int i = 0; i < visibleCount; i++) {
            int owner = content.ownerRgb(visibleSites[i]);
            if (owner != MapContent.NO_OWNER) {
                corners(i, 0.86);
                g.setForegroundColor(color(owner));
                g.drawPolygon(polygon);
            }
        }
        for (int i = 0; i < visibleCount; i++) {
            paintMarkers(g, i, side);
        }
        for (int i = 0; i < visibleCount; i++) {
            List<MapCounter> counters = content.counters(visibleSites[i]);
            if (!counters.isEmpty()) {
                paintCounters(g, i, side, counters);
            }
        }
        paintFog(g);
        paintOverlays(g, side);
    }

    /**
     * Lays fog of war over the sites the viewer does not see now ({@link MapContent#sight}): remembered sites are
     * dimmed (their terrain and the units last seen there show through), unexplored ones are covered in black.
     */
    private void paintFog(Graphics g) {
        for (int i = 0; i < visibleCount; i++) {
            int sight = content.sight(visibleSites[i]);
            if (sight == MapContent.IN_SIGHT) {
                continue;
            }
            corners(i, 1);
            g.setAlpha(sight == MapContent.UNEXPLORED ? 255 : MapContent.REMEMBERED_DIM);
            g.setBackgroundColor(color(sight == MapContent.UNEXPLORED ? MapContent.SHROUD_RGB : 0x000000));
            g.fillPolygon(polygon);
            if (sight == MapContent.UNEXPLORED) {
                g.setForegroundColor(color(MapContent.SHROUD_RGB));
                g.setLineWidth(1);
                g.drawPolygon(polygon);
            }
        }
        g.setAlpha(255);
    }

    /** Fills {@link #polygon} with the corners of visible site {@code i}, scaled about its centre. */
    private void corners(int i, double scale) {
        int n = projection.corners(visibleRows[i], visibleCols[i], cornerBuffer);
        if (polygon.length != 2 * n) {
            polygon = new int[2 * n];
        }
        double cx = projection.worldX(visibleRows[i], visibleCols[i]);
        double cy = projection.worldY(visibleRows[i], visibleCols[i]);
        for (int k = 0; k < n; k++) {
            polygon[2 * k] = (int) Math.round(cx + (cornerBuffer[2 * k] - cx) * scale - offsetX);
            polygon[2 * k + 1] = (int) Math.round(cy + (cornerBuffer[2 * k + 1] - cy) * scale - offsetY);
        }
    }

    private int centreX(int i) {
        return (int) Math.round(projection.worldX(visibleRows[i], visibleCols[i]) - offsetX);
    }

    private int centreY(int i) {
        return (int) Math.round(projection.worldY(visibleRows[i], visibleCols[i]) - offsetY);
    }

    /** Draws the content's overlay picture, stretched to its rectangle and scaled with the zoom. */
    private void paintOverlayImage(Graphics g) {
        MapImage overlay = content.overlay();
        if (overlay == null || overlay.image() == null) {
            return;
        }
        Image image = images.computeIfAbsent(overlay.image(), d -> new Image(Display.getCurrent(), d));
        g.drawImage(image, 0, 0, overlay.image().width, overlay.image().height, (int) Math.round(overlay.x() * zoom),
                (int) Math.round(overlay.y() * zoom), Math.max(1, (int) Math.round(overlay.width() * zoom)),
                Math.max(1, (int) Math.round(overlay.height() * zoom)));
    }

    private void paintTerrain(Graphics g, int i, double side) {
        List<MapSymbol> stack = content.terrain(visibleSites[i]);
        corners(i, 1);
        MapSymbol bottom = stack.isEmpty() ? MapSymbol.UNKNOWN_TERRAIN : stack.get(0);
        boolean covered = bottom == MapSymbol.NONE || bottom.image() == null && bottom.shape() == MapSymbol.Shape.FILL;
        if (!covered) {
            g.setBackgroundColor(color(MapSymbol.UNKNOWN_TERRAIN.rgb()));
            g.fillPolygon(polygon);
        }
        for (int layer = 0; layer < stack.size(); layer++) {
            MapSymbol symbol = stack.get(layer);
            if (symbol == MapSymbol.NONE) {
                continue;
            }
            if (symbol.image() != null) {
                drawImageAtZoom(g, pictureOf(symbol, seed(visibleSites[i], layer)), centreX(i), centreY(i));
            } else if (symbol.shape() == MapSymbol.Shape.FILL) {
                g.setBackgroundColor(color(symbol.rgb()));
                g.fillPolygon(polygon);
                if (side >= 14 && !symbol.glyph().isEmpty()) {
                    drawCentred(g, symbol.glyph(), centreX(i), centreY(i), font(side * 0.5), 0x000000);
                }
            } else {
                drawSymbol(g, symbol, centreX(i), centreY(i), (int) Math.round(side * 0.8), COUNTER_BORDER,
                        symbol.rgb(), side, false);
            }
        }
    }

    private void drawImageAtZoom(Graphics g, ImageData data, int cx, int cy) {
        Image image = images.computeIfAbsent(data, d -> new Image(Display.getCurrent(), d));
        int dw = Math.max(1, (int) Math.round(data.width * zoom)), dh = Math.max(1, (int) Math.round(data.height * zoom));
        g.drawImage(image, 0, 0, data.width, data.height, cx - dw / 2, cy - dh / 2, dw, dh);
    }

    private void paintMarkers(Graphics g, int i, double side) {
        int site = visibleSites[i];
        int home = content.homeRgb(site);
        int place = content.placeRgb(site);
        if (home == MapContent.NO_OWNER && place == MapContent.NO_OWNER) {
            return;
        }
        int cx = centreX(i), cy = centreY(i);
        int r = Math.max(2, (int) Math.round(side * 0.28));
        if (place != MapContent.NO_OWNER) {
            // a small hollow square low in the site: "entities of this faction may be placed here"
            int s = Math.max(2, r / 2);
            int y = cy + (int) Math.round(side * 0.45);
            g.setLineWidth(1);
            g.setForegroundColor(color(place));
            g.drawRectangle(cx - s, y - s, 2 * s, 2 * s);
        }
        if (home != MapContent.NO_OWNER) {
            // a five-pointed star high in the site: the faction's home
            int y = cy - (int) Math.round(side * 0.35);
            int[] star = new int[20];
            for (int k = 0; k < 10; k++) {
                double a = -Math.PI / 2 + k * Math.PI / 5;
                double radius = (k & 1) == 0 ? r : r * 0.45;
                star[2 * k] = (int) Math.round(cx + radius * Math.cos(a));
                star[2 * k + 1] = (int) Math.round(y + radius * Math.sin(a));
            }
            g.setBackgroundColor(color(home));
            g.fillPolygon(star);
            g.setLineWidth(1);
            g.setForegroundColor(color(0xffffff));
            g.drawPolygon(star);
        }
    }

    private void paintCounters(Graphics g, int i, double side, List<MapCounter> counters) {
        int cx = centreX(i), cy = centreY(i);
        int size = (int) Math.round(side * 0.95);
        MapCounter topUnit = topUnit(counters);
        int units = 0;
        MapCounter topEffect = null;
        for (MapCounter c : counters) {
            if (c.symbol() == MapSymbol.NONE) {
                continue;
            }
            if (c.effect()) {
                topEffect = c;
            } else {
                units++;
            }
        }
        if (topUnit != null) {
            int fill = topUnit.ownerRgb() == MapContent.NO_OWNER ? 0x808080 : topUnit.ownerRgb();
            if (units > 1 && side >= 8) {
                // a stack: the counters beneath peek out
                int d = Math.max(2, size / 10);
                g.setBackgroundColor(color(darker(fill)));
                g.fillRectangle(cx - size / 2 + d, cy - size / 2 - d, size, size);
            }
            MapSymbol look = topUnit.symbol();
            boolean text = !topUnit.text().isEmpty() && side >= COUNTER_TEXT_SIDE;
            // the counter text takes the label's place, and the glyph moves up to make room for it
            drawSymbol(g, new MapSymbol(look.shape() == MapSymbol.Shape.FILL ? MapSymbol.Shape.COUNTER : look.shape(),
                    fill, look.glyph(), text ? "" : look.label(), pictureOf(look, seed(visibleSites[i], COUNTER_SEED)),
                    look.shadow()), cx, cy, size, COUNTER_BORDER, look.rgb(), side, text);
            if (text) {
                drawCounterText(g, topUnit.text(), cx, cy, size);
            }
            if (units > 1 && side >= 16) {
                drawBadge(g, Integer.toString(units), cx + size / 2, cy - size / 2, side);
            }
            if (topUnit.gauge() >= 0 && side >= 8) {
                drawGauge(g, topUnit.gauge(), cx, cy + size / 2 + 1, size);
            }
        }
        if (topEffect != null) {
            int s = Math.max(3, (int) Math.round(side * 0.4));
            int ex = cx + (int) Math.round(side * 0.45), ey = cy + (int) Math.round(side * 0.3);
            drawSymbol(g, new MapSymbol(MapSymbol.Shape.DISC, topEffect.symbol().rgb(), side >= 24
                    ? topEffect.symbol().glyph() : "", "", null), ex, ey, s, COUNTER_BORDER, 0x000000, side * 0.5, false);
        }
    }

    /**
     * Prints a counter's text on a dark band across the bottom of the counter (3/10 of it), white, as large as fits: the
     * strength-movement figures of a board wargame's counter.
     */
    private void drawCounterText(Graphics g, String text, int cx, int cy, int size) {
        int band = Math.max(7, size * 3 / 10);
        int top = cy + size / 2 - band;
        g.setAlpha(TEXT_BAND_ALPHA);
        g.setBackgroundColor(color(TEXT_BAND));
        g.fillRectangle(cx - size / 2 + 1, top, size - 1, band);
        g.setAlpha(255);
        Font font = font(band * 0.95);
        for (double h = band * 0.95; textSize(text, font).width > size - 2 && h > 6; h -= 1) {
            font = font(h - 1);
        }
        drawCentred(g, text, cx, top + band / 2, font, COUNTER_TEXT);
    }

    /** A health bar below a counter: green for the part still there, dark red for the part lost. */
    private void drawGauge(Graphics g, double fill, int cx, int top, int width) {
        int h = Math.max(2, width / 8);
        int full = (int) Math.round(width * Math.min(1, fill));
        g.setBackgroundColor(color(GAUGE_EMPTY));
        g.fillRectangle(cx - width / 2, top, width, h);
        g.setBackgroundColor(color(GAUGE_FULL));
        g.fillRectangle(cx - width / 2, top, full, h);
    }

    private void drawBadge(Graphics g, String text, int x, int y, double side) {
        Font font = font(side * 0.32);
        Dimension d = textSize(text, font);
        int w = Math.max(d.width + 4, d.height);
        g.setBackgroundColor(color(0xffffff));
        g.fillOval(x - w / 2, y - d.height / 2, w, d.height);
        g.setForegroundColor(color(COUNTER_BORDER));
        g.setLineWidth(1);
        g.drawOval(x - w / 2, y - d.height / 2, w, d.height);
        drawCentred(g, text, x, y, font, 0x000000);
    }

    /**
     * Draws a symbol graphic centred at a point: the outline filled with {@code fill}, the glyph (and label, when
     * there is room) in {@code ink}; with {@code textBelow}, the glyph smaller and higher, leaving the bottom of the
     * shape to a counter's text.
     */
    private void drawSymbol(Graphics g, MapSymbol symbol, int cx, int cy, int size, int border, int ink,
            double side, boolean textBelow) {
        if (symbol.image() != null) {
            drawImage(g, symbol.image(), cx, cy, size);
            return;
        }
        int h = size / 2;
        if (symbol.shadow()) {
            int d = Math.max(1, size / 10);
            g.setAlpha(128);
            g.setBackgroundColor(color(SHADOW));
            fillShape(g, symbol.shape(), cx + d, cy + d, size);
            g.setAlpha(255);
        }
        g.setBackgroundColor(color(symbol.rgb()));
        g.setForegroundColor(color(border));
        g.setLineWidth(1);
        switch (symbol.shape()) {
            case DISC -> {
                g.fillOval(cx - h, cy - h, size, size);
                g.drawOval(cx - h, cy - h, size, size);
            }
            case DIAMOND -> {
                int[] diamond = {cx, cy - h, cx + h, cy, cx, cy + h, cx - h, cy};
                g.fillPolygon(diamond);
                g.drawPolygon(diamond);
            }
            default -> {
                g.fillRectangle(cx - h, cy - h, size, size);
                g.drawRectangle(cx - h, cy - h, size, size);
            }
        }
        if (side < 12 || symbol.glyph().isEmpty() && symbol.label().isEmpty()) {
            return;
        }
        boolean withLabel = !symbol.label().isEmpty() && side >= 24;
        int glyphY = withLabel ? cy - size / 7 : textBelow ? cy - size / 8 : cy;
        if (!symbol.glyph().isEmpty()) {
            drawCentred(g, symbol.glyph(), cx, glyphY, font(size * (withLabel || textBelow ? 0.45 : 0.6)), ink);
        }
        if (withLabel) {
            drawCentred(g, symbol.label(), cx, cy + size / 3, font(size * 0.26), ink);
        }
    }

    private static void fillShape(Graphics g, MapSymbol.Shape shape, int cx, int cy, int size) {
        int h = size / 2;
        switch (shape) {
            case DISC -> g.fillOval(cx - h, cy - h, size, size);
            case DIAMOND -> g.fillPolygon(new int[] {cx, cy - h, cx + h, cy, cx, cy + h, cx - h, cy});
            default -> g.fillRectangle(cx - h, cy - h, size, size);
        }
    }

    private void drawImage(Graphics g, ImageData data, int cx, int cy, int size) {
        Image image = images.computeIfAbsent(data, d -> new Image(Display.getCurrent(), d));
        int w = data.width, h = data.height;
        double scale = (double) size / Math.max(w, h);
        int dw = Math.max(1, (int) Math.round(w * scale)), dh = Math.max(1, (int) Math.round(h * scale));
        g.drawImage(image, 0, 0, w, h, cx - dw / 2, cy - dh / 2, dw, dh);
    }

    private void paintOverlays(Graphics g, double side) {
        List<MapOverlays.Highlight> highlights = overlays.highlights();
        for (MapOverlays.Highlight h : highlights) {
            g.setAlpha(h.alpha());
            g.setBackgroundColor(color(h.rgb()));
            for (int i = 0; i < visibleCount; i++) {
                if (h.sites().get(visibleSites[i])) {
                    corners(i, 1);
                    g.fillPolygon(polygon);
                }
            }
            g.setAlpha(255);
            // an outline that stands out from the terrain below (MapLook#readable): the tinted fill alone fades on
            // terrains of a similar colour
            g.setLineWidth(side >= 12 ? 3 : 2);
            for (int i = 0; i < visibleCount; i++) {
                if (h.sites().get(visibleSites[i])) {
                    corners(i, 0.78);
                    g.setForegroundColor(color(MapLook.readable(h.rgb(), terrainRgb(visibleSites[i]))));
                    g.drawPolygon(polygon);
                }
            }
        }
        g.setLineWidth(side >= 12 ? 3 : 2);
        g.setForegroundColor(color(MapLook.selectionRgb()));
        for (int i = 0; i < visibleCount; i++) {
            if (overlays.isSelected(visibleSites[i])) {
                corners(i, 0.92);
                g.drawPolygon(polygon);
            }
        }
        int[] path = overlays.path();
        if (path.length > 1) {
            g.setForegroundColor(color(PATH));
            g.setLineWidth(Math.max(2, (int) Math.round(side * 0.15)));
            Point previous = centreOf(path[0]);
            for (int k = 1; k < path.length; k++) {
                Point next = centreOf(path[k]);
                g.drawLine(previous.x, previous.y, next.x, next.y);
                previous = next;
            }
            int dot = Math.max(4, (int) Math.round(side * 0.3));
            g.setBackgroundColor(color(PATH));
            g.fillOval(previous.x - dot / 2, previous.y - dot / 2, dot, dot);
        }
        int hover = overlays.hover();
        if (hover >= 0 && hover < grid.size()) {
            for (int i = 0; i < visibleCount; i++) {
                if (visibleSites[i] == hover) {
                    corners(i, 1);
                    g.setLineWidth(2);
                    g.setForegroundColor(color(HOVER));
                    g.drawPolygon(polygon);
                }
            }
        }
    }

    /**
     * Returns the colour a site's terrain shows: that of the topmost filled terrain symbol, else the unknown terrain's.
     *
     * @param site a site index
     * @return 0xRRGGBB
     */
    public int terrainRgb(int site) {
        List<MapSymbol> stack = content.terrain(site);
        for (int layer = stack.size() - 1; layer >= 0; layer--) {
            MapSymbol symbol = stack.get(layer);
            if (symbol != MapSymbol.NONE && symbol.shape() == MapSymbol.Shape.FILL) {
                return symbol.rgb();
            }
        }
        return MapSymbol.UNKNOWN_TERRAIN.rgb();
    }

    private void drawCentred(Graphics g, String text, int cx, int cy, Font font, int rgb) {
        Dimension d = textSize(text, font);
        g.setFont(font);
        g.setForegroundColor(color(rgb));
        g.drawString(text, cx - d.width / 2, cy - d.height / 2);
    }

    private Dimension textSize(String text, Font font) {
        return textSizes.computeIfAbsent(font, f -> new HashMap<>())
                .computeIfAbsent(text, t -> FigureUtilities.getStringExtents(t, font));
    }

    private Font font(double pixelHeight) {
        int px = Math.max(6, (int) Math.round(pixelHeight));
        return fonts.computeIfAbsent(px, p -> {
            Display display = Display.getCurrent();
            // SWT font heights are points: 72 points per inch
            int points = Math.max(4, (int) Math.round(p * 72.0 / display.getDPI().y));
            return new Font(display, new FontData("Sans", points, SWT.BOLD));
        });
    }

    private Color color(int rgb) {
        if (resources == null) {
            resources = new LocalResourceManager(JFaceResources.getResources(Display.getCurrent()));
        }
        return colors.computeIfAbsent(rgb, c -> resources.create(
                ColorDescriptor.createFrom(new RGB((c >> 16) & 0xff, (c >> 8) & 0xff, c & 0xff))));
    }

    private static int darker(int rgb) {
        int r = ((rgb >> 16) & 0xff) * 2 / 3, g = ((rgb >> 8) & 0xff) * 2 / 3, b = (rgb & 0xff) * 2 / 3;
        return (r << 16) | (g << 8) | b;
    }

    /** Releases the fonts and images made for painting; the renderer makes new ones if it paints again. */
    public void dispose() {
        fonts.values().forEach(Font::dispose);
        fonts.clear();
        textSizes.clear();
        images.values().forEach(Image::dispose);
        images.clear();
        colors.clear();
        if (resources != null) {
            resources.dispose();
            resources = null;
        }
    }
}
