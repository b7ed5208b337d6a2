package org.hexbench.ui.tests.map;

import static org.hexbench.ui.tests.map.TwoFrameScenario.BLUE;
import static org.hexbench.ui.tests.map.TwoFrameScenario.RED;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;

import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.TreeItem;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.part.FileEditorInput;
import org.hexbench.play.Definitions;
import org.hexbench.play.GameSession;
import org.hexbench.play.GameSetup;
import org.hexbench.play.Seat;
import org.hexbench.play.SessionOptions;
import org.hexbench.play.SessionStatus;
import org.hexbench.testdriver.ScreenshotOnFailure;
import org.hexbench.testdriver.UiDriver;
import org.hexbench.testdriver.WidgetQuery;
import org.hexbench.ui.Perspectives;
import org.hexbench.ui.map.MapAnimation;
import org.hexbench.ui.map.MapAnimator;
import org.hexbench.ui.map.MapLook;
import org.hexbench.ui.map.editor.MapEditor;
import org.hexbench.ui.play.ComputerPlayersJob;
import org.hexbench.ui.play.CurrentGame;
import org.hexbench.ui.play.GameMapView;
import org.hexbench.ui.play.PlayViews;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Idle animation on the screen (Hexkit User's Guide §3.4.3 Frames and Animation: "Animated images cycle through their
 * frames while the game awaits user input"): a unit class drawn from an image of two frames, red then blue, animated
 * continuously forward, shows red, then blue, then red again where its units stand, in the map editor and in the Game
 * Map; the clock repaints only those sites, stops when the editor closes, and stops (the still picture shows) when
 * Window › Preferences › Hexbench › Map turns animation off (cleared on the page, Apply and Close).
 */
@ExtendWith(ScreenshotOnFailure.class)
class MapAnimationTest {

    private UiDriver driver;
    private TwoFrameScenario scenario;

    @BeforeEach
    void createTheScenario() throws Exception {
        driver = UiDriver.of(PlatformUI.getWorkbench().getDisplay());
        scenario = TwoFrameScenario.create();
    }

    @AfterEach
    void closeAndDelete() throws Exception {
        driver.onUi(() -> MapLook.store().setToDefault(MapLook.ANIMATION));
        CurrentGame.set(null);
        driver.waitUntil("no computer players' job is left",
                () -> Job.getJobManager().find(ComputerPlayersJob.FAMILY).length == 0);
        driver.onUi(() -> PlatformUI.getWorkbench().getWorkbenchWindows()[0].getActivePage().closeAllEditors(false));
        scenario.delete();
    }

    /** Waits until the screen shows a colour at a point, then until it shows another. */
    private void seeOneThenTheOther(String where, java.util.function.Supplier<Point> at, int first, int second) {
        driver.waitUntil(where + " shows frame 1 (red)", () -> MapScreen.pixel(driver, at.get()) == first);
        driver.waitUntil(where + " then shows frame 2 (blue)",
                () -> MapScreen.pixel(driver, at.get()) == second);
        driver.waitUntil(where + " then frame 1 again", () -> MapScreen.pixel(driver, at.get()) == first);
    }

    @Test
    void aStackOfTwoFramesShowsFrameOneThenFrameTwoOnScreenAndTheTimerStopsWithTheEditor() {
        MapEditor editor = (MapEditor) driver.onUi(() -> PlatformUI.getWorkbench().getWorkbenchWindows()[0].getActivePage().openEditor(
                new FileEditorInput(scenario.file()), MapEditor.ID, true, IWorkbenchPage.MATCH_ID));
        driver.waitUntil("the map shows", () -> driver.onUi(() -> MapMouse.canvas(editor).isVisible()));
        driver.onUi(() -> editor.zoomManager().setZoom(2));
        int red = scenario.small.site(1, 1), blue = scenario.small.site(3, 1);
        MapAnimator animator = driver.onUi(editor::animator);
        assertTrue(driver.onUi(() -> editor.content().animated()), "the content knows a class animates");
        driver.waitUntil("the animation clock runs", () -> driver.onUi(animator::isRunning));

        seeOneThenTheOther("the red soldier's site",
                () -> MapScreen.onScreen(driver, MapMouse.canvas(editor), editor.figure(), red), RED, BLUE);
        // the clock repaints the two soldiers' sites and nothing else of the 15
        int[] repainted = driver.onUi(animator::lastRepainted);
        Arrays.sort(repainted);
        assertArrayEquals(new int[] {red, blue}, repainted, "only the animated sites are repainted");
        Point plain = MapScreen.onScreen(driver, MapMouse.canvas(editor), editor.figure(),
                scenario.small.site(2, 1));
        assertEquals(0xa8c868, MapScreen.pixel(driver, plain), "plains between them stay plains");

        driver.onUi(() -> PlatformUI.getWorkbench().getWorkbenchWindows()[0].getActivePage().closeEditor(editor, false));
        driver.waitUntil("the clock stops with the editor", () -> !driver.onUi(animator::isRunning));
        long ticks = driver.onUi(animator::ticks);
        sleep(4 * MapAnimation.STEP_MILLIS);
        assertEquals(ticks, (long) driver.onUi(animator::ticks), "no step after the editor closed");
    }

    @Test
    void theGameMapAnimatesAndThePreferenceTurnsAnimationOff() throws Exception {
        GameSession session = GameSession.start(new GameSetup(scenario.path(), List.of(Seat.HUMAN, Seat.RANDOM), 7, 20,
                0), Definitions.read(scenario.path()), new SessionOptions(ComputerPlayersJob.RUNNER, null));
        driver.onUi(() -> {
            PlatformUI.getWorkbench().showPerspective(Perspectives.PLAY, PlatformUI.getWorkbench().getWorkbenchWindows()[0]);
            CurrentGame.set(session);
            return null;
        });
        driver.waitUntil("Red is to move", () -> session.status() == SessionStatus.HUMAN_TO_MOVE);
        GameMapView map = driver.onUi(() -> (GameMapView) PlatformUI.getWorkbench().getWorkbenchWindows()[0].getActivePage().showView(PlayViews.MAP));
        driver.waitUntil("the Game Map draws the game", () -> driver.onUi(() -> map.renderer() != null
                && map.canvas().isVisible()));
        driver.onUi(() -> map.setZoom(2));
        int red = scenario.small.site(1, 1);
        java.util.function.Supplier<Point> at = () -> MapScreen.onScreen(driver, map.canvas(), map.figure(), red);
        seeOneThenTheOther("the Game Map's red soldier", at, RED, BLUE);
        MapAnimator animator = driver.onUi(map::animator);
        assertTrue(driver.onUi(animator::isRunning));

        // Window > Preferences > Hexbench > Map: clear "Animate images", Apply and Close
        Shell window = driver.shell("Hexbench");
        String label = driver.menuLabels(window, "Window").stream().filter(l -> l.startsWith("Preferences"))
                .findFirst().orElseThrow();
        driver.clickMenu(window, "Window", label);
        Shell preferences = driver.shell("Preferences");
        driver.findAll(preferences, WidgetQuery.of(TreeItem.class).withText("Hexbench")).stream().findFirst()
                .ifPresent(root -> {
                    driver.click(root);
                    driver.press(SWT.ARROW_RIGHT);
                });
        driver.click(driver.find(preferences, WidgetQuery.of(TreeItem.class).withText("Map")));
        Button animate = driver.find(preferences, WidgetQuery.of(Button.class)
                .withText("Animate images that ask for it (idle animation)"));
        assertTrue(driver.onUi(animate::getSelection), "on by default");
        driver.click(animate);
        driver.waitUntil("the box is cleared", () -> !driver.onUi(animate::getSelection));
        driver.click(driver.find(preferences, WidgetQuery.of(Button.class).withText("Apply and Close")));
        driver.waitUntilClosed(preferences);
        assertFalse(driver.onUi(MapLook::animation), "the setting is off");
        driver.waitUntil("turning animation off stops the clock", () -> !driver.onUi(animator::isRunning));
        driver.waitUntil("and the still picture, frame 1, shows", () -> MapScreen.pixel(driver, at.get())
                == RED);
        long ticks = driver.onUi(animator::ticks);
        sleep(4 * MapAnimation.STEP_MILLIS);
        assertEquals(RED, MapScreen.pixel(driver, at.get()), "it stays still");
        assertEquals(ticks, (long) driver.onUi(animator::ticks), "no step while animation is off");

        driver.onUi(() -> MapLook.store().setValue(MapLook.ANIMATION, true));
        driver.waitUntil("turning it on again starts the clock", () -> driver.onUi(animator::isRunning));
        driver.waitUntil("and blue shows again", () -> MapScreen.pixel(driver, at.get()) == BLUE);
        assertFalse(driver.onUi(() -> map.canvas().isDisposed()));
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
