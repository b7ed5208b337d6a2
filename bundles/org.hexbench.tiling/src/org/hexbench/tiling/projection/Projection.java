package org.hexbench.tiling.projection;

import java.util.ArrayList;
import java.util.List;
import org.hexbench.tiling.Feature;
import org.hexbench.tiling.FractionalHex;
import org.hexbench.tiling.Geometry;
import org.hexbench.tiling.LatticePoint;
import org.hexbench.tiling.Tile;
import org.hexbench.tiling.Tiling;

/**
 * Maps tiles, sides and vertices to world coordinates and back for one {@link Geometry} and
 * polygon size (Tiling Module design note, contents item 5; Hexkit User's Guide §3.3 Map Geometry). The centre of tile
 * (0,0) is the world origin;
 * callers translate as they like. The lattice is topological (Tiling Module design note, Coordinate System), so a
 * side's world
 * point is the midpoint of its two tile centres and a vertex's is the mean of its tile
 * centres, which are exact for regular tilings.
 *
 * <p>Frames (side length {@code a}): pointy-top hexes put tile {@code (r, c)} at
 * {@code (c·√3/2·a, r·3/2·a)}; flat-top hexes transpose that (see
 * {@link Geometry#HEX_ON_EDGE}); edge squares at {@code (c·a, r·a)}; diamonds at
 * {@code ((r + c)·a/√2, (r - c)·a/√2)}.
 */
public final class Projection {

    private static final double SQRT3 = Math.sqrt(3);
    /** Hex corners in fractional tile units {row, col}, clockwise from the top (pointy frame). */
    private static final double[][] HEX_CORNERS = {
        {-2.0 / 3, 0}, {-1.0 / 3, 1}, {1.0 / 3, 1}, {2.0 / 3, 0}, {1.0 / 3, -1}, {-1.0 / 3, -1}};
    /** Square corners in tile units {row, col}, clockwise from north-west. */
    private static final double[][] SQUARE_CORNERS = {{-0.5, -0.5}, {-0.5, 0.5}, {0.5, 0.5}, {0.5, -0.5}};

    private final Geometry geometry;
    private final double side;
    private final double rowUnit, colUnit;

    /**
     * Creates a projection.
     *
     * @param geometry the map geometry
     * @param side the side length of one polygon in world units, positive
     */
    public Projection(Geometry geometry, double side) {
        if (!(side > 0) || Double.isInfinite(side)) {
            throw new IllegalArgumentException("side length must be positive: " + side);
        }
        this.geometry = geometry;
        this.side = side;
        switch (geometry) {
            case HEX_ON_VERTEX, HEX_ON_EDGE -> {
                rowUnit = 1.5 * side;
                colUnit = SQRT3 / 2 * side;
            }
            case SQUARE_ON_EDGE -> {
                rowUnit = side;
                colUnit = side;
            }
            default -> {
                rowUnit = side / Math.sqrt(2);
                colUnit = rowUnit;
            }
        }
    }

    /** @return the geometry */
    public Geometry geometry() {
        return geometry;
    }

    /** @return the polygon side length */
    public double side() {
        return side;
    }

    /**
     * Returns the world x of a fractional tile position.
     *
     * @param row the fractional tile row
     * @param col the fractional tile column
     * @return world x
     */
    public double worldX(double row, double col) {
        return switch (geometry) {
            case HEX_ON_VERTEX, SQUARE_ON_EDGE -> col * colUnit;
            case HEX_ON_EDGE -> row * rowUnit;
            case SQUARE_ON_VERTEX -> (row + col) * rowUnit;
        };
    }

    /**
     * Returns the world y of a fractional tile position.
     *
     * @param row the fractional tile row
     * @param col the fractional tile column
     * @return world y
     */
    public double worldY(double row, double col) {
        return switch (geometry) {
            case HEX_ON_VERTEX, SQUARE_ON_EDGE -> row * rowUnit;
            case HEX_ON_EDGE -> col * colUnit;
            case SQUARE_ON_VERTEX -> (row - col) * rowUnit;
        };
    }

    /**
     * Returns the fractional tile row at a world point (inverse of the world mapping).
     *
     * @param x world x
     * @param y world y
     * @return the fractional tile row
     */
    public double tileRow(double x, double y) {
        return switch (geometry) {
            case HEX_ON_VERTEX, SQUARE_ON_EDGE -> y / rowUnit;
            case HEX_ON_EDGE -> x / rowUnit;
            case SQUARE_ON_VERTEX -> (x + y) / (2 * rowUnit);
        };
    }

    /**
     * Returns the fractional tile column at a world point.
     *
     * @param x world x
     * @param y world y
     * @return the fractional tile column
     */
    public double tileCol(double x, double y) {
        return switch (geometry) {
            case HEX_ON_VERTEX, SQUARE_ON_EDGE -> x / colUnit;
            case HEX_ON_EDGE -> y / colUnit;
            case SQUARE_ON_VERTEX -> (x - y) / (2 * rowUnit);
        };
    }

    /**
     * Returns the world position of a tile centre.
     *
     * @param tile the tile
     * @return its centre
     */
    public WorldPoint centre(Tile tile) {
        return new WorldPoint(worldX(tile.row(), tile.col()), worldY(tile.row(), tile.col()));
    }

    /**
     * Returns the world position of any lattice point: a centre, the midpoint of a side, or
     * a vertex.
     *
     * @param point a lattice point of this geometry's tiling
     * @return its world position
     * @throws IllegalArgumentException if the point is {@link Feature#NONE}
     */
    public WorldPoint point(LatticePoint point) {
        Tiling tiling = geometry.tiling();
        List<Tile> tiles = switch (tiling.classify(point.row(), point.col())) {
            case CENTRE -> List.of(point.tile());
            case SIDE -> tiling.tilesOfSide(point);
            case VERTEX -> tiling.tilesOfVertex(point);
            case NONE -> throw new IllegalArgumentException(point + " is no centre, side or vertex");
        };
        double r = 0, c = 0;
        for (Tile t : tiles) {
            r += t.row();
            c += t.col();
        }
        r /= tiles.size();
        c /= tiles.size();
        return new WorldPoint(worldX(r, c), worldY(r, c));
    }

    /**
     * Writes a tile's polygon corners into a buffer without allocating, in the order of
     * {@link Tiling#vertices(Tile)}.
     *
     * @param row the tile row
     * @param col the tile column
     * @param xy a buffer of at least {@link #cornerCount()}·2 doubles, receiving x0, y0, x1, y1, ...
     * @return the number of corners written
     */
    public int corners(int row, int col, double[] xy) {
        double[][] table = geometry.tiling() == Tiling.HEX ? HEX_CORNERS : SQUARE_CORNERS;
        for (int k = 0; k < table.length; k++) {
            double r = row + table[k][0], c = col + table[k][1];
            xy[2 * k] = worldX(r, c);
            xy[2 * k + 1] = worldY(r, c);
        }
        return table.length;
    }

    /** @return the number of corners of one polygon: 6 or 4 */
    public int cornerCount() {
        return geometry.tiling() == Tiling.HEX ? 6 : 4;
    }

    /**
     * Returns a tile's polygon corners, in the order of {@link Tiling#vertices(Tile)}.
     *
     * @param tile the tile
     * @return the corners
     */
    public List<WorldPoint> corners(Tile tile) {
        double[] xy = new double[2 * cornerCount()];
        int n = corners(tile.row(), tile.col(), xy);
        List<WorldPoint> result = new ArrayList<>(n);
        for (int k = 0; k < n; k++) {
            result.add(new WorldPoint(xy[2 * k], xy[2 * k + 1]));
        }
        return result;
    }

    /**
     * Returns the tile whose polygon contains a world point (hit test). Points exactly on a
     * border go to one of the touching tiles.
     *
     * @param x world x
     * @param y world y
     * @return the tile under the point
     */
    public Tile tileAt(double x, double y) {
        double r = tileRow(x, y), c = tileCol(x, y);
        if (geometry.tiling() == Tiling.HEX) {
            double q = (c - r) / 2;
            return new FractionalHex(q, r, -q - r).round().toTile();
        }
        return new Tile((int) Math.floor(r + 0.5), (int) Math.floor(c + 0.5));
    }

    /**
     * Returns the side nearest to a world point: the nearest side of the tile under it.
     *
     * @param x world x
     * @param y world y
     * @return the side as a lattice point
     */
    public LatticePoint nearestSide(double x, double y) {
        return nearest(geometry.tiling().sides(tileAt(x, y)), x, y);
    }

    /**
     * Returns the vertex nearest to a world point: the nearest corner of the tile under it.
     *
     * @param x world x
     * @param y world y
     * @return the vertex as a lattice point
     */
    public LatticePoint nearestVertex(double x, double y) {
        return nearest(geometry.tiling().vertices(tileAt(x, y)), x, y);
    }

    private LatticePoint nearest(List<LatticePoint> candidates, double x, double y) {
        LatticePoint best = null;
        double bestDistance = Double.POSITIVE_INFINITY;
        WorldPoint p = new WorldPoint(x, y);
        for (LatticePoint c : candidates) {
            double d = point(c).distance(p);
            if (d < bestDistance) {
                bestDistance = d;
                best = c;
            }
        }
        return best;
    }
}
