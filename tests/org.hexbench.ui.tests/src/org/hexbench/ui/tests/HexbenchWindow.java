package org.hexbench.ui.tests;

import org.eclipse.core.resources.IFile;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.part.ISetSelectionTarget;
import org.hexbench.testdriver.UiDriver;
import org.hexbench.ui.Perspectives;

/**
 * Test fixture: the Hexbench workbench window a UI test drives, with the project's {@link UiDriver} on its display.
 * Every UI test starts from it; the fixtures of the areas (rule files in the rule editor, scenarios in the scenario
 * editor, a copy of Riverford, a game in the Play perspective) build on it.
 */
public final class HexbenchWindow {

    private final UiDriver driver;
    private final Shell shell;

    private HexbenchWindow(UiDriver driver, Shell shell) {
        this.driver = driver;
        this.shell = shell;
    }

    /** @return the workbench window, once it shows */
    public static HexbenchWindow find() {
        UiDriver driver = UiDriver.of(PlatformUI.getWorkbench().getDisplay());
        return new HexbenchWindow(driver, driver.shell("Hexbench"));
    }

    /**
     * Chooses Hexbench › Scenario Authoring Perspective and waits until it is active.
     *
     * @return this window
     */
    public HexbenchWindow showAuthoringPerspective() {
        driver.clickMenu(shell, "Hexbench", "Scenario Authoring Perspective");
        driver.waitUntil("the Scenario Authoring perspective is active",
                () -> Perspectives.AUTHORING.equals(page().getPerspective().getId()));
        return this;
    }

    /** @return the driver of the window's display */
    public UiDriver driver() {
        return driver;
    }

    /** @return the window's shell */
    public Shell shell() {
        return shell;
    }

    /** @return the window's active page */
    public IWorkbenchPage page() {
        return driver.onUi(() -> PlatformUI.getWorkbench().getWorkbenchWindows()[0].getActivePage());
    }

    /**
     * Selects a scenario in the Project Explorer of the Scenario Authoring perspective and chooses Hexbench › Play
     * Scenario..., as a player starts a game of it; the test then meets the New Game dialog (or the message why the
     * scenario cannot be played).
     *
     * @param scenario the scenario file
     */
    public void playScenario(IFile scenario) {
        driver.clickMenu(shell, "Hexbench", "Scenario Authoring Perspective");
        driver.onUi(() -> {
            IViewPart explorer = page().showView(IPageLayout.ID_PROJECT_EXPLORER);
            ((ISetSelectionTarget) explorer).selectReveal(new StructuredSelection(scenario));
            page().activate(explorer);
            return null;
        });
        driver.clickMenu(shell, "Hexbench", "Play Scenario...");
    }

    /** Closes every editor without saving. */
    public void closeEditors() {
        driver.onUi(() -> page().closeAllEditors(false));
    }
}
