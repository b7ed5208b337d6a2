package org.hexbench.xconq.internal;

import org.hexbench.scenario.GameMap;
import org.hexbench.scenario.GridShift;
import org.hexbench.scenario.PolygonKind;
import org.hexbench.scenario.PolygonOrientation;
import org.hexbench.scenario.ScenarioFactory;
import org.hexbench.xconq.game.GameArea;

/**
 * Where an Xconq cell lies on a Hexbench map. Xconq's hexagons stand in rows on their vertices, each row half a cell
 * further east than the one below it: the neighbours of (x, y) are (x ± 1, y), (x, y ± 1), (x − 1, y + 1) and
 * (x + 1, y − 1), y counting north (GDL reference, Area Properties). On a Hexbench map of hexagons on vertex whose odd
 * rows are shifted right, row {@code r = height − 1 − y} (the top row first) and column
 * {@code c = x − ⌈r / 2⌉} give every cell the same six neighbours. A wrapping area (a cylinder) keeps its width with
 * columns taken modulo the width; a hexagonal area (one that does not wrap) is placed in the narrowest rectangle that
 * holds it, and the sites outside Xconq's area are off the world.
 *
 * <p>Worked example, a 4 × 3 cylinder: cell (0, 2) is site (0, 0); (0, 1) is row 1, column 0 − 1 = −1, i.e. 3;
 * (1, 1) is site (0, 1), whose neighbours in the odd (right-shifted) row 1 above it are (0, 0) and (1, 0), i.e. the
 * cells (0, 2) and (1, 2): exactly (x − 1, y + 1) and (x, y + 1).
 */
public final class XconqGrid {

    private final GameArea area;
    private final int width;
    private final int height;
    private final int columnOffset;

    /**
     * Lays out an area.
     *
     * @param area the Xconq area
     */
    public XconqGrid(GameArea area) {
        this.area = area;
        this.height = area.height();
        if (area.wraps()) {
            width = area.width();
            columnOffset = 0;
        } else {
            int min = Integer.MAX_VALUE;
            int max = Integer.MIN_VALUE;
            for (int y = 0; y < area.height(); y++) {
                for (int x = 0; x < area.width(); x++) {
                    if (area.inArea(x, y)) {
                        int c = rawColumn(x, y);
                        min = Math.min(min, c);
                        max = Math.max(max, c);
                    }
                }
            }
            width = max - min + 1;
            columnOffset = -min;
        }
    }

    private int rawColumn(int x, int y) {
        int r = height - 1 - y;
        return x - (r + 1) / 2;
    }

    /** @return the map's width in sites */
    public int width() {
        return width;
    }

    /** @return the map's height in sites */
    public int height() {
        return height;
    }

    /**
     * @param x an Xconq column
     * @param y an Xconq row
     * @return the site's column
     */
    public int column(int x, int y) {
        int c = rawColumn(x, y) + columnOffset;
        return area.wraps() ? Math.floorMod(c, width) : c;
    }

    /**
     * @param y an Xconq row
     * @return the site's row
     */
    public int row(int y) {
        return height - 1 - y;
    }

    /**
     * @param column a site column
     * @param row a site row
     * @return the Xconq cell's x, which may lie outside the area on a hexagonal area
     */
    public int cellX(int column, int row) {
        int x = column - columnOffset + (row + 1) / 2;
        return area.wraps() ? Math.floorMod(x, area.width()) : x;
    }

    /**
     * @param row a site row
     * @return the Xconq cell's y
     */
    public int cellY(int row) {
        return height - 1 - row;
    }

    /**
     * @param column a site column
     * @param row a site row
     * @return whether the site is a cell of Xconq's area
     */
    public boolean inArea(int column, int row) {
        return area.inArea(cellX(column, row), cellY(row));
    }

    /** @return a new map of this size: hexagons on vertex, odd rows shifted right, wrapping as the area does */
    public GameMap newMap() {
        GameMap map = ScenarioFactory.eINSTANCE.createGameMap();
        map.setPolygon(PolygonKind.HEXAGON);
        map.setOrientation(PolygonOrientation.ON_VERTEX);
        map.setShift(GridShift.ROW_RIGHT);
        map.setWrap(area.wraps());
        map.setWidth(width);
        map.setHeight(height);
        return map;
    }
}
