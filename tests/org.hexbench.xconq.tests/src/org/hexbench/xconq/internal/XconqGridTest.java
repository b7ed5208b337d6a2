package org.hexbench.xconq.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;
import org.hexbench.scenario.GameMap;
import org.hexbench.scenario.map.MapGeometry;
import org.hexbench.tiling.grid.Grid;
import org.hexbench.xconq.game.GameArea;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Xconq's cells keep their six neighbours on the Hexbench map: for cylinders and hexagons of odd and even sizes, every
 * cell of the area has a site of its own, and two cells are neighbours in Xconq ((x ± 1, y), (x, y ± 1),
 * (x − 1, y + 1), (x + 1, y − 1), x modulo the width on a cylinder) exactly when their sites are neighbours in the
 * map's grid.
 */
class XconqGridTest {

    private static final int[][] XCONQ_DIRECTIONS = {{0, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, 0}, {-1, 1}};

    @ParameterizedTest
    @CsvSource({"4,3,true", "5,4,true", "20,7,true", "9,8,true", "8,7,false", "20,20,false", "7,5,false",
        "13,10,false", "6,9,false"})
    void everyCellKeepsItsSixNeighbours(int width, int height, boolean wraps) {
        GameArea area = GameArea.ofSize(width, height, wraps);
        XconqGrid layout = new XconqGrid(area);
        GameMap map = layout.newMap();
        Grid grid = MapGeometry.toGrid(map);
        Set<Integer> sites = new HashSet<>();
        int cells = 0;
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                if (!area.inArea(x, y)) {
                    continue;
                }
                cells++;
                int site = site(grid, layout, x, y);
                assertTrue(sites.add(site), "one site per cell");
                assertEquals(x, layout.cellX(layout.column(x, y), layout.row(y)), "the inverse gives the cell back");
                Set<Integer> expected = new HashSet<>();
                for (int[] d : XCONQ_DIRECTIONS) {
                    int nx = wraps ? Math.floorMod(x + d[0], width) : x + d[0];
                    int ny = y + d[1];
                    if (area.inArea(nx, ny)) {
                        expected.add(site(grid, layout, nx, ny));
                    }
                }
                int[] out = new int[grid.maxNeighbors()];
                int n = grid.neighbors(site, out);
                Set<Integer> actual = new HashSet<>();
                for (int i = 0; i < n; i++) {
                    int[] xy = MapGeometry.locationOf(grid, out[i]);
                    if (layout.inArea(xy[0], xy[1])) {
                        actual.add(out[i]);
                    }
                }
                assertEquals(expected, actual, "neighbours of cell (" + x + ", " + y + ")");
            }
        }
        assertEquals(area.cellCount(), cells);
        assertTrue(map.getWidth() <= width + 1, "a hexagon fits a rectangle about as wide as the area");
    }

    private static int site(Grid grid, XconqGrid layout, int x, int y) {
        return MapGeometry.indexOf(grid, layout.column(x, y), layout.row(y));
    }
}
