package org.hexbench.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.Platform;
import org.eclipse.swt.custom.CTabItem;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.ToolItem;
import org.eclipse.swt.widgets.TreeItem;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.hexbench.testdriver.ScreenshotOnFailure;
import org.hexbench.testdriver.Screenshots;
import org.hexbench.testdriver.UiDriver;
import org.hexbench.testdriver.WidgetQuery;
import org.hexbench.ui.Perspectives;
import org.hexbench.ui.play.GameView;
import org.hexbench.ui.play.PlayViews;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.osgi.framework.Version;

/**
 * The Hexbench workbench as a person meets it: the window, its menus, both perspectives with their views, the
 * About dialog and the example workspace, driven through real SWT events by the project's {@link UiDriver}.
 */
@ExtendWith(ScreenshotOnFailure.class)
class WorkbenchTest {

    private UiDriver driver;
    private Shell window;

    @BeforeEach
    void findTheMainWindow() {
        driver = UiDriver.of(PlatformUI.getWorkbench().getDisplay());
        window = driver.shell("Hexbench");
    }

    private IWorkbenchPage page() {
        return driver.onUi(() -> {
            IWorkbenchWindow w = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
            return w == null ? PlatformUI.getWorkbench().getWorkbenchWindows()[0].getActivePage() : w.getActivePage();
        });
    }

    private String activePerspective() {
        return driver.onUi(() -> page().getPerspective().getId());
    }

    @Test
    void mainMenuHasFileEditHexbenchWindowHelp() {
        assertEquals(List.of("File", "Edit", "Hexbench", "Window", "Help"), driver.menuLabels(window));
        assertTrue(driver.menuLabels(window, "Hexbench").containsAll(
                List.of("Scenario Authoring Perspective", "Play Perspective")), "Hexbench menu items");
    }

    @Test
    void scenarioAuthoringPerspectiveShowsExplorerEditorOutlinePropertiesProblems() {
        driver.clickMenu(window, "Hexbench", "Scenario Authoring Perspective");
        driver.waitUntil("the Scenario Authoring perspective is active",
                () -> Perspectives.AUTHORING.equals(page().getPerspective().getId()));

        for (String view : List.of(IPageLayout.ID_PROJECT_EXPLORER, IPageLayout.ID_OUTLINE, IPageLayout.ID_PROP_SHEET,
                IPageLayout.ID_PROBLEM_VIEW)) {
            assertNotNull(driver.onUi(() -> page().findViewReference(view)), () -> view + " is not in the perspective");
        }
        for (String tab : List.of("Project Explorer", "Outline", "Properties", "Problems")) {
            driver.find(window, WidgetQuery.of(CTabItem.class).withText(tab));
        }
        assertTrue(driver.onUi(() -> page().isEditorAreaVisible()), "the editor area is visible");
        driver.screenshot(Screenshots.folder().resolve("perspective-authoring.png"));
    }

    @Test
    void playPerspectiveOpensFromTheToolbarWithItsGameViews() {
        driver.clickMenu(window, "Hexbench", "Scenario Authoring Perspective");
        driver.waitUntil("the Scenario Authoring perspective is active",
                () -> Perspectives.AUTHORING.equals(page().getPerspective().getId()));

        ToolItem play = driver.find(window, WidgetQuery.of(ToolItem.class).withTooltip("Open the Play perspective"));
        driver.click(play);
        driver.waitUntil("the Play perspective is active (now: " + activePerspective() + ")",
                () -> Perspectives.PLAY.equals(page().getPerspective().getId()));

        for (String id : List.of(PlayViews.MAP, PlayViews.FACTIONS, PlayViews.MESSAGES, PlayViews.HISTORY)) {
            IViewPart view = driver.onUi(() -> page().findView(id));
            assertNotNull(view, () -> id + " is not open in the Play perspective");
            assertTrue(view instanceof GameView, id + " is a game view");
            assertTrue(driver.onUi(() -> ((GameView) view).statusText()).startsWith("No game is running."));
        }
        // The map view says so on its status line; every game view has a tab.
        driver.find(window, WidgetQuery.of(Label.class).withId(PlayViews.MAP + ".status")
                .withTextContaining("No game is running."));
        for (String tab : List.of("Game Map", "Factions", "Messages", "Command History")) {
            driver.find(window, WidgetQuery.of(CTabItem.class).withText(tab));
        }
        assertFalse(driver.onUi(() -> page().isEditorAreaVisible()), "Play has no editor area");
        driver.screenshot(Screenshots.folder().resolve("perspective-play.png"));
    }

    @Test
    void aboutDialogShowsTheVersionAndClosesWithItsButton() {
        driver.clickMenu(window, "Help", "About Hexbench");
        Shell about = driver.shell("About Hexbench");

        Version bundle = Platform.getBundle("org.hexbench.ui").getVersion();
        String release = bundle.getMajor() + "." + bundle.getMinor() + "." + bundle.getMicro();
        driver.find(about, WidgetQuery.of(StyledText.class).withTextContaining("Version: " + release));

        driver.click(driver.find(about, WidgetQuery.of(Button.class).withText("Close")));
        driver.waitUntilClosed(about);
    }

    @Test
    void exampleWorkspaceHoldsTheShippedExamplesShownInTheProjectExplorer() {
        IProject welcome = ResourcesPlugin.getWorkspace().getRoot().getProject("welcome");
        assertTrue(welcome.isOpen(), "the welcome example was imported and opened");
        assertTrue(welcome.getFile("README.md").exists(), "the example's files were copied");
        assertTrue(ResourcesPlugin.getWorkspace().getRoot().getProject("hextc2").getFile("hextc2.hexscenario").exists(),
                "the HexTC2 example was imported");
        assertTrue(ResourcesPlugin.getWorkspace().getRoot().getProject("riverford").getFolder("rules").exists(),
                "the riverford example was imported with its shared sections");

        driver.clickMenu(window, "Hexbench", "Scenario Authoring Perspective");
        driver.find(window, WidgetQuery.of(TreeItem.class).withText("welcome"));
    }
}
