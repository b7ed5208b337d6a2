package org.hexbench.ui.tests.rules;

import org.eclipse.core.resources.IFile;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.PlatformUI;
import org.hexbench.testdriver.ScreenshotOnFailure;
import org.hexbench.testdriver.UiDriver;
import org.hexbench.testdriver.WidgetQuery;
import org.hexbench.ui.Perspectives;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * A hover of the rule editor closes as soon as the editor is no longer where the author works: another editor
 * activated, the editor losing the focus to a view. Each test opens the hover of {@code snale} with the mouse first.
 * (Closing on typing and scrolling is implemented in {@code RuleSourceViewer}; its UI test is not written yet: under
 * Xvfb without a window manager the key and wheel events go to the hover under the pointer.)
 */
@ExtendWith(ScreenshotOnFailure.class)
class HoverClosingTest {

    private UiDriver driver;
    private Shell window;
    private RuleProject project;
    private RuleEditorDriver editor;

    @BeforeEach
    void openALongRuleFile() {
        driver = UiDriver.of(PlatformUI.getWorkbench().getDisplay());
        window = driver.shell("Hexbench");
        driver.clickMenu(window, "Hexbench", "Scenario Authoring Perspective");
        driver.waitUntil("the Scenario Authoring perspective is active",
                () -> Perspectives.AUTHORING.equals(RuleEditorDriver.page(driver).getPerspective().getId()));
        project = RuleProject.create();
        StringBuilder rules = new StringBuilder(RuleProject.HEADER + "group slugs = snale\n");
        for (int i = 0; i < 120; i++) {
            rules.append("group g").append(i).append(" = ruque\n");
        }
        IFile file = project.write("hover.hbrules", rules.toString());
        editor = RuleEditorDriver.open(driver, file);
        driver.waitUntil("the file was checked", () -> editor.problems().isEmpty());
        editor.focus();
    }

    @AfterEach
    void closeEditorsAndDeleteTheProject() {
        driver.onUi(() -> RuleEditorDriver.page(driver).closeAllEditors(false));
        project.delete();
    }

    private StyledText openHover() {
        editor.hoverAt(editor.text().indexOf("snale") + 2);
        return editor.waitForPopup(WidgetQuery.of(StyledText.class).withTextContaining("Slug. 3 per side"));
    }

    private void waitUntilClosed(StyledText hover, String after) {
        driver.waitUntil("the hover closed after " + after,
                () -> driver.onUi(() -> hover.isDisposed() || !hover.getShell().isVisible()));
    }

    @Test
    void activatingAnotherEditorClosesTheHover() {
        IFile other = project.write("other.hbrules", RuleProject.HEADER);
        StyledText hover = openHover();
        driver.onUi(() -> org.eclipse.ui.ide.IDE.openEditor(RuleEditorDriver.page(driver), other, org.hexbench.ui.rules.RuleEditor.ID));
        driver.settle();
        waitUntilClosed(hover, "another editor was activated");
    }

    @Test
    void theEditorLosingTheFocusToAViewClosesTheHover() {
        StyledText hover = openHover();
        driver.onUi(() -> {
            RuleEditorDriver.page(driver).showView(org.eclipse.ui.IPageLayout.ID_PROJECT_EXPLORER).setFocus();
            return null;
        });
        waitUntilClosed(hover, "the Project Explorer took the focus");
    }
}
