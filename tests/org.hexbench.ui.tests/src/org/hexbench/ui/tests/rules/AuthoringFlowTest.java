package org.hexbench.ui.tests.rules;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.swt.widgets.Text;
import org.eclipse.swt.widgets.TreeItem;
import org.eclipse.ui.IPageLayout;
import org.hexbench.testdriver.ScreenshotOnFailure;
import org.hexbench.testdriver.UiDriver;
import org.hexbench.testdriver.WidgetQuery;
import org.hexbench.ui.tests.HexbenchWindow;
import org.hexbench.ui.scenario.ScenarioEditor;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The authoring flow across the editors, end to end: a scenario made with the New wizard, a unit class added in
 * the scenario editor's form and saved, and that class proposed by the rule editor's completion in a rule file bound
 * to the new scenario.
 */
@ExtendWith(ScreenshotOnFailure.class)
class AuthoringFlowTest {

    private static final String PROJECT = "authoring-flow";

    private final HexbenchWindow workbench = HexbenchWindow.find().showAuthoringPerspective();
    private final UiDriver driver = workbench.driver();
    private final Shell window = workbench.shell();
    private IProject project;

    @BeforeEach
    void openTheAuthoringPerspectiveOnAnEmptyProject() throws Exception {
        project = driver.onUi(() -> {
            IProject p = ResourcesPlugin.getWorkspace().getRoot().getProject(PROJECT);
            if (!p.exists()) {
                p.create(null);
            }
            p.open(null);
            return p;
        });
    }

    @AfterEach
    void closeEditorsAndDeleteTheProject() {
        driver.onUi(() -> {
            workbench.page().closeAllEditors(false);
            project.delete(true, true, null);
            return null;
        });
    }

    @Test
    void aUnitClassAddedInTheScenarioEditorIsProposedInTheRuleEditor() throws Exception {
        driver.onUi(() -> workbench.page().showView(IPageLayout.ID_PROJECT_EXPLORER));
        driver.click(driver.find(window, WidgetQuery.of(TreeItem.class).withText(PROJECT)));
        driver.clickMenu(window, "File", "New", "Scenario");
        Shell wizard = driver.shell("New Scenario");
        setText(driver.find(wizard, WidgetQuery.of(Text.class).withText("scenario.hexscenario")), "march.hexscenario");
        driver.click(driver.find(wizard, WidgetQuery.of(Button.class).withText("Finish")));
        driver.waitUntilClosed(wizard);

        ScenarioEditor editor = driver.waitFor("the new scenario is open in the scenario editor",
                () -> Optional.ofNullable(workbench.page().getActiveEditor())
                        .filter(ScenarioEditor.class::isInstance).map(ScenarioEditor.class::cast)
                        .filter(e -> e.getPartName().equals("march.hexscenario")));
        showPage("Entities");
        driver.click(driver.find(window, WidgetQuery.of(Button.class).withId("add.UnitClass")));
        driver.find(window, WidgetQuery.of(TreeItem.class).withText("Unit class unitClass1"));
        Text id = driver.find(window, WidgetQuery.of(Text.class).withId("field.id").withText("unitClass1"));
        setText(id, "dragoon");
        // Return commits the field; posted Return keys do not reach GTK text fields under Xvfb, so send its event.
        driver.onUi(() -> id.notifyListeners(SWT.DefaultSelection, new Event()));
        driver.waitUntil("the new unit class is called dragoon in the model", () -> driver.onUi(() ->
                editor.root() instanceof org.hexbench.scenario.Scenario s
                        && s.getEntities().getUnits().stream().anyMatch(u -> "dragoon".equals(u.getId()))));
        driver.clickMenu(window, "File", "Save");
        driver.waitUntil("the scenario is saved", () -> !editor.isDirty());

        IFile rules = driver.onUi(() -> {
            IFile f = project.getFile("march.hbrules");
            f.create(new ByteArrayInputStream("rules for \"march.hexscenario\"\n\n".getBytes(StandardCharsets.UTF_8)),
                    true, null);
            return f;
        });
        RuleEditorDriver ruleEditor = RuleEditorDriver.open(driver, rules);
        ruleEditor.type("on move of dr");
        driver.press(' ', SWT.CTRL);
        TableItem dragoon = ruleEditor.waitForPopup(WidgetQuery.of(TableItem.class).withTextContaining("dragoon"));
        ruleEditor.choose(dragoon);
        driver.waitUntil("the proposal was inserted", () -> ruleEditor.text().strip().endsWith("on move of dragoon"));
        driver.waitUntil("the rule file has no problems", () -> ruleEditor.problems().isEmpty());
        assertTrue(ruleEditor.text().contains("dragoon"));
    }

    private void setText(Text text, String value) {
        driver.onUi(() -> text.setText(""));
        driver.type(text, value);
    }

    private void showPage(String title) {
        org.hexbench.ui.tests.EditorPages.show(driver, window, title);
    }
}
