package org.hexbench.ui.tests.map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.ide.IDE;
import org.hexbench.scenario.map.TerrainFile;
import org.hexbench.scenario.sample.RandomScenario;
import org.hexbench.testdriver.ScreenshotOnFailure;
import org.hexbench.testdriver.UiDriver;
import org.hexbench.ui.map.MapEditor;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The map editor on a generated 1000×1000 scenario (1,000,000 sites, terrain kept in a binary {@code .hexmap} file
 * beside the XMI): it opens, zooms out to 25 %, paints with the brush far from the origin, undoes, and saves the
 * stroke into the terrain file, which a reopened editor reads back.
 */
@ExtendWith(ScreenshotOnFailure.class)
class LargeMapEditorTest {

    private UiDriver driver;
    private Shell window;
    private IProject project;

    @BeforeEach
    void generateTheScenario() throws Exception {
        driver = UiDriver.of(PlatformUI.getWorkbench().getDisplay());
        window = driver.shell("Hexbench");
        project = ResourcesPlugin.getWorkspace().getRoot().getProject("map-large-" + System.nanoTime());
        project.create(null);
        project.open(null);
        Path file = project.getLocation().toFile().toPath().resolve("large.hexscenario");
        RandomScenario.save(RandomScenario.create(3, 1000, 1000), file);
        project.refreshLocal(IResource.DEPTH_INFINITE, null);
    }

    @AfterEach
    void closeAndDelete() throws CoreException {
        driver.onUi(() -> page().closeAllEditors(false));
        project.delete(true, true, null);
    }

    private IWorkbenchPage page() {
        return driver.onUi(() -> PlatformUI.getWorkbench().getWorkbenchWindows()[0].getActivePage());
    }

    private MapEditor open() {
        IFile file = project.getFile("large.hexscenario");
        IEditorPart part = driver.onUi(() -> IDE.openEditor(page(), file, MapEditor.ID));
        assertTrue(part instanceof MapEditor, "the map editor opened: " + part);
        MapEditor editor = (MapEditor) part;
        assertNull(editor.problem());
        driver.waitUntil("the map canvas is showing", () -> driver.onUi(() -> MapMouse.canvas(editor).isVisible()));
        return editor;
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
        Path terrain = project.getLocation().toFile().toPath().resolve("large." + TerrainFile.EXTENSION);
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
