package org.hexbench.ui.tests.balance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.swt.widgets.ToolItem;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.part.ISetSelectionTarget;
import org.hexbench.ai.ComputerPlayerKind;
import org.hexbench.ai.PlayerRegistry;
import org.hexbench.ai.balance.BalanceReport;
import org.hexbench.ai.balance.Verdict;
import org.hexbench.testdriver.ScreenshotOnFailure;
import org.hexbench.testdriver.UiDriver;
import org.hexbench.testdriver.WidgetQuery;
import org.hexbench.ui.balance.BalanceReportEditor;
import org.hexbench.ui.balance.BalanceReportInput;
import org.hexbench.ui.balance.internal.BalanceChart;
import org.hexbench.ui.balance.internal.BalanceDialog;
import org.hexbench.ui.balance.internal.BalanceJob;
import org.hexbench.ui.balance.internal.BalanceRuns;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The Balance Report through the real menus, dialog and view: a 10-game report on a copy of Riverford shows its
 * charts and verdict, exports the tournament CSV, and after an edit of the scenario Run Again shows the new report
 * beside the previous one; a long report started from the scenario editor's heading stops when cancelled and keeps
 * the games finished so far.
 */
@ExtendWith(ScreenshotOnFailure.class)
class BalanceReportTest {

    private static final String DIALOG = BalanceDialog.ID;
    private static final String VIEW = BalanceReportEditor.ID;

    private UiDriver driver;
    private Shell window;
    private IProject project;

    @BeforeEach
    void copyRiverford() throws Exception {
        driver = UiDriver.of(PlatformUI.getWorkbench().getDisplay());
        window = driver.shell("Hexbench");
        BalanceRuns.clear();
        project = ResourcesPlugin.getWorkspace().getRoot().getProject("balance-" + System.nanoTime());
        project.create(null);
        project.open(null);
        IProject riverford = ResourcesPlugin.getWorkspace().getRoot().getProject("riverford");
        for (String name : List.of("riverford.hexscenario", "riverford.hbrules")) {
            riverford.getFile(name).copy(project.getFile(name).getFullPath(), true, null);
        }
        riverford.getFolder("rules").copy(project.getFolder("rules").getFullPath(), true, null);
    }

    @AfterEach
    void deleteTheCopy() throws Exception {
        Job.getJobManager().cancel(BalanceJob.FAMILY);
        driver.waitUntil("no balance job is left", () -> Job.getJobManager().find(BalanceJob.FAMILY).length == 0);
        driver.onUi(() -> {
            for (var editor : page().getEditorReferences()) {
                if (page().getPartState(editor) == IWorkbenchPage.STATE_MAXIMIZED) {
                    page().setPartState(editor, IWorkbenchPage.STATE_RESTORED);
                }
            }
            page().closeAllEditors(false);
        });
        project.delete(true, null);
        BalanceRuns.clear();
    }

    private IWorkbenchPage page() {
        return driver.onUi(() -> PlatformUI.getWorkbench().getWorkbenchWindows()[0].getActivePage());
    }

    private IFile scenario() {
        return project.getFile("riverford.hexscenario");
    }

    private BalanceReportEditor view() {
        return driver.onUi(() -> (BalanceReportEditor) page().findEditor(new BalanceReportInput(scenario().getLocation().toPath())));
    }

    /** Sets the dialog's games and turn limit and runs it; returns the view once it plays. */
    private BalanceReportEditor run(Shell dialog, int games, int turnLimit) {
        Spinner gamesField = driver.find(dialog, WidgetQuery.of(Spinner.class).withId(DIALOG + ".games"));
        Spinner limitField = driver.find(dialog, WidgetQuery.of(Spinner.class).withId(DIALOG + ".turnLimit"));
        Spinner threads = driver.find(dialog, WidgetQuery.of(Spinner.class).withId(DIALOG + ".threads"));
        driver.onUi(() -> {
            gamesField.setSelection(games);
            limitField.setSelection(turnLimit);
            threads.setSelection(1);
        });
        driver.click(driver.find(dialog, WidgetQuery.of(Button.class).withText("Run")));
        driver.waitUntilClosed(dialog);
        return driver.waitFor("the Balance Report editor opened", () -> java.util.Optional.ofNullable(view()));
    }

    private void awaitEnd(BalanceReportEditor view, Duration timeout) {
        driver.withTimeout(timeout).waitUntil("the report's games are played", () -> driver.onUi(() -> !view.isRunning()));
    }

    @Test
    void tenGamesOnRiverfordShowChartAndVerdictAndAfterAnEditTheNewReportStandsBesideThePrevious() throws Exception {
        driver.clickMenu(window, "Hexbench", "Scenario Authoring Perspective");
        driver.onUi(() -> {
            IViewPart explorer = page().showView(IPageLayout.ID_PROJECT_EXPLORER);
            ((ISetSelectionTarget) explorer).selectReveal(new StructuredSelection(scenario()));
            page().activate(explorer);
            return null;
        });
        driver.clickMenu(window, "Hexbench", "Balance Report...");
        Shell dialog = driver.shell("Balance Report");
        for (int f = 0; f < 2; f++) {
            assertTrue(driver.findAll(dialog, WidgetQuery.of(Button.class).withId(DIALOG + ".seat." + f + ".human")).isEmpty(),
                    "computer players only");
            for (ComputerPlayerKind kind : PlayerRegistry.kinds()) {
                Button radio = driver.find(dialog, WidgetQuery.of(Button.class).withId(DIALOG + ".seat." + f + "." + kind.name()));
                assertEquals(kind.label(), driver.text(radio));
            }
        }
        Button rougeRandom = driver.find(dialog, WidgetQuery.of(Button.class).withId(DIALOG + ".seat.0.random"));
        driver.click(rougeRandom);
        driver.click(driver.find(dialog, WidgetQuery.of(Button.class).withId(DIALOG + ".seat.1.random")));
        BalanceReportEditor view = run(dialog, 10, 20);
        awaitEnd(view, Duration.ofSeconds(120));

        BalanceReport report = driver.onUi(view::latest);
        assertEquals(10, report.games().size());
        assertFalse(report.stopped());
        assertEquals(List.of("House Rouge", "Blue League"), report.factions());
        Label verdict = driver.find(window, WidgetQuery.of(Label.class).withId(VIEW + ".now.verdict"));
        String said = driver.text(verdict);
        assertEquals(report.verdict().text(), said);
        assertTrue(said.contains("with equal players") || said.startsWith("No game of 10 was decided within 20 turns"), said);
        driver.find(window, WidgetQuery.of(Label.class).withId(VIEW + ".now.rule").withText(Verdict.RULE));
        assertTrue(driver.text(driver.find(window, WidgetQuery.of(Label.class).withId(VIEW + ".now.details")))
                .contains("House Rouge moved first in every game"), "Riverford's sequential turns start with House Rouge");

        driver.onUi(() -> page().setPartState(page().getReference(view), IWorkbenchPage.STATE_MAXIMIZED));
        BalanceChart chart = driver.find(window, WidgetQuery.of(BalanceChart.class).withId(VIEW + ".now.chart"));
        driver.waitUntil("the chart is drawn", () -> driver.onUi(() -> chart.binsDrawn() == 20));
        assertEquals(3, (int) driver.onUi(chart::sharesDrawn), "both factions and the first seat");
        assertEquals(report.strengthByClass().size(), (int) driver.onUi(chart::classesDrawn));
        assertTrue(report.strengthByClass().stream().anyMatch(c -> c.gained() > 0),
                "random players build units: " + report.strengthByClass());
        assertTrue(onChart(chart, report.decided() > 0 ? BalanceChart.DECIDED : BalanceChart.UNDECIDED),
                "the histogram's bars are on the screen");

        Path csv = Files.createTempFile("balance", ".csv");
        driver.onUi(() -> {
            view.exportCsv(csv);
            return null;
        });
        List<String> rows = Files.readAllLines(csv);
        Files.delete(csv);
        assertEquals(11, rows.size());
        assertEquals("pairing,game,seed,first,second,winner,turns,entries,state_hash,failure", rows.get(0));
        assertEquals(report.games().get(9).stateHash(), rows.get(10).split(",")[8]);

        // Blue League starts with 5000 gold, beyond the gold resource's victory threshold of 2000: it wins at once
        Path file = scenario().getLocation().toPath();
        String text = Files.readString(file, StandardCharsets.UTF_8);
        int blue = text.indexOf("<factions id=\"blue\"");
        Files.writeString(file, text.substring(0, blue) + text.substring(blue).replaceFirst("value=\"150\"", "value=\"5000\""),
                StandardCharsets.UTF_8);
        project.refreshLocal(IResource.DEPTH_INFINITE, null);
        driver.click(driver.find(window, WidgetQuery.of(Button.class).withId(VIEW + ".again")));
        driver.waitUntil("the run started", () -> driver.onUi(view::isRunning) || driver.onUi(view::latest) != report);
        awaitEnd(view, Duration.ofSeconds(120));
        BalanceReport edited = driver.onUi(view::latest);
        assertTrue(driver.onUi(view::showsPrevious), "the previous report stands beside the new one");
        assertEquals(said, driver.text(driver.find(window, WidgetQuery.of(Label.class).withId(VIEW + ".previous.verdict"))));
        assertEquals(Verdict.Kind.UNBALANCED, edited.verdict().kind(), edited.verdict().text());
        assertTrue(driver.text(driver.find(window, WidgetQuery.of(Label.class).withId(VIEW + ".now.verdict")))
                .startsWith("Blue League wins 100% of 10 decided games"), edited.verdict().text());
        String details = driver.text(driver.find(window, WidgetQuery.of(Label.class).withId(VIEW + ".now.details")));
        assertTrue(details.contains("Since the previous run (the scenario or rule file changed): ")
                && details.contains("Blue League") && details.contains("→ 100%"), details);
        driver.settle();
        driver.screenshot(org.hexbench.testdriver.Screenshots.folder().resolve("balance-report.png"));
    }

    /** Whether the chart shows a pixel of this colour (read back from the screen). */
    private boolean onChart(BalanceChart chart, RGB colour) {
        return driver.onUi(() -> {
            var size = chart.getSize();
            Image image = new Image(chart.getDisplay(), size.x, size.y);
            GC gc = new GC(chart);
            try {
                gc.copyArea(image, 0, 0);
                ImageData data = image.getImageData();
                for (int y = 0; y < data.height; y++) {
                    for (int x = 0; x < data.width; x++) {
                        if (data.palette.getRGB(data.getPixel(x, y)).equals(colour)) {
                            return true;
                        }
                    }
                }
                return false;
            } finally {
                gc.dispose();
                image.dispose();
            }
        });
    }

    @Test
    void aLongReportStartedFromTheScenarioEditorStopsWhenCancelledAndKeepsTheFinishedGames() {
        // editors open in the authoring perspective (opening one in the Play perspective would show its editor area)
        driver.clickMenu(window, "Hexbench", "Scenario Authoring Perspective");
        driver.onUi(() -> org.eclipse.ui.ide.IDE.openEditor(page(), scenario(), "org.hexbench.ui.scenario.editor"));
        driver.click(driver.find(window, WidgetQuery.of(ToolItem.class)
                .withTooltip("Balance report: play many self-play games of this scenario")
                .where("on the page shown, inside the window", i -> {
                    var b = i.getBounds();
                    var at = i.getParent().toDisplay(b.x + b.width / 2, b.y + b.height / 2);
                    return i.getParent().isVisible() && b.width > 0 && i.getDisplay().getBounds().contains(at)
                            && i.getParent().getShell().getBounds().contains(at);
                })));
        Shell dialog = driver.shell("Balance Report");
        BalanceReportEditor view = run(dialog, 500, 60);
        driver.withTimeout(Duration.ofSeconds(120)).waitUntil("two games are played", () -> driver.onUi(
                () -> view.statusShown().matches("Played ([2-9]|\\d\\d+) of 500 games.*")));
        Button cancel = driver.find(window, WidgetQuery.of(Button.class).withId(VIEW + ".cancel"));
        long cancelled = System.nanoTime();
        driver.click(cancel);
        awaitEnd(view, Duration.ofSeconds(30));
        long stopMillis = (System.nanoTime() - cancelled) / 1_000_000;
        BalanceReport report = driver.onUi(view::latest);
        assertTrue(report.stopped());
        assertTrue(report.games().size() >= 2 && report.games().size() < 500, report.games().size() + " games kept");
        assertTrue(driver.onUi(view::statusShown).startsWith("Stopped: " + report.games().size() + " of 500 games"),
                driver.onUi(view::statusShown));
        assertTrue(driver.text(driver.find(window, WidgetQuery.of(Label.class).withId(VIEW + ".now.settings")))
                .contains(report.games().size() + " of 500 games (stopped)"));
        assertEquals(0, Job.getJobManager().find(BalanceJob.FAMILY).length, "the job ended");
        assertTrue(stopMillis < 10_000, "stopped within " + stopMillis + " ms of Cancel");
        System.out.println("Balance report cancelled: stopped " + stopMillis + " ms after Cancel, " + report.games().size()
                + " finished games kept");
    }
}
