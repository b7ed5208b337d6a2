package org.hexbench.tiling;

import static org.junit.jupiter.api.Assertions.*;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.hexbench.tiling.grid.RectangleGrid;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Hexkit's four geometries and their shift modes (Hexkit User's Guide §3.3 Map Geometry). */
class OffsetLayoutTest {

    static List<OffsetLayout> allLayouts() {
        List<OffsetLayout> result = new ArrayList<>();
        for (Geometry g : Geometry.values()) {
            for (GridShift s : GridShift.values()) {
                try {
                    result.add(new OffsetLayout(g, s));
                } catch (IllegalArgumentException e) {
                    // not a Hexkit combination
                }
            }
        }
        return result;
    }

    @Test
    void hexkitOffersNineLayouts() {
        assertEquals(1 + 4 + 2 + 2, allLayouts().size());
        assertThrows(IllegalArgumentException.class, () -> new OffsetLayout(Geometry.HEX_ON_VERTEX, GridShift.COLUMN_UP));
        assertThrows(IllegalArgumentException.class, () -> new OffsetLayout(Geometry.SQUARE_ON_EDGE, GridShift.ROW_LEFT));
        assertThrows(IllegalArgumentException.class, () -> new OffsetLayout(Geometry.SQUARE_ON_VERTEX, GridShift.NONE));
    }

    @ParameterizedTest
    @MethodSource("allLayouts")
    void offsetAndTileRoundTrip(OffsetLayout layout) {
        Set<Tile> seen = new HashSet<>();
        for (int y = -5; y <= 5; y++) {
            for (int x = -5; x <= 5; x++) {
                OffsetCoord o = new OffsetCoord(x, y);
                Tile t = layout.toTile(o);
                assertTrue(layout.tiling().isTile(t.row(), t.col()), layout + " " + o);
                assertEquals(o, layout.toOffset(t), layout + " " + t);
                assertTrue(seen.add(t), "distinct offsets give distinct tiles");
            }
        }
        if (layout.tiling() == Tiling.HEX) {
            assertThrows(IllegalArgumentException.class, () -> layout.toOffset(new Tile(0, 1)));
        }
    }

    /**
     * Neighbours in a 4×4 map as computed by Tektosyne 6.2.0's {@code PolygonGrid.getNeighbors}
     * (the library behind Hexkit), for cells (0,0) and (1,1), as offset (x, y).
     */
    static Stream<Arguments> tektosyneNeighbours() {
        return Stream.of(
                Arguments.of(Geometry.SQUARE_ON_EDGE, GridShift.NONE, "1,0 0,1", "1,0 2,1 1,2 0,1"),
                Arguments.of(Geometry.SQUARE_ON_VERTEX, GridShift.COLUMN_UP, "1,0 1,1", "2,0 2,1 0,1 0,0"),
                Arguments.of(Geometry.SQUARE_ON_VERTEX, GridShift.COLUMN_DOWN, "1,0", "2,1 2,2 0,2 0,1"),
                Arguments.of(Geometry.SQUARE_ON_VERTEX, GridShift.ROW_RIGHT, "0,1", "2,0 2,2 1,2 1,0"),
                Arguments.of(Geometry.SQUARE_ON_VERTEX, GridShift.ROW_LEFT, "1,1 0,1", "1,0 1,2 0,2 0,0"),
                Arguments.of(Geometry.HEX_ON_EDGE, GridShift.COLUMN_UP, "1,0 1,1 0,1", "1,0 2,0 2,1 1,2 0,1 0,0"),
                Arguments.of(Geometry.HEX_ON_EDGE, GridShift.COLUMN_DOWN, "1,0 0,1", "1,0 2,1 2,2 1,2 0,2 0,1"),
                Arguments.of(Geometry.HEX_ON_VERTEX, GridShift.ROW_RIGHT, "1,0 0,1", "2,0 2,1 2,2 1,2 0,1 1,0"),
                Arguments.of(Geometry.HEX_ON_VERTEX, GridShift.ROW_LEFT, "1,0 1,1 0,1", "1,0 2,1 1,2 0,2 0,1 0,0"));
    }

    @ParameterizedTest
    @MethodSource("tektosyneNeighbours")
    void neighboursMatchHexkitGeometry(Geometry geometry, GridShift shift, String of00, String of11) {
        RectangleGrid grid = new RectangleGrid(new OffsetLayout(geometry, shift), 4, 4);
        assertEquals(parse(of00), neighbours(grid, 0, 0));
        assertEquals(parse(of11), neighbours(grid, 1, 1));
    }

    private static Set<OffsetCoord> neighbours(RectangleGrid grid, int x, int y) {
        int[] buffer = new int[grid.maxNeighbors()];
        int n = grid.neighbors(grid.indexOfOffset(x, y), buffer);
        Set<OffsetCoord> result = new HashSet<>();
        for (int i = 0; i < n; i++) {
            result.add(new OffsetCoord(buffer[i] % 4, buffer[i] / 4));
        }
        return result;
    }

    private static Set<OffsetCoord> parse(String list) {
        Set<OffsetCoord> result = new HashSet<>();
        for (String pair : list.split(" ")) {
            String[] xy = pair.split(",");
            result.add(new OffsetCoord(Integer.parseInt(xy[0]), Integer.parseInt(xy[1])));
        }
        return result;
    }

    @Test
    void hexOnVertexRowShiftsAreRedBlobOddAndEvenR() {
        OffsetLayout right = new OffsetLayout(Geometry.HEX_ON_VERTEX, GridShift.ROW_RIGHT);
        OffsetLayout left = new OffsetLayout(Geometry.HEX_ON_VERTEX, GridShift.ROW_LEFT);
        for (int y = -3; y <= 3; y++) {
            for (int x = -3; x <= 3; x++) {
                OffsetCoord o = new OffsetCoord(x, y);
                assertEquals(HexOffset.ODD_R.toHex(o).toTile(), right.toTile(o));
                assertEquals(HexOffset.EVEN_R.toHex(o).toTile(), left.toTile(o));
            }
        }
    }

    @Test
    void hexOnEdgeIsTransposedDoubledHeight() {
        OffsetLayout down = new OffsetLayout(Geometry.HEX_ON_EDGE, GridShift.COLUMN_DOWN);
        for (int y = -3; y <= 3; y++) {
            for (int x = -3; x <= 3; x++) {
                OffsetCoord o = new OffsetCoord(x, y);
                DoubledCoord d = DoubledCoord.fromHexQ(HexOffset.ODD_Q.toHex(o));
                assertEquals(new Tile(d.col(), d.row()), down.toTile(o));
            }
        }
    }
}
