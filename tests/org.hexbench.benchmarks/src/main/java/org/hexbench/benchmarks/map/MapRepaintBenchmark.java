package org.hexbench.benchmarks.map;

import java.util.concurrent.TimeUnit;

import org.eclipse.draw2d.SWTGraphics;
import org.eclipse.draw2d.geometry.Point;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.widgets.Display;
import org.hexbench.scenario.Area;
import org.hexbench.scenario.GameMap;
import org.hexbench.scenario.HomeSite;
import org.hexbench.scenario.Location;
import org.hexbench.scenario.PlaceSites;
import org.hexbench.scenario.Scenario;
import org.hexbench.scenario.map.LayoutFormatException;
import org.hexbench.scenario.map.TerrainLayout;
import org.hexbench.testdata.RandomScenario;
import org.hexbench.ui.map.MapOverlays;
import org.hexbench.ui.map.MapRenderer;
import org.hexbench.ui.map.scenario.ScenarioMapContent;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Map editor benchmark: repainting the same 640×480 viewport at 100 % of a generated 1000×1000 map
 * (1,000,000 sites) and of a 20×20 map, through the {@link MapRenderer} the map editor's figure paints with, over the
 * EMF-backed {@link ScenarioMapContent} (target: the large map takes at most 1.2× the small map's time). Both maps
 * come from {@link RandomScenario}. So that both viewports show the same picture, the small map (terrain, owners,
 * units, home and place sites) is copied into the middle of the large one, and both viewports look at it, from just
 * inside the small map's edge (no margin showing): the only difference left is the size of the map. Painting goes
 * into an off-screen image on the benchmark thread, which owns the SWT display (run under X; {@code ./run-benchmarks}
 * starts a private Xvfb when there is no display).
 *
 * <p>{@link #repaintSmall()} is the only baseline; {@link #hexbenchRepaintLarge()} is paired with it in the ratio
 * report.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 10, time = 1)
@Fork(1)
public class MapRepaintBenchmark {

    private static final int VIEW_WIDTH = 640, VIEW_HEIGHT = 480;
    private static final int SMALL = 20, LARGE = 1000;
    /** How far inside the small map its viewport starts, so that no margin shows. */
    private static final int INSET = 30;

    private Display display;
    private Image image;
    private GC gc;
    private SWTGraphics graphics;
    private ScenarioMapContent smallContent, largeContent;
    private MapRenderer small, large;
    private Rectangle smallView, largeView;

    /** Generates both maps, opens the display and the off-screen image, and paints each map once. */
    @Setup(Level.Trial)
    public void prepare() {
        display = Display.getCurrent() != null ? Display.getCurrent() : new Display();
        image = new Image(display, VIEW_WIDTH, VIEW_HEIGHT);
        gc = new GC(image);
        graphics = new SWTGraphics(gc);

        Scenario smallScenario = RandomScenario.create(7, SMALL, SMALL);
        Scenario largeScenario = RandomScenario.create(7, LARGE, LARGE);
        GameMap smallMap = smallScenario.getAreas().getMap();
        GameMap largeMap = largeScenario.getAreas().getMap();
        smallContent = new ScenarioMapContent(smallMap);
        largeContent = new ScenarioMapContent(largeMap);
        small = new MapRenderer(smallContent, new MapOverlays());
        large = new MapRenderer(largeContent, new MapOverlays());

        // the large map's region at its middle becomes a copy of the small map: the same terrain, owners, units and
        // home and place sites, so that both viewports show the same picture and only the map's size differs
        int dx = LARGE / 2, dy = LARGE / 2;
        copyInto(smallMap, largeMap, dx, dy);
        // a viewport inside the small map (no margin showing), and the same one over the copy in the large map
        smallView = new Rectangle(INSET, INSET, VIEW_WIDTH, VIEW_HEIGHT);
        Point origin = small.centreOf(smallContent.siteOf(0, 0));
        Point copied = large.centreOf(largeContent.siteOf(dx, dy));
        largeView = new Rectangle(copied.x - origin.x + INSET, copied.y - origin.y + INSET, VIEW_WIDTH, VIEW_HEIGHT);
        int smallSites = visibleSites(small, smallView), largeSites = visibleSites(large, largeView);
        System.out.println("# viewport " + VIEW_WIDTH + "x" + VIEW_HEIGHT + " at 100%: " + smallSites
                + " sites of the " + SMALL + "x" + SMALL + " map, " + largeSites + " of the " + LARGE + "x" + LARGE
                + " map (" + largeContent.grid().size() + " sites)");
        repaintSmall();
        ImageData smallPicture = image.getImageData();
        hexbenchRepaintLarge();
        ImageData largePicture = image.getImageData();
        int differing = 0;
        for (int y = 0; y < VIEW_HEIGHT; y++) {
            for (int x = 0; x < VIEW_WIDTH; x++) {
                differing += smallPicture.getPixel(x, y) != largePicture.getPixel(x, y) ? 1 : 0;
            }
        }
        // the same picture; polygon edges far from the origin may round to the neighbouring pixel
        System.out.println("# pixels that differ between the two viewports: " + differing + " of "
                + VIEW_WIDTH * VIEW_HEIGHT + " (edge rounding)");
    }

    /**
     * Copies a small map's terrain layout, areas, home sites and place sites into a large map at an offset (an even
     * number of rows, so that shifted hex rows stay shifted). Both come from {@link RandomScenario}, whose palette
     * has the same stacks in the same order at every size.
     */
    private static void copyInto(GameMap from, GameMap to, int dx, int dy) {
        if (from.getPalette().size() != to.getPalette().size() || (dy & 1) != 0) {
            throw new IllegalStateException("the maps' palettes differ or the row offset is odd");
        }
        try {
            TerrainLayout source = TerrainLayout.decode(from);
            TerrainLayout target = TerrainLayout.decode(to);
            for (int y = 0; y < from.getHeight(); y++) {
                for (int x = 0; x < from.getWidth(); x++) {
                    target.setStackIndex((y + dy) * to.getWidth() + x + dx, source.stackIndex(y * from.getWidth() + x));
                }
            }
            target.store();
        } catch (LayoutFormatException e) {
            throw new IllegalStateException(e);
        }
        for (Area area : from.getAreas()) {
            Area copy = EcoreUtil.copy(area);
            copy.getBounds().forEach(b -> {
                b.setX(b.getX() + dx);
                b.setY(b.getY() + dy);
            });
            copy.getSites().forEach(l -> shift(l, dx, dy));
            to.getAreas().add(copy);
        }
        for (HomeSite home : from.getHomeSites()) {
            HomeSite copy = EcoreUtil.copy(home);
            shift(copy.getLocation(), dx, dy);
            to.getHomeSites().add(copy);
        }
        for (PlaceSites place : from.getPlaceSites()) {
            PlaceSites copy = EcoreUtil.copy(place);
            copy.getBounds().forEach(b -> {
                b.setX(b.getX() + dx);
                b.setY(b.getY() + dy);
            });
            copy.getSites().forEach(l -> shift(l, dx, dy));
            to.getPlaceSites().add(copy);
        }
    }

    private static void shift(Location l, int dx, int dy) {
        l.setX(l.getX() + dx);
        l.setY(l.getY() + dy);
    }

    private static int visibleSites(MapRenderer renderer, Rectangle view) {
        return renderer.sitesIn(view).cardinality();
    }

    /** Releases the image, graphics and fonts (the display is left to the JVM's end). */
    @TearDown(Level.Trial)
    public void release() {
        graphics.dispose();
        gc.dispose();
        image.dispose();
        small.dispose();
        large.dispose();
        smallContent.dispose();
        largeContent.dispose();
    }

    /**
     * The baseline: repaints the viewport of the 20×20 map.
     *
     * @return the number of sites of the map, so that nothing is optimised away
     */
    @Benchmark
    public int repaintSmall() {
        return paint(small, smallView);
    }

    /**
     * Repaints the same viewport of the 1000×1000 map.
     *
     * @return the number of sites of the map
     */
    @Benchmark
    public int hexbenchRepaintLarge() {
        return paint(large, largeView);
    }

    private int paint(MapRenderer renderer, Rectangle view) {
        graphics.pushState();
        graphics.translate(-view.x, -view.y);
        graphics.setClip(view);
        renderer.paint(graphics, view);
        graphics.popState();
        return renderer.content().grid().size();
    }
}
