package org.hexbench.tiling.grid;

import static org.junit.jupiter.api.Assertions.*;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.hexbench.tiling.Geometry;
import org.hexbench.tiling.GridShift;
import org.hexbench.tiling.OffsetLayout;
import org.hexbench.tiling.Tile;
import org.junit.jupiter.api.Test;

/** Rectangles in every geometry, vertex neighbours and east–west wraparound. */
class RectangleGridTest {

    static final OffsetLayout HEX_ROWS = OffsetLayout.HEXKIT_DEFAULT;
    static final OffsetLayout HEX_COLUMNS = new OffsetLayout(Geometry.HEX_ON_EDGE, GridShift.COLUMN_DOWN);

    @Test
    void indexesAreDenseAndRoundTrip() {
        for (OffsetLayout layout : allLayouts()) {
            RectangleGrid grid = new RectangleGrid(layout, 5, 4);
            assertEquals(20, grid.size());
            for (int i = 0; i < grid.size(); i++) {
                assertEquals(i, grid.indexOf(grid.tile(i)), layout.toString());
            }
            assertEquals(-1, grid.indexOf(layout.toTile(new org.hexbench.tiling.OffsetCoord(5, 0))));
        }
    }

    @Test
    void neighboursMatchTheTileCoordinatesInEveryLayoutAndParity() {
        for (OffsetLayout layout : allLayouts()) {
            for (boolean vertex : new boolean[] { false, true }) {
                if (vertex && layout.geometry().tiling() != org.hexbench.tiling.Tiling.SQUARE) {
                    continue;
                }
                RectangleGrid grid = new RectangleGrid(layout, 7, 6, vertex, false);
                int[] buffer = new int[grid.maxNeighbors()];
                for (int i = 0; i < grid.size(); i++) {
                    List<Integer> expected = new java.util.ArrayList<>();
                    Tile t = grid.tile(i);
                    for (int d = 0; d < grid.tiling().directionCount(); d++) {
                        if (!vertex && !grid.tiling().isEdgeDirection(d)) {
                            continue;
                        }
                        int k = grid.indexOf(t.row() + grid.tiling().dRow(d), t.col() + grid.tiling().dCol(d));
                        if (k >= 0) {
                            expected.add(k);
                        }
                    }
                    int n = grid.neighbors(i, buffer);
                    List<Integer> actual = new java.util.ArrayList<>();
                    for (int k = 0; k < n; k++) {
                        actual.add(buffer[k]);
                    }
                    assertEquals(expected, actual, layout + (vertex ? " vertex" : "") + " tile " + t);
                }
            }
        }
    }

    static List<OffsetLayout> allLayouts() {
        List<OffsetLayout> result = new java.util.ArrayList<>();
        for (Geometry g : Geometry.values()) {
            for (GridShift s : GridShift.values()) {
                boolean ok = switch (g) {
                    case SQUARE_ON_EDGE -> s == GridShift.NONE;
                    case SQUARE_ON_VERTEX -> s != GridShift.NONE;
                    case HEX_ON_EDGE -> s.shiftsColumns();
                    case HEX_ON_VERTEX -> s.shiftsRows();
                };
                if (ok) {
                    result.add(new OffsetLayout(g, s));
                }
            }
        }
        return result;
    }

    @Test
    void neighbourCountsAndSymmetry() {
        RectangleGrid squares = new RectangleGrid(OffsetLayout.SQUARES, 5, 5);
        RectangleGrid kings = new RectangleGrid(OffsetLayout.SQUARES, 5, 5, true, false);
        RectangleGrid hexes = new RectangleGrid(HEX_ROWS, 5, 5);
        assertEquals(2, squares.neighbors(squares.tile(0)).size());
        assertEquals(4, squares.neighbors(squares.tile(12)).size());
        assertEquals(3, kings.neighbors(kings.tile(0)).size());
        assertEquals(8, kings.neighbors(kings.tile(12)).size());
        assertEquals(6, hexes.neighbors(hexes.tile(12)).size());
        for (Grid g : List.of(squares, kings, hexes, new RectangleGrid(HEX_COLUMNS, 6, 3, false, true))) {
            for (int i = 0; i < g.size(); i++) {
                for (Tile n : g.neighbors(g.tile(i))) {
                    assertTrue(g.neighbors(n).contains(g.tile(i)), g + " symmetric at " + i);
                    assertEquals(1, g.distance(g.tile(i), n));
                }
            }
        }
        assertEquals(-1, squares.neighbor(12, 1), "diagonal needs vertex neighbours");
        assertEquals(6, kings.neighbor(12, 3), "north-west of (2,2) is (1,1)");
        assertThrows(IllegalArgumentException.class, () -> new RectangleGrid(HEX_ROWS, 3, 3, true, false));
    }

    @Test
    void distanceEqualsBreadthFirstSteps() {
        for (Grid g : List.of(new RectangleGrid(HEX_ROWS, 7, 6), new RectangleGrid(HEX_COLUMNS, 6, 7),
                new RectangleGrid(OffsetLayout.SQUARES, 6, 6, true, false),
                new RectangleGrid(new OffsetLayout(Geometry.SQUARE_ON_VERTEX, GridShift.ROW_RIGHT), 5, 8),
                new RectangleGrid(HEX_ROWS, 8, 5, false, true), new RectangleGrid(OffsetLayout.SQUARES, 7, 3, false, true))) {
            int[] steps = bfs(g, 0);
            for (int i = 0; i < g.size(); i++) {
                assertEquals(steps[i], g.distance(0, i), g + " tile " + g.tile(i));
            }
        }
    }

    static int[] bfs(Grid g, int source) {
        int[] dist = new int[g.size()];
        java.util.Arrays.fill(dist, -1);
        int[] queue = new int[g.size()], buf = new int[g.maxNeighbors()];
        int tail = 0;
        queue[tail++] = source;
        dist[source] = 0;
        for (int head = 0; head < tail; head++) {
            int n = g.neighbors(queue[head], buf);
            for (int k = 0; k < n; k++) {
                if (dist[buf[k]] < 0) {
                    dist[buf[k]] = dist[queue[head]] + 1;
                    queue[tail++] = buf[k];
                }
            }
        }
        return dist;
    }

    @Test
    void wrapJoinsEastAndWestEdges() {
        RectangleGrid cylinder = new RectangleGrid(OffsetLayout.SQUARES, 10, 4, false, true);
        Tile west = new Tile(2, 0), east = new Tile(2, 9);
        assertTrue(cylinder.neighbors(west).contains(east));
        assertEquals(1, cylinder.distance(west, east));
        assertEquals(west, cylinder.canonical(new Tile(2, 10)));
        List<Tile> line = cylinder.line(new Tile(0, 8), new Tile(0, 1));
        assertEquals(List.of(new Tile(0, 8), new Tile(0, 9), new Tile(0, 0), new Tile(0, 1)), line);

        RectangleGrid hexCylinder = new RectangleGrid(HEX_ROWS, 8, 4, false, true);
        assertEquals(6, hexCylinder.neighbors(new Tile(1, 1)).size());
        assertEquals(2, hexCylinder.distance(new Tile(0, 0), new Tile(0, 12)));
        assertThrows(IllegalArgumentException.class, () -> new RectangleGrid(HEX_COLUMNS, 5, 4, false, true));
        assertThrows(IllegalArgumentException.class,
                () -> new RectangleGrid(new OffsetLayout(Geometry.SQUARE_ON_VERTEX, GridShift.ROW_LEFT), 6, 6, false, true));
    }

    @Test
    void ringRangeLineAndSymmetriesClipToTheGrid() {
        RectangleGrid grid = new RectangleGrid(HEX_ROWS, 20, 20);
        Tile centre = grid.tile(grid.indexOfOffset(10, 10));
        assertEquals(18, grid.ring(centre, 3).size());
        assertEquals(37, grid.range(centre, 3).size());
        Tile corner = grid.tile(0);
        assertEquals(3, grid.range(corner, 1).size());
        List<Tile> line = grid.line(centre, grid.tile(grid.indexOfOffset(15, 13)));
        for (int i = 1; i < line.size(); i++) {
            assertEquals(1, grid.distance(line.get(i - 1), line.get(i)));
        }
        assertEquals(grid.distance(centre, line.get(line.size() - 1)) + 1, line.size());
        Set<Tile> orbit = new HashSet<>();
        Tile t = grid.tile(grid.indexOfOffset(12, 10));
        for (int i = 0; i < 6; i++) {
            orbit.add(t);
            t = grid.rotateLeft(t, centre);
        }
        assertEquals(6, orbit.size());
        assertNull(grid.rotateLeft(grid.tile(grid.indexOfOffset(1, 0)), grid.tile(0)), "rotates off the map");
        assertEquals(grid.tile(grid.indexOfOffset(8, 10)), grid.reflectCols(grid.tile(grid.indexOfOffset(12, 10)), centre));
    }
}
