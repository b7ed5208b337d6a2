package org.hexbench.tiling.grid;

import static org.junit.jupiter.api.Assertions.*;

import org.hexbench.tiling.Geometry;
import org.hexbench.tiling.GridShift;
import org.hexbench.tiling.OffsetLayout;
import org.hexbench.tiling.Tile;
import org.hexbench.tiling.path.AStar;
import org.hexbench.tiling.path.PathAgent;
import org.junit.jupiter.api.Test;

/** Several grids handled as one (Tiling Module design note, contents item 4). */
class GridSystemTest {

    static final PathAgent WALKER = new PathAgent() {
        @Override public double getStepCost(int from, int to) { return 1; }
        @Override public boolean canMakeStep(int from, int to) { return true; }
    };

    @Test
    void hexGridsStitchedEastBehaveLikeOneWideGrid() {
        RectangleGrid left = new RectangleGrid(OffsetLayout.HEXKIT_DEFAULT, 3, 4);
        RectangleGrid right = new RectangleGrid(OffsetLayout.HEXKIT_DEFAULT, 4, 4);
        GridSystem system = GridSystem.builder().place(left, 0, 0).placeEastOf(0, right).build();
        RectangleGrid whole = new RectangleGrid(OffsetLayout.HEXKIT_DEFAULT, 7, 4);
        assertEquals(whole.size(), system.size());
        for (int i = 0; i < whole.size(); i++) {
            Tile t = whole.tile(i);
            int s = system.indexOf(t);
            assertTrue(s >= 0, t + " is covered");
            assertEquals(new java.util.HashSet<>(whole.neighbors(t)), new java.util.HashSet<>(system.neighbors(t)));
        }
        assertEquals(1, system.memberOf(system.indexOf(whole.tile(whole.indexOfOffset(3, 0)))));
        int a = system.indexOf(whole.tile(whole.indexOfOffset(0, 1)));
        int b = system.indexOf(whole.tile(whole.indexOfOffset(6, 2)));
        AStar astar = new AStar(system);
        assertTrue(astar.findBestPath(WALKER, a, b));
        assertEquals(system.distance(a, b), astar.totalCost(), 1e-9);
        assertTrue(astar.path().isConnectedIn(system));
    }

    @Test
    void squaresStitchedSouthAndFlatHexesStitchedEast() {
        RectangleGrid top = new RectangleGrid(OffsetLayout.SQUARES, 3, 2);
        GridSystem squares = GridSystem.builder().place(top, 0, 0).placeSouthOf(0, new RectangleGrid(OffsetLayout.SQUARES, 3, 2)).build();
        assertEquals(12, squares.size());
        assertTrue(squares.neighbors(new Tile(1, 1)).contains(new Tile(2, 1)), "seam is crossed");

        OffsetLayout flat = new OffsetLayout(Geometry.HEX_ON_EDGE, GridShift.COLUMN_DOWN);
        // An even-width west member keeps the column-shift pattern continuous across the seam.
        GridSystem hexes = GridSystem.builder().place(new RectangleGrid(flat, 4, 3), 0, 0)
                .placeEastOf(0, new RectangleGrid(flat, 3, 3)).build();
        RectangleGrid whole = new RectangleGrid(flat, 7, 3);
        int[] bfs = RectangleGridTest.bfs(hexes, 0);
        for (int i = 0; i < whole.size(); i++) {
            int s = hexes.indexOf(whole.tile(i));
            assertTrue(s >= 0);
            assertEquals(whole.distance(0, i), bfs[s], "step distance across the seam");
        }
    }

    @Test
    void distanceIsALowerBoundAroundABay() {
        // Two 1x3 strips joined at one end form an L: the straight distance undercuts the walk.
        RectangleGrid strip = new RectangleGrid(OffsetLayout.SQUARES, 1, 3);
        GridSystem l = GridSystem.builder().place(strip, 0, 0).place(new RectangleGrid(OffsetLayout.SQUARES, 3, 1), 2, 1).build();
        int[] steps = RectangleGridTest.bfs(l, 0);
        for (int i = 0; i < l.size(); i++) {
            assertTrue(l.distance(0, i) <= steps[i]);
        }
    }

    @Test
    void invalidSystemsAreRejected() {
        RectangleGrid g = new RectangleGrid(OffsetLayout.SQUARES, 3, 3);
        assertThrows(IllegalArgumentException.class, () -> GridSystem.builder().place(g, 0, 0).place(g, 1, 1).build());
        assertThrows(IllegalArgumentException.class,
                () -> GridSystem.builder().place(g, 0, 0).place(new RectangleGrid(OffsetLayout.HEXKIT_DEFAULT, 2, 2), 10, 10));
        assertThrows(IllegalArgumentException.class,
                () -> GridSystem.builder().place(new RectangleGrid(OffsetLayout.SQUARES, 4, 4, false, true), 0, 0));
        assertThrows(IllegalStateException.class, () -> GridSystem.builder().build());
    }
}
