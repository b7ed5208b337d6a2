package org.hexbench.ui.tests.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.ILogListener;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Platform;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;
import org.hexbench.play.Definitions;
import org.hexbench.play.GameResult;
import org.hexbench.play.HeadlessPlay;
import org.hexbench.scenario.resource.ScenarioResources;
import org.hexbench.testdriver.ScreenshotOnFailure;
import org.hexbench.testdriver.UiDriver;
import org.hexbench.testdriver.WidgetQuery;
import org.hexbench.ui.tests.HexbenchWindow;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * File &gt; New &gt; Rule File with real events: the wizard starts on the project of the active editor, its scenario
 * list follows the chosen project and the folder follows the chosen scenario, nothing is logged as an error while the
 * author types a folder, and the new file becomes the scenario's rule file, so a game of that scenario plays by it.
 */
@ExtendWith(ScreenshotOnFailure.class)
class NewRuleFileWizardTest {

    private final HexbenchWindow workbench = HexbenchWindow.find().showAuthoringPerspective();
    private final UiDriver driver = workbench.driver();
    private final Shell window = workbench.shell();
    private RuleProject other;
    private RuleProject project;
    private final List<IStatus> logged = new ArrayList<>();
    private final ILogListener errors = (status, plugin) -> {
        if (status.matches(IStatus.ERROR)) {
            synchronized (logged) {
                logged.add(status);
            }
        }
    };

    @BeforeEach
    void createTwoProjectsWithScenarios() throws Exception {
        other = RuleProject.create();
        project = RuleProject.create();
        project.project().getFolder("maps").create(true, true, null);
        project.write("maps/skirmish.hexscenario", project.read("hextc2.hexscenario"));
        Platform.addLogListener(errors);
    }

    @AfterEach
    void closeEditorsAndDeleteTheProjects() {
        Platform.removeLogListener(errors);
        driver.onUi(() -> workbench.page().closeAllEditors(false));
        project.delete();
        other.delete();
    }

    private void choose(Combo combo, String item) {
        driver.onUi(() -> {
            int index = Arrays.asList(combo.getItems()).indexOf(item);
            assertTrue(index >= 0, item + " is not among " + Arrays.toString(combo.getItems()));
            combo.select(index);
            combo.notifyListeners(SWT.Selection, new Event());
        });
    }

    @Test
    void theWizardFollowsProjectAndScenarioAndBindsTheNewFileSoPlayUsesIt() throws Exception {
        // the active editor is a rule file of the second project: the wizard starts there, not on the first
        IFile open = project.write("notes.hbrules", RuleProject.HEADER);
        RuleEditorDriver.open(driver, open).focus();
        driver.clickMenu(window, "File", "New", "Rule File");
        Shell wizard = driver.shell("New Rule File");
        Combo projects = driver.find(wizard, WidgetQuery.of(Combo.class).withId("newRuleFile.project"));
        Combo scenarios = driver.find(wizard, WidgetQuery.of(Combo.class).withId("newRuleFile.scenario"));
        Text folder = driver.find(wizard, WidgetQuery.of(Text.class).withId("newRuleFile.folder"));
        Text name = driver.find(wizard, WidgetQuery.of(Text.class).withId("newRuleFile.name"));
        String projectName = project.project().getName();
        assertEquals(projectName, driver.text(projects));
        assertEquals(List.of("hextc2.hexscenario", "maps/skirmish.hexscenario"), driver.onUi(() -> List.of(scenarios.getItems())));

        // the scenario list follows the project, the folder and name follow the scenario
        choose(projects, other.project().getName());
        assertEquals(List.of("hextc2.hexscenario"), driver.onUi(() -> List.of(scenarios.getItems())));
        assertEquals("/" + other.project().getName(), driver.text(folder));
        choose(projects, projectName);
        choose(scenarios, "maps/skirmish.hexscenario");
        assertEquals("/" + projectName + "/maps", driver.text(folder));
        assertEquals("skirmish-rules.hbrules", driver.text(name));

        // typing a folder passes through "/", the workspace root, which holds no files: a message, no exception
        driver.onUi(() -> folder.setText(""));
        driver.type(folder, "/" + projectName + "/maps");
        assertEquals("/" + projectName + "/maps", driver.text(folder));
        Button finish = driver.find(wizard, WidgetQuery.of(Button.class).withText("Finish"));
        driver.waitUntil("Finish is enabled", () -> driver.onUi(finish::isEnabled));
        driver.click(finish);
        driver.waitUntilClosed(wizard);
        driver.settle();
        synchronized (logged) {
            assertEquals(List.of(), logged.stream().map(s -> s.getMessage() + " " + s.getException()).toList(),
                    "the wizard logged errors");
        }

        // the scenario's master names the new file as its rule file
        IFile created = project.project().getFile("maps/skirmish-rules.hbrules");
        assertTrue(created.exists());
        Path scenarioFile = project.project().getFile("maps/skirmish.hexscenario").getLocation().toPath();
        assertEquals("skirmish-rules.hbrules", ScenarioResources.load(scenarioFile).getMaster().getRuleFile());
        assertEquals("hextc2.hbrules", ScenarioResources.load(project.project().getFile("hextc2.hexscenario")
                .getLocation().toPath()).getMaster().getRuleFile(), "the other scenario keeps its rule file");

        // a game of that scenario plays by the new file: Black wins at its first turn, by the victory rule written there
        String text = project.read("maps/skirmish-rules.hbrules");
        assertTrue(text.contains("rules for \"skirmish.hexscenario\""), text);
        project.write("maps/skirmish-rules.hbrules", text + "\non victory = faction = black\n");
        GameResult result = HeadlessPlay.play(Definitions.read(scenarioFile), List.of("random"), 7, 5, null,
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
        assertEquals("black", result.winner(), result.toString());
        assertTrue(result.turns() <= 2, result.toString());
    }
}
