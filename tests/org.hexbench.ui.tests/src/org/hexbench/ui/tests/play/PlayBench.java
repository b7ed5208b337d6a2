package org.hexbench.ui.tests.play;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.draw2d.FigureCanvas;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.hexbench.testdriver.WidgetQuery;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.hexbench.engine.world.WorldState;
import org.hexbench.testdriver.UiDriver;
import org.hexbench.ui.map.MapContent;
import org.hexbench.ui.Perspectives;
import org.hexbench.ui.play.CurrentGame;
import org.hexbench.ui.play.GameMapView;
import org.hexbench.ui.play.PlayViews;
import org.hexbench.play.Definitions;
import org.hexbench.play.GameSession;
import org.hexbench.play.GameSetup;
import org.hexbench.play.Seat;
import org.hexbench.play.SessionOptions;
import org.hexbench.play.SessionStatus;
import org.hexbench.ui.tests.HexbenchWindow;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.hexbench.ui.play.ComputerPlayersJob;

/**
 * Test fixture of the Play perspective's tests, registered with {@code @RegisterExtension}: the workbench page, its
 * views, the examples' scenario files, and a game started through the session API (seed 7) and shown in the Play
 * perspective; after each test the dialogs a test left open close and the game ends.
 */
final class PlayBench implements AfterEachCallback {

    private final HexbenchWindow window;
    private final UiDriver driver;

    /** A bench on the workbench window. */
    PlayBench() {
        this.window = HexbenchWindow.find();
        this.driver = window.driver();
    }

    /** A bench for a test that finds the window itself. */
    PlayBench(UiDriver driver) {
        this.window = HexbenchWindow.find();
        this.driver = driver;
    }

    @Override
    public void afterEach(ExtensionContext context) {
        Shell main = window.shell();
        driver.onUi(() -> Arrays.stream(main.getDisplay().getShells())
                .filter(s -> s != main && !s.isDisposed() && s.isVisible()).forEach(Shell::close));
        endTheGame();
    }

    /** @return the driver */
    UiDriver driver() {
        return driver;
    }

    /** @return the workbench window's shell */
    Shell window() {
        return window.shell();
    }

    /** Ends the game a test played and waits until its computer players' job is gone. */
    void endTheGame() {
        CurrentGame.set(null);
        driver.waitUntil("no computer players' job is left",
                () -> Job.getJobManager().find(ComputerPlayersJob.FAMILY).length == 0);
    }

    IWorkbenchPage page() {
        return driver.onUi(() -> PlatformUI.getWorkbench().getWorkbenchWindows()[0].getActivePage());
    }

    /** Shows a view (without activating it) and returns it. */
    <V> V view(String id, Class<V> type) {
        return type.cast(driver.onUi(() -> page().showView(id, null, IWorkbenchPage.VIEW_VISIBLE)));
    }

    /** @return how many unit counters a map draws on each site (effects not counted) */
    static int[] unitCounters(MapContent content) {
        int[] counts = new int[content.grid().size()];
        for (int s = 0; s < counts.length; s++) {
            counts[s] = (int) content.counters(s).stream().filter(c -> !c.effect()).count();
        }
        return counts;
    }

    /** @return how many units stand on each site of a world */
    static int[] unitsOnSites(WorldState world) {
        int[] counts = new int[world.siteCount()];
        for (int s = 0; s < counts.length; s++) {
            counts[s] = world.site(s).units().size();
        }
        return counts;
    }

    static Path example(String project, String file) {
        return ResourcesPlugin.getWorkspace().getRoot().getProject(project).getFile(file).getLocation().toPath();
    }

    /** Shows the Game Map view, activates it, and waits until it draws the session's map. */
    GameMapView mapOf(GameSession session) {
        GameMapView map = view(PlayViews.MAP, GameMapView.class);
        driver.onUi(() -> page().activate(map));
        driver.waitUntil("the Game Map view draws the game (or hides it for the next person)",
                () -> driver.onUi(() -> map.handOverFaction() >= 0 || map.renderer() != null
                        && map.canvas().getContents() == map.figure() && map.canvas().isVisible()));
        return map;
    }

    /** Where a site's centre is on the screen, scrolling the map to it first if it is out of view. */
    Point onScreen(GameMapView map, int site) {
        return driver.onUi(() -> {
            FigureCanvas canvas = map.canvas();
            canvas.forceFocus();
            org.eclipse.draw2d.geometry.Point centre = map.renderer().centreOf(site)
                    .getTranslated(map.figure().getBounds().getLocation());
            Rectangle visible = canvas.getViewport().getClientArea();
            if (!visible.getCropped(new org.eclipse.draw2d.geometry.Insets(10)).contains(centre)) {
                canvas.scrollTo(Math.max(0, centre.x - visible.width / 2), Math.max(0, centre.y - visible.height / 2));
                canvas.getViewport().validate();
                visible = canvas.getViewport().getClientArea();
            }
            return canvas.toDisplay(centre.x - visible.x, centre.y - visible.y);
        });
    }

    /**
     * Waits for the hotseat hand-over screen that hides the map (and the other views) until the faction's player
     * confirms, checks what it says, and confirms with a real click.
     */
    void passTo(GameMapView map, int faction) {
        String name = CurrentGame.session().read(g -> g.world().faction(faction).name()).orElseThrow();
        driver.waitUntil("the map is covered by \"Pass to " + name + "\"",
                () -> driver.onUi(() -> map.handOverFaction() == faction && !map.canvas().isVisible()));
        Shell window = driver.shell("Hexbench");
        driver.find(window, WidgetQuery.of(Label.class).withId(PlayViews.MAP + ".handover.text").withText("Pass to " + name));
        driver.click(driver.find(window, WidgetQuery.of(Button.class).withId(PlayViews.MAP + ".handover.confirm")));
        driver.waitUntil("the map shows again for " + name, () -> driver.onUi(() -> map.handOverFaction() == -1
                && map.canvas().isVisible() && map.renderer() != null));
    }

    /**
     * Starts Riverford (seed 7, 60 turns) through the session API, shows it, and waits until a person is to move.
     *
     * @param seats who plays House Rouge and the Blue League
     * @return the game
     */
    GameSession riverford(List<Seat> seats) throws Exception {
        GameSession session = play(example("riverford", "riverford.hexscenario"), seats, 60, 0);
        driver.waitUntil("a person is to move", () -> session.status() == SessionStatus.HUMAN_TO_MOVE);
        return session;
    }

    /** Starts a game through the session API and shows it in the Play perspective. */
    GameSession play(Path scenario, List<Seat> seats, int turnLimit, int pauseMillis) throws Exception {
        GameSession session = GameSession.start(new GameSetup(scenario, seats, 7, turnLimit, pauseMillis),
                Definitions.read(scenario), new SessionOptions(ComputerPlayersJob.RUNNER, null));
        driver.onUi(() -> {
            PlatformUI.getWorkbench().showPerspective(Perspectives.PLAY, PlatformUI.getWorkbench().getWorkbenchWindows()[0]);
            CurrentGame.set(session);
            return null;
        });
        return session;
    }
}
