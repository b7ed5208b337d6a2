package org.hexbench.scenario.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.emf.ecore.util.EcoreUtil;
import org.hexbench.scenario.Area;
import org.hexbench.scenario.BoardShape;
import org.hexbench.scenario.Bounds;
import org.hexbench.scenario.EntityTemplate;
import org.hexbench.scenario.GameMap;
import org.hexbench.scenario.GridShift;
import org.hexbench.scenario.HomeSite;
import org.hexbench.scenario.Location;
import org.hexbench.scenario.OverlayImage;
import org.hexbench.scenario.PolygonKind;
import org.hexbench.scenario.PolygonOrientation;
import org.hexbench.scenario.ScenarioFactory;
import org.hexbench.scenario.map.LayoutFormatException;
import org.hexbench.scenario.map.MapAnchor;
import org.hexbench.scenario.map.MapGeometry;
import org.hexbench.scenario.map.MapResize;
import org.hexbench.scenario.map.TerrainLayout;
import org.hexbench.tiling.grid.Grid;
import org.junit.jupiter.api.Test;

/**
 * Resizing maps around each anchor. Every expected layout below is worked out by hand: the original sites carry the
 * palette entries 1, 2, 3, … in site order, so each number shows where a site went, and 0 (the default stack) marks a
 * new site.
 */
class MapResizeTest {

    private static final ScenarioFactory F = ScenarioFactory.eINSTANCE;

    /**
     * A 4×3 map whose sites are numbered 1..12 row by row:
     *
     * <pre>
     *  1  2  3  4
     *  5  6  7  8
     *  9 10 11 12
     * </pre>
     */
    private static GameMap numbered(PolygonKind polygon, PolygonOrientation orientation, GridShift shift, int width,
            int height) {
        GameMap map = F.createGameMap();
        map.setPolygon(polygon);
        map.setOrientation(orientation);
        map.setShift(shift);
        map.setWidth(width);
        map.setHeight(height);
        int[] cells = new int[width * height];
        for (int i = 0; i <= cells.length; i++) {
            map.getPalette().add(F.createTerrainStack());
        }
        for (int i = 0; i < cells.length; i++) {
            cells[i] = i + 1;
        }
        TerrainLayout.store(map, cells);
        return map;
    }

    private static GameMap squares() {
        return numbered(PolygonKind.SQUARE, PolygonOrientation.ON_EDGE, GridShift.NONE, 4, 3);
    }

    /** The board of side 2 (7 hexes), numbered 1..7 row by row west to east. */
    private static GameMap board2() {
        GameMap map = F.createGameMap();
        map.setPolygon(PolygonKind.HEXAGON);
        map.setOrientation(PolygonOrientation.ON_VERTEX);
        map.setShape(BoardShape.HEXAGON);
        map.setSide(2);
        for (int i = 0; i <= 7; i++) {
            map.getPalette().add(F.createTerrainStack());
        }
        TerrainLayout.store(map, new int[] {1, 2, 3, 4, 5, 6, 7});
        return map;
    }

    /** The layout as rows of palette entries, site by site in model coordinates ("/" between rows). */
    private static String rows(GameMap map) {
        TerrainLayout layout;
        try {
            layout = TerrainLayout.decode(map);
        } catch (LayoutFormatException e) {
            throw new AssertionError(e);
        }
        Grid grid = layout.grid();
        List<String> rows = new ArrayList<>();
        if (map.getShape() == BoardShape.HEXAGON) {
            int last = 2 * map.getSide() - 2;
            for (int x = 0; x <= last; x++) {
                StringBuilder row = new StringBuilder();
                for (int y = 0; y <= last; y++) {
                    int site = MapGeometry.indexOf(grid, x, y);
                    if (site >= 0) {
                        row.append(row.isEmpty() ? "" : " ").append(layout.stackIndex(site));
                    }
                }
                rows.add(row.toString());
            }
        } else {
            for (int y = 0; y < map.getHeight(); y++) {
                StringBuilder row = new StringBuilder();
                for (int x = 0; x < map.getWidth(); x++) {
                    row.append(x == 0 ? "" : " ").append(layout.stackIndex(MapGeometry.indexOf(grid, x, y)));
                }
                rows.add(row.toString());
            }
        }
        return String.join(" / ", rows);
    }

    @Test
    void growingASquareMapKeepsTheAnchoredCornerOrCentre() {
        GameMap map = squares();
        assertEquals("1 2 3 4 / 5 6 7 8 / 9 10 11 12", rows(map));
        GameMap before = EcoreUtil.copy(map);
        assertEquals("1 2 3 4 0 0 / 5 6 7 8 0 0 / 9 10 11 12 0 0 / 0 0 0 0 0 0 / 0 0 0 0 0 0",
                rows(MapResize.rectangle(map, 6, 5, MapAnchor.TOP_LEFT).result()));
        assertEquals("0 0 0 0 0 0 / 0 1 2 3 4 0 / 0 5 6 7 8 0 / 0 9 10 11 12 0 / 0 0 0 0 0 0",
                rows(MapResize.rectangle(map, 6, 5, MapAnchor.CENTRE).result()));
        assertEquals("0 0 0 0 0 0 / 0 0 0 0 0 0 / 0 0 1 2 3 4 / 0 0 5 6 7 8 / 0 0 9 10 11 12",
                rows(MapResize.rectangle(map, 6, 5, MapAnchor.BOTTOM_RIGHT).result()));
        assertEquals("0 0 0 0 0 / 1 2 3 4 0 / 5 6 7 8 0 / 9 10 11 12 0",
                rows(MapResize.rectangle(map, 5, 4, MapAnchor.BOTTOM_LEFT).result()));
        assertEquals("0 1 2 3 4 / 0 5 6 7 8 / 0 9 10 11 12",
                rows(MapResize.rectangle(map, 5, 3, MapAnchor.RIGHT).result()),
                "5 columns, right anchor: the new column is on the left");
        assertTrue(EcoreUtil.equals(before, map), "the given map is unchanged");
    }

    @Test
    void everyAnchorMovesBySideHalfOrNothing() {
        GameMap map = squares();
        // grow by 2 columns and 2 rows: offsets 0, 1 or 2 along each axis
        String[] expected = {
            "1 2 3 4 0 0 / 5 6 7 8 0 0 / 9 10 11 12 0 0 / 0 0 0 0 0 0 / 0 0 0 0 0 0",
            "0 1 2 3 4 0 / 0 5 6 7 8 0 / 0 9 10 11 12 0 / 0 0 0 0 0 0 / 0 0 0 0 0 0",
            "0 0 1 2 3 4 / 0 0 5 6 7 8 / 0 0 9 10 11 12 / 0 0 0 0 0 0 / 0 0 0 0 0 0",
            "0 0 0 0 0 0 / 1 2 3 4 0 0 / 5 6 7 8 0 0 / 9 10 11 12 0 0 / 0 0 0 0 0 0",
            "0 0 0 0 0 0 / 0 1 2 3 4 0 / 0 5 6 7 8 0 / 0 9 10 11 12 0 / 0 0 0 0 0 0",
            "0 0 0 0 0 0 / 0 0 1 2 3 4 / 0 0 5 6 7 8 / 0 0 9 10 11 12 / 0 0 0 0 0 0",
            "0 0 0 0 0 0 / 0 0 0 0 0 0 / 1 2 3 4 0 0 / 5 6 7 8 0 0 / 9 10 11 12 0 0",
            "0 0 0 0 0 0 / 0 0 0 0 0 0 / 0 1 2 3 4 0 / 0 5 6 7 8 0 / 0 9 10 11 12 0",
            "0 0 0 0 0 0 / 0 0 0 0 0 0 / 0 0 1 2 3 4 / 0 0 5 6 7 8 / 0 0 9 10 11 12"};
        for (MapAnchor anchor : MapAnchor.values()) {
            assertEquals(expected[anchor.ordinal()], rows(MapResize.rectangle(map, 6, 5, anchor).result()),
                    anchor.toString());
        }
    }

    @Test
    void shrinkingClipsTheFarSideAndCountsWhatIsLost() {
        GameMap map = squares();
        EntityTemplate unit = F.createEntityTemplate();
        unit.setName("scout");
        Area row = F.createArea(); // the scout on (1,1) and (2,1)
        Bounds b = F.createBounds();
        b.setX(1);
        b.setY(1);
        b.setWidth(2);
        b.setHeight(1);
        row.getBounds().add(b);
        row.getUnits().add(unit);
        Area corner = F.createArea(); // two units on (3,2)
        corner.getSites().add(location(3, 2));
        corner.getUnits().add(EcoreUtil.copy(unit));
        corner.getUnits().add(EcoreUtil.copy(unit));
        Area gone = F.createArea(); // one unit on (0,0)
        gone.getSites().add(location(0, 0));
        gone.getUnits().add(EcoreUtil.copy(unit));
        map.getAreas().addAll(List.of(row, corner, gone));
        HomeSite home = F.createHomeSite();
        home.setLocation(location(0, 0));
        map.getHomeSites().add(home);
        HomeSite kept = F.createHomeSite();
        kept.setLocation(location(3, 1));
        map.getHomeSites().add(kept);

        MapResize resize = MapResize.rectangle(map, 2, 2, MapAnchor.BOTTOM_RIGHT);
        assertEquals(-2, resize.dx());
        assertEquals(-1, resize.dy());
        assertEquals(8, resize.lostSites(), "12 sites become 4");
        assertEquals(2, resize.lostUnits(), "the scout on (1,1) and the unit on (0,0)");
        assertEquals(1, resize.lostHomeSites());
        GameMap small = resize.result();
        assertEquals("7 8 / 11 12", rows(small));
        assertEquals(2, small.getAreas().size(), "the area left with no site is dropped");
        Bounds moved = small.getAreas().get(0).getBounds().get(0);
        assertEquals(List.of(0, 0, 1, 1), List.of(moved.getX(), moved.getY(), moved.getWidth(), moved.getHeight()),
                "(1..2, 1) moves to (-1..0, 0), cut to (0, 0)");
        Location l = small.getAreas().get(1).getSites().get(0);
        assertEquals(List.of(1, 1), List.of(l.getX(), l.getY()), "(3,2) moves to (1,1)");
        assertEquals(2, small.getAreas().get(1).getUnits().size());
        assertEquals(1, small.getHomeSites().size());
        assertEquals(List.of(1, 0), List.of(small.getHomeSites().get(0).getLocation().getX(),
                small.getHomeSites().get(0).getLocation().getY()), "home (3,1) moves to (1,0)");

        assertEquals("6 7", rows(MapResize.rectangle(map, 2, 1, MapAnchor.CENTRE).result()),
                "centre: 4→2 columns and 3→1 rows drop one column on each side and one row above and below");
        MapResize growing = MapResize.rectangle(map, 8, 8, MapAnchor.CENTRE);
        assertEquals(0, growing.lostSites());
        assertEquals(0, growing.lostUnits());
    }

    @Test
    void growingThenShrinkingAroundTheSameAnchorGivesTheMapBack() {
        GameMap map = squares();
        map.getAreas().add(F.createArea());
        map.getAreas().get(0).getSites().add(location(2, 1));
        for (MapAnchor anchor : MapAnchor.values()) {
            GameMap grown = MapResize.rectangle(map, 7, 6, anchor).result();
            GameMap back = MapResize.rectangle(grown, 4, 3, anchor).result();
            assertTrue(EcoreUtil.equals(map, back), anchor + ": " + rows(back));
        }
    }

    @Test
    void hexagonMapsWithShiftedRowsMoveByAnEvenNumberOfRows() {
        // Hexkit's default geometry: hexagons on vertex, every other row shifted right (§3.3 Map Geometry)
        GameMap hexes = numbered(PolygonKind.HEXAGON, PolygonOrientation.ON_VERTEX, GridShift.ROW_RIGHT, 4, 3);
        MapResize down = MapResize.rectangle(hexes, 4, 6, MapAnchor.BOTTOM);
        assertEquals(2, down.dy(), "3 rows more: the content moves 2 rows, not 3, so that its neighbours stay");
        assertEquals("0 0 0 0 / 0 0 0 0 / 1 2 3 4 / 5 6 7 8 / 9 10 11 12 / 0 0 0 0", rows(down.result()));
        assertEquals(3, MapResize.rectangle(hexes, 7, 3, MapAnchor.RIGHT).dx(), "columns are not shifted");
        // squares have no shifted rows: all 3
        assertEquals(3, MapResize.rectangle(squares(), 4, 6, MapAnchor.BOTTOM).dy());
        GameMap columns = numbered(PolygonKind.HEXAGON, PolygonOrientation.ON_EDGE, GridShift.COLUMN_DOWN, 4, 3);
        assertEquals(2, MapResize.rectangle(columns, 7, 3, MapAnchor.RIGHT).dx());
        GameMap wide = numbered(PolygonKind.HEXAGON, PolygonOrientation.ON_EDGE, GridShift.COLUMN_DOWN, 6, 3);
        assertEquals(-2, MapResize.rectangle(wide, 3, 3, MapAnchor.RIGHT).dx(), "-3 rounded toward zero to even");
    }

    @Test
    void hexagonBoardsGrowAndShrinkBySide() {
        GameMap map = board2();
        // board of side 2: rows (x) 0..2, diagonal ranks (y) valid while |x - y| <= 1
        assertEquals("1 2 / 3 4 5 / 6 7", rows(map));
        assertEquals("1 2 0 / 3 4 5 0 / 0 6 7 0 0 / 0 0 0 0 / 0 0 0",
                rows(MapResize.board(map, 3, MapAnchor.TOP_LEFT).result()), "(x, y) stays");
        assertEquals("0 0 0 / 0 1 2 0 / 0 3 4 5 0 / 0 6 7 0 / 0 0 0",
                rows(MapResize.board(map, 3, MapAnchor.CENTRE).result()), "(x, y) moves to (x+1, y+1)");
        MapResize bottomRight = MapResize.board(map, 3, MapAnchor.BOTTOM_RIGHT);
        assertEquals(List.of(2, 2), List.of(bottomRight.dx(), bottomRight.dy()));
        // (x,y) -> (x+2, y+2): (0,0)=1 -> (2,2), (0,1)=2 -> (2,3), (1,0..2)=3,4,5 -> (3,2..4), (2,1..2)=6,7 -> (4,3..4)
        assertEquals("0 0 0 / 0 0 0 0 / 0 0 1 2 0 / 0 3 4 5 / 0 6 7", rows(bottomRight.result()));
        GameMap grown = MapResize.board(map, 3, MapAnchor.CENTRE).result();
        MapResize shrink = MapResize.board(grown, 2, MapAnchor.CENTRE);
        assertEquals(12, shrink.lostSites(), "19 hexes become 7");
        assertTrue(EcoreUtil.equals(map, shrink.result()), "back to the board of side 2");
        assertEquals("4", rows(MapResize.board(map, 1, MapAnchor.CENTRE).result()), "only the centre stays");
    }

    private static OverlayImage overlay(GameMap map, int x, int y) {
        OverlayImage overlay = F.createOverlayImage();
        overlay.setPath("hand-drawn.png");
        overlay.setX(x);
        overlay.setY(y);
        overlay.setWidth(300);
        overlay.setHeight(200);
        map.setOverlay(overlay);
        return overlay;
    }

    private static List<Integer> placeOf(OverlayImage overlay) {
        return List.of(overlay.getX(), overlay.getY(), overlay.getWidth(), overlay.getHeight());
    }

    /**
     * The overlay picture (Hexkit User's Guide §3.4.6 Static Overlay Images) is placed in map pixels at 100 % zoom,
     * 20 pixels a polygon side ({@link MapGeometry#SIDE_PIXELS}), from the map picture's top-left corner; it moves with
     * the sites so that it stays over the same ones.
     */
    @Test
    void theOverlayPictureMovesWithTheSites() {
        // squares on edge: a site is 20 × 20 pixels; around the bottom-right the content moves 4 columns and 2 rows,
        // and the picture's top-left site is still the square (0, 0): 80 pixels right, 40 down
        GameMap squares = squares();
        overlay(squares, 10, 15);
        GameMap grown = MapResize.rectangle(squares, 8, 5, MapAnchor.BOTTOM_RIGHT).result();
        assertEquals(List.of(90, 55, 300, 200), placeOf(grown.getOverlay()));
        assertEquals(List.of(10, 15, 300, 200), placeOf(squares.getOverlay()), "the given map is not changed");
        assertEquals(List.of(10, 15, 300, 200), placeOf(MapResize.rectangle(squares, 8, 5, MapAnchor.TOP_LEFT).result()
                .getOverlay()), "nothing moves around the top-left");
        // shrinking around the centre: 8×5 to 4×3 moves the content (-2, -1): 40 left, 20 up
        assertEquals(List.of(50, 35, 300, 200), placeOf(MapResize.rectangle(grown, 4, 3, MapAnchor.CENTRE)
                .result().getOverlay()));
        assertEquals(List.of(10, 15, 300, 200), placeOf(MapResize.rectangle(grown, 4, 3, MapAnchor.BOTTOM_RIGHT)
                .result().getOverlay()), "and around the bottom-right back where it was");
        // hexagons on vertex, odd rows shifted right: rows lie 1.5 sides apart, 30 pixels; two rows down is 60
        GameMap hexes = numbered(PolygonKind.HEXAGON, PolygonOrientation.ON_VERTEX, GridShift.ROW_RIGHT, 4, 3);
        overlay(hexes, 0, 0);
        assertEquals(List.of(0, 60, 300, 200), placeOf(MapResize.rectangle(hexes, 4, 6, MapAnchor.BOTTOM).result()
                .getOverlay()));
        // a hexagon board of side 2 grown to side 3 around its centre: the picture gains a ring of hexes, so the
        // centre hex lies one hexagon width (√3 · 20 = 34.64, rounded 35) further right and one row (30) further down
        GameMap board = board2();
        overlay(board, 5, 5);
        assertEquals(List.of(40, 35, 300, 200), placeOf(MapResize.board(board, 3, MapAnchor.CENTRE).result()
                .getOverlay()));
        // around the top-left corner hex (0, 0): the top row stays on top, but rows are centred on the middle one, which
        // now reaches half a hexagon further left than the top row's new start (17.32, rounded 17)
        assertEquals(List.of(22, 5, 300, 200), placeOf(MapResize.board(board, 3, MapAnchor.TOP_LEFT).result()
                .getOverlay()));
    }

    @Test
    void invalidSizesAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> MapResize.rectangle(squares(), 0, 3, MapAnchor.CENTRE));
        assertThrows(IllegalArgumentException.class, () -> MapResize.board(squares(), 3, MapAnchor.CENTRE));
        assertThrows(IllegalArgumentException.class, () -> MapResize.rectangle(board2(), 3, 3, MapAnchor.CENTRE));
    }

    private static Location location(int x, int y) {
        Location l = F.createLocation();
        l.setX(x);
        l.setY(y);
        return l;
    }
}
