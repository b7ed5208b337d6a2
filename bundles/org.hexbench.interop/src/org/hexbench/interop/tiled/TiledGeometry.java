package org.hexbench.interop.tiled;

import org.hexbench.scenario.BoardShape;
import org.hexbench.scenario.GameMap;
import org.hexbench.scenario.GridShift;
import org.hexbench.scenario.PolygonKind;
import org.hexbench.scenario.PolygonOrientation;

/**
 * How a Tiled map's orientation and stagger correspond to a Hexbench map geometry, and where Tiled draws a tile.
 *
 * <p>Tiled's "TMX Map Format" says of {@code <map>}: {@code staggeraxis} "determines which axis ('x' or 'y') is
 * staggered" and {@code staggerindex} "whether the 'even' or 'odd' indexes along the staggered axis are shifted";
 * {@code hexsidelength} is the length of the hexagon's side along that axis. Staggering rows ({@code y}) shifts them
 * right by half a tile, which fits hexagons with a vertex on top; staggering columns ({@code x}) shifts them down,
 * which fits hexagons with an edge on top. Hexbench's offset layouts (Hexkit User's Guide §3.3 Map Geometry) shift
 * the odd rows right or left, or the odd columns down or up. Both number cells {@code (x = column, y = row)} from
 * the top left, so with
 * <pre>
 *   orthogonal                      = squares on edge, no shift
 *   hexagonal, staggeraxis y, odd   = hexagons on vertex, odd rows shifted right   (rowRight)
 *   hexagonal, staggeraxis y, even  = hexagons on vertex, odd rows shifted left    (rowLeft)
 *   hexagonal, staggeraxis x, odd   = hexagons on edge, odd columns shifted down   (columnDown)
 *   hexagonal, staggeraxis x, even  = hexagons on edge, odd columns shifted up     (columnUp)
 *   staggered (isometric), same four = squares on vertex with the same shifts
 * </pre>
 * Tiled's cell {@code (x, y)} is Hexbench's site {@code (x, y)}. "Even rows shifted right" and "odd rows shifted
 * left" are the same picture moved by half a tile: in both, row 1 lies half a tile left of row 0, so the
 * neighbours of every cell are the same. Worked example (staggeraxis y, staggerindex even): row 0 is shifted, row 1
 * is not, so cell (0, 1) touches (0, 0) above it and nothing above-left; in Hexbench's rowLeft layout site (0, 1) is
 * shifted left, and its neighbours above are (0, 0) and (-1, 0), which is off the map. {@code TiledGeometryTest}
 * checks this for every cell of small maps of each kind.
 *
 * <p>Pixel positions follow Tiled's hexagonal renderer, of which the staggered renderer is the case with side length
 * 0: with tile size {@code w × h} and side {@code s}, staggered rows are {@code (h + s) / 2} apart and shifted by
 * {@code w / 2}; staggered columns are {@code (w + s) / 2} apart and shifted by {@code h / 2}.
 *
 * @param map the Tiled map's orientation, size and stagger
 */
record TiledGeometry(TiledMap map) {

    /** Tiled's {@code orthogonal} orientation. */
    static final String ORTHOGONAL = "orthogonal";
    /** Tiled's {@code hexagonal} orientation. */
    static final String HEXAGONAL = "hexagonal";
    /** Tiled's {@code staggered} orientation (isometric staggered). */
    static final String STAGGERED = "staggered";

    /**
     * Tells why a Tiled orientation has no Hexbench geometry.
     *
     * @param map the Tiled map
     * @return the reason, or {@code null} if it has one
     */
    static String problem(TiledMap map) {
        return switch (map.orientation()) {
            case ORTHOGONAL -> null;
            case HEXAGONAL, STAGGERED -> ("x".equals(map.staggerAxis()) || "y".equals(map.staggerAxis()))
                    && ("odd".equals(map.staggerIndex()) || "even".equals(map.staggerIndex())) ? null
                            : "a " + map.orientation() + " map needs staggeraxis x or y and staggerindex odd or even, not '"
                                    + map.staggerAxis() + "' and '" + map.staggerIndex() + "'";
            default -> "orientation '" + map.orientation() + "' has no Hexbench geometry; Hexbench imports orthogonal,"
                    + " hexagonal and staggered maps";
        };
    }

    /**
     * Sets a Hexbench map's geometry from a Tiled map without a {@link #problem(TiledMap) problem}.
     *
     * @param target the Hexbench map to set
     */
    void applyTo(GameMap target) {
        target.setShape(BoardShape.RECTANGLE);
        target.setWidth(map.width());
        target.setHeight(map.height());
        if (ORTHOGONAL.equals(map.orientation())) {
            target.setPolygon(PolygonKind.SQUARE);
            target.setOrientation(PolygonOrientation.ON_EDGE);
            target.setShift(GridShift.NONE);
            return;
        }
        boolean hex = HEXAGONAL.equals(map.orientation());
        boolean rows = "y".equals(map.staggerAxis());
        boolean odd = "odd".equals(map.staggerIndex());
        target.setPolygon(hex ? PolygonKind.HEXAGON : PolygonKind.SQUARE);
        target.setOrientation(hex && !rows ? PolygonOrientation.ON_EDGE : PolygonOrientation.ON_VERTEX);
        target.setShift(rows ? (odd ? GridShift.ROW_RIGHT : GridShift.ROW_LEFT)
                : (odd ? GridShift.COLUMN_DOWN : GridShift.COLUMN_UP));
    }

    /**
     * Tells why a Hexbench map cannot be written as a Tiled map.
     *
     * @param source the Hexbench map
     * @return the reason, or {@code null} if it can
     */
    static String problem(GameMap source) {
        if (source.getShape() == BoardShape.HEXAGON) {
            return "a hexagon-shaped board has no Tiled counterpart; Tiled maps are rectangles";
        }
        return null;
    }

    /**
     * Returns the Tiled orientation, stagger and tile size of a Hexbench map (a polygon side of 20 pixels, as the map
     * renderer draws it at 100 %; squares on edge 32 pixels).
     *
     * @param source a rectangular Hexbench map
     * @return {orientation, staggeraxis, staggerindex, tilewidth, tileheight, hexsidelength} as text
     */
    static String[] of(GameMap source) {
        GridShift shift = source.getShift();
        String axis = shift == GridShift.ROW_RIGHT || shift == GridShift.ROW_LEFT ? "y" : "x";
        String index = shift == GridShift.ROW_RIGHT || shift == GridShift.COLUMN_DOWN ? "odd" : "even";
        if (source.getPolygon() == PolygonKind.SQUARE) {
            if (source.getOrientation() == PolygonOrientation.ON_EDGE) {
                return new String[] {ORTHOGONAL, "", "", "32", "32", "0"};
            }
            // a square of side 20 turned 45° is 20·√2 ≈ 28 pixels wide and high
            return new String[] {STAGGERED, axis, index, "28", "28", "0"};
        }
        // a hexagon of side 20 is 2·20 = 40 across its vertices and 20·√3 ≈ 35 across its edges
        return axis.equals("y") ? new String[] {HEXAGONAL, axis, index, "35", "40", "20"}
                : new String[] {HEXAGONAL, axis, index, "40", "35", "20"};
    }

    private boolean staggerX() {
        return "x".equals(map.staggerAxis());
    }

    private boolean shifted(int index) {
        return ((index & 1) == 1) == "odd".equals(map.staggerIndex());
    }

    private int side() {
        return HEXAGONAL.equals(map.orientation()) ? map.hexSideLength() : 0;
    }

    /**
     * Returns the centre of a cell in Tiled's pixel coordinates.
     *
     * @param x the column
     * @param y the row
     * @return {x, y} in pixels
     */
    double[] centre(int x, int y) {
        double w = map.tileWidth(), h = map.tileHeight();
        if (ORTHOGONAL.equals(map.orientation())) {
            return new double[] {x * w + w / 2, y * h + h / 2};
        }
        if (staggerX()) {
            double columnWidth = (w + side()) / 2;
            return new double[] {x * columnWidth + w / 2, y * h + (shifted(x) ? h / 2 : 0) + h / 2};
        }
        double rowHeight = (h + side()) / 2;
        return new double[] {x * w + (shifted(y) ? w / 2 : 0) + w / 2, y * rowHeight + h / 2};
    }

    /**
     * Returns the cell whose centre is nearest to a point (inside a cell's polygon that is the cell itself).
     *
     * @param px x in pixels
     * @param py y in pixels
     * @return {x, y}, or {@code null} when the point is more than a tile away from every cell
     */
    int[] cellAt(double px, double py) {
        double w = map.tileWidth(), h = map.tileHeight();
        double stepX = ORTHOGONAL.equals(map.orientation()) || !staggerX() ? w : (w + side()) / 2;
        double stepY = ORTHOGONAL.equals(map.orientation()) || staggerX() ? h : (h + side()) / 2;
        int guessX = (int) Math.floor(px / stepX), guessY = (int) Math.floor(py / stepY);
        int[] best = null;
        double bestDistance = Double.POSITIVE_INFINITY;
        for (int y = guessY - 2; y <= guessY + 2; y++) {
            for (int x = guessX - 2; x <= guessX + 2; x++) {
                if (x < 0 || y < 0 || x >= map.width() || y >= map.height()) {
                    continue;
                }
                double[] c = centre(x, y);
                double d = (c[0] - px) * (c[0] - px) + (c[1] - py) * (c[1] - py);
                if (d < bestDistance) {
                    bestDistance = d;
                    best = new int[] {x, y};
                }
            }
        }
        return bestDistance <= w * w + h * h ? best : null;
    }
}
