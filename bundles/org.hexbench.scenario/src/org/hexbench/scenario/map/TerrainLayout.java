package org.hexbench.scenario.map;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.eclipse.emf.common.util.ECollections;
import org.hexbench.scenario.Area;
import org.hexbench.scenario.Bounds;
import org.hexbench.scenario.GameMap;
import org.hexbench.scenario.Location;
import org.hexbench.scenario.TerrainClass;
import org.hexbench.scenario.TerrainStack;
import org.hexbench.tiling.grid.Grid;

/**
 * A decoded snapshot of a map's terrain (digest A.1 Areas): one palette index per site in a plain array, so that
 * looking up a site's terrain stack is O(1) with no per-site object. Areas with a terrain stack are applied on top,
 * in list order (a stack with a background terrain replaces the site's stack; one without adds foreground
 * terrains). Edits go through {@link #setStackIndex(int, int)} and are written back with {@link #store()}.
 *
 * <p>A snapshot: decode again after the model's layout, palette or areas change.
 */
public final class TerrainLayout {

    private final GameMap map;
    private final Grid grid;
    private final int[] cells;
    private final Map<Integer, List<TerrainClass>> areaStacks = new HashMap<>();

    private TerrainLayout(GameMap map, Grid grid, int[] cells) {
        this.map = map;
        this.grid = grid;
        this.cells = cells;
    }

    /**
     * Decodes a map's layout and applies its areas' terrain stacks.
     *
     * @param map a map whose geometry is valid
     * @return the snapshot
     * @throws LayoutFormatException if the layout is malformed or refers to a palette entry that does not exist
     */
    public static TerrainLayout decode(GameMap map) throws LayoutFormatException {
        Grid grid = MapGeometry.toGrid(map);
        int[] cells = RunLengthRows.decode(map.getLayout(), MapGeometry.rowLengths(map));
        int paletteSize = map.getPalette().size();
        for (int i = 0; i < cells.length; i++) {
            if (cells[i] >= paletteSize) {
                throw new LayoutFormatException(rowOf(map, i), "site " + describe(grid, i)
                        + " uses terrain stack " + cells[i] + " but the palette has " + paletteSize + " entries");
            }
        }
        TerrainLayout layout = new TerrainLayout(map, grid, cells);
        layout.applyAreas();
        return layout;
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
                    int index = MapGeometry.indexOf(grid, x, y);
                    if (index >= 0) {
                        sites.add(index);
                    }
                }
            }
        }
        for (Location l : locations) {
            int index = MapGeometry.indexOf(grid, l.getX(), l.getY());
            if (index >= 0) {
                sites.add(index);
            }
        }
        return sites;
    }

    /** @return the map's grid */
    public Grid grid() {
        return grid;
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
        int site = MapGeometry.indexOf(grid, x, y);
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

    /** Writes the layout back into the map's {@code layout} rows (run-length encoded). */
    public void store() {
        List<String> rows = RunLengthRows.encode(cells, MapGeometry.rowLengths(map));
        boolean allDefault = true;
        for (int cell : cells) {
            if (cell != 0) {
                allDefault = false;
                break;
            }
        }
        map.getLayout().clear();
        if (!allDefault) {
            map.getLayout().addAll(rows);
        }
    }
}
