package org.hexbench.tiling.projection;

import static org.junit.jupiter.api.Assertions.*;

import java.util.List;
import org.hexbench.tiling.Geometry;
import org.hexbench.tiling.LatticePoint;
import org.hexbench.tiling.Tile;
import org.hexbench.tiling.Tiling;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** World projections for every geometry (Tiling Module design note, contents item 5). */
class ProjectionTest {

    static final double[] SIZES = {1, 17.5, 64};

    static List<Tile> tiles(Tiling tiling) {
        List<Tile> result = new java.util.ArrayList<>();
        for (int r = -6; r <= 6; r++) {
            for (int c = -9; c <= 9; c++) {
                if (tiling.isTile(r, c)) {
                    result.add(new Tile(r, c));
                }
            }
        }
        return result;
    }

    @ParameterizedTest
    @EnumSource(Geometry.class)
    void centresAndCornersHitTheirTile(Geometry geometry) {
        Tiling tiling = geometry.tiling();
        for (double size : SIZES) {
            Projection p = new Projection(geometry, size);
            for (Tile t : tiles(tiling)) {
                WorldPoint c = p.centre(t);
                assertEquals(t, p.tileAt(c.x(), c.y()), geometry + " " + size);
                List<WorldPoint> corners = p.corners(t);
                List<LatticePoint> vertices = tiling.vertices(t);
                for (int k = 0; k < corners.size(); k++) {
                    WorldPoint corner = corners.get(k);
                    assertEquals(size, corner.distance(c) * (tiling == Tiling.HEX ? 1 : Math.sqrt(2)), 1e-9 * size,
                            "corner lies on the circumcircle");
                    WorldPoint v = p.point(vertices.get(k));
                    assertEquals(0, v.distance(corner), 1e-9 * size, "vertex k is corner k");
                    double x = corner.x() + (c.x() - corner.x()) * 0.05, y = corner.y() + (c.y() - corner.y()) * 0.05;
                    assertEquals(t, p.tileAt(x, y), "just inside corner " + k);
                    assertEquals(vertices.get(k), p.nearestVertex(x, y));
                }
                for (LatticePoint side : tiling.sides(t)) {
                    WorldPoint m = p.point(side);
                    double x = m.x() + (c.x() - m.x()) * 0.1, y = m.y() + (c.y() - m.y()) * 0.1;
                    assertEquals(t, p.tileAt(x, y));
                    assertEquals(side, p.nearestSide(x, y));
                }
            }
        }
    }

    @ParameterizedTest
    @EnumSource(Geometry.class)
    void edgeNeighboursAreOneApothemPairApart(Geometry geometry) {
        Tiling tiling = geometry.tiling();
        Projection p = new Projection(geometry, 10);
        double expected = tiling == Tiling.HEX ? 10 * Math.sqrt(3) : 10;
        Tile t = new Tile(2, 2);
        for (int d = 0; d < tiling.directionCount(); d++) {
            double distance = p.centre(t).distance(p.centre(tiling.neighbor(t, d)));
            assertEquals(tiling.isEdgeDirection(d) ? expected : expected * Math.sqrt(2), distance, 1e-9);
        }
    }

    @ParameterizedTest
    @EnumSource(Geometry.class)
    void worldAndFractionalTileCoordinatesInvert(Geometry geometry) {
        Projection p = new Projection(geometry, 3);
        for (double r = -2; r <= 2; r += 0.37) {
            for (double c = -2; c <= 2; c += 0.41) {
                double x = p.worldX(r, c), y = p.worldY(r, c);
                assertEquals(r, p.tileRow(x, y), 1e-9);
                assertEquals(c, p.tileCol(x, y), 1e-9);
            }
        }
    }

    @org.junit.jupiter.api.Test
    void frames() {
        Projection pointy = new Projection(Geometry.HEX_ON_VERTEX, 2);
        Projection flat = new Projection(Geometry.HEX_ON_EDGE, 2);
        WorldPoint a = pointy.centre(new Tile(1, 3)), b = flat.centre(new Tile(1, 3));
        assertEquals(a.x(), b.y(), 1e-12, "flat-top is the transposed pointy-top frame");
        assertEquals(a.y(), b.x(), 1e-12);
        assertEquals(0, pointy.corners(new Tile(0, 0)).get(0).x(), 1e-12, "pointy top vertex");
        assertEquals(-2, pointy.corners(new Tile(0, 0)).get(0).y(), 1e-12);
        assertThrows(IllegalArgumentException.class, () -> pointy.point(new LatticePoint(0, 1)));
        assertThrows(IllegalArgumentException.class, () -> new Projection(Geometry.SQUARE_ON_EDGE, 0));
    }
}
