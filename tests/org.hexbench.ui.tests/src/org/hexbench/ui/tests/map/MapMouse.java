package org.hexbench.ui.tests.map;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.eclipse.draw2d.FigureCanvas;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.ToolItem;
import org.hexbench.testdriver.UiDriver;
import org.hexbench.testdriver.WidgetQuery;
import org.hexbench.ui.map.editor.MapEditor;
import org.hexbench.ui.map.editor.internal.MapPalette;

/**
 * Real mouse gestures on a map editor's sites for the tests: presses, moves and releases posted through the window
 * system at the sites' centres (scrolling them into view first), and the tool bar and palette choices.
 */
final class MapMouse {

    private final UiDriver driver;
    private final Shell shell;
    private final MapEditor editor;

    MapMouse(UiDriver driver, Shell shell, MapEditor editor) {
        this.driver = driver;
        this.shell = shell;
        this.editor = editor;
    }

    static FigureCanvas canvas(MapEditor editor) {
        return (FigureCanvas) editor.viewer().getControl();
    }

    /** The display position of a site's centre, scrolling it into view first. */
    Point onScreen(int x, int y) {
        return driver.onUi(() -> {
            FigureCanvas canvas = canvas(editor);
            org.eclipse.draw2d.geometry.Point centre = editor.figure().renderer()
                    .centreOf(editor.content().siteOf(x, y));
            Rectangle view = canvas.getViewport().getClientArea();
            if (!view.contains(centre)) {
                canvas.scrollTo(Math.max(0, centre.x - view.width / 2), Math.max(0, centre.y - view.height / 2));
                canvas.getViewport().validate();
                view = canvas.getViewport().getClientArea();
            }
            return canvas.toDisplay(centre.x - view.x, centre.y - view.y);
        });
    }

    void post(int type, Point at, int button) {
        Event e = new Event();
        e.type = type;
        e.x = at.x;
        e.y = at.y;
        e.button = button;
        assertTrue(driver.onUi(() -> driver.display().post(e)), "the window system accepted a posted mouse event");
    }

    /** Moves the pointer over a site. */
    void hover(int x, int y) {
        post(SWT.MouseMove, onScreen(x, y), 0);
        driver.settle();
    }

    /** Presses the left button on the first site, moves through the others and releases on the last. */
    void drag(int[]... sites) {
        driver.onUi(() -> canvas(editor).forceFocus());
        Point start = onScreen(sites[0][0], sites[0][1]);
        post(SWT.MouseMove, start, 0);
        driver.settle();
        post(SWT.MouseDown, start, 1);
        driver.settle();
        Point last = start;
        for (int k = 1; k < sites.length; k++) {
            Point to = onScreen(sites[k][0], sites[k][1]);
            // a few steps per site, as a hand would move
            for (int step = 1; step <= 4; step++) {
                post(SWT.MouseMove, new Point(last.x + (to.x - last.x) * step / 4, last.y + (to.y - last.y) * step / 4),
                        0);
            }
            driver.settle();
            last = to;
        }
        post(SWT.MouseUp, last, 1);
        driver.settle();
    }

    void click(int x, int y) {
        drag(new int[] {x, y});
    }

    /** Clicks a tool on the tool bar of the map editor that shows (a scenario editor's hidden Map page has one too). */
    void chooseTool(String name) {
        driver.click(driver.find(shell, WidgetQuery.of(ToolItem.class).withText(name)
                .where("showing", item -> item.getParent().isVisible())));
    }

    /** Chooses a palette entry (terrain stack) for the brush, line and fill, in the map editor that shows. */
    void chooseTerrain(int paletteIndex) {
        Table terrains = driver.find(shell, WidgetQuery.of(Table.class).withId(MapPalette.TERRAINS_ID)
                .where("showing", Table::isVisible));
        driver.onUi(() -> {
            terrains.select(paletteIndex);
            terrains.notifyListeners(SWT.Selection, new Event());
        });
    }

    /** @return the palette entry of a site's layout */
    int stackAt(int x, int y) {
        return driver.onUi(() -> editor.content().layout().stackIndex(editor.content().siteOf(x, y)));
    }
}
