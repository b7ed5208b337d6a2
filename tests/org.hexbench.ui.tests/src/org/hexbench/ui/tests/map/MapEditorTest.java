package org.hexbench.ui.tests.map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.ToolItem;
import org.eclipse.ui.IWorkbenchPage;
import org.hexbench.scenario.Area;
import org.hexbench.scenario.map.TerrainLayout;
import org.hexbench.testdriver.ScreenshotOnFailure;
import org.hexbench.testdriver.Screenshots;
import org.hexbench.testdriver.UiDriver;
import org.hexbench.testdriver.WidgetQuery;
import org.hexbench.ui.map.editor.MapEditor;
import org.hexbench.ui.map.editor.internal.MapPalette;
import org.hexbench.ui.map.editor.internal.SiteProperties;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The map editor on a copy of the riverford example, driven by real mouse and key events: brush, undo, redo, save
 * and reopen; flood fill; placing a unit; zoom; the hovered site in the status line; the Properties view's site.
 */
@ExtendWith(ScreenshotOnFailure.class)
class MapEditorTest {

    private static final int WATER = 3;
    private static final int HILLS = 2;

    @RegisterExtension
    final RiverfordCopy riverford = new RiverfordCopy();
    private final UiDriver driver = riverford.driver();
    private final Shell window = riverford.window();
    private MapMouse mouse;

    @BeforeEach
    void copyRiverfordIntoATemporaryProject() throws Exception {
        riverford.showAuthoringPerspective();
    }

    private IWorkbenchPage page() {
        return riverford.page();
    }

    private MapEditor open() {
        MapEditor editor = riverford.openInMapEditor();
        mouse = new MapMouse(driver, window, editor);
        return editor;
    }

    private int site(MapEditor editor, int x, int y) {
        return driver.onUi(() -> editor.content().siteOf(x, y));
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
        assertNotEquals(WATER, mouse.stackAt(6, 6), "(6,6) starts as land");
        assertNotEquals(WATER, mouse.stackAt(8, 6), "(8,6) starts as land");

        mouse.chooseTool("Brush");
        mouse.chooseTerrain(WATER);
        mouse.drag(new int[] {6, 6}, new int[] {7, 6}, new int[] {8, 6});

        driver.waitUntil("the brush stroke painted water", () -> mouse.stackAt(8, 6) == WATER);
        assertEquals(WATER, mouse.stackAt(6, 6));
        assertEquals(WATER, mouse.stackAt(7, 6));
        assertTrue(driver.onUi(editor::isDirty), "the editor is dirty after painting");

        driver.click(MapMouse.canvas(editor));
        driver.press('z', SWT.CTRL);
        driver.waitUntil("Undo restored the land", () -> mouse.stackAt(6, 6) != WATER);
        assertNotEquals(WATER, mouse.stackAt(8, 6), "the whole stroke is one command");
        assertFalse(driver.onUi(editor::isDirty), "undoing the only edit leaves the editor clean");

        String redo = driver.menuLabels(window, "Edit").stream().filter(l -> l.startsWith("Redo")).findFirst()
                .orElseThrow(() -> new AssertionError("no Redo item in " + driver.menuLabels(window, "Edit")));
        driver.clickMenu(window, "Edit", redo);
        driver.waitUntil("Redo painted the water again", () -> mouse.stackAt(8, 6) == WATER);

        List<String> before = driver.onUi(() -> List.copyOf(editor.content().map().getLayout()));
        driver.onUi(() -> editor.doSave(null));
        assertFalse(driver.onUi(editor::isDirty), "saved");
        driver.onUi(() -> page().closeAllEditors(false));

        MapEditor reopened = open();
        assertEquals(WATER, mouse.stackAt(6, 6));
        assertEquals(WATER, mouse.stackAt(8, 6));
        assertEquals(before, driver.onUi(() -> List.copyOf(reopened.content().map().getLayout())),
                "the reopened map has the saved layout rows");
    }

    @Test
    void fillFloodsTheConnectedRegion() {
        MapEditor editor = open();
        // (12,3) is a river site; the river is one connected region of stack 3 in the middle of the map
        assertEquals(WATER, mouse.stackAt(12, 3));
        int riverSites = sitesWith(editor, WATER);
        mouse.chooseTool("Fill");
        mouse.chooseTerrain(HILLS);
        mouse.click(12, 3);
        driver.waitUntil("the river was filled with hills", () -> mouse.stackAt(12, 3) == HILLS);
        int left = sitesWith(editor, WATER);
        assertTrue(left < riverSites - 10, "the fill changed the connected river (" + riverSites + " -> " + left + ")");
        assertEquals(HILLS, mouse.stackAt(13, 4), "a connected river site changed too");
    }

    @Test
    void placeAUnitAndSeeItInThePropertiesView() throws Exception {
        MapEditor editor = open();
        int site = site(editor, 10, 10);
        assertTrue(driver.onUi(() -> editor.content().counters(site).isEmpty()), "(10,10) starts empty");

        mouse.chooseTool("Place");
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
        mouse.click(10, 10);

        driver.waitUntil("a unit stands on (10,10)", () -> driver.onUi(() -> editor.content().counters(site).size()) == 1);
        assertEquals("Cavalry", driver.onUi(() -> editor.content().counters(site).get(0).name()));
        assertEquals(0x2848c0, (int) driver.onUi(() -> editor.content().counters(site).get(0).ownerRgb()),
                "the counter has Blue League's colour");
        Area area = driver.onUi(() -> editor.content().map().getAreas().get(editor.content().map().getAreas().size() - 1));
        assertEquals("blue", driver.onUi(() -> area.getUnitOwner().getId()));

        // all units on a site belong to one faction: a red unit is refused there, with the reason
        driver.onUi(() -> faction.select(faction.indexOf("House Rouge")));
        mouse.click(10, 10);
        driver.waitUntil("the status line explains the refusal (now: " + statusLine() + ")",
                () -> statusLine().contains("holds units of Blue League"));
        assertEquals(1, (int) driver.onUi(() -> editor.content().counters(site).size()), "nothing was placed");

        driver.onUi(() -> page().showView("org.eclipse.ui.views.PropertySheet"));
        driver.onUi(() -> page().activate(editor));
        mouse.chooseTool("Select");
        mouse.click(10, 10);
        IStructuredSelection selection = driver.onUi(() -> (IStructuredSelection) editor.getSite()
                .getSelectionProvider().getSelection());
        assertTrue(selection.getFirstElement() instanceof SiteProperties, "the selection is a site");
        SiteProperties properties = (SiteProperties) selection.getFirstElement();
        assertEquals("(10, 10)", properties.value("Coordinates"));
        assertEquals("Cavalry", properties.value("Units"));
        driver.find(window, WidgetQuery.of(org.eclipse.swt.widgets.TreeItem.class).withText("Units"));

        mouse.chooseTool("Remove");
        mouse.click(10, 10);
        driver.waitUntil("the unit was removed", () -> driver.onUi(() -> editor.content().counters(site).isEmpty()));
    }

    @Test
    void lineMarqueeOwnerAndEyedropper() {
        MapEditor editor = open();
        // the eyedropper takes the river's stack for the brush
        mouse.chooseTerrain(0);
        mouse.chooseTool("Pick");
        mouse.click(12, 3);
        Table terrains = driver.find(window, WidgetQuery.of(Table.class).withId(MapPalette.TERRAINS_ID));
        assertEquals(WATER, (int) driver.onUi(terrains::getSelectionIndex), "the eyedropper picked the river");

        // a straight line of hills across row 9, from where the button went down to where it went up
        mouse.chooseTerrain(HILLS);
        mouse.chooseTool("Line");
        mouse.drag(new int[] {2, 9}, new int[] {4, 9}, new int[] {6, 9});
        driver.waitUntil("the line painted hills", () -> mouse.stackAt(6, 9) == HILLS);
        for (int x = 2; x <= 6; x++) {
            assertEquals(HILLS, mouse.stackAt(x, 9), "(" + x + ",9) is on the line");
        }

        // a marquee selects the sites whose centres it covers
        mouse.chooseTool("Select");
        mouse.drag(new int[] {14, 8}, new int[] {16, 10});
        java.util.BitSet selected = driver.onUi(() -> editor.figure().renderer().overlays().selection());
        assertTrue(selected.cardinality() >= 6, "the marquee selected a block of sites: " + selected.cardinality());
        assertTrue(selected.get(site(editor, 15, 9)), "the middle of the marquee is selected");

        // the owner tool gives a stroke of sites to the chosen faction (Blue League)
        Combo faction = driver.find(window, WidgetQuery.of(Combo.class).withId(MapPalette.FACTION_ID));
        driver.onUi(() -> faction.select(faction.indexOf("Blue League")));
        mouse.chooseTool("Owner");
        mouse.drag(new int[] {10, 5}, new int[] {11, 5});
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

        org.eclipse.swt.graphics.Point at = mouse.onScreen(5, 7);
        mouse.post(SWT.MouseMove, new org.eclipse.swt.graphics.Point(at.x + 1, at.y), 0);
        driver.settle();
        mouse.post(SWT.MouseMove, at, 0);
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
            driver.onUi(() -> MapMouse.canvas(editor).scrollTo(0, 0));
            driver.find(window, WidgetQuery.of(org.eclipse.swt.widgets.Canvas.class)
                    .withId(org.hexbench.ui.map.editor.internal.MinimapPage.CANVAS_ID));
            mouse.chooseTool("Select");
            mouse.click(4, 3);
            driver.find(window, WidgetQuery.of(org.eclipse.swt.widgets.TreeItem.class).withText("Units"));
            mouse.post(SWT.MouseMove, mouse.onScreen(6, 4), 0);
            driver.waitUntil("the status line shows the hovered site", () -> statusLine().contains("Site (6, 4)"));
            Path file = driver.screenshot(Screenshots.folder().resolve("map-editor.png"));
            assertTrue(file.toFile().length() > 10_000, "a screenshot was written");
        } finally {
            driver.onUi(() -> window.setBounds(bounds));
        }
    }
}
