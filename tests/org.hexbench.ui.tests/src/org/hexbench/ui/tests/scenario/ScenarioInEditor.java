package org.hexbench.ui.tests.scenario;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.ide.IDE;
import org.hexbench.scenario.Scenario;
import org.hexbench.scenario.UnitClass;
import org.hexbench.ui.scenario.ScenarioEditor;
import org.hexbench.ui.tests.EditorPages;
import org.hexbench.ui.tests.WindowFixture;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * Test fixture of the scenario editor's tests, registered with {@code @RegisterExtension}: the Scenario Authoring
 * perspective before each test; scenario files written into a temporary project ({@link ScenarioWorkspace}) open in
 * the scenario editor; after each test every editor closes unsaved (a maximized one restored first) and the project
 * is deleted.
 */
final class ScenarioInEditor extends WindowFixture implements BeforeEachCallback, AfterEachCallback {

    @Override
    public void beforeEach(ExtensionContext context) {
        workbench.showAuthoringPerspective();
    }

    @Override
    public void afterEach(ExtensionContext context) throws CoreException {
        workbench.driver().onUi(() -> {
            IWorkbenchPage page = workbench.page();
            if (page.getActiveEditor() != null) {
                page.setPartState(page.getReference(page.getActiveEditor()), IWorkbenchPage.STATE_RESTORED);
            }
            page.closeAllEditors(false);
        });
        ScenarioWorkspace.delete();
    }

    /**
     * Opens a file with its default editor, which must be the scenario editor.
     *
     * @param file a scenario file
     * @return the editor
     */
    ScenarioEditor open(IFile file) {
        IEditorPart part = workbench.driver().onUi(() -> IDE.openEditor(workbench.page(), file));
        assertTrue(part instanceof ScenarioEditor, "the scenario editor is the default editor of .hexscenario, got " + part);
        return (ScenarioEditor) part;
    }

    /**
     * Writes the small valid scenario of {@link ScenarioWorkspace#validScenario()} into a file and opens it.
     *
     * @param name the file's name
     * @return the editor
     */
    ScenarioEditor openValid(String name) throws Exception {
        return open(ScenarioWorkspace.write(name, ScenarioWorkspace.validScenario()));
    }

    /**
     * Fills the window with an editor, so that its forms show every field.
     *
     * @param editor an open editor
     * @return the editor
     */
    ScenarioEditor maximize(ScenarioEditor editor) {
        workbench.driver().onUi(() -> workbench.page().setPartState(workbench.page().getReference(editor),
                IWorkbenchPage.STATE_MAXIMIZED));
        return editor;
    }

    /**
     * Shows a page of the visible scenario editor by its tab.
     *
     * @param title the tab's title
     */
    void showPage(String title) {
        EditorPages.show(workbench.driver(), workbench.shell(), title);
    }

    /**
     * @param editor an editor
     * @return the scenario it edits
     */
    Scenario scenario(ScenarioEditor editor) {
        return workbench.driver().onUi(() -> (Scenario) editor.root());
    }

    /**
     * @param editor an editor
     * @param id a unit class's id
     * @return that unit class of the edited scenario, or {@code null}
     */
    UnitClass unit(ScenarioEditor editor, String id) {
        return workbench.driver().onUi(() -> scenario(editor).getEntities().getUnits().stream()
                .filter(u -> id.equals(u.getId())).findFirst().orElse(null));
    }
}
