package org.hexbench.ui.tests.play;

import java.nio.file.Path;
import java.util.List;

import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.hexbench.engine.world.WorldState;
import org.hexbench.testdriver.UiDriver;
import org.hexbench.ui.map.MapContent;
import org.hexbench.ui.Perspectives;
import org.hexbench.ui.play.CurrentGame;
import org.hexbench.play.Definitions;
import org.hexbench.play.GameSession;
import org.hexbench.play.GameSetup;
import org.hexbench.play.Seat;
import org.hexbench.play.SessionOptions;
import org.hexbench.ui.play.ComputerPlayersJob;

/**
 * What the Play perspective's tests share: the workbench page, its views, the examples' scenario files, and a game
 * started through the session API (seed 7) and shown in the Play perspective.
 */
final class PlayBench {

    private final UiDriver driver;

    PlayBench(UiDriver driver) {
        this.driver = driver;
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
