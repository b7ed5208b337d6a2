package org.hexbench.ui.tests.map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.BitSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;

import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.ui.PlatformUI;
import org.hexbench.scenario.Scenario;
import org.hexbench.scenario.TerrainClass;
import org.hexbench.scenario.resource.ScenarioResources;
import org.hexbench.testdriver.UiDriver;
import org.hexbench.tiling.OffsetLayout;
import org.hexbench.tiling.grid.Grid;
import org.hexbench.tiling.grid.RectangleGrid;
import org.hexbench.ui.map.MapContent;
import org.hexbench.ui.map.MapCounter;
import org.hexbench.ui.map.MapLook;
import org.hexbench.ui.map.MapOverlays;
import org.hexbench.ui.map.MapRenderer;
import org.hexbench.ui.map.MapSymbol;
import org.hexbench.ui.map.scenario.ScenarioMapContent;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The map settings of Window › Preferences › Hexbench › Map as the renderer applies them: grid lines on and off
 * through the preference store, and move/attack highlights readable on every terrain colour of the shipped examples
 * (WCAG 2.1 contrast ratio of at least 3:1 between the highlight's outline and the terrain).
 */
class MapLookTest {

    private final UiDriver driver = UiDriver.of(PlatformUI.getWorkbench().getDisplay());

    @AfterEach
    void restoreDefaults() {
        driver.onUi(() -> {
            MapLook.store().setToDefault(MapLook.GRID_LINES);
            MapLook.store().setToDefault(MapLook.GRID_LINE_COLOUR);
        });
    }

    /** A 3×3 map of squares, every site one filled terrain colour. */
    private static MapContent plain(int terrainRgb) {
        Grid grid = new RectangleGrid(OffsetLayout.SQUARES, 3, 3, false, false);
        List<MapSymbol> terrain = List.of(new MapSymbol(MapSymbol.Shape.FILL, terrainRgb, "", "", null));
        return new MapContent() {
            @Override
            public Grid grid() {
                return grid;
            }

            @Override
            public List<MapSymbol> terrain(int site) {
                return terrain;
            }

            @Override
            public List<MapCounter> counters(int site) {
                return List.of();
            }

            @Override
            public int ownerRgb(int site) {
                return NO_OWNER;
            }

            @Override
            public int homeRgb(int site) {
                return NO_OWNER;
            }

            @Override
            public int placeRgb(int site) {
                return NO_OWNER;
            }

            @Override
            public String siteName(int site) {
                return "site " + site;
            }

            @Override
            public void addChangeListener(Runnable listener) {
            }

            @Override
            public void removeChangeListener(Runnable listener) {
            }
        };
    }

    private static int pixel(ImageData data, int x, int y) {
        RGB rgb = data.palette.getRGB(data.getPixel(x, y));
        return (rgb.red << 16) | (rgb.green << 8) | rgb.blue;
    }

    private static int count(ImageData data, Rectangle box, int rgb) {
        int n = 0;
        for (int y = Math.max(0, box.y); y < Math.min(data.height, box.bottom()); y++) {
            for (int x = Math.max(0, box.x); x < Math.min(data.width, box.right()); x++) {
                n += pixel(data, x, y) == rgb ? 1 : 0;
            }
        }
        return n;
    }

    @Test
    void gridLinesFollowThePreferenceStore() {
        driver.onUi(() -> {
            MapLook.store().setValue(MapLook.GRID_LINE_COLOUR, "200,10,200");
            MapRenderer renderer = new MapRenderer(plain(0x336699), new MapOverlays());
            try {
                ImageData on = MapRendererTest.paint(renderer, renderer.size());
                int gridPixels = count(on, new Rectangle(0, 0, on.width, on.height), 0xc80ac8);
                assertTrue(gridPixels > 100, "grid lines in the chosen colour: " + gridPixels + " pixels");
                MapLook.store().setValue(MapLook.GRID_LINES, false);
                assertFalse(MapLook.gridLines());
                ImageData off = MapRendererTest.paint(renderer, renderer.size());
                assertEquals(0, count(off, new Rectangle(0, 0, off.width, off.height), 0xc80ac8),
                        "no grid line once the preference is off");
                int centre = pixel(off, renderer.boundsOf(4).x + 1, renderer.centreOf(4).y);
                assertEquals(0x336699, centre, "where the line was, the terrain shows");
            } finally {
                renderer.dispose();
            }
        });
    }

    /**
     * A session that opens the Play perspective first, without ever opening a map editor, draws the Game Map with the
     * user's Map preferences. The user's grid colour is in the workspace's preferences, as the preference page stores
     * it; MapLook starts the test reading only its built-in defaults, as a session does before any map view exists;
     * then the Play perspective starts a game and its Game Map (a new view) must draw grid lines in the user's colour.
     */
    @Test
    void aPlayOnlySessionDrawsTheGameMapInTheUsersColours() throws Exception {
        org.eclipse.core.runtime.preferences.IEclipsePreferences node = org.eclipse.core.runtime.preferences.InstanceScope
                .INSTANCE.getNode(MapLook.PREFERENCE_NODE);
        node.put(MapLook.GRID_LINE_COLOUR, "200,10,200");
        TwoFrameScenario scenario = TwoFrameScenario.create();
        try {
            driver.onUi(() -> {
                // a Game Map left open by an earlier test was made in a session that had the settings: close it
                var window = PlatformUI.getWorkbench().getWorkbenchWindows()[0];
                PlatformUI.getWorkbench().showPerspective(org.hexbench.ui.Perspectives.PLAY, window);
                var open = window.getActivePage().findView(org.hexbench.ui.play.PlayViews.MAP);
                if (open != null) {
                    window.getActivePage().hideView(open);
                }
                MapLook.use(MapLook.withDefaults(new org.eclipse.jface.preference.PreferenceStore()));
                return null;
            });
            assertEquals(null, driver.onUi(() -> PlatformUI.getWorkbench().getWorkbenchWindows()[0].getActivePage()
                    .findView(org.hexbench.ui.play.PlayViews.MAP)), "no Game Map is open");
            assertEquals(0x50555a, driver.onUi(MapLook::gridLineRgb), "no map view yet: the built-in grey");
            org.hexbench.play.GameSession session = org.hexbench.play.GameSession.start(
                    new org.hexbench.play.GameSetup(scenario.path(), List.of(org.hexbench.play.Seat.HUMAN,
                            org.hexbench.play.Seat.RANDOM), 7, 20, 0),
                    org.hexbench.play.Definitions.read(scenario.path()),
                    new org.hexbench.play.SessionOptions(org.hexbench.ui.play.ComputerPlayersJob.RUNNER, null));
            driver.onUi(() -> {
                PlatformUI.getWorkbench().showPerspective(org.hexbench.ui.Perspectives.PLAY,
                        PlatformUI.getWorkbench().getWorkbenchWindows()[0]);
                org.hexbench.ui.play.CurrentGame.set(session);
                return null;
            });
            org.hexbench.ui.play.GameMapView map = driver.onUi(() -> (org.hexbench.ui.play.GameMapView) PlatformUI
                    .getWorkbench().getWorkbenchWindows()[0].getActivePage().showView(org.hexbench.ui.play.PlayViews.MAP));
            driver.waitUntil("the Game Map draws the game", () -> driver.onUi(() -> map.renderer() != null
                    && map.canvas().isVisible()));
            driver.waitUntil("the Game Map's grid lines are the user's colour on the screen",
                    () -> count(MapScreen.capture(driver, map.canvas()), 0xc80ac8) > 100);
        } finally {
            node.remove(MapLook.GRID_LINE_COLOUR);
            org.hexbench.ui.play.CurrentGame.set(null);
            driver.waitUntil("no computer players' job is left", () -> org.eclipse.core.runtime.jobs.Job.getJobManager()
                    .find(org.hexbench.ui.play.ComputerPlayersJob.FAMILY).length == 0);
            driver.onUi(() -> org.hexbench.ui.MapPreferences.install());
            scenario.delete();
        }
    }

    private static int count(ImageData data, int rgb) {
        return count(data, new Rectangle(0, 0, data.width, data.height), rgb);
    }

    @Test
    void aPreferenceChangeRepaintsOpenMaps() {
        int[] calls = {0};
        Runnable listener = () -> calls[0]++;
        MapLook.addChangeListener(listener);
        try {
            driver.onUi(() -> MapLook.store().setValue(MapLook.GRID_LINES, false));
            assertEquals(1, calls[0], "every open map (MapFigure listens so) hears of the change at once");
        } finally {
            MapLook.removeChangeListener(listener);
        }
    }

    @Test
    void theContrastRatioIsWcags() {
        // WCAG 2.1 "contrast ratio": black on white is 21:1, equal colours 1:1, #777777 on white about 4.48:1
        assertEquals(21, MapLook.contrast(0x000000, 0xffffff), 1e-9);
        assertEquals(1, MapLook.contrast(0x3a7d2c, 0x3a7d2c), 1e-9);
        assertEquals(4.48, MapLook.contrast(0x777777, 0xffffff), 0.01);
    }

    /** Every terrain colour the shipped examples show or define. */
    private Set<Integer> exampleTerrainColours() throws IOException {
        Set<Integer> colours = new TreeSet<>();
        Path examples = Path.of(System.getProperty("hexbench.examples"));
        List<Path> files;
        try (Stream<Path> all = Files.list(examples)) {
            files = all.filter(Files::isDirectory).flatMap(dir -> {
                try (Stream<Path> inDir = Files.list(dir)) {
                    return inDir.filter(f -> f.toString().endsWith(".hexscenario")).toList().stream();
                } catch (IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            }).toList();
        }
        assertTrue(files.size() >= 3, "the examples' scenarios: " + files);
        for (Path file : files) {
            Scenario scenario = ScenarioResources.load(file);
            driver.onUi(() -> {
                ScenarioMapContent content = new ScenarioMapContent(scenario.getAreas().getMap());
                MapRenderer renderer = new MapRenderer(content, new MapOverlays());
                try {
                    for (int s = 0; s < content.grid().size(); s++) {
                        colours.add(renderer.terrainRgb(s));
                    }
                    for (TerrainClass t : scenario.getEntities() == null ? List.<TerrainClass>of()
                            : scenario.getEntities().getTerrains()) {
                        if (t.getSymbol() != null && t.getSymbol().getColor() != null) {
                            colours.add(MapSymbol.parseColor(t.getSymbol().getColor(), MapSymbol.UNKNOWN_TERRAIN.rgb()));
                        }
                    }
                } finally {
                    renderer.dispose();
                    content.dispose();
                }
            });
        }
        return colours;
    }

    @Test
    void moveAndAttackHighlightsStandOutOnEveryTerrainColourOfTheExamples() throws IOException {
        Set<Integer> colours = exampleTerrainColours();
        assertTrue(colours.size() >= 5, "terrain colours found: " + colours);
        int rescued = 0;
        for (int terrain : colours) {
            for (int highlight : new int[] {MapLook.moveRgb(), MapLook.attackRgb()}) {
                int outline = MapLook.readable(highlight, terrain);
                rescued += outline != highlight ? 1 : 0;
                double ratio = MapLook.contrast(outline, terrain);
                assertTrue(ratio >= MapLook.MIN_CONTRAST, String.format(
                        "highlight #%06x on terrain #%06x: outline #%06x has contrast %.2f", highlight, terrain,
                        outline, ratio));
                // and the renderer really draws that outline around the highlighted site
                int drawn = driver.onUi(() -> {
                    MapOverlays overlays = new MapOverlays();
                    BitSet middle = new BitSet();
                    middle.set(4);
                    overlays.setHighlight("targets", new MapOverlays.Highlight(highlight, 130, middle));
                    MapRenderer renderer = new MapRenderer(plain(terrain), overlays);
                    try {
                        ImageData painted = MapRendererTest.paint(renderer, renderer.size());
                        return count(painted, renderer.boundsOf(4), outline);
                    } finally {
                        renderer.dispose();
                    }
                });
                assertTrue(drawn >= 30, String.format("the outline #%06x is drawn on terrain #%06x: %d pixels",
                        outline, terrain, drawn));
            }
        }
        System.out.println("MapLookTest: " + colours.size() + " terrain colours, " + rescued
                + " highlight/terrain pairs needed a black or white outline");
    }
}
