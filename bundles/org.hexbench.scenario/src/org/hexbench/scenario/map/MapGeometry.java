package org.hexbench.scenario.map;

import org.hexbench.scenario.BoardShape;
import org.hexbench.scenario.GameMap;
import org.hexbench.scenario.PolygonKind;
import org.hexbench.scenario.PolygonOrientation;
import org.hexbench.tiling.Geometry;
import org.hexbench.tiling.GridShift;
import org.hexbench.tiling.HexTc2Coord;
import org.hexbench.tiling.OffsetLayout;
import org.hexbench.tiling.grid.Grid;
import org.hexbench.tiling.grid.HexagonBoard;
import org.hexbench.tiling.grid.RectangleGrid;

/**
 * The geometry of a model {@link GameMap} in terms of the tiling bundle (Hexkit User's Guide §3.3 Map Geometry; Tiling
 * Module design note, Coordinate System): which {@link Geometry}
 * and {@link GridShift} it uses, its {@link Grid}, and how site coordinates map to dense site indexes.
 *
 * <p>Site indexes are the grid's: {@code y · width + x} on rectangles, row by row on hexagon boards. The terrain
 * layout is stored in this order, one entry per site row ({@link #rowLengths(GameMap)}).
 */
public final class MapGeometry {

    /** Hexkit's hard limit of sites per dimension (Hexkit User's Guide §2.3 The Game Map). */
    public static final int MAX_DIMENSION = 10_000;

    /**
     * The side of a site's polygon in map pixels at 100 % zoom, the unit of an overlay picture's rectangle
     * ({@code OverlayImage}, Hexkit User's Guide §3.4.6 Static Overlay Images): the map renderer draws a polygon this
     * size at 100 % (its {@code BASE_SIDE}).
     */
    public static final double SIDE_PIXELS = 20;

    private MapGeometry() {
    }

    /**
     * Returns the tiling geometry of a map.
     *
     * @param map the map
     * @return squares or hexagons, on edge or on vertex
     */
    public static Geometry geometry(GameMap map) {
        boolean onEdge = map.getOrientation() == PolygonOrientation.ON_EDGE;
        if (map.getPolygon() == PolygonKind.SQUARE) {
            return onEdge ? Geometry.SQUARE_ON_EDGE : Geometry.SQUARE_ON_VERTEX;
        }
        return onEdge ? Geometry.HEX_ON_EDGE : Geometry.HEX_ON_VERTEX;
    }

    /**
     * Returns the tiling shift of a map (the model's enum mirrors the tiling one literal by literal).
     *
     * @param map the map
     * @return the shift
     */
    public static GridShift shift(GameMap map) {
        return GridShift.values()[map.getShift().getValue()];
    }

    /**
     * Returns the offset layout of a rectangular map.
     *
     * @param map the map
     * @return geometry plus shift
     * @throws IllegalArgumentException if Hexkit does not offer the combination (e.g. hexagons without a shift)
     */
    public static OffsetLayout layout(GameMap map) {
        return new OffsetLayout(geometry(map), shift(map));
    }

    /**
     * Checks the map's geometry and size.
     *
     * @param map the map
     * @return a description of the first problem, or {@code null} if a grid can be built
     */
    public static String problem(GameMap map) {
        if (map.getShape() == BoardShape.HEXAGON) {
            if (geometry(map) != Geometry.HEX_ON_VERTEX) {
                return "a hexagon board needs hexagons on vertex, not " + geometry(map);
            }
            return map.getSide() < 1 || map.getSide() > MAX_DIMENSION / 2
                    ? "board side " + map.getSide() + " is not in 1.." + MAX_DIMENSION / 2 : null;
        }
        if (map.getWidth() < 1 || map.getWidth() > MAX_DIMENSION || map.getHeight() < 1
                || map.getHeight() > MAX_DIMENSION) {
            return "size " + map.getWidth() + "x" + map.getHeight() + " is not within 1.." + MAX_DIMENSION
                    + " in each dimension";
        }
        try {
            // whether the tiling accepts the combination does not depend on the size beyond the width's parity and
            // a minimum of 3, so a small probe grid answers without building a large grid's per-site caches
            int width = map.getWidth() <= 5 ? map.getWidth() : 4 + (map.getWidth() & 1);
            new RectangleGrid(layout(map), width, Math.min(map.getHeight(), 4), map.isVertexNeighbors(), map.isWrap());
            return null;
        } catch (IllegalArgumentException e) {
            return e.getMessage();
        }
    }

    /**
     * Builds the tiling grid of a map.
     *
     * @param map the map
     * @return a {@link RectangleGrid} or {@link HexagonBoard}
     * @throws IllegalArgumentException if {@link #problem(GameMap)} reports a problem
     */
    public static Grid toGrid(GameMap map) {
        String problem = problem(map);
        if (problem != null) {
            throw new IllegalArgumentException(problem);
        }
        if (map.getShape() == BoardShape.HEXAGON) {
            return new HexagonBoard(map.getSide());
        }
        return new RectangleGrid(layout(map), map.getWidth(), map.getHeight(), map.isVertexNeighbors(), map.isWrap());
    }

    /**
     * Returns the model coordinates of a site, the inverse of {@link #indexOf(Grid, int, int)}: offset
     * {@code (column, row)} on rectangles, board coordinates {@code (row, diagonal rank)} on hexagon boards.
     *
     * @param grid the map's grid, from {@link #toGrid(GameMap)}
     * @param site a site index
     * @return {@code {x, y}} as stored in a scenario's locations
     */
    public static int[] locationOf(Grid grid, int site) {
        if (grid instanceof HexagonBoard board) {
            HexTc2Coord c = board.boardCoord(site);
            return new int[] {c.x(), c.y()};
        }
        int width = ((RectangleGrid) grid).width();
        return new int[] {site % width, site / width};
    }

    /**
     * Names a site by its model coordinates, as scenario files and the editors show them: {@code "(x, y)"}.
     *
     * @param grid the map's grid
     * @param site a site index
     * @return the name
     */
    public static String nameOf(Grid grid, int site) {
        int[] xy = locationOf(grid, site);
        return "(" + xy[0] + ", " + xy[1] + ")";
    }

    /**
     * Returns the site index of model coordinates: offset {@code (x, y)} on rectangles, board coordinates
     * {@code (row, diagonal rank)} on hexagon boards (HexTC2 rules, COMP202 Winter 2005 Assignment 6, section hexIT).
     *
     * @param grid the map's grid, from {@link #toGrid(GameMap)}
     * @param x column, or board row
     * @param y row, or board diagonal rank
     * @return the site index, or -1 if the site is not on the map
     */
    public static int indexOf(Grid grid, int x, int y) {
        if (grid instanceof HexagonBoard board) {
            int side = board.side();
            if (x < 0 || y < 0 || x > 2 * side - 2 || y > 2 * side - 2 || Math.abs(x - y) > side - 1) {
                return -1;
            }
            return board.indexOf(new HexTc2Coord(x, y)); // the board's own column shift (even sides differ)
        }
        return ((RectangleGrid) grid).indexOfOffset(x, y);
    }

    /**
     * Returns the number of sites of a map, without building its grid.
     *
     * @param map a map without {@link #problem(GameMap) problems}
     * @return the sum of the {@link #rowLengths(GameMap) row lengths}
     */
    public static int siteCount(GameMap map) {
        if (map.getShape() == BoardShape.HEXAGON) {
            long side = map.getSide();
            return (int) (3 * side * (side - 1) + 1);
        }
        return map.getWidth() * map.getHeight();
    }

    /**
     * Returns the number of sites in each site row, in index order: {@code height} rows of {@code width} on
     * rectangles, {@code 2·side - 1} rows of growing then shrinking length on hexagon boards.
     *
     * @param map a map without {@link #problem(GameMap) problems}
     * @return the row lengths; their sum is the number of sites
     */
    public static int[] rowLengths(GameMap map) {
        if (map.getShape() == BoardShape.HEXAGON) {
            int side = map.getSide();
            int[] lengths = new int[2 * side - 1];
            for (int r = 0; r < lengths.length; r++) {
                lengths[r] = side + Math.min(r, lengths.length - 1 - r);
            }
            return lengths;
        }
        int[] lengths = new int[map.getHeight()];
        java.util.Arrays.fill(lengths, map.getWidth());
        return lengths;
    }
}
