package org.hexbench.ui.tests.map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.ToolItem;
import org.hexbench.scenario.GameMap;
import org.hexbench.scenario.map.LayoutFormatException;
import org.hexbench.scenario.map.TerrainLayout;
import org.hexbench.testdriver.ScreenshotOnFailure;
import org.hexbench.testdriver.UiDriver;
import org.hexbench.testdriver.WidgetQuery;
import org.hexbench.ui.map.editor.MapEditor;
import org.hexbench.ui.map.editor.internal.ResizeMapDialog;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Map > Resize Map… in the map editor, driven with real events: the dialog's size spinners and 3×3 anchor, the
 * question naming what would be lost, the resized model, and Undo restoring the exact map.
 */
@ExtendWith(ScreenshotOnFailure.class)
class MapResizeDialogTest {

    @RegisterExtension
    final RiverfordCopy riverford = new RiverfordCopy();
    private final UiDriver driver = riverford.driver();
    private final Shell window = riverford.window();

    private void enter(Shell dialog, String id, int value) {
        DialogSpinners.enter(driver, dialog, id, value);
    }

    /**
     * The overlay picture (Hexkit User's Guide §3.4.6 Static Overlay Images) keeps its place over the sites: the
     * editor's resize command moves it with them, and Undo and Redo put it back and again. Squares of side 20 pixels:
     * growing 5×3 by 4 columns and 2 rows around the bottom-right moves everything 80 pixels right and 40 down.
     */
    @Test
    void theOverlayPictureMovesWithTheSitesAndUndoPutsItBack() {
        org.hexbench.testdata.SmallScenario s = org.hexbench.testdata.SmallScenario.create(5, 3);
        org.hexbench.scenario.OverlayImage overlay = org.hexbench.scenario.ScenarioFactory.eINSTANCE.createOverlayImage();
        overlay.setPath("hand-drawn.png");
        overlay.setX(10);
        overlay.setY(15);
        s.map.setOverlay(overlay);
        org.eclipse.emf.common.command.BasicCommandStack stack = new org.eclipse.emf.common.command.BasicCommandStack();
        stack.execute(new org.hexbench.ui.map.editor.scenario.ResizeMapCommand(s.map,
                org.hexbench.scenario.map.MapResize.rectangle(s.map, 9, 5, org.hexbench.scenario.map.MapAnchor.BOTTOM_RIGHT)));
        assertEquals(9, s.map.getWidth());
        assertEquals(java.util.List.of(90, 55), java.util.List.of(s.map.getOverlay().getX(), s.map.getOverlay().getY()),
                "moved with the sites");
        stack.undo();
        assertEquals(5, s.map.getWidth());
        assertTrue(s.map.getOverlay() == overlay, "undo puts the same overlay back");
        assertEquals(java.util.List.of(10, 15), java.util.List.of(overlay.getX(), overlay.getY()), "where it was");
        stack.redo();
        assertEquals(java.util.List.of(90, 55), java.util.List.of(s.map.getOverlay().getX(), s.map.getOverlay().getY()),
                "and redo moves it again");
    }

    @Test
    void shrinkingAroundTheBottomRightAsksKeepsTheCornerAndUndoRestoresTheMap() throws LayoutFormatException {
        MapEditor editor = riverford.openInMapEditor();
        GameMap map = driver.onUi(() -> editor.content().map());
        GameMap before = driver.onUi(() -> EcoreUtil.copy(map));
        TerrainLayout old = TerrainLayout.decode(before);
        assertEquals(24, before.getWidth());
        assertEquals(16, before.getHeight());

        driver.click(driver.find(window, WidgetQuery.of(ToolItem.class).withText(MapEditor.RESIZE)));
        Shell dialog = driver.shell(ResizeMapDialog.TITLE);
        enter(dialog, ResizeMapDialog.WIDTH_ID, 20);
        enter(dialog, ResizeMapDialog.HEIGHT_ID, 12);
        driver.click(driver.find(dialog, WidgetQuery.of(Button.class).withId(ResizeMapDialog.ANCHOR_ID + "BOTTOM_RIGHT")));
        Label losses = driver.find(dialog, WidgetQuery.of(Label.class).withId(ResizeMapDialog.LOSSES_ID));
        // 24×16 = 384 sites, 20×12 = 240: 144 lost
        driver.waitUntil("the dialog says 144 sites go", () -> driver.text(losses).contains("144 site(s)"));
        driver.click(driver.find(dialog, WidgetQuery.of(Button.class).withText("OK")));

        Shell question = driver.shell(ResizeMapDialog.CONFIRM_TITLE);
        String asked = driver.onUi(() -> driver.findAll(question, WidgetQuery.of(Label.class)).stream()
                .map(Label::getText).reduce("", String::concat));
        assertTrue(asked.contains("144 site(s)"), asked);
        driver.click(driver.find(question, WidgetQuery.of(Button.class).withText("OK")));
        driver.waitUntilClosed(dialog);

        driver.waitUntil("the map is 20 wide", () -> driver.onUi(map::getWidth) == 20);
        assertEquals(12, driver.onUi(map::getHeight));
        // bottom-right anchor: new (x, y) is old (x + 4, y + 4), an even row offset keeps the shifted rows' neighbours
        TerrainLayout now = driver.onUi(() -> TerrainLayout.decode(map));
        for (int y = 0; y < 12; y++) {
            for (int x = 0; x < 20; x++) {
                assertEquals(old.stackIndex((y + 4) * 24 + x + 4), now.stackIndex(y * 20 + x), "(" + x + "," + y + ")");
            }
        }
        assertEquals(20, driver.onUi(() -> editor.content().grid().size()) / 12, "the editor shows the new map");

        driver.click(MapMouse.canvas(editor));
        driver.press('z', SWT.CTRL);
        driver.waitUntil("Undo brought the 24 columns back", () -> driver.onUi(map::getWidth) == 24);
        assertTrue(driver.onUi(() -> EcoreUtil.equals(before, map)), "Undo restores the exact map");
    }
}
