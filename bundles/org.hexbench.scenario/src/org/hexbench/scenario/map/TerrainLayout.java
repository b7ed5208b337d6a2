package org.hexbench.scenario.map;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.eclipse.emf.common.util.ECollections;
import org.hexbench.scenario.Area;
import org.hexbench.scenario.BoardShape;
import org.hexbench.scenario.Bounds;
import org.hexbench.scenario.GameMap;
import org.hexbench.scenario.Location;
import org.hexbench.scenario.TerrainClass;
import org.hexbench.scenario.TerrainStack;
import org.hexbench.tiling.grid.Grid;

/**
 * A decoded snapshot of a map's terrain (Hexkit User's Guide §4.8.3 Map Storage Format): one palette index per site in
 * a plain array, so that
 * looking up a site's terrain stack is O(1) with no per-site object. Areas with a terrain stack are applied on top,
 * in list order (a stack with a background terrain replaces the site's stack; one without adds foreground
 * terrains). Edits go through {@link #setStackIndex(int, int)} and are written back with {@link #store()}.
 *
 * <p>Small maps keep their layout as readable run-length rows, large ones as binary {@link TerrainRuns} saved in
 * a {@link TerrainFile}; {@link #decode(GameMap)} reads either.
 *
 * <p>A snapshot: decode again after the model's layout, palette or areas change.
 */
public final class TerrainLayout {

    private final GameMap map;
    private Grid grid;
    private final int[] cells;
    private final Map<Integer, List<TerrainClass>> areaStacks = new HashMap<>();

    private TerrainLayout(GameMap map, int[] cells) {
        this.map = map;
        this.cells = cells;
    }

    /**
     * The largest map (in sites) whose layout is stored inline as readable {@link RunLengthRows}; larger maps store
     * {@link TerrainRuns} in a binary {@link TerrainFile}. 256×256 keeps every shipped
     * example diff-friendly while a 1000×1000 map loads without a megabyte of XML text.
     */
    public static final int INLINE_SITES = 65_536;

    /**
     * Decodes a map's layout (its {@link GameMap#getTerrain() terrain runs}, or else its layout rows) and applies
     * its areas' terrain stacks.
     *
     * <p>The map's {@link #grid() grid} is built only when asked for: a large rectangle's grid caches per-site
     * tiling coordinates, which site lookups by coordinates do not need.
     *
     * @param map a map whose geometry is valid
     * @return the snapshot
     * @throws IllegalArgumentException if the map's geometry has a {@link MapGeometry#problem(GameMap) problem}
     * @throws LayoutFormatException if the layout is malformed, has the wrong number of sites, is given both as rows
     *             and as terrain runs, or refers to a palette entry that does not exist
     */
    public static TerrainLayout decode(GameMap map) throws LayoutFormatException {
        String problem = MapGeometry.problem(map);
        if (problem != null) {
            throw new IllegalArgumentException(problem);
        }
        int sites = MapGeometry.siteCount(map);
        int paletteSize = map.getPalette().size();
        TerrainRuns runs = map.getTerrain();
        int[] cells;
        if (runs != null) {
            String name = runs.source() == null ? "the terrain runs" : "terrain file " + runs.source();
            if (!map.getLayout().isEmpty()) {
                throw new LayoutFormatException(-1, "has both layout rows and " + name + "; keep only one");
            }
            if (runs.sites() != sites) {
                throw new LayoutFormatException(-1, name + " describes " + runs.sites() + " sites but the map has "
                        + sites);
            }
            cells = runs.decode(paletteSize);
        } else {
            cells = RunLengthRows.decode(map.getLayout(), MapGeometry.rowLengths(map));
            for (int i = 0; i < cells.length; i++) {
                if (cells[i] >= paletteSize) {
                    throw new LayoutFormatException(rowOf(map, i), "site " + describe(MapGeometry.toGrid(map), i)
                            + " uses terrain stack " + cells[i] + " but the palette has " + paletteSize + " entries");
                }
            }
        }
        TerrainLayout layout = new TerrainLayout(map, cells);
        layout.applyAreas();
        return layout;
    }

    /**
     * Writes palette indexes into a map in its canonical form: nothing if every site has the default stack, readable
     * layout rows up to {@link #INLINE_SITES} sites, binary {@link TerrainRuns} above.
     *
     * @param map the map; its geometry must be valid
     * @param cells one palette index per site, in site index order
     */
    public static void store(GameMap map, int[] cells) {
        boolean allDefault = true;
        for (int cell : cells) {
            if (cell != 0) {
                allDefault = false;
                break;
            }
        }
        map.getLayout().clear();
        map.setTerrain(null);
        if (allDefault) {
            return;
        }
        if (cells.length > INLINE_SITES) {
            map.setTerrain(TerrainRuns.encode(cells));
        } else {
            map.getLayout().addAll(RunLengthRows.encode(cells, MapGeometry.rowLengths(map)));
        }
    }

    private static int rowOf(GameMap map, int site) {
        int row = 0;
        for (int length : MapGeometry.rowLengths(map)) {
            if (site < length) {
                return row;
            }
            site -= length;
            row++;
        }
        return -1;
    }

    private static String describe(Grid grid, int site) {
        return grid.tile(site).toString();
    }

    private void applyAreas() {
        for (Area area : map.getAreas()) {
            if (area.getTerrains().isEmpty()) {
                continue;
            }
            boolean replaces = area.getTerrains().stream().anyMatch(TerrainClass::isBackground);
            for (int site : sitesOf(area.getBounds(), area.getSites())) {
                List<TerrainClass> stack = replaces ? new ArrayList<>() : new ArrayList<>(stackAt(site));
                stack.addAll(area.getTerrains());
                areaStacks.put(site, Collections.unmodifiableList(stack));
            }
        }
    }

    /**
     * Returns the site indexes covered by rectangles and single locations, skipping those off the map.
     *
     * @param bounds rectangles of offset coordinates
     * @param locations single sites
     * @return the site indexes (possibly with duplicates if the shapes overlap)
     */
    public List<Integer> sitesOf(List<Bounds> bounds, List<Location> locations) {
        List<Integer> sites = new ArrayList<>();
        for (Bounds b : bounds) {
            for (int y = b.getY(); y < b.getY() + b.getHeight(); y++) {
                for (int x = b.getX(); x < b.getX() + b.getWidth(); x++) {
                    int index = siteIndex(x, y);
                    if (index >= 0) {
                        sites.add(index);
                    }
                }
            }
        }
        for (Location l : locations) {
            int index = siteIndex(l.getX(), l.getY());
            if (index >= 0) {
                sites.add(index);
            }
        }
        return sites;
    }

    /** @return the map's grid, built on first use */
    public Grid grid() {
        if (grid == null) {
            grid = MapGeometry.toGrid(map);
        }
        return grid;
    }

    /**
     * Returns the site index of model coordinates (see {@link MapGeometry#indexOf(Grid, int, int)}), by arithmetic on
     * rectangles so that no grid is built.
     */
    private int siteIndex(int x, int y) {
        if (map.getShape() == BoardShape.HEXAGON) {
            return MapGeometry.indexOf(grid(), x, y);
        }
        return x < 0 || y < 0 || x >= map.getWidth() || y >= map.getHeight() ? -1 : y * map.getWidth() + x;
    }

    /** @return the number of sites */
    public int size() {
        return cells.length;
    }

    /**
     * Returns the palette index of a site's layout stack (ignoring areas).
     *
     * @param site a site index
     * @return the palette index
     */
    public int stackIndex(int site) {
        return cells[site];
    }

    /**
     * Returns a site's terrain stack, bottom first, including area terrains.
     *
     * @param site a site index
     * @return the terrains (unmodifiable)
     */
    public List<TerrainClass> stackAt(int site) {
        List<TerrainClass> fromArea = areaStacks.get(site);
        if (fromArea != null) {
            return fromArea;
        }
        TerrainStack stack = map.getPalette().get(cells[site]);
        return ECollections.unmodifiableEList(stack.getTerrains());
    }

    /**
     * Returns the terrain stack at model coordinates (see {@link MapGeometry#indexOf(Grid, int, int)}).
     *
     * @param x column, or board row
     * @param y row, or board diagonal rank
     * @return the terrains, bottom first
     * @throws IndexOutOfBoundsException if the site is not on the map
     */
    public List<TerrainClass> stackAt(int x, int y) {
        int site = siteIndex(x, y);
        if (site < 0) {
            throw new IndexOutOfBoundsException("(" + x + "," + y + ") is not on the map");
        }
        return stackAt(site);
    }

    /**
     * Changes a site's layout stack (areas still apply on top).
     *
     * @param site a site index
     * @param paletteIndex an index into the map's palette
     */
    public void setStackIndex(int site, int paletteIndex) {
        if (paletteIndex < 0 || paletteIndex >= map.getPalette().size()) {
            throw new IndexOutOfBoundsException("no palette entry " + paletteIndex);
        }
        cells[site] = paletteIndex;
    }

    /** Writes the layout back into the map in its canonical form (see {@link #store(GameMap, int[])}). */
    public void store() {
        store(map, cells);
    }
}
