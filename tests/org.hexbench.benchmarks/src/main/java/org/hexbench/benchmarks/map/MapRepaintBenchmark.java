package org.hexbench.benchmarks.map;

import java.util.concurrent.TimeUnit;

import org.eclipse.draw2d.SWTGraphics;
import org.eclipse.draw2d.geometry.Dimension;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.widgets.Display;
import org.hexbench.scenario.Area;
import org.hexbench.scenario.GameMap;
import org.hexbench.scenario.Location;
import org.hexbench.scenario.Scenario;
import org.hexbench.scenario.sample.RandomScenario;
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
 * Issue 7 map editor benchmark: repainting the same 640×480 viewport at 100 % of a generated 1000×1000 map
 * (1,000,000 sites) and of a 20×20 map, through the {@link MapRenderer} the map editor's figure paints with, over the
 * EMF-backed {@link ScenarioMapContent} (target: the large map takes at most 1.2× the small map's time). Both maps
 * come from {@link RandomScenario}; the viewport of the large one is in its middle, that of the small one covers
 * the whole map. So that both viewports show the same amount of content, the small map's unit areas are copied into
 * the large map at the same offsets from the viewport's corner (a random 1000×1000 map has one unit area per 2,000
 * sites, the 20×20 one eight). Painting goes into an off-screen image on the benchmark thread, which owns the SWT
 * display (run under X; {@code ./run-benchmarks} starts a private Xvfb when there is no display).
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

        smallView = new Rectangle(0, 0, VIEW_WIDTH, VIEW_HEIGHT);
        Dimension size = large.size();
        int viewX = size.width / 2, viewY = size.height / 2;
        largeView = new Rectangle(viewX, viewY, VIEW_WIDTH, VIEW_HEIGHT);
        // the site at the large viewport's top-left corner, in model coordinates
        int corner = large.siteAt(viewX + 1, viewY + 1);
        int dx = largeContent.modelX(corner), dy = largeContent.modelY(corner);
        // keep the row parity of hex offset layouts: shift by an even number of rows
        dy -= dy & 1;
        for (Area area : smallMap.getAreas()) {
            if (area.getUnits().isEmpty()) {
                continue;
            }
            Area copy = EcoreUtil.copy(area);
            copy.getBounds().clear();
            for (Location l : copy.getSites()) {
                l.setX(l.getX() + dx);
                l.setY(l.getY() + dy);
            }
            largeMap.getAreas().add(copy);
        }
        int smallSites = visibleSites(small, smallView), largeSites = visibleSites(large, largeView);
        System.out.println("# viewport " + VIEW_WIDTH + "x" + VIEW_HEIGHT + " at 100%: " + smallSites
                + " sites of the " + SMALL + "x" + SMALL + " map, " + largeSites + " of the " + LARGE + "x" + LARGE
                + " map (" + largeContent.grid().size() + " sites)");
        repaintSmall();
        hexbenchRepaintLarge();
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
