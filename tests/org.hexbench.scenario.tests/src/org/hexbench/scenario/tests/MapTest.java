package org.hexbench.scenario.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Random;
import org.hexbench.scenario.BoardShape;
import org.hexbench.scenario.GameMap;
import org.hexbench.scenario.GridShift;
import org.hexbench.scenario.PolygonKind;
import org.hexbench.scenario.PolygonOrientation;
import org.hexbench.scenario.Scenario;
import org.hexbench.scenario.ScenarioFactory;
import org.hexbench.scenario.map.LayoutFormatException;
import org.hexbench.scenario.map.MapGeometry;
import org.hexbench.scenario.map.RunLengthRows;
import org.hexbench.scenario.map.TerrainLayout;
import org.hexbench.testdata.RandomScenario;
import org.hexbench.tiling.Geometry;
import org.hexbench.tiling.grid.HexagonBoard;
import org.hexbench.tiling.grid.RectangleGrid;
import org.junit.jupiter.api.Test;

/** The compact map encoding and the mapping to tiling grids. */
class MapTest {

    @Test
    void runLengthRowsRoundTrip() throws LayoutFormatException {
        Random random = new Random(5);
        int[] values = new int[7 * 9];
        for (int i = 0; i < values.length; i++) {
            values[i] = random.nextInt(3) == 0 ? random.nextInt(12) : 2;
        }
        int[] rows = {9, 9, 9, 9, 9, 9, 9};
        List<String> encoded = RunLengthRows.encode(values, rows);
        assertEquals(7, encoded.size());
        assertArrayEquals(values, RunLengthRows.decode(encoded, rows));
        assertEquals(List.of("3*1 4 2*0"), RunLengthRows.encode(new int[] {1, 1, 1, 4, 0, 0}, new int[] {6}));
    }

    @Test
    void runLengthRowsRejectsBadRows() {
        int[] rows = {4};
        LayoutFormatException e = assertThrows(LayoutFormatException.class, () -> RunLengthRows.decode(List.of("2*1 3*0"), rows));
        assertEquals(0, e.row());
        assertThrows(LayoutFormatException.class, () -> RunLengthRows.decode(List.of("2*1 a"), rows));
        assertThrows(LayoutFormatException.class, () -> RunLengthRows.decode(List.of("0*1 4"), rows));
        assertThrows(LayoutFormatException.class, () -> RunLengthRows.decode(List.of("1 1"), rows));
    }

    @Test
    void rectangleMapBecomesRectangleGrid() {
        GameMap map = ScenarioFactory.eINSTANCE.createGameMap();
        map.setPolygon(PolygonKind.SQUARE);
        map.setOrientation(PolygonOrientation.ON_EDGE);
        map.setShift(GridShift.NONE);
        map.setVertexNeighbors(true);
        map.setWidth(30);
        map.setHeight(20);
        RectangleGrid grid = (RectangleGrid) MapGeometry.toGrid(map);
        assertEquals(600, grid.size());
        assertEquals(Geometry.SQUARE_ON_EDGE, grid.geometry());
        assertEquals(8, grid.maxNeighbors());
        assertEquals(20 * 30 - 1, MapGeometry.indexOf(grid, 29, 19));
        assertEquals(-1, MapGeometry.indexOf(grid, 30, 0));
        assertArrayEquals(new int[] {29, 19}, MapGeometry.locationOf(grid, 20 * 30 - 1));
        assertEquals("(2, 3)", MapGeometry.nameOf(grid, MapGeometry.indexOf(grid, 2, 3)));
    }

    @Test
    void hexagonMapBecomesHexagonBoard() {
        GameMap map = ScenarioFactory.eINSTANCE.createGameMap();
        map.setPolygon(PolygonKind.HEXAGON);
        map.setOrientation(PolygonOrientation.ON_VERTEX);
        map.setShape(BoardShape.HEXAGON);
        map.setSide(5);
        HexagonBoard board = (HexagonBoard) MapGeometry.toGrid(map);
        assertEquals(61, board.size());
        assertEquals(-1, MapGeometry.indexOf(board, 6, 0), "(6,0) is off the HexTC2 board (HexTC2 rules, COMP202 Winter 2005 Assignment 6, section hexIT)");
        assertEquals(-1, MapGeometry.indexOf(board, 1, 8));
        assertEquals(0, MapGeometry.indexOf(board, 0, 0));
        assertEquals(60, MapGeometry.indexOf(board, 8, 8));
        assertArrayEquals(new int[] {5, 6, 7, 8, 9, 8, 7, 6, 5}, MapGeometry.rowLengths(map));
    }

    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.ValueSource(ints = {1, 2, 3, 4, 5, 6})
    void everyBoardCoordinateOfOddAndEvenSidesIsASiteOnce(int side) {
        GameMap map = ScenarioFactory.eINSTANCE.createGameMap();
        map.setPolygon(PolygonKind.HEXAGON);
        map.setOrientation(PolygonOrientation.ON_VERTEX);
        map.setShape(BoardShape.HEXAGON);
        map.setSide(side);
        HexagonBoard board = (HexagonBoard) MapGeometry.toGrid(map);
        java.util.Set<Integer> seen = new java.util.HashSet<>();
        for (int x = 0; x <= 2 * side - 2; x++) {
            for (int y = 0; y <= 2 * side - 2; y++) {
                int index = MapGeometry.indexOf(board, x, y);
                assertEquals(Math.abs(x - y) <= side - 1, index >= 0, "(" + x + "," + y + ") on a side-" + side + " board");
                if (index >= 0) {
                    assertTrue(seen.add(index), "one site per coordinate");
                    assertArrayEquals(new int[] {x, y}, MapGeometry.locationOf(board, index), "the inverse of indexOf");
                    assertEquals("(" + x + ", " + y + ")", MapGeometry.nameOf(board, index));
                }
            }
        }
        assertEquals(board.size(), seen.size(), "every site has coordinates");
    }

    @Test
    void terrainLayoutEditsAndStores() throws LayoutFormatException {
        Scenario scenario = RandomScenario.create(3, 20, 12);
        GameMap map = scenario.getAreas().getMap();
        TerrainLayout layout = TerrainLayout.decode(map);
        assertEquals(240, layout.size());
        layout.setStackIndex(5, 3);
        layout.store();
        TerrainLayout again = TerrainLayout.decode(map);
        assertEquals(3, again.stackIndex(5));
        assertEquals(map.getPalette().get(3).getTerrains(), again.stackAt(5, 0));
        for (int i = 0; i < layout.size(); i++) {
            layout.setStackIndex(i, 0);
        }
        layout.store();
        assertEquals(List.of(), map.getLayout(), "an all-default map stores no rows");
        assertThrows(IndexOutOfBoundsException.class, () -> layout.setStackIndex(0, 99));
    }
}
