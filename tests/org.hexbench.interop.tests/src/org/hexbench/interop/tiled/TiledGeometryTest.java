package org.hexbench.interop.tiled;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.hexbench.scenario.GameMap;
import org.hexbench.scenario.GridShift;
import org.hexbench.scenario.PolygonKind;
import org.hexbench.scenario.PolygonOrientation;
import org.hexbench.scenario.ScenarioFactory;
import org.hexbench.scenario.map.MapGeometry;
import org.hexbench.tiling.grid.Grid;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Proves that Tiled's cell (x, y) is Hexbench's site (x, y) for every orientation and stagger {@link TiledGeometry}
 * maps: two cells are neighbours on the Hexbench grid exactly when Tiled draws them side by side (their centres, in
 * Tiled's pixel layout, are one tile apart), on maps with several odd and even rows and columns.
 */
class TiledGeometryTest {

    /**
     * Hand-worked from Tiled's reference (staggeraxis y, staggerindex even: the even rows are shifted right by half a
     * tile). Row 0 is shifted and row 1 is not, so cell (0, 1) sits below the left half of (0, 0); it touches
     * (0, 0) above it, (1, 1) beside it, (0, 2) below it, and nothing on its left. Expected neighbours of Hexbench site
     * (0, 1) on hexagons on vertex with odd rows shifted left: exactly those three.
     */
    @Test
    void evenRowsShiftedRightAreOddRowsShiftedLeftWorkedExample() {
        TiledMap tiled = frame("hexagonal", "y", "even", 3, 3);
        GameMap map = hexbench(tiled);
        assertEquals(PolygonOrientation.ON_VERTEX, map.getOrientation());
        assertEquals(GridShift.ROW_LEFT, map.getShift());
        assertEquals(Set.of("(0, 0)", "(1, 1)", "(0, 2)"), neighbours(map, 0, 1));
        // and odd rows (staggerindex odd): row 1 is shifted right, so (0, 1) touches (0, 0) and (1, 0) above it
        GameMap odd = hexbench(frame("hexagonal", "y", "odd", 3, 3));
        assertEquals(GridShift.ROW_RIGHT, odd.getShift());
        assertEquals(Set.of("(0, 0)", "(1, 0)", "(1, 1)", "(0, 2)", "(1, 2)"), neighbours(odd, 0, 1));
    }

    /**
     * Hand-worked for columns (staggeraxis x, staggerindex odd: odd columns shifted down by half a tile): cell (1, 0)
     * sits between (0, 0) and (0, 1) on its left and (2, 0) and (2, 1) on its right, with (1, 1) below it.
     */
    @Test
    void oddColumnsShiftedDownWorkedExample() {
        GameMap map = hexbench(frame("hexagonal", "x", "odd", 3, 3));
        assertEquals(PolygonKind.HEXAGON, map.getPolygon());
        assertEquals(PolygonOrientation.ON_EDGE, map.getOrientation());
        assertEquals(GridShift.COLUMN_DOWN, map.getShift());
        assertEquals(Set.of("(0, 0)", "(0, 1)", "(2, 0)", "(2, 1)", "(1, 1)"), neighbours(map, 1, 0));
    }

    /**
     * Every cell of a 6 × 5 map: Hexbench neighbours = cells whose Tiled centres are one tile apart.
     *
     * @param orientation Tiled orientation
     * @param axis stagger axis
     * @param index stagger index
     * @param tileWidth tile width in pixels
     * @param tileHeight tile height in pixels
     * @param side hexagon side
     * @param reach the largest centre distance of two drawn neighbours (the next cells are well beyond it)
     */
    @ParameterizedTest
    @CsvSource({"orthogonal,,,32,32,0,33", "hexagonal,y,odd,35,40,20,36", "hexagonal,y,even,35,40,20,36",
        "hexagonal,x,odd,40,35,20,36", "hexagonal,x,even,40,35,20,36", "staggered,y,odd,28,28,0,21",
        "staggered,y,even,28,28,0,21", "staggered,x,odd,28,28,0,21", "staggered,x,even,28,28,0,21"})
    void neighboursOnTheGridAreTheCellsTiledDrawsSideBySide(String orientation, String axis, String index,
            int tileWidth, int tileHeight, int side, double reach) {
        TiledMap tiled = new TiledMap(orientation, 6, 5, tileWidth, tileHeight, side, axis == null ? "" : axis,
                index == null ? "" : index, Map.of(), List.of(), List.of(), List.of());
        TiledGeometry geometry = new TiledGeometry(tiled);
        GameMap map = hexbench(tiled);
        for (int y = 0; y < 5; y++) {
            for (int x = 0; x < 6; x++) {
                Set<String> drawn = new TreeSet<>();
                double[] c = geometry.centre(x, y);
                for (int y2 = 0; y2 < 5; y2++) {
                    for (int x2 = 0; x2 < 6; x2++) {
                        double[] d = geometry.centre(x2, y2);
                        double distance = Math.hypot(c[0] - d[0], c[1] - d[1]);
                        if ((x2 != x || y2 != y) && distance <= reach) {
                            drawn.add("(" + x2 + ", " + y2 + ")");
                        }
                    }
                }
                assertEquals(drawn, new TreeSet<>(neighbours(map, x, y)), orientation + " " + axis + " " + index
                        + ": neighbours of (" + x + ", " + y + ")");
                int[] back = geometry.cellAt(c[0] + 2, c[1] - 2);
                assertEquals(x + "," + y, back[0] + "," + back[1], "a point near the centre of (" + x + ", " + y
                        + ") lies in that cell");
            }
        }
    }

    private static TiledMap frame(String orientation, String axis, String index, int width, int height) {
        boolean rows = "y".equals(axis);
        return new TiledMap(orientation, width, height, rows ? 35 : 40, rows ? 40 : 35, 20, axis, index, Map.of(),
                List.of(), List.of(), List.of());
    }

    private static GameMap hexbench(TiledMap tiled) {
        GameMap map = ScenarioFactory.eINSTANCE.createGameMap();
        new TiledGeometry(tiled).applyTo(map);
        assertEquals(null, MapGeometry.problem(map));
        return map;
    }

    private static Set<String> neighbours(GameMap map, int x, int y) {
        Grid grid = MapGeometry.toGrid(map);
        int[] out = new int[grid.maxNeighbors()];
        int n = grid.neighbors(MapGeometry.indexOf(grid, x, y), out);
        Set<String> names = new TreeSet<>();
        for (int i = 0; i < n; i++) {
            names.add(MapGeometry.nameOf(grid, out[i]));
        }
        return names;
    }
}
