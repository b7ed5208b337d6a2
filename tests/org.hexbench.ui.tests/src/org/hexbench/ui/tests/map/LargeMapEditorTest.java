package org.hexbench.ui.tests.map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

import org.eclipse.core.resources.IResource;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IWorkbenchPage;
import org.hexbench.scenario.GameMap;
import org.hexbench.scenario.Scenario;
import org.hexbench.scenario.map.TerrainFile;
import org.hexbench.scenario.map.TerrainLayout;
import org.hexbench.scenario.resource.ScenarioResources;
import org.hexbench.testdriver.ScreenshotOnFailure;
import org.hexbench.testdriver.UiDriver;
import org.hexbench.ui.map.editor.MapEditor;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The map editor on a 1000×1000 map (riverford's scenario with its map grown to 1,000,000 sites, terrain kept in a
 * binary {@code .hexmap} file beside the XMI): it opens, zooms out to 25 %, paints with the brush far from the origin, undoes, and saves the
 * stroke into the terrain file, which a reopened editor reads back.
 */
@ExtendWith(ScreenshotOnFailure.class)
class LargeMapEditorTest {

    @RegisterExtension
    final RiverfordCopy riverford = new RiverfordCopy();
    private final UiDriver driver = riverford.driver();
    private final Shell window = riverford.window();

    @BeforeEach
    void enlargeACopyOfRiverford() throws Exception {
        // riverford's map grown to 1000x1000 with a striped terrain of its own palette, saved like any large map
        Path file = riverford.scenario().getLocation().toFile().toPath();
        Scenario scenario = ScenarioResources.load(file);
        GameMap map = scenario.getAreas().getMap();
        map.setWidth(1000);
        map.setHeight(1000);
        int[] cells = new int[1000 * 1000];
        for (int i = 0; i < cells.length; i++) {
            cells[i] = (i % 1000 / 7 + i / 1000 / 5) % (map.getPalette().size() - 1);
        }
        TerrainLayout.store(map, cells);
        ScenarioResources.save(scenario.eResource());
        riverford.scenario().getParent().refreshLocal(IResource.DEPTH_ONE, null);
    }

    private IWorkbenchPage page() {
        return riverford.page();
    }

    private MapEditor open() {
        return riverford.openInMapEditor();
    }

    @Test
    void paintUndoAndSaveOnAMillionSites() throws IOException {
        MapEditor editor = open();
        assertEquals(1_000_000, (int) driver.onUi(() -> editor.content().grid().size()));
        driver.onUi(() -> editor.zoomManager().setZoom(0.25));
        driver.onUi(() -> editor.zoomManager().setZoom(1));
        MapMouse mouse = new MapMouse(driver, window, editor);
        int stack = driver.onUi(() -> editor.content().map().getPalette().size()) - 1;
        assertNotEquals(stack, mouse.stackAt(990, 990), "(990,990) starts with another stack");

        mouse.chooseTool("Brush");
        mouse.chooseTerrain(stack);
        mouse.drag(new int[] {990, 990}, new int[] {992, 990});
        driver.waitUntil("the stroke painted the far corner", () -> mouse.stackAt(992, 990) == stack);
        assertEquals(stack, mouse.stackAt(991, 990));

        driver.onUi(() -> editor.getEditingDomain().getCommandStack().undo());
        assertNotEquals(stack, mouse.stackAt(990, 990), "undone");
        driver.onUi(() -> editor.getEditingDomain().getCommandStack().redo());
        Path terrain = riverford.scenario().getLocation().removeFileExtension().addFileExtension(TerrainFile.EXTENSION)
                .toFile().toPath();
        byte[] before = Files.readAllBytes(terrain);
        driver.onUi(() -> editor.doSave(null));
        assertFalse(Arrays.equals(before, Files.readAllBytes(terrain)), "the save rewrote the terrain file");
        driver.onUi(() -> page().closeAllEditors(false));

        MapEditor reopened = open();
        MapMouse again = new MapMouse(driver, window, reopened);
        assertEquals(stack, again.stackAt(990, 990), "the reopened map has the stroke");
        assertEquals(stack, again.stackAt(992, 990));
    }
}
