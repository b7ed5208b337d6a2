package org.hexbench.ui.tests.map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;

import org.eclipse.draw2d.SWTGraphics;
import org.eclipse.draw2d.geometry.Dimension;
import org.eclipse.draw2d.geometry.Point;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.PlatformUI;
import org.hexbench.scenario.BoardShape;
import org.hexbench.scenario.GameMap;
import org.hexbench.scenario.GridShift;
import org.hexbench.scenario.PolygonKind;
import org.hexbench.scenario.PolygonOrientation;
import org.hexbench.scenario.ScenarioFactory;
import org.hexbench.scenario.SymbolGraphic;
import org.hexbench.scenario.SymbolShape;
import org.hexbench.scenario.TerrainClass;
import org.hexbench.scenario.TerrainStack;
import org.hexbench.scenario.map.MapGeometry;
import org.hexbench.testdriver.UiDriver;
import org.hexbench.ui.map.MapOverlays;
import org.hexbench.ui.map.MapRenderer;
import org.hexbench.ui.map.scenario.ScenarioMapContent;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The map renderer on every Hexkit geometry (Hexkit User's Guide §3.3 Map Geometry): squares on edge (with and without
 * vertex neighbours),
 * squares on vertex, hexagons on edge and on vertex, and a hexagon board. At 25 %, 100 % and 400 % every site is
 * found by the visible-site search, hit-testing a site's centre gives the site back, and painting colours the
 * centre of every site with its terrain.
 */
class MapRendererTest {

    private static final int TERRAIN = 0x336699;

    /** One geometry: polygon, orientation, shift, vertex neighbours, board shape. */
    record Case(String name, PolygonKind polygon, PolygonOrientation orientation, GridShift shift,
            boolean vertexNeighbors, BoardShape shape) {
        @Override
        public String toString() {
            return name;
        }
    }

    static List<Case> geometries() {
        return List.of(
                new Case("squares on edge", PolygonKind.SQUARE, PolygonOrientation.ON_EDGE, GridShift.NONE, false,
                        BoardShape.RECTANGLE),
                new Case("squares on edge, 8 neighbours", PolygonKind.SQUARE, PolygonOrientation.ON_EDGE,
                        GridShift.NONE, true, BoardShape.RECTANGLE),
                new Case("squares on vertex, rows shifted right", PolygonKind.SQUARE, PolygonOrientation.ON_VERTEX,
                        GridShift.ROW_RIGHT, false, BoardShape.RECTANGLE),
                new Case("squares on vertex, columns shifted down", PolygonKind.SQUARE,
                        PolygonOrientation.ON_VERTEX, GridShift.COLUMN_DOWN, false, BoardShape.RECTANGLE),
                new Case("hexagons on edge", PolygonKind.HEXAGON, PolygonOrientation.ON_EDGE, GridShift.COLUMN_UP,
                        false, BoardShape.RECTANGLE),
                new Case("hexagons on vertex", PolygonKind.HEXAGON, PolygonOrientation.ON_VERTEX,
                        GridShift.ROW_LEFT, false, BoardShape.RECTANGLE),
                new Case("hexagon board", PolygonKind.HEXAGON, PolygonOrientation.ON_VERTEX, GridShift.NONE, false,
                        BoardShape.HEXAGON));
    }

    private static GameMap map(Case c) {
        ScenarioFactory f = ScenarioFactory.eINSTANCE;
        GameMap map = f.createGameMap();
        map.setPolygon(c.polygon());
        map.setOrientation(c.orientation());
        map.setShift(c.shift());
        map.setVertexNeighbors(c.vertexNeighbors());
        map.setShape(c.shape());
        map.setWidth(9);
        map.setHeight(7);
        map.setSide(5);
        TerrainClass terrain = f.createTerrainClass();
        terrain.setId("sea");
        terrain.setBackground(true);
        SymbolGraphic symbol = f.createSymbolGraphic();
        symbol.setShape(SymbolShape.FILL);
        symbol.setColor("#336699");
        terrain.setSymbol(symbol);
        TerrainStack stack = f.createTerrainStack();
        stack.getTerrains().add(terrain);
        map.getPalette().add(stack);
        return map;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("geometries")
    void everySiteIsFoundHitAndPainted(Case c) {
        UiDriver driver = UiDriver.of(PlatformUI.getWorkbench().getDisplay());
        GameMap map = map(c);
        assertNull(MapGeometry.problem(map), "a valid geometry");
        driver.onUi(() -> {
            ScenarioMapContent content = new ScenarioMapContent(map);
            MapRenderer renderer = new MapRenderer(content, new MapOverlays());
            try {
                int sites = content.grid().size();
                for (double zoom : new double[] {0.25, 1, 4}) {
                    renderer.setZoom(zoom);
                    Dimension size = renderer.size();
                    assertEquals(sites, renderer.sitesIn(new Rectangle(0, 0, size.width, size.height)).cardinality(),
                            () -> c + " at " + zoom + ": every site's centre lies inside the map's extent");
                    for (int s = 0; s < sites; s++) {
                        Point centre = renderer.centreOf(s);
                        assertEquals(s, renderer.siteAt(centre.x, centre.y), c + " at " + zoom + ": hit test of site "
                                + content.siteName(s));
                    }
                }
                renderer.setZoom(1);
                ImageData painted = paint(renderer, renderer.size());
                for (int s = 0; s < content.grid().size(); s++) {
                    Point centre = renderer.centreOf(s);
                    RGB rgb = painted.palette.getRGB(painted.getPixel(centre.x, centre.y));
                    assertEquals(TERRAIN, (rgb.red << 16) | (rgb.green << 8) | rgb.blue,
                            c + ": the centre of " + content.siteName(s) + " has the terrain colour");
                }
            } finally {
                renderer.dispose();
                content.dispose();
            }
        });
    }

    /**
     * Paints a whole map into an image, in two halves as two clipped repaints would.
     *
     * @param renderer the renderer, on the display thread
     * @param size the map's size
     * @return the painted pixels
     */
    static ImageData paint(MapRenderer renderer, Dimension size) {
        Image image = new Image(Display.getCurrent(), size.width, size.height);
        GC gc = new GC(image);
        SWTGraphics graphics = new SWTGraphics(gc);
        try {
            // two halves, as two clipped repaints would
            Rectangle left = new Rectangle(0, 0, size.width / 2, size.height);
            Rectangle right = new Rectangle(size.width / 2, 0, size.width - size.width / 2, size.height);
            for (Rectangle part : List.of(left, right)) {
                graphics.pushState();
                graphics.setClip(part);
                renderer.paint(graphics, part);
                graphics.popState();
            }
        } finally {
            graphics.dispose();
            gc.dispose();
        }
        ImageData data = image.getImageData();
        image.dispose();
        return data;
    }
}
