package org.hexbench.ui.tests.map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.draw2d.FigureCanvas;
import org.eclipse.draw2d.geometry.Point;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.ToolItem;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.ide.IDE;
import org.hexbench.scenario.Area;
import org.hexbench.scenario.map.TerrainLayout;
import org.hexbench.testdriver.ScreenshotOnFailure;
import org.hexbench.testdriver.Screenshots;
import org.hexbench.testdriver.UiDriver;
import org.hexbench.testdriver.WidgetQuery;
import org.hexbench.ui.Perspectives;
import org.hexbench.ui.map.MapEditor;
import org.hexbench.ui.map.internal.MapPalette;
import org.hexbench.ui.map.internal.SiteProperties;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The map editor on a copy of the riverford example, driven by real mouse and key events: brush, undo, redo, save
 * and reopen; flood fill; placing a unit; zoom; the hovered site in the status line; the Properties view's site.
 */
@ExtendWith(ScreenshotOnFailure.class)
class MapEditorTest {

    private static final int WATER = 3;
    private static final int HILLS = 2;

    private UiDriver driver;
    private Shell window;
    private IProject project;

    @BeforeEach
    void copyRiverfordIntoATemporaryProject() throws Exception {
        driver = UiDriver.of(PlatformUI.getWorkbench().getDisplay());
        window = driver.shell("Hexbench");
        driver.clickMenu(window, "Hexbench", "Scenario Authoring Perspective");
        driver.waitUntil("the Scenario Authoring perspective is active",
                () -> Perspectives.AUTHORING.equals(page().getPerspective().getId()));
        project = ResourcesPlugin.getWorkspace().getRoot().getProject("map-test-" + System.nanoTime());
        project.create(null);
        project.open(null);
        Path source = Path.of(System.getProperty("hexbench.examples")).resolve("riverford");
        Path target = project.getLocation().toFile().toPath();
        try (Stream<Path> files = Files.walk(source)) {
            for (Path f : (Iterable<Path>) files::iterator) {
                Path to = target.resolve(source.relativize(f).toString());
                if (Files.isDirectory(f)) {
                    Files.createDirectories(to);
                } else {
                    Files.copy(f, to, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
                }
            }
        }
        project.refreshLocal(IResource.DEPTH_INFINITE, null);
    }

    @AfterEach
    void closeEditorsAndDeleteTheProject() throws CoreException {
        driver.onUi(() -> page().closeAllEditors(false));
        project.delete(true, true, null);
    }

    private IWorkbenchPage page() {
        return driver.onUi(() -> PlatformUI.getWorkbench().getWorkbenchWindows()[0].getActivePage());
    }

    private IFile scenarioFile() {
        return project.getFile("riverford.hexscenario");
    }

    private MapEditor open() {
        IEditorPart part = driver.onUi(() -> IDE.openEditor(page(), scenarioFile(), MapEditor.ID));
        assertTrue(part instanceof MapEditor, "the map editor opened: " + part);
        MapEditor editor = (MapEditor) part;
        assertEquals(null, editor.problem(), "the riverford map loads");
        driver.waitUntil("the map canvas is showing", () -> driver.onUi(() -> canvas(editor).isVisible()));
        driver.settle();
        return editor;
    }

    private static FigureCanvas canvas(MapEditor editor) {
        return (FigureCanvas) editor.viewer().getControl();
    }

    private int site(MapEditor editor, int x, int y) {
        return driver.onUi(() -> editor.content().siteOf(x, y));
    }

    private int stackAt(MapEditor editor, int x, int y) {
        return driver.onUi(() -> {
            TerrainLayout layout = editor.content().layout();
            return layout.stackIndex(editor.content().siteOf(x, y));
        });
    }

    private int sitesWith(MapEditor editor, int stack) {
        return driver.onUi(() -> {
            TerrainLayout layout = editor.content().layout();
            int n = 0;
            for (int s = 0; s < layout.size(); s++) {
                n += layout.stackIndex(s) == stack ? 1 : 0;
            }
            return n;
        });
    }

    /** The display position of a site's centre, scrolling it into view first. */
    private org.eclipse.swt.graphics.Point onScreen(MapEditor editor, int x, int y) {
        return driver.onUi(() -> {
            FigureCanvas canvas = canvas(editor);
            Point centre = editor.figure().renderer().centreOf(editor.content().siteOf(x, y));
            org.eclipse.draw2d.geometry.Rectangle view = canvas.getViewport().getClientArea();
            if (!view.contains(centre)) {
                canvas.scrollTo(Math.max(0, centre.x - view.width / 2), Math.max(0, centre.y - view.height / 2));
                canvas.getViewport().validate();
                view = canvas.getViewport().getClientArea();
            }
            return canvas.toDisplay(centre.x - view.x, centre.y - view.y);
        });
    }

    private void post(int type, org.eclipse.swt.graphics.Point at, int button) {
        Event e = new Event();
        e.type = type;
        e.x = at.x;
        e.y = at.y;
        e.button = button;
        assertTrue(driver.onUi(() -> driver.display().post(e)), "the window system accepted a posted mouse event");
    }

    /** Presses the left button on the first site, moves through the others and releases on the last. */
    private void drag(MapEditor editor, int[]... sites) {
        driver.onUi(() -> canvas(editor).forceFocus());
        org.eclipse.swt.graphics.Point start = onScreen(editor, sites[0][0], sites[0][1]);
        post(SWT.MouseMove, start, 0);
        driver.settle();
        post(SWT.MouseDown, start, 1);
        driver.settle();
        org.eclipse.swt.graphics.Point last = start;
        for (int k = 1; k < sites.length; k++) {
            org.eclipse.swt.graphics.Point to = onScreen(editor, sites[k][0], sites[k][1]);
            // a few steps per site, as a hand would move
            for (int step = 1; step <= 4; step++) {
                post(SWT.MouseMove, new org.eclipse.swt.graphics.Point(last.x + (to.x - last.x) * step / 4,
                        last.y + (to.y - last.y) * step / 4), 0);
            }
            driver.settle();
            last = to;
        }
        post(SWT.MouseUp, last, 1);
        driver.settle();
    }

    private void clickSite(MapEditor editor, int x, int y) {
        drag(editor, new int[] {x, y});
    }

    private void chooseTool(String name) {
        driver.click(driver.find(window, WidgetQuery.of(ToolItem.class).withText(name)));
    }

    private void chooseTerrain(int paletteIndex) {
        Table terrains = driver.find(window, WidgetQuery.of(Table.class).withId(MapPalette.TERRAINS_ID));
        driver.onUi(() -> {
            terrains.select(paletteIndex);
            terrains.notifyListeners(SWT.Selection, new Event());
        });
    }

    private String statusLine() {
        return driver.onUi(() -> labels(window));
    }

    private static String labels(Composite composite) {
        StringBuilder text = new StringBuilder();
        for (Control child : composite.getChildren()) {
            if (child instanceof Label l && l.getText() != null) {
                text.append(l.getText()).append(' ');
            } else if (child instanceof org.eclipse.swt.custom.CLabel l && l.getText() != null) {
                text.append(l.getText()).append(' ');
            } else if (child instanceof Composite c) {
                text.append(labels(c));
            }
        }
        return text.toString();
    }

    @Test
    void brushPaintsUndoRedoSaveAndReopenShowsTheSameMap() {
        MapEditor editor = open();
        assertNotEquals(WATER, stackAt(editor, 6, 6), "(6,6) starts as land");
        assertNotEquals(WATER, stackAt(editor, 8, 6), "(8,6) starts as land");

        chooseTool("Brush");
        chooseTerrain(WATER);
        drag(editor, new int[] {6, 6}, new int[] {7, 6}, new int[] {8, 6});

        driver.waitUntil("the brush stroke painted water", () -> stackAt(editor, 8, 6) == WATER);
        assertEquals(WATER, stackAt(editor, 6, 6));
        assertEquals(WATER, stackAt(editor, 7, 6));
        assertTrue(driver.onUi(editor::isDirty), "the editor is dirty after painting");

        driver.click(canvas(editor));
        driver.press('z', SWT.CTRL);
        driver.waitUntil("Undo restored the land", () -> stackAt(editor, 6, 6) != WATER);
        assertNotEquals(WATER, stackAt(editor, 8, 6), "the whole stroke is one command");
        assertFalse(driver.onUi(editor::isDirty), "undoing the only edit leaves the editor clean");

        String redo = driver.menuLabels(window, "Edit").stream().filter(l -> l.startsWith("Redo")).findFirst()
                .orElseThrow(() -> new AssertionError("no Redo item in " + driver.menuLabels(window, "Edit")));
        driver.clickMenu(window, "Edit", redo);
        driver.waitUntil("Redo painted the water again", () -> stackAt(editor, 8, 6) == WATER);

        List<String> before = driver.onUi(() -> List.copyOf(editor.content().map().getLayout()));
        driver.onUi(() -> editor.doSave(null));
        assertFalse(driver.onUi(editor::isDirty), "saved");
        driver.onUi(() -> page().closeAllEditors(false));

        MapEditor reopened = open();
        assertEquals(WATER, stackAt(reopened, 6, 6));
        assertEquals(WATER, stackAt(reopened, 8, 6));
        assertEquals(before, driver.onUi(() -> List.copyOf(reopened.content().map().getLayout())),
                "the reopened map has the saved layout rows");
    }

    @Test
    void fillFloodsTheConnectedRegion() {
        MapEditor editor = open();
        // (12,3) is a river site; the river is one connected region of stack 3 in the middle of the map
        assertEquals(WATER, stackAt(editor, 12, 3));
        int riverSites = sitesWith(editor, WATER);
        chooseTool("Fill");
        chooseTerrain(HILLS);
        clickSite(editor, 12, 3);
        driver.waitUntil("the river was filled with hills", () -> stackAt(editor, 12, 3) == HILLS);
        int left = sitesWith(editor, WATER);
        assertTrue(left < riverSites - 10, "the fill changed the connected river (" + riverSites + " -> " + left + ")");
        assertEquals(HILLS, stackAt(editor, 13, 4), "a connected river site changed too");
    }

    @Test
    void placeAUnitAndSeeItInThePropertiesView() throws Exception {
        MapEditor editor = open();
        int site = site(editor, 10, 10);
        assertTrue(driver.onUi(() -> editor.content().counters(site).isEmpty()), "(10,10) starts empty");

        chooseTool("Place");
        Table entities = driver.find(window, WidgetQuery.of(Table.class).withId(MapPalette.ENTITIES_ID));
        int cavalry = driver.onUi(() -> {
            for (int i = 0; i < entities.getItemCount(); i++) {
                if (entities.getItem(i).getText().equals("Cavalry")) {
                    return i;
                }
            }
            return -1;
        });
        assertTrue(cavalry >= 0, "the palette lists the cavalry class");
        driver.onUi(() -> entities.select(cavalry));
        Combo faction = driver.find(window, WidgetQuery.of(Combo.class).withId(MapPalette.FACTION_ID));
        driver.onUi(() -> faction.select(faction.indexOf("Blue League")));
        clickSite(editor, 10, 10);

        driver.waitUntil("a unit stands on (10,10)", () -> driver.onUi(() -> editor.content().counters(site).size()) == 1);
        assertEquals("Cavalry", driver.onUi(() -> editor.content().counters(site).get(0).name()));
        assertEquals(0x2848c0, (int) driver.onUi(() -> editor.content().counters(site).get(0).ownerRgb()),
                "the counter has Blue League's colour");
        Area area = driver.onUi(() -> editor.content().map().getAreas().get(editor.content().map().getAreas().size() - 1));
        assertEquals("blue", driver.onUi(() -> area.getUnitOwner().getId()));

        driver.onUi(() -> page().showView("org.eclipse.ui.views.PropertySheet"));
        driver.onUi(() -> page().activate(editor));
        chooseTool("Select");
        clickSite(editor, 10, 10);
        IStructuredSelection selection = driver.onUi(() -> (IStructuredSelection) editor.getSite()
                .getSelectionProvider().getSelection());
        assertTrue(selection.getFirstElement() instanceof SiteProperties, "the selection is a site");
        SiteProperties properties = (SiteProperties) selection.getFirstElement();
        assertEquals("(10, 10)", properties.value("Coordinates"));
        assertEquals("Cavalry", properties.value("Units"));
        driver.find(window, WidgetQuery.of(org.eclipse.swt.widgets.TreeItem.class).withText("Units"));

        chooseTool("Remove");
        clickSite(editor, 10, 10);
        driver.waitUntil("the unit was removed", () -> driver.onUi(() -> editor.content().counters(site).isEmpty()));
    }

    @Test
    void lineMarqueeOwnerAndEyedropper() {
        MapEditor editor = open();
        // the eyedropper takes the river's stack for the brush
        chooseTerrain(0);
        chooseTool("Pick");
        clickSite(editor, 12, 3);
        Table terrains = driver.find(window, WidgetQuery.of(Table.class).withId(MapPalette.TERRAINS_ID));
        assertEquals(WATER, (int) driver.onUi(terrains::getSelectionIndex), "the eyedropper picked the river");

        // a straight line of hills across row 9, from where the button went down to where it went up
        chooseTerrain(HILLS);
        chooseTool("Line");
        drag(editor, new int[] {2, 9}, new int[] {4, 9}, new int[] {6, 9});
        driver.waitUntil("the line painted hills", () -> stackAt(editor, 6, 9) == HILLS);
        for (int x = 2; x <= 6; x++) {
            assertEquals(HILLS, stackAt(editor, x, 9), "(" + x + ",9) is on the line");
        }

        // a marquee selects the sites whose centres it covers
        chooseTool("Select");
        drag(editor, new int[] {14, 8}, new int[] {16, 10});
        java.util.BitSet selected = driver.onUi(() -> editor.figure().renderer().overlays().selection());
        assertTrue(selected.cardinality() >= 6, "the marquee selected a block of sites: " + selected.cardinality());
        assertTrue(selected.get(site(editor, 15, 9)), "the middle of the marquee is selected");

        // the owner tool gives a stroke of sites to the chosen faction (Blue League)
        Combo faction = driver.find(window, WidgetQuery.of(Combo.class).withId(MapPalette.FACTION_ID));
        driver.onUi(() -> faction.select(faction.indexOf("Blue League")));
        chooseTool("Owner");
        drag(editor, new int[] {10, 5}, new int[] {11, 5});
        driver.waitUntil("(11,5) belongs to Blue League",
                () -> driver.onUi(() -> editor.content().ownerRgb(editor.content().siteOf(11, 5))) == 0x2848c0);
        assertEquals(0x2848c0, (int) driver.onUi(() -> editor.content().ownerRgb(editor.content().siteOf(10, 5))));
    }

    @Test
    void zoomFrom25To400PercentAndHoveredSiteInTheStatusLine() {
        MapEditor editor = open();
        Combo zoom = driver.find(window, WidgetQuery.of(Combo.class).withId(MapEditor.ZOOM_ID));
        assertEquals("100%", driver.text(zoom));
        int width100 = driver.onUi(() -> editor.figure().getPreferredSize().width);
        driver.click(driver.find(window, WidgetQuery.of(ToolItem.class).withTooltip("Zoom in")));
        driver.waitUntil("zoomed in to 150%", () -> "150%".equals(driver.text(zoom)));
        assertTrue(driver.onUi(() -> editor.figure().getPreferredSize().width) > width100 * 1.4,
                "the map grew with the zoom");
        driver.onUi(() -> editor.zoomManager().setZoom(4));
        assertEquals("400%", driver.text(zoom));
        driver.onUi(() -> editor.zoomManager().setZoom(0.25));
        assertEquals("25%", driver.text(zoom));
        assertTrue(driver.onUi(() -> editor.figure().getPreferredSize().width) < width100 / 3,
                "at 25% the map is a quarter of its size");
        driver.onUi(() -> editor.zoomManager().setZoom(1));

        org.eclipse.swt.graphics.Point at = onScreen(editor, 5, 7);
        post(SWT.MouseMove, new org.eclipse.swt.graphics.Point(at.x + 1, at.y), 0);
        driver.settle();
        post(SWT.MouseMove, at, 0);
        driver.waitUntil("the status line shows the hovered site (now: " + statusLine() + ")",
                () -> statusLine().contains("Site (5, 7)"));
    }

    @Test
    void screenshotOfTheMapEditorOnRiverford() {
        org.eclipse.swt.graphics.Rectangle bounds = driver.onUi(window::getBounds);
        // no window manager under Xvfb: fill the screen by hand
        driver.onUi(() -> window.setBounds(window.getDisplay().getBounds()));
        try {
            MapEditor editor = open();
            driver.onUi(() -> page().showView("org.eclipse.ui.views.ContentOutline"));
            driver.onUi(() -> page().showView("org.eclipse.ui.views.PropertySheet"));
            driver.onUi(() -> page().activate(editor));
            driver.onUi(() -> editor.zoomManager().setZoom(1.5));
            driver.onUi(() -> canvas(editor).scrollTo(0, 0));
            driver.find(window, WidgetQuery.of(org.eclipse.swt.widgets.Canvas.class)
                    .withId(org.hexbench.ui.map.internal.MinimapPage.CANVAS_ID));
            chooseTool("Select");
            clickSite(editor, 4, 3);
            driver.find(window, WidgetQuery.of(org.eclipse.swt.widgets.TreeItem.class).withText("Units"));
            post(SWT.MouseMove, onScreen(editor, 6, 4), 0);
            driver.waitUntil("the status line shows the hovered site", () -> statusLine().contains("Site (6, 4)"));
            Path file = driver.screenshot(Screenshots.folder().resolve("map-editor.png"));
            assertTrue(file.toFile().length() > 10_000, "a screenshot was written");
        } finally {
            driver.onUi(() -> window.setBounds(bounds));
        }
    }
}
