package org.hexbench.ui.tests.map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.CTabItem;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.ide.IDE;
import org.hexbench.scenario.Scenario;
import org.hexbench.scenario.resource.ScenarioResources;
import org.hexbench.testdriver.ScreenshotOnFailure;
import org.hexbench.testdriver.UiDriver;
import org.hexbench.testdriver.WidgetQuery;
import org.hexbench.ui.map.editor.MapEditor;
import org.hexbench.ui.map.scenario.ScenarioMapContent;
import org.hexbench.ui.scenario.OpenScenario;
import org.hexbench.ui.scenario.ScenarioEditor;
import org.hexbench.ui.tests.EditorPages;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The scenario editor and Open With &gt; Map Editor on one copy of Riverford edit one {@link OpenScenario}: edits and
 * saves in both reach the file (saving in one no longer overwrites what the other saved), undo in one undoes the
 * other's edit, a file changed on disk is reloaded into both or, with unsaved changes, the author is asked, Save As
 * takes both editors to the new file, and saving keeps the file's permissions. Driven through real SWT events.
 */
@ExtendWith(ScreenshotOnFailure.class)
class SharedScenarioTest {

    private static final int WATER = 3;
    private static final String TAB = "riverford.hexscenario";

    @RegisterExtension
    final RiverfordCopy riverford = new RiverfordCopy();
    private final UiDriver driver = riverford.driver();
    private final Shell window = riverford.window();
    private ScenarioEditor forms;
    private MapEditor map;
    private MapMouse mouse;

    @BeforeEach
    void copyRiverford() throws Exception {
        riverford.showAuthoringPerspective();
    }

    private IWorkbenchPage page() {
        return riverford.page();
    }

    /** Opens the copy in the scenario editor, then in the map editor beside it. */
    private void openBoth() {
        IEditorPart part = driver.onUi(() -> IDE.openEditor(page(), riverford.scenario()));
        assertTrue(part instanceof ScenarioEditor, "the scenario editor opened: " + part);
        forms = (ScenarioEditor) part;
        map = riverford.openInMapEditor();
        mouse = new MapMouse(driver, window, map);
    }

    private void activate(IEditorPart editor) {
        driver.onUi(() -> page().activate(editor));
        driver.settle();
    }

    private Scenario scenario() {
        return driver.onUi(() -> (Scenario) forms.root());
    }

    private String title() {
        return driver.onUi(() -> scenario().getMaster().getTitle());
    }

    /** Types a new title on the scenario editor's Master page. */
    private void typeTitle(String title) {
        activate(forms);
        EditorPages.show(driver, window, "Master");
        Text field = driver.find(window, WidgetQuery.of(Text.class).withId("field.title")
                .where("showing", Text::isVisible));
        driver.onUi(() -> field.setText(""));
        driver.type(field, title);
        driver.press(SWT.KEYPAD_CR);
        driver.waitUntil("the title is " + title, () -> title.equals(title()));
    }

    /** Paints water on two sites of row 6 with the map editor's brush. */
    private void paintWater() {
        activate(map);
        mouse.chooseTool("Brush");
        mouse.chooseTerrain(WATER);
        mouse.drag(new int[] {6, 6}, new int[] {7, 6});
        driver.waitUntil("the brush painted water", () -> mouse.stackAt(7, 6) == WATER);
    }

    private void save(IEditorPart editor) {
        activate(editor);
        driver.clickMenu(window, "File", "Save");
        driver.waitUntil("both editors are saved", () -> !forms.isDirty() && !map.isDirty());
    }

    /** @return how many editor tabs show the dirty marker (the workbench heard PROP_DIRTY) */
    private long dirtyTabs() {
        return driver.findAll(window, WidgetQuery.of(CTabItem.class)).stream()
                .filter(tab -> ("*" + TAB).equals(driver.text(tab))).count();
    }

    /** @return the palette entry of a site of a scenario's map (call on the UI thread) */
    private static int stackOf(Scenario scenario, int x, int y) {
        ScenarioMapContent content = new ScenarioMapContent(scenario.getAreas().getMap());
        try {
            return content.layout().stackIndex(content.siteOf(x, y));
        } finally {
            content.dispose();
        }
    }

    @Test
    void editsAndSavesInBothEditorsAllReachTheFile() throws Exception {
        openBoth();
        assertSame(driver.onUi(forms::getEditingDomain), driver.onUi(map::getEditingDomain),
                "both editors edit through one editing domain");
        assertSame(scenario(), driver.onUi(map::scenario), "both editors show the same model objects");
        assertNotEquals(WATER, mouse.stackAt(6, 6), "(6,6) starts as land");

        typeTitle("Riverford, Revised");
        assertTrue(driver.onUi(map::isDirty), "a form edit makes the map editor dirty too");
        driver.waitUntil("both tabs show the dirty marker", () -> dirtyTabs() == 2);
        Scenario before = scenario();
        save(forms);
        driver.waitUntil("no tab shows the dirty marker", () -> dirtyTabs() == 0);

        paintWater();
        assertTrue(driver.onUi(forms::isDirty), "a map edit makes the scenario editor dirty too");
        assertEquals(WATER, driver.onUi(() -> stackOf(scenario(), 7, 6)), "the scenario editor's model has the water");
        save(map);
        driver.settle();
        assertSame(before, scenario(), "the editors' own saves are no change on disk: nothing was reloaded");
        assertFalse(driver.openShellTitles().contains(OpenScenario.CHANGED_ON_DISK), "and nothing was asked");

        driver.onUi(() -> page().closeAllEditors(false));
        Scenario onDisk = ScenarioResources.load(riverford.scenario().getLocation().toFile().toPath());
        assertEquals("Riverford, Revised", onDisk.getMaster().getTitle(), "the scenario editor's edit is in the file");
        assertEquals(WATER, (int) driver.onUi(() -> stackOf(onDisk, 6, 6)), "and so is the map editor's");
        assertEquals(WATER, (int) driver.onUi(() -> stackOf(onDisk, 7, 6)));
    }

    @Test
    void undoInOneEditorUndoesTheOthersEdit() throws Exception {
        openBoth();
        paintWater();
        activate(forms);
        String undo = driver.menuLabels(window, "Edit").stream().filter(l -> l.startsWith("Undo")).findFirst()
                .orElseThrow();
        assertEquals("Undo Paint Terrain", undo.replace("&", ""), "the scenario editor offers to undo the paint");
        driver.clickMenu(window, "Edit", undo);
        driver.waitUntil("the scenario editor's Undo removed the water from the map",
                () -> mouse.stackAt(6, 6) != WATER && mouse.stackAt(7, 6) != WATER);
        assertFalse(driver.onUi(map::isDirty), "undone to the saved state: the map editor is clean");

        typeTitle("Undone Soon");
        activate(map);
        driver.onUi(() -> MapMouse.canvas(map).forceFocus()); // a click would paint with the brush
        driver.press('z', SWT.CTRL);
        driver.waitUntil("the map editor's Undo restored the title", () -> "Riverford".equals(title()));
        assertFalse(driver.onUi(forms::isDirty), "both clean again");

        // closing one of two editors with unsaved changes: the workbench knows they share one scenario, says that
        // closing loses nothing (the other still shows the changes), and Don't Save keeps them in the other
        typeTitle("Still Open");
        driver.display().asyncExec(() -> page().closeEditor(map, true));
        Shell question = driver.waitFor("the workbench asks about the editor that shares its changes",
                () -> java.util.Arrays.stream(driver.display().getShells()).filter(shell -> shell.isVisible()
                        && !driver.findAll(shell, WidgetQuery.of(org.eclipse.swt.widgets.Label.class)
                                .withTextContaining("still open elsewhere with identical changes")).isEmpty())
                        .findFirst());
        driver.click(driver.find(question, WidgetQuery.of(Button.class).withText("Don't Save")));
        driver.waitUntil("the map editor closed", () -> List.of(page().getEditors()).equals(List.of(forms)));
        assertTrue(driver.onUi(forms::isDirty), "the scenario editor keeps the change");
        assertEquals("Still Open", title());
    }

    @Test
    void aFileChangedOnDiskIsReloadedWhenCleanAndAskedAboutWhenDirty() throws Exception {
        openBoth();
        Path file = riverford.scenario().getLocation().toFile().toPath();
        String original = Files.readString(file);
        activate(forms);
        EditorPages.show(driver, window, "Entities");
        driver.onUi(() -> map.zoomManager().setZoom(1.5));
        Scenario before = scenario();

        // another program writes the file; the workspace does not know until an editor is activated
        Files.writeString(file, original.replace("title=\"Riverford\"", "title=\"Riverford from Disk\""),
                StandardCharsets.UTF_8);
        activate(map);
        activate(forms);
        driver.waitUntil("the scenario was reloaded", () -> "Riverford from Disk".equals(title()));
        assertNotSame(before, scenario(), "the editors show the newly loaded model");
        assertSame(scenario(), driver.onUi(map::scenario), "both editors show it");
        assertEquals("Entities", driver.onUi(() -> forms.activeFormPage().getTitle()), "on the same page");
        assertEquals(1.5, driver.onUi(() -> map.zoomManager().getZoom()), 1e-9, "at the same zoom");
        assertFalse(driver.onUi(forms::isDirty), "and clean");

        // with unsaved changes, a change through the workspace (as Replace With makes it) asks first: keep mine
        typeTitle("My Title");
        IFile workspaceFile = riverford.scenario();
        workspaceFile.setContents(original.replace("title=\"Riverford\"", "title=\"Their Title\"")
                .getBytes(StandardCharsets.UTF_8), true, false, null);
        Shell question = driver.shell(OpenScenario.CHANGED_ON_DISK);
        assertTrue(driver.find(question, WidgetQuery.of(org.eclipse.swt.widgets.Label.class)
                .withTextContaining("The file changed on disk")) != null);
        driver.click(driver.find(question, WidgetQuery.of(Button.class).withText(OpenScenario.KEEP)));
        driver.waitUntilClosed(question);
        assertEquals("My Title", title(), "the editors keep their version");
        assertTrue(driver.onUi(map::isDirty), "which is unsaved");
        save(map);
        assertTrue(Files.readString(file).contains("title=\"My Title\""), "saving wrote the kept version over the file");

        // again, now answering Reload
        typeTitle("Lost Title");
        workspaceFile.setContents(original.getBytes(StandardCharsets.UTF_8), true, false, null);
        question = driver.shell(OpenScenario.CHANGED_ON_DISK);
        driver.click(driver.find(question, WidgetQuery.of(Button.class).withText(OpenScenario.RELOAD)));
        driver.waitUntil("the file's title is back", () -> "Riverford".equals(title()));
        assertFalse(driver.onUi(forms::isDirty), "the reloaded scenario is clean");
        assertFalse(driver.onUi(map::isDirty));
        assertSame(scenario(), driver.onUi(map::scenario));
    }

    @Test
    void saveAsTakesBothEditorsToTheNewFile() throws Exception {
        openBoth();
        typeTitle("Copied");
        driver.clickMenu(window, "File", "Save As...");
        Shell dialog = driver.shell("Save As");
        Text name = driver.find(dialog, WidgetQuery.of(Text.class).withText(TAB));
        driver.onUi(() -> name.setText(""));
        driver.type(name, "copy.hexscenario");
        driver.click(driver.find(dialog, WidgetQuery.of(Button.class).where("the OK or Save button",
                b -> List.of("OK", "Save").contains(b.getText().replace("&", "")))));
        driver.waitUntilClosed(dialog);
        IFile copy = riverford.scenario().getParent().getFile(org.eclipse.core.runtime.IPath.fromOSString(
                "copy.hexscenario"));
        driver.waitUntil("both editors edit the new file", () -> "copy.hexscenario".equals(forms.getPartName())
                && "copy.hexscenario".equals(map.getPartName()) && !map.isDirty());
        assertEquals(copy, driver.onUi(() -> ((org.eclipse.ui.IFileEditorInput) map.getEditorInput()).getFile()));
        assertTrue(Files.readString(copy.getLocation().toFile().toPath()).contains("title=\"Copied\""));
        assertFalse(Files.readString(riverford.scenario().getLocation().toFile().toPath()).contains("Copied"),
                "the old file is as it was");
    }

    @ParameterizedTest
    @ValueSource(strings = {"rw-rw----", "rw-r--r--"})
    void savingFromTheMapEditorKeepsTheFilesPermissions(String permissions) throws Exception {
        Path file = riverford.scenario().getLocation().toFile().toPath();
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString(permissions));
        long before = Files.getLastModifiedTime(file).toMillis();
        String content = Files.readString(file);
        map = riverford.openInMapEditor();
        mouse = new MapMouse(driver, window, map);
        mouse.chooseTool("Brush");
        mouse.chooseTerrain(WATER);
        mouse.drag(new int[] {6, 6}, new int[] {7, 6});
        driver.waitUntil("the brush painted water", () -> mouse.stackAt(7, 6) == WATER);
        driver.onUi(() -> map.doSave(null));
        assertFalse(driver.onUi(map::isDirty), "saved");
        assertNotEquals(content, Files.readString(file), "the file was written (it was modified at " + before + ")");
        assertEquals(permissions, PosixFilePermissions.toString(Files.getPosixFilePermissions(file)),
                "the saved file kept its permissions");
    }
}
