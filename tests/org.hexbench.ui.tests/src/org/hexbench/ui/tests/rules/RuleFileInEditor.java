package org.hexbench.ui.tests.rules;

import org.eclipse.core.resources.IFile;
import org.hexbench.ui.tests.WindowFixture;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * Test fixture of the rule editor's tests, registered with {@code @RegisterExtension}: before each test the Scenario
 * Authoring perspective and a new project with a copy of the HexTC2 scenario ({@link RuleProject}); rule files
 * written into it open in the rule editor; after each test the editors close unsaved and the project is deleted.
 */
final class RuleFileInEditor extends WindowFixture implements BeforeEachCallback, AfterEachCallback {

    private RuleProject project;

    @Override
    public void beforeEach(ExtensionContext context) {
        workbench.showAuthoringPerspective();
        project = RuleProject.create();
    }

    @Override
    public void afterEach(ExtensionContext context) {
        workbench.closeEditors();
        project.delete();
    }

    /** @return the test's project with {@code hextc2.hexscenario} */
    RuleProject project() {
        return project;
    }

    /**
     * Writes a file into the test's project and opens it in the rule editor.
     *
     * @param name the file's name
     * @param text its text
     * @return a driver of the editor
     */
    RuleEditorDriver open(String name, String text) {
        return RuleEditorDriver.open(workbench.driver(), project.write(name, text));
    }

    /**
     * Writes a rule file without problems, opens it and waits until the editor has checked it.
     *
     * @param name the file's name
     * @param text its text, without problems
     * @return a driver of the editor
     */
    RuleEditorDriver openChecked(String name, String text) {
        RuleEditorDriver editor = open(name, text);
        workbench.driver().waitUntil("the file was checked", () -> editor.problems().isEmpty());
        return editor;
    }

    /**
     * @param name a file of the test's project
     * @return the file
     */
    IFile file(String name) {
        return project.project().getFile(name);
    }
}
