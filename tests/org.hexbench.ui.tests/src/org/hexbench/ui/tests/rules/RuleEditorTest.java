package org.hexbench.ui.tests.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.runtime.NullProgressMonitor;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.swt.widgets.TreeItem;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IFileEditorInput;
import org.eclipse.ui.IMarkerResolution;
import org.eclipse.ui.ide.IDE;
import org.hexbench.testdata.LargeRuleFile;
import org.hexbench.testdriver.ScreenshotOnFailure;
import org.hexbench.testdriver.Screenshots;
import org.hexbench.testdriver.UiDriver;
import org.hexbench.testdriver.WidgetQuery;
import org.hexbench.ui.rules.RuleEditor;
import org.hexbench.ui.rules.internal.RuleOutlinePage;
import org.hexbench.ui.rules.internal.RuleProblemMarkers;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The rule editor as an author meets it: typing through real key events into a rule file
 * bound to a copy of the HexTC2 scenario, with problems as you type and on save, completion, hover, go to
 * declaration, format, quick fixes, the outline, scenario changes reaching rule files, and the New Rule File wizard.
 */
@ExtendWith(ScreenshotOnFailure.class)
class RuleEditorTest {

    @RegisterExtension
    final RuleFileInEditor rules = new RuleFileInEditor();
    private final UiDriver driver = rules.driver();
    private final Shell window = rules.window();

    private List<String> markerMessages(IFile file) {
        return Arrays.stream(RuleProject.markers(file)).map(m -> m.getAttribute(IMarker.LINE_NUMBER, 0) + ": "
                + m.getAttribute(IMarker.MESSAGE, "")).toList();
    }

    private IMarker waitForMarker(IFile file, String part) {
        return driver.waitFor("a rule problem marker containing '" + part + "' on " + file.getName() + " (markers: "
                + markerMessages(file) + ")", () -> Arrays.stream(RuleProject.markers(file))
                        .filter(m -> m.getAttribute(IMarker.MESSAGE, "").contains(part)).findFirst());
    }

    @Test
    void aRuleErrorTypedShowsAnAnnotationAndAfterSaveAMarkerWithItsLine() {
        IFile file = rules.project().write("typing.hbrules", RuleProject.HEADER + "\n");
        RuleEditorDriver editor = RuleEditorDriver.open(driver, file);
        editor.type("on move of snael { }");

        String problem = editor.waitForError("snael");
        assertTrue(problem.startsWith("error:"), problem);
        assertTrue(markerMessages(file).stream().noneMatch(m -> m.contains("snael")), "no marker before the file is saved");
        assertTrue(driver.onUi(() -> editor.editor().isDirty()), "the editor is dirty");

        driver.press('s', SWT.CTRL);
        IMarker marker = waitForMarker(file, "snael");
        assertEquals(3, marker.getAttribute(IMarker.LINE_NUMBER, 0), "the marker is on the typed line");
        assertEquals(IMarker.SEVERITY_ERROR, marker.getAttribute(IMarker.SEVERITY, -1));
        assertEquals(1, editor.problems().size(), editor.problems().toString());
        driver.waitUntil("the saved file's marker stands behind the live problem", () -> editor.visibleMarkerAnnotations() == 0);
    }

    @Test
    void ctrlSpaceProposesTheUnitClassesOfTheBoundScenario() {
        RuleEditorDriver editor = rules.open("completion.hbrules", RuleProject.HEADER + "\n");
        editor.type("on move of sn");
        driver.press(' ', SWT.CTRL);

        TableItem snale = editor.waitForPopup(WidgetQuery.of(TableItem.class).withTextContaining("snale"));
        assertTrue(driver.text(snale).startsWith("snale"), driver.text(snale));
        editor.choose(snale);
        driver.waitUntil("the proposal was inserted", () -> editor.text().endsWith("on move of snale"));
    }

    @Test
    void aScenarioChangeThatBreaksARuleMarksOpenedAndUnopenedRuleFiles() {
        String text = RuleProject.HEADER + "on move of snale { }\n";
        IFile closed = rules.project().write("closed.hbrules", text);
        RuleEditorDriver editor = rules.open("opened.hbrules", text);
        IFile opened = rules.file("opened.hbrules");
        driver.waitUntil("both rule files were checked without errors", () -> {
            var job = org.hexbench.ui.rules.internal.RuleFileWatch.job();
            return job != null && job.getState() == org.eclipse.core.runtime.jobs.Job.NONE;
        });
        assertTrue(markerMessages(closed).isEmpty(), markerMessages(closed).toString());
        assertTrue(editor.problems().isEmpty(), editor.problems().toString());

        rules.project().write("hextc2.hexscenario", rules.project().read("hextc2.hexscenario").replace("\"snale\"", "\"snail\""));

        waitForMarker(closed, "snale");
        waitForMarker(opened, "snale");
        editor.waitForError("snale");
    }

    @Test
    void hoverShowsTheDocumentationOfAScenarioClass() {
        RuleEditorDriver editor = rules.openChecked("hover.hbrules", RuleProject.HEADER + "group slugs = snale\n");
        editor.hoverAt(editor.text().indexOf("snale") + 2);

        StyledText hover = editor.waitForPopup(WidgetQuery.of(StyledText.class).withTextContaining("Slug. 3 per side"));
        String text = driver.text(hover);
        assertTrue(text.contains("Snale") && text.contains("mv 2"), text);
    }

    @Test
    void f3GoesToTheDeclarationOfALocalName() {
        RuleEditorDriver editor = rules.open("declaration.hbrules", RuleProject.HEADER + "\n");
        editor.type("on damage = let strength = 3 in strength + 1");
        int use = editor.text().lastIndexOf("strength") + 3;
        editor.moveTo(use);
        driver.press(SWT.F3);

        int declaration = editor.text().indexOf("strength");
        driver.waitUntil("the declaration 'strength' is selected", () -> {
            var selection = editor.widget().getSelection();
            return selection.x == declaration && selection.y == declaration + "strength".length();
        });
    }

    @Test
    void altShiftRRenamesALocalNameAndEveryUseOfIt() {
        RuleEditorDriver editor = rules.open("rename.hbrules", RuleProject.HEADER + "\n");
        editor.type("on damage = let strength = 3 in strength + 1");
        editor.moveTo(editor.text().lastIndexOf("strength") + 2);
        driver.press('r', SWT.ALT, SWT.SHIFT);

        Shell dialog = driver.shell("Rename Local Name");
        org.eclipse.swt.widgets.Text name = driver.find(dialog, WidgetQuery.of(org.eclipse.swt.widgets.Text.class));
        assertEquals("strength", driver.text(name));
        driver.type(name, "");
        driver.press('a', SWT.CTRL);
        editor.typeAtCursor("power");
        driver.click(driver.find(dialog, WidgetQuery.of(Button.class).withText("OK")));
        driver.waitUntilClosed(dialog);
        driver.waitUntil("the local and its use are renamed (now: " + editor.text() + ")",
                () -> editor.text().endsWith("on damage = let power = 3 in power + 1"));
    }

    @Test
    void f3OnAScenarioClassOpensTheScenarioAtTheClass() {
        RuleEditorDriver editor = rules.openChecked("scenario-declaration.hbrules", RuleProject.HEADER + "group slugs = snale\n");
        editor.focus();
        editor.moveTo(editor.text().indexOf("snale") + 1);
        driver.press(SWT.F3);

        IEditorPart scenario = driver.waitFor("an editor of hextc2.hexscenario is active", () -> {
            IEditorPart active = rules.page().getActiveEditor();
            return active != null && active.getEditorInput() instanceof IFileEditorInput input
                    && input.getFile().getName().equals("hextc2.hexscenario") ? java.util.Optional.of(active) : java.util.Optional.empty();
        });
        assertTrue(scenario instanceof org.hexbench.ui.scenario.ScenarioEditor, "the scenario editor opens: " + scenario);
        driver.waitUntil("the scenario editor selects the unit class snale", () -> driver.onUi(() -> {
            var selection = ((org.hexbench.ui.scenario.ScenarioEditor) scenario).getSelection();
            return selection instanceof org.eclipse.jface.viewers.IStructuredSelection s && s.size() == 1
                    && s.getFirstElement() instanceof org.hexbench.scenario.UnitClass unit && "snale".equals(unit.getId());
        }));
    }

    @Test
    void ctrlShiftFFormatsTheFile() {
        RuleEditorDriver editor = rules.open("format.hbrules", RuleProject.HEADER + "group   slugs=snale ,ruque\n");
        editor.type("on damage=1");
        driver.press('f', SWT.CTRL, SWT.SHIFT);
        String formatted = RuleProject.HEADER + "\ngroup slugs = snale, ruque\n\non damage = 1";
        driver.waitUntil("the text is formatted (now: " + editor.text() + ")", () -> editor.text().strip().equals(formatted));
    }

    @Test
    void ctrl1AppliesAQuickFixAndTheProblemsViewFixesMarkers() {
        RuleEditorDriver editor = rules.open("fix.hbrules", RuleProject.HEADER + "\n");
        editor.type("on victory = chance 120%");
        editor.waitForError("100");
        driver.press('1', SWT.CTRL);
        TableItem fix = editor.waitForPopup(WidgetQuery.of(TableItem.class).withText("Change to 100%"));
        assertEquals("Change to 100%", driver.text(fix));
        editor.choose(fix);
        driver.waitUntil("the fix was applied", () -> editor.text().contains("on victory = chance 100%"));

        IFile closed = rules.project().write("fix-closed.hbrules", RuleProject.HEADER + "on move of snael { }\n");
        IMarker marker = waitForMarker(closed, "snael");
        IMarkerResolution[] resolutions = driver.onUi(() -> IDE.getMarkerHelpRegistry().getResolutions(marker));
        assertEquals(List.of("Change to the closest known name"), Arrays.stream(resolutions).map(IMarkerResolution::getLabel).toList());
        driver.onUi(() -> resolutions[0].run(marker));
        assertEquals(RuleProject.HEADER + "on move of snale { }\n", rules.project().read("fix-closed.hbrules"));
        driver.waitUntil("the fixed file has no markers (" + markerMessages(closed) + ")", () -> markerMessages(closed).isEmpty());
    }

    @Test
    void theOutlineListsGroupsFunctionsAndHooks() {
        RuleEditorDriver editor = rules.open("outline.hbrules", RuleProject.HEADER
                + "group slugs = snale\ndefine twice(a: int): int = a * 2\non move of slugs { }\nevent quake chance 1% { }\n");
        RuleOutlinePage outline = driver.onUi(() -> editor.editor().outline());
        driver.waitUntil("the outline lists the declarations", () -> outline.entries().stream().map(RuleOutlinePage.Entry::name)
                .toList().equals(List.of("slugs", "twice", "on move of slugs", "event quake")));
        driver.find(window, WidgetQuery.of(TreeItem.class).withText("on move of slugs"));
    }

    @Test
    void theNewRuleFileWizardWritesAFileThatValidatesAndOpensIt() throws Exception {
        IFile scenario = rules.file("hextc2.hexscenario");
        driver.onUi(() -> {
            var explorer = rules.page().showView(org.eclipse.ui.IPageLayout.ID_PROJECT_EXPLORER);
            ((org.eclipse.ui.navigator.CommonNavigator) explorer).selectReveal(new org.eclipse.jface.viewers.StructuredSelection(scenario));
            return null;
        });
        driver.clickMenu(window, "File", "New", "Rule File");
        Shell wizard = driver.shell("New Rule File");
        driver.click(driver.find(wizard, WidgetQuery.of(Button.class).withText("Finish")));
        driver.waitUntilClosed(wizard);

        IFile created = rules.file("hextc2-rules.hbrules");
        IEditorPart opened = driver.waitFor("the new rule file is open in the rule editor", () -> {
            IEditorPart active = rules.page().getActiveEditor();
            return active instanceof RuleEditor ? java.util.Optional.of(active) : java.util.Optional.empty();
        });
        assertEquals(created, driver.onUi(() -> ((IFileEditorInput) opened.getEditorInput()).getFile()));
        String text = rules.project().read("hextc2-rules.hbrules");
        assertTrue(text.contains("rules for \"hextc2.hexscenario\""), text);
        RuleProblemMarkers.update(created, new NullProgressMonitor());
        assertFalse(Arrays.stream(RuleProject.markers(created)).anyMatch(m -> m.getAttribute(IMarker.SEVERITY, 0) == IMarker.SEVERITY_ERROR),
                "the skeleton validates without errors: " + markerMessages(created));
    }

    @Test
    void theEditorChecksTheFiveThousandRuleFileWhileTyping() {
        RuleEditorDriver editor = rules.open("large.hbrules", LargeRuleFile.text());
        RuleOutlinePage outline = driver.onUi(() -> editor.editor().outline());
        long opened = System.nanoTime();
        driver.withTimeout(java.time.Duration.ofSeconds(60)).waitUntil("the first check outlined the 5,000 rules",
                () -> outline.entries().size() == 5_001);
        long checked = System.nanoTime();
        editor.focus();
        driver.press(SWT.END, SWT.CTRL);
        editor.typeAtCursor("on move of snael { }");
        long typed = System.nanoTime();
        // the check after typing re-reads all 5,000 rules, as the first check did: the same time budget
        driver.withTimeout(java.time.Duration.ofSeconds(60)).waitUntil("the editor shows the error of 'snael'",
                () -> editor.problems().stream().anyMatch(p -> p.startsWith("error:") && p.contains("snael")));
        System.out.printf("5,000-rule file (information only): first check done %d ms after opening; the typed error "
                + "showed %d ms after the last key%n", (checked - opened) / 1_000_000, (System.nanoTime() - typed) / 1_000_000);
        assertEquals(1, editor.problems().size(), "only the typed rule is wrong: " + editor.problems());
    }

    @Test
    void screenshotOfTheRuleEditorWithCompletionOpen() throws Exception {
        RuleEditorDriver editor = rules.open("hextc2.hbrules", java.nio.file.Files.readString(
                org.hexbench.testdata.Checkout.example("hextc2").resolve("hextc2.hbrules")));
        driver.waitUntil("the file was checked", () -> editor.problems().stream().noneMatch(p -> p.startsWith("error")));
        String text = editor.text();
        editor.focus();
        editor.moveTo(text.indexOf("group healers = ruque, nightboog") + "group healers = ruque, nightboog".length());
        editor.typeAtCursor(", ");
        driver.press(' ', SWT.CTRL);
        editor.waitForPopup(WidgetQuery.of(TableItem.class).withTextContaining("feanisk"));
        driver.settle();
        driver.screenshot(Screenshots.folder().resolve("rule-editor.png"));
    }
}
