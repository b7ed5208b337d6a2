package org.hexbench.ui.tests.interop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;
import org.eclipse.swt.widgets.TreeItem;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.hexbench.play.GameSession;
import org.hexbench.play.Seat;
import org.hexbench.scenario.Scenario;
import org.hexbench.scenario.resource.ScenarioResources;
import org.hexbench.scenario.validation.ScenarioCheck;
import org.hexbench.testdata.Checkout;
import org.hexbench.testdata.SharedData;
import org.hexbench.testdriver.ScreenshotOnFailure;
import org.hexbench.testdriver.UiDriver;
import org.hexbench.testdriver.WidgetQuery;
import org.hexbench.ui.Perspectives;
import org.hexbench.ui.play.ComputerPlayersJob;
import org.hexbench.ui.play.CurrentGame;
import org.hexbench.ui.scenario.ScenarioEditor;
import org.hexbench.ui.tests.HexbenchWindow;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * File &gt; Import &gt; Hexbench &gt; Xconq Game Module and Xconq 1993 Mapfile as a user meets them, driven with real
 * mouse and keyboard events: a broken module shows its error with file, line and column and writes nothing; a module
 * is previewed (title, sides, map, units, warnings) and Finish writes a project that validates, opens its scenario in
 * the scenario editor, and that scenario starts a game in the Play perspective from Hexbench &gt; Play Scenario. The
 * modules are the Xconq tests' hand-written {@code skirmish.g} (always), the shared {@code duel.g} (skipped when
 * {@code ../shared} is absent; it starts a game too), and the mapfile {@code skirmish.scn} with its period in a library folder. The preview's
 * expected values come from the files (comments).
 */
@ExtendWith(ScreenshotOnFailure.class)
class XconqImportWizardTest {

    private static final Path XCONQ_TESTS = Checkout.root().resolve("tests/org.hexbench.xconq.tests/resources");
    private static final String NEW_GAME = "org.hexbench.ui.play.newGame";

    private UiDriver driver;
    private Shell window;

    @BeforeEach
    void findTheWorkbenchWindow() {
        driver = UiDriver.of(PlatformUI.getWorkbench().getDisplay());
        window = driver.shell("Hexbench");
    }

    @AfterEach
    void endTheGameAndDeleteTheProjects() throws Exception {
        CurrentGame.set(null);
        driver.waitUntil("no computer players' job is left",
                () -> Job.getJobManager().find(ComputerPlayersJob.FAMILY).length == 0);
        driver.onUi(() -> page().closeAllEditors(false));
        for (String name : List.of("xconq-skirmish", "xconq-duel", "xconq-1993-skirmish", "xconq-broken")) {
            IProject project = ResourcesPlugin.getWorkspace().getRoot().getProject(name);
            if (project.exists()) {
                project.delete(true, true, null);
            }
        }
    }

    @Test
    void aBrokenModuleShowsItsErrorThenAModuleBecomesAProjectThatOpensAndStartsAGame() throws Exception {
        Path broken = Files.writeString(Files.createTempDirectory("hexbench-xconq").resolve("broken.g"),
                "(game-module \"broken\")\n(terrain-type plains)\n(unit-type u (hp-max 0)\n");
        Shell wizard = openWizard("Xconq Game Module");
        Text source = field(wizard, "import.source");
        Button finish = driver.find(wizard, WidgetQuery.of(Button.class).withText("Finish"));
        driver.type(source, broken.toString());
        driver.waitUntil("the page shows the unclosed list's position", () -> errorMessage(wizard).startsWith(
                "broken.g:3:1: error: the list opened here is not closed"));
        assertFalse(driver.onUi(finish::isEnabled), "Finish stays disabled for a module with errors");
        assertFalse(Files.exists(workspaceFolder("broken")), "nothing is written");

        driver.onUi(() -> source.setText(""));
        driver.type(source, XCONQ_TESTS.resolve("gdl/skirmish.g").toString());
        // skirmish.g: (title "Skirmish"), sides Red and Blue and independent units, (world 6) (area 6 4), 5 units
        preview(wizard, "Skirmish", "3: Red, Blue, Independent",
                "6 × 4 cells (a map of 6 × 4 sites, wrapping east-west)", "5");
        assertEquals("skirmish", driver.text(field(wizard, "import.project")), "named after the module");
        assertTrue(driver.text(field(wizard, "import.warnings")).contains("skirmish.g:"), "warnings name the file");
        projectName(wizard, "xconq-skirmish");
        driver.click(finish);
        driver.waitUntilClosed(wizard);

        IFile scenario = opensAndValidates("xconq-skirmish", "skirmish.hexscenario", "Skirmish");
        startsAGame(scenario, 3);
    }

    @Test
    void theSharedDuelModuleIsPreviewedAndImported() throws Exception {
        assumeTrue(SharedData.xconq().isPresent(), SharedData.absent("xconq"));
        Path lib = SharedData.xconq().get().resolve("lib");
        Shell wizard = openWizard("Xconq Game Module");
        driver.type(field(wizard, "import.source"), lib.resolve("duel.g").toString());
        // duel.g: (title "The Duel"), (side 1 (name "One")), (side 2 (name "Two")), (area 20 20), one tank each
        preview(wizard, "The Duel", "2: One, Two", null, "2");
        assertTrue(driver.text(label(wizard, "import.preview.map")).startsWith("20 × 20 cells"),
                driver.text(label(wizard, "import.preview.map")));
        projectName(wizard, "xconq-duel");
        driver.click(driver.find(wizard, WidgetQuery.of(Button.class).withText("Finish")));
        driver.waitUntilClosed(wizard);
        startsAGame(opensAndValidates("xconq-duel", "duel.hexscenario", "The Duel"), 2);
    }

    @Test
    void aMapfileWithItsPeriodInALibraryFolderBecomesAProjectThatStartsAGame() throws Exception {
        // started from the Play perspective, the import opens the scenario in the Scenario Authoring perspective
        driver.onUi(() -> PlatformUI.getWorkbench().showPerspective(Perspectives.PLAY,
                PlatformUI.getWorkbench().getActiveWorkbenchWindow()));
        Shell wizard = openWizard("Xconq 1993 Mapfile");
        Text source = field(wizard, "import.source");
        driver.type(source, XCONQ_TESTS.resolve("mapfile/skirmish.scn").toString());
        driver.waitUntil("without its library folder the period is missing", () -> errorMessage(wizard)
                .contains("skirmish.scn:4:1: error: the mapfile \"empire.per\" is not in the library folders"));
        driver.type(field(wizard, "import.library"), XCONQ_TESTS.resolve("mapfile/lib").toString());
        // skirmish.scn: "Skirmish at the ford", sides Red and Blue and a neutral city, Map 12 8, Units 7
        preview(wizard, "Skirmish at the ford", "3: Red, Blue, Independent",
                "12 × 8 cells (a map of 12 × 8 sites, wrapping east-west)", "7");
        projectName(wizard, "xconq-1993-skirmish");
        driver.click(driver.find(wizard, WidgetQuery.of(Button.class).withText("Finish")));
        driver.waitUntilClosed(wizard);

        IFile scenario = opensAndValidates("xconq-1993-skirmish", "skirmish.hexscenario", "Skirmish at the ford");
        assertTrue(scenario.getProject().getFile("README.md").exists(), "the project has its README");
        driver.onUi(() -> PlatformUI.getWorkbench().showPerspective(Perspectives.PLAY,
                PlatformUI.getWorkbench().getActiveWorkbenchWindow()));
        assertFalse(driver.onUi(() -> page().isEditorAreaVisible()), "the Play perspective got no editor area");
        startsAGame(scenario, 3);
    }

    // ------------------------------------------------------------------ helpers

    private IWorkbenchPage page() {
        return driver.onUi(() -> PlatformUI.getWorkbench().getWorkbenchWindows()[0].getActivePage());
    }

    private Shell openWizard(String wizardName) {
        driver.clickMenu(window, "File", "Import...");
        Shell dialog = driver.shell("Import");
        driver.find(dialog, WidgetQuery.of(TreeItem.class).withText("Hexbench"));
        driver.type(driver.find(dialog, WidgetQuery.of(Text.class)), wizardName);
        driver.click(driver.find(dialog, WidgetQuery.of(TreeItem.class).withText(wizardName)));
        driver.click(driver.find(dialog, WidgetQuery.of(Button.class).withText("Next >")));
        return dialog;
    }

    private Text field(Shell wizard, String id) {
        return driver.find(wizard, WidgetQuery.of(Text.class).withId(id));
    }

    private Label label(Shell wizard, String id) {
        return driver.find(wizard, WidgetQuery.of(Label.class).withId(id));
    }

    /** Waits for the preview's title, then checks the other rows (the map row when one is given). */
    private void preview(Shell wizard, String title, String sides, String map, String units) {
        Label titleLabel = label(wizard, "import.preview.title");
        driver.waitUntil("the preview shows the title " + title, () -> driver.text(titleLabel).equals(title));
        assertEquals(sides, driver.text(label(wizard, "import.preview.sides")));
        if (map != null) {
            assertEquals(map, driver.text(label(wizard, "import.preview.map")));
        }
        assertEquals(units, driver.text(label(wizard, "import.preview.units")));
        assertEquals("", errorMessage(wizard), "no error");
    }

    private void projectName(Shell wizard, String name) {
        Text project = field(wizard, "import.project");
        driver.onUi(() -> project.setText(""));
        driver.type(project, name);
        driver.waitUntil("Finish is enabled", () -> driver.onUi(() -> driver.find(wizard, WidgetQuery.of(
                Button.class).withText("Finish")).isEnabled()));
    }

    private String errorMessage(Shell wizard) {
        return driver.onUi(() -> Optional.ofNullable(((org.eclipse.jface.wizard.WizardDialog) wizard.getData())
                .getCurrentPage().getErrorMessage()).orElse(""));
    }

    private static Path workspaceFolder(String name) {
        return ResourcesPlugin.getWorkspace().getRoot().getLocation().toPath().resolve(name);
    }

    /**
     * The project exists with its scenario, which validates and is open in the scenario editor, in the Scenario
     * Authoring perspective.
     */
    private IFile opensAndValidates(String project, String file, String title) throws Exception {
        IFile scenario = ResourcesPlugin.getWorkspace().getRoot().getProject(project).getFile(file);
        assertEquals(Perspectives.AUTHORING, driver.onUi(() -> page().getPerspective().getId()),
                "the import shows its scenario in the Scenario Authoring perspective");
        assertTrue(driver.onUi(() -> scenario.getProject().isOpen() && scenario.exists()), project + "/" + file);
        Path location = Path.of(scenario.getLocation().toOSString());
        assertFalse(ScenarioCheck.hasErrors(ScenarioCheck.check(location)), "the project validates");
        ScenarioEditor editor = driver.waitFor("the scenario is open in the scenario editor",
                () -> Optional.ofNullable(page().getActiveEditor()).filter(ScenarioEditor.class::isInstance)
                        .map(ScenarioEditor.class::cast).filter(e -> e.getEditorInput().getName().equals(file)));
        assertTrue(editor != null);
        Scenario loaded = ScenarioResources.load(location);
        assertEquals(title, loaded.getMaster().getTitle());
        return scenario;
    }

    /** Hexbench &gt; Play Scenario with the scenario selected, a random player per faction, Start: a game runs. */
    private void startsAGame(IFile scenario, int factions) {
        HexbenchWindow.find().playScenario(scenario);
        Shell dialog = driver.shell("New Game");
        driver.onUi(dialog::forceActive);
        for (int f = 0; f < factions; f++) {
            driver.click(driver.find(dialog, WidgetQuery.of(Button.class).withId(NEW_GAME + ".seat." + f
                    + ".random")));
        }
        driver.click(driver.find(dialog, WidgetQuery.of(Button.class).withText("Start")));
        driver.waitUntilClosed(dialog);
        driver.waitUntil("the Play perspective is active", () -> Perspectives.PLAY.equals(page().getPerspective()
                .getId()));
        GameSession session = driver.waitFor("a game runs", () -> Optional.ofNullable(CurrentGame.session()));
        assertEquals(Path.of(scenario.getLocation().toOSString()), session.setup().scenarioFile(),
                "the game plays the imported scenario");
        assertEquals(java.util.Collections.nCopies(factions, Seat.RANDOM), session.setup().seats(),
                "a random player for each of the scenario's factions");
    }
}
