package org.hexbench.ui.tests.map;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;

import org.eclipse.draw2d.geometry.Dimension;
import org.eclipse.draw2d.geometry.Point;
import org.eclipse.swt.custom.CTabItem;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.part.FileEditorInput;
import org.eclipse.ui.part.MultiPageEditorPart;
import org.hexbench.testdriver.ScreenshotOnFailure;
import org.hexbench.testdriver.UiDriver;
import org.hexbench.testdriver.WidgetQuery;
import org.hexbench.ui.map.MapContent;
import org.hexbench.ui.map.MapCounter;
import org.hexbench.ui.map.MapRenderer;
import org.hexbench.ui.map.editor.MapEditor;
import org.hexbench.ui.map.editor.internal.MinimapPage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The minimap in the Outline view (terrain colours, units' faction colours, the viewport; a click scrolls the map),
 * and one look for a map in both editors: the scenario editor's Map page and Open With › Map Editor paint the same
 * pixels for the same scenario.
 */
@ExtendWith(ScreenshotOnFailure.class)
class MinimapAndSameLookTest {

    @RegisterExtension
    final RiverfordCopy riverford = new RiverfordCopy();
    private final UiDriver driver = riverford.driver();
    private final Shell window = riverford.window();

    private static int pixel(ImageData data, int x, int y) {
        org.eclipse.swt.graphics.RGB rgb = data.palette.getRGB(data.getPixel(x, y));
        return (rgb.red << 16) | (rgb.green << 8) | rgb.blue;
    }

    /**
     * Opens riverford in the map editor at 200 % with the Outline view, and waits until its minimap has drawn the
     * zoomed map.
     *
     * @return the editor
     */
    private MapEditor editorWithMinimap() {
        MapEditor editor = riverford.openInMapEditor();
        IWorkbenchPage page = riverford.page();
        driver.onUi(() -> page.showView("org.eclipse.ui.views.ContentOutline"));
        driver.onUi(() -> page.activate(editor));
        driver.onUi(() -> editor.zoomManager().setZoom(2));
        Canvas canvas = minimapCanvas();
        MinimapPage minimap = minimapOf(editor);
        assertNotNull(minimap);
        driver.onUi(() -> {
            canvas.redraw();
        });
        // the picture drawn before the zoom has the old map's proportions: wait for the one drawn after it
        driver.waitUntil("the minimap has drawn the zoomed map", () -> driver.onUi(() -> {
            ImageData overview = minimap.overview();
            return overview != null && overview.width == Math.max(1,
                    (int) (editor.figure().renderer().size().width * minimap.scale()));
        }));
        return editor;
    }

    private Canvas minimapCanvas() {
        return driver.find(window, WidgetQuery.of(Canvas.class).withId(MinimapPage.CANVAS_ID));
    }

    private MinimapPage minimapOf(MapEditor editor) {
        return driver.onUi(() -> editor.getAdapter(org.eclipse.ui.views.contentoutline.IContentOutlinePage.class)
                instanceof MinimapPage m ? m : null);
    }

    @Test
    void theMinimapShowsTerrainAndUnitColours() {
        MapEditor editor = editorWithMinimap();
        MinimapPage minimap = minimapOf(editor);
        driver.onUi(() -> {
            ImageData overview = minimap.overview();
            MapRenderer renderer = editor.figure().renderer();
            MapContent content = renderer.content();
            int units = 0, terrains = 0;
            for (int s = 0; s < content.grid().size(); s++) {
                Point c = renderer.centreOf(s);
                int x = (int) (c.x * minimap.scale()), y = (int) (c.y * minimap.scale());
                MapCounter top = content.counters(s).stream().filter(k -> !k.effect()).reduce((a, b) -> b).orElse(null);
                if (top != null) {
                    assertEquals(top.ownerRgb(), pixel(overview, x, y), "a unit's faction colour at " + content.siteName(s));
                    units++;
                } else if (content.ownerRgb(s) == MapContent.NO_OWNER) {
                    assertEquals(renderer.terrainRgb(s), pixel(overview, x, y), "the terrain colour at "
                            + content.siteName(s));
                    terrains++;
                }
            }
            assertTrue(units >= 4, "riverford's armies show: " + units);
            assertTrue(terrains > 100, "terrain shows: " + terrains);
        });
    }

    /**
     * A real click on the minimap (the Outline view) scrolls the map editor so that the clicked part is in the middle
     * of its view: the mouse is moved there and pressed through the window system, as a user does.
     */
    @Test
    void aClickOnTheMinimapScrollsTheMapThere() {
        MapEditor editor = editorWithMinimap();
        Canvas canvas = minimapCanvas();
        MinimapPage minimap = minimapOf(editor);
        org.eclipse.draw2d.FigureCanvas map = MapMouse.canvas(editor);
        driver.onUi(() -> map.scrollTo(0, 0));
        driver.waitUntil("the map starts at its top-left corner", () -> driver.onUi(
                () -> map.getViewport().getViewLocation().equals(new Point(0, 0))));
        // a point of the overview near its bottom-right corner, in the minimap and on the screen
        int[] target = driver.onUi(() -> new int[] {minimap.overview().width * 8 / 10, minimap.overview().height * 8 / 10});
        org.eclipse.swt.graphics.Point onScreen = driver.onUi(() -> canvas.toDisplay(target[0], target[1]));
        java.util.List<String> presses = new java.util.ArrayList<>();
        org.eclipse.swt.widgets.Listener seen = e -> presses.add(e.x + "," + e.y + " pointer " + canvas.toControl(
                canvas.getDisplay().getCursorLocation()));
        driver.onUi(() -> canvas.addListener(org.eclipse.swt.SWT.MouseDown, seen));
        try {
            driver.clickAt(onScreen, 1);
            driver.waitUntil("the minimap heard the press", () -> driver.onUi(() -> !presses.isEmpty()));
            // the clicked map pixel is the middle of the view, as far as the map's edges allow
            driver.waitUntil("the map scrolled so that the clicked part is in the middle of its view", () -> driver
                    .onUi(() -> {
                        org.eclipse.draw2d.geometry.Rectangle view = map.getViewport().getClientArea();
                        org.eclipse.draw2d.geometry.Dimension size = editor.figure().renderer().size();
                        int x = (int) (target[0] / minimap.scale()), y = (int) (target[1] / minimap.scale());
                        int expectedX = Math.max(0, Math.min(x - view.width / 2, size.width - view.width));
                        int expectedY = Math.max(0, Math.min(y - view.height / 2, size.height - view.height));
                        return expectedX > 50 && expectedY > 50 && Math.abs(view.x - expectedX) <= 2
                                && Math.abs(view.y - expectedY) <= 2;
                    }));
        } finally {
            driver.onUi(() -> {
                if (!canvas.isDisposed()) {
                    canvas.removeListener(org.eclipse.swt.SWT.MouseDown, seen);
                }
            });
        }
    }

    @Test
    void theScenarioEditorsMapPageAndTheMapEditorPaintTheSamePixels() {
        MapEditor standalone = riverford.openInMapEditor();
        MultiPageEditorPart scenarioEditor = (MultiPageEditorPart) driver.onUi(() -> riverford.page()
                .openEditor(new FileEditorInput(riverford.scenario()), "org.hexbench.ui.scenario.editor", true,
                        IWorkbenchPage.MATCH_ID | IWorkbenchPage.MATCH_INPUT));
        driver.click(driver.find(window, WidgetQuery.of(CTabItem.class).withText("Map")));
        MapEditor page = driver.waitFor("the Map page's map editor", () -> driver.onUi(() -> Arrays
                .stream(scenarioEditor.findEditors(scenarioEditor.getEditorInput()))
                .filter(MapEditor.class::isInstance).map(MapEditor.class::cast).findFirst()));
        assertTrue(page != standalone, "two map views");
        driver.onUi(() -> {
            MapRenderer a = standalone.figure().renderer();
            MapRenderer b = page.figure().renderer();
            assertTrue(a != b && a.content() != b.content(), "each view has its own renderer and content");
            a.setZoom(1);
            b.setZoom(1);
            Dimension size = a.size();
            assertEquals(size, b.size());
            ImageData one = MapRendererTest.paint(a, size);
            ImageData two = MapRendererTest.paint(b, size);
            int[] p1 = new int[one.width * one.height], p2 = new int[p1.length];
            for (int y = 0; y < one.height; y++) {
                for (int x = 0; x < one.width; x++) {
                    p1[y * one.width + x] = pixel(one, x, y);
                    p2[y * one.width + x] = pixel(two, x, y);
                }
            }
            assertArrayEquals(p1, p2, "the same pixels in both editors");
            assertTrue(Arrays.stream(p1).distinct().count() > 20, "a real picture, not a blank one");
        });
    }
}
