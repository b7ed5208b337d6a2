package org.hexbench.scenario.map;

import java.util.Iterator;
import java.util.List;

import org.eclipse.emf.ecore.util.EcoreUtil;
import org.hexbench.scenario.Area;
import org.hexbench.scenario.BoardShape;
import org.hexbench.scenario.Bounds;
import org.hexbench.scenario.GameMap;
import org.hexbench.scenario.HomeSite;
import org.hexbench.scenario.Location;
import org.hexbench.scenario.OverlayImage;
import org.hexbench.scenario.PlaceSites;
import org.hexbench.tiling.GridShift;
import org.hexbench.tiling.OffsetLayout;
import org.hexbench.tiling.grid.Grid;
import org.hexbench.tiling.grid.HexagonBoard;
import org.hexbench.tiling.projection.Projection;

/**
 * Resizing a map around an {@link MapAnchor anchor}, as an image editor resizes its canvas: a pure function from a
 * map and a new size to a new map, which leaves the given map unchanged.
 *
 * <p>Every site that stays keeps its terrain (the layout's palette entry), and the areas (Hexkit User's Guide §4.8.3
 * Map Storage Format: owners, units, effects, terrain exceptions), home sites and place sites move with it. New sites
 * get palette entry 0, the map's default terrain stack (Hexkit User's Guide §4.8.3: the default Terrains). What falls
 * outside the new map is clipped: rectangles of areas and place sites are cut to the map, single sites and home sites
 * off it are dropped, and an area or place-sites entry left with no site at all is dropped.
 * {@link #lostSites()}, {@link #lostUnits()} and {@link #lostHomeSites()} say what would be lost before anything is
 * changed, so an editor can ask first. The map's overlay picture (Hexkit User's Guide §3.4.6 Static Overlay Images),
 * placed in map pixels at 100 % zoom from the map's top-left corner, moves with the sites: by how far a site that stays
 * moves in the map's picture, which is the content's move less the change of the picture's left and top edge
 * ({@link #overlayShift()}).
 *
 * <p>How far the content moves:
 * <ul>
 * <li>Rectangle maps: by 0, half (rounded toward zero) or all of the change in width (columns) and height (rows)
 * for an anchor on the left/top, in the middle or on the right/bottom. On hexagon maps whose columns are shifted
 * (Hexkit User's Guide §3.3 Map Geometry: which columns or rows are shifted decides the neighbours) the column
 * offset is rounded toward zero to an even number, and likewise the row offset when rows are shifted: an odd offset
 * would change which sites are neighbours.</li>
 * <li>Hexagon boards ({@link HexagonBoard}, board coordinates x = row, y = diagonal rank) change their side by
 * {@code k}; the anchor names the hex that stays: a corner of the board (top-left (0, 0), top-right (0, side-1),
 * left (side-1, 0), right (side-1, 2·side-2), bottom-left (2·side-2, side-1), bottom-right (2·side-2, 2·side-2)), its
 * centre (side-1, side-1), or the middle of the top or bottom row. The content moves by the difference of that
 * hex's coordinates on the new and the old board, e.g. (k, k) for the centre.</li>
 * </ul>
 */
public final class MapResize {

    private final GameMap map;
    private final boolean board;
    private final int oldWidth, oldHeight, oldSide;
    private final int width, height, side;
    private final int dx, dy;
    private final Grid oldGrid, newGrid;
    private int lostSites = -1, lostUnits, lostHomeSites;

    private MapResize(GameMap map, int widthOrSide, int height, MapAnchor anchor) {
        this.map = map;
        String problem = MapGeometry.problem(map);
        if (problem != null) {
            throw new IllegalArgumentException("the map cannot be resized: " + problem);
        }
        board = map.getShape() == BoardShape.HEXAGON;
        oldWidth = map.getWidth();
        oldHeight = map.getHeight();
        oldSide = map.getSide();
        if (board) {
            side = widthOrSide;
            width = oldWidth;
            this.height = oldHeight;
            int k = side - oldSide;
            int half = (side - 1) / 2 - (oldSide - 1) / 2;
            dx = anchor.row() * k;
            dy = switch (anchor) {
                case TOP_LEFT, LEFT -> 0;
                case TOP -> half;
                case TOP_RIGHT, CENTRE, BOTTOM_LEFT -> k;
                case BOTTOM -> k + half;
                case RIGHT, BOTTOM_RIGHT -> 2 * k;
            };
        } else {
            side = oldSide;
            width = widthOrSide;
            this.height = height;
            GridShift shift = MapGeometry.shift(map);
            int x = offset(anchor.column(), width - oldWidth);
            int y = offset(anchor.row(), height - oldHeight);
            dx = shift.shiftsColumns() ? x - x % 2 : x;
            dy = shift.shiftsRows() ? y - y % 2 : y;
        }
        GameMap probe = EcoreUtil.copy(map);
        probe.getLayout().clear();
        probe.setTerrain(null);
        probe.getAreas().clear();
        probe.setSide(side);
        probe.setWidth(width);
        probe.setHeight(this.height);
        problem = MapGeometry.problem(probe);
        if (problem != null) {
            throw new IllegalArgumentException("cannot resize the map: " + problem);
        }
        oldGrid = board ? MapGeometry.toGrid(map) : null;
        newGrid = board ? MapGeometry.toGrid(probe) : null;
    }

    private static int offset(int anchorPart, int change) {
        return switch (anchorPart) {
            case 0 -> 0;
            case 1 -> change / 2;
            default -> change;
        };
    }

    /**
     * Plans resizing a rectangle map to a new number of columns and rows.
     *
     * @param map a rectangle map with a valid geometry
     * @param width the new number of columns
     * @param height the new number of rows
     * @param anchor what stays in place
     * @return the plan
     * @throws IllegalArgumentException if the map is a hexagon board or the new size is not valid for its geometry
     */
    public static MapResize rectangle(GameMap map, int width, int height, MapAnchor anchor) {
        if (map.getShape() == BoardShape.HEXAGON) {
            throw new IllegalArgumentException("a hexagon board is resized by its side, not by width and height");
        }
        return new MapResize(map, width, height, anchor);
    }

    /**
     * Plans resizing a hexagon board to a new side.
     *
     * @param map a hexagon board with a valid geometry
     * @param side the new number of hexes on each edge
     * @param anchor what stays in place
     * @return the plan
     * @throws IllegalArgumentException if the map is not a hexagon board or the side is out of range
     */
    public static MapResize board(GameMap map, int side, MapAnchor anchor) {
        if (map.getShape() != BoardShape.HEXAGON) {
            throw new IllegalArgumentException("a rectangle map is resized by width and height, not by a side");
        }
        return new MapResize(map, side, 0, anchor);
    }

    /** @return how far the content moves along model x (columns; board rows on hexagon boards) */
    public int dx() {
        return dx;
    }

    /** @return how far the content moves along model y (rows; diagonal ranks on hexagon boards) */
    public int dy() {
        return dy;
    }

    /** @return how many of the map's sites fall outside the new map */
    public int lostSites() {
        count();
        return lostSites;
    }

    /**
     * @return how many units (an area's units once per site of the area) stand on sites that fall outside the new
     *         map
     */
    public int lostUnits() {
        count();
        return lostUnits;
    }

    /** @return how many factions' home sites fall outside the new map */
    public int lostHomeSites() {
        count();
        return lostHomeSites;
    }

    private void count() {
        if (lostSites >= 0) {
            return;
        }
        int sites = MapGeometry.siteCount(map);
        int lost = 0;
        for (int site = 0; site < sites; site++) {
            int[] xy = oldLocation(site);
            lost += onNewMap(xy[0] + dx, xy[1] + dy) ? 0 : 1;
        }
        lostSites = lost;
        TerrainLayout layout;
        try {
            layout = TerrainLayout.decode(map);
        } catch (LayoutFormatException e) {
            throw new IllegalArgumentException("the map's layout is malformed: " + e.getMessage(), e);
        }
        for (Area area : map.getAreas()) {
            if (area.getUnits().isEmpty()) {
                continue;
            }
            for (int site : layout.sitesOf(area.getBounds(), area.getSites())) {
                int[] xy = oldLocation(site);
                if (!onNewMap(xy[0] + dx, xy[1] + dy)) {
                    lostUnits += area.getUnits().size();
                }
            }
        }
        for (HomeSite home : map.getHomeSites()) {
            Location l = home.getLocation();
            if (l != null && !onNewMap(l.getX() + dx, l.getY() + dy)) {
                lostHomeSites++;
            }
        }
    }

    private int[] oldLocation(int site) {
        return board ? MapGeometry.locationOf(oldGrid, site) : new int[] {site % oldWidth, site / oldWidth};
    }

    private boolean onNewMap(int x, int y) {
        if (board) {
            int last = 2 * side - 2;
            return x >= 0 && y >= 0 && x <= last && y <= last && Math.abs(x - y) <= side - 1;
        }
        return x >= 0 && y >= 0 && x < width && y < height;
    }

    private int oldIndex(int x, int y) {
        if (board) {
            return MapGeometry.indexOf(oldGrid, x, y);
        }
        return x < 0 || y < 0 || x >= oldWidth || y >= oldHeight ? -1 : y * oldWidth + x;
    }

    /**
     * Makes the resized map: a copy of the map with the new size, terrain, areas, home sites and place sites, which
     * refers to the same terrain classes, entity classes and factions. The given map is not changed.
     *
     * @return the new map
     * @throws IllegalArgumentException if the map's layout is malformed
     */
    public GameMap result() {
        TerrainLayout layout;
        try {
            layout = TerrainLayout.decode(map);
        } catch (LayoutFormatException e) {
            throw new IllegalArgumentException("the map's layout is malformed: " + e.getMessage(), e);
        }
        GameMap next = EcoreUtil.copy(map);
        next.setWidth(width);
        next.setHeight(height);
        next.setSide(side);
        int sites = MapGeometry.siteCount(next);
        int[] cells = new int[sites];
        for (int site = 0; site < sites; site++) {
            int[] xy = board ? MapGeometry.locationOf(newGrid, site) : new int[] {site % width, site / width};
            int old = oldIndex(xy[0] - dx, xy[1] - dy);
            cells[site] = old < 0 ? 0 : layout.stackIndex(old);
        }
        TerrainLayout.store(next, cells);
        OverlayImage overlay = next.getOverlay();
        if (overlay != null) {
            int[] shift = overlayShift();
            overlay.setX(overlay.getX() + shift[0]);
            overlay.setY(overlay.getY() + shift[1]);
        }
        for (Iterator<Area> areas = next.getAreas().iterator(); areas.hasNext();) {
            Area area = areas.next();
            boolean hadSites = !area.getBounds().isEmpty() || !area.getSites().isEmpty();
            move(area.getBounds(), area.getSites());
            if (hadSites && area.getBounds().isEmpty() && area.getSites().isEmpty()) {
                areas.remove();
            }
        }
        for (Iterator<PlaceSites> places = next.getPlaceSites().iterator(); places.hasNext();) {
            PlaceSites place = places.next();
            boolean hadSites = !place.getBounds().isEmpty() || !place.getSites().isEmpty();
            move(place.getBounds(), place.getSites());
            if (hadSites && place.getBounds().isEmpty() && place.getSites().isEmpty()) {
                places.remove();
            }
        }
        for (Iterator<HomeSite> homes = next.getHomeSites().iterator(); homes.hasNext();) {
            Location l = homes.next().getLocation();
            if (l != null) {
                l.setX(l.getX() + dx);
                l.setY(l.getY() + dy);
                if (!onNewMap(l.getX(), l.getY())) {
                    homes.remove();
                }
            }
        }
        return next;
    }

    /**
     * Returns how far the overlay picture moves so that it keeps its place relative to the sites: in map pixels at
     * 100 % zoom ({@link MapGeometry#SIDE_PIXELS} per polygon side, the map renderer's unit), the distance a site that
     * stays moves in the map's picture. That is its move on the lattice less the change of the picture's left and top
     * edge, which the map renderer puts at the leftmost and topmost site centre (plus the same polygon corner and
     * margin on either map). E.g. squares on edge, 10×10 grown to 14×14 around the centre: the content moves 2
     * columns and 2 rows, 40 pixels each way, and the picture's edges stay, so the overlay moves (40, 40).
     *
     * @return {x, y} in map pixels at 100 %
     */
    public int[] overlayShift() {
        Projection projection = new Projection(MapGeometry.geometry(map), MapGeometry.SIDE_PIXELS);
        int[] kept = keptLocation();
        double[] before = centre(projection, false, kept[0], kept[1]);
        double[] after = centre(projection, true, kept[0] + dx, kept[1] + dy);
        double[] oldEdge = topLeft(projection, false);
        double[] newEdge = topLeft(projection, true);
        return new int[] {(int) Math.round(after[0] - newEdge[0] - (before[0] - oldEdge[0])),
                (int) Math.round(after[1] - newEdge[1] - (before[1] - oldEdge[1]))};
    }

    /** Model coordinates of a site of the old map that is on the new map too (some always is). */
    private int[] keptLocation() {
        int sites = MapGeometry.siteCount(map);
        for (int site = 0; site < sites; site++) {
            int[] xy = oldLocation(site);
            if (onNewMap(xy[0] + dx, xy[1] + dy)) {
                return xy;
            }
        }
        return oldLocation(0);
    }

    /** The world position of a site of the old or new map, given by its model coordinates. */
    private double[] centre(Projection projection, boolean onNew, int x, int y) {
        int row, col;
        if (board) {
            Grid grid = onNew ? newGrid : oldGrid;
            int site = MapGeometry.indexOf(grid, x, y);
            row = grid.row(site);
            col = grid.col(site);
        } else {
            OffsetLayout layout = MapGeometry.layout(map);
            row = layout.tileRow(x, y);
            col = layout.tileCol(x, y);
        }
        return new double[] {projection.worldX(row, col), projection.worldY(row, col)};
    }

    /** The leftmost and topmost site centre of the old or new map in world coordinates. */
    private double[] topLeft(Projection projection, boolean onNew) {
        double minX = Double.POSITIVE_INFINITY, minY = Double.POSITIVE_INFINITY;
        if (board) {
            Grid grid = onNew ? newGrid : oldGrid;
            for (int site = 0, n = grid.size(); site < n; site++) {
                minX = Math.min(minX, projection.worldX(grid.row(site), grid.col(site)));
                minY = Math.min(minY, projection.worldY(grid.row(site), grid.col(site)));
            }
        } else {
            OffsetLayout layout = MapGeometry.layout(map);
            int w = onNew ? width : oldWidth, h = onNew ? height : oldHeight;
            for (int y = 0; y < h; y++) {
                for (int x = 0; x < w; x++) {
                    int row = layout.tileRow(x, y), col = layout.tileCol(x, y);
                    minX = Math.min(minX, projection.worldX(row, col));
                    minY = Math.min(minY, projection.worldY(row, col));
                }
            }
        }
        return new double[] {minX, minY};
    }

    /** Moves rectangles and single sites by the offset, cutting rectangles to the new map and dropping what is off. */
    private void move(List<Bounds> bounds, List<Location> locations) {
        int limitX = board ? 2 * side - 1 : width;
        int limitY = board ? 2 * side - 1 : height;
        for (Iterator<Bounds> it = bounds.iterator(); it.hasNext();) {
            Bounds b = it.next();
            int x0 = Math.max(0, b.getX() + dx), y0 = Math.max(0, b.getY() + dy);
            int x1 = Math.min(limitX, b.getX() + dx + b.getWidth());
            int y1 = Math.min(limitY, b.getY() + dy + b.getHeight());
            if (x1 <= x0 || y1 <= y0) {
                it.remove();
                continue;
            }
            b.setX(x0);
            b.setY(y0);
            b.setWidth(x1 - x0);
            b.setHeight(y1 - y0);
        }
        for (Iterator<Location> it = locations.iterator(); it.hasNext();) {
            Location l = it.next();
            l.setX(l.getX() + dx);
            l.setY(l.getY() + dy);
            if (!onNewMap(l.getX(), l.getY())) {
                it.remove();
            }
        }
    }
}
