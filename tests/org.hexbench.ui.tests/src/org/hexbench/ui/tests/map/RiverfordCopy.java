package org.hexbench.ui.tests.map;

import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.stream.Stream;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.part.FileEditorInput;
import org.hexbench.testdriver.UiDriver;
import org.hexbench.ui.tests.WindowFixture;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.hexbench.ui.map.editor.MapEditor;

/**
 * Test fixture of the map tests, registered with {@code @RegisterExtension}: before each test a temporary workspace
 * project holding a copy of the shipped riverford example, so tests may change it; after each test every editor
 * closes unsaved and the project is deleted with its files.
 */
final class RiverfordCopy extends WindowFixture implements BeforeEachCallback, AfterEachCallback {

    private IProject project;

    @Override
    public void beforeEach(ExtensionContext context) throws CoreException, IOException {
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
                    Files.copy(f, to, StandardCopyOption.REPLACE_EXISTING);
                }
            }
        }
        project.refreshLocal(IResource.DEPTH_INFINITE, null);
    }

    @Override
    public void afterEach(ExtensionContext context) throws CoreException {
        workbench.closeEditors();
        project.delete(true, true, null);
    }

    /** Chooses the Scenario Authoring perspective through the Hexbench menu. */
    void showAuthoringPerspective() {
        workbench.showAuthoringPerspective();
    }

    /** @return the copied scenario file */
    IFile scenario() {
        return project.getFile("riverford.hexscenario");
    }

    /**
     * Opens the copied scenario in the map editor of the workbench's Scenario Authoring perspective, as Open With &gt;
     * Map Editor does
     * (a new map editor even when another editor, such as the scenario editor, has the file open), and waits until
     * the map shows.
     *
     * @return the editor
     */
    MapEditor openInMapEditor() {
        UiDriver driver = workbench.driver();
        // in the Scenario Authoring perspective, whose editor area is wide enough for the editor's whole tool bar (a
        // test of the Play perspective may have left it showing, with a narrow editor area whose tool items lie
        // beyond the window, where no click can reach them)
        driver.onUi(() -> {
            PlatformUI.getWorkbench().showPerspective(org.hexbench.ui.Perspectives.AUTHORING,
                    PlatformUI.getWorkbench().getWorkbenchWindows()[0]);
            return null;
        });
        IEditorPart part = driver.onUi(() -> page().openEditor(new FileEditorInput(scenario()), MapEditor.ID,
                true, IWorkbenchPage.MATCH_ID | IWorkbenchPage.MATCH_INPUT));
        assertTrue(part instanceof MapEditor, "the map editor opened: " + part);
        MapEditor editor = (MapEditor) part;
        assertNull(editor.problem(), "the map loads");
        driver.waitUntil("the map canvas is showing", () -> driver.onUi(() -> MapMouse.canvas(editor).isVisible()));
        driver.settle();
        return editor;
    }
}
