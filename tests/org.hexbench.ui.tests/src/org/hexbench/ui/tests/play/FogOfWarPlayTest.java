package org.hexbench.ui.tests.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.ToolItem;
import org.hexbench.engine.command.Move;
import org.hexbench.play.GameSession;
import org.hexbench.play.Seat;
import org.hexbench.play.SessionStatus;
import org.hexbench.scenario.FogOfWar;
import org.hexbench.scenario.ScenarioFactory;
import org.hexbench.scenario.Vision;
import org.hexbench.testdata.SmallScenario;
import org.hexbench.testdriver.ScreenshotOnFailure;
import org.hexbench.testdriver.UiDriver;
import org.hexbench.testdriver.WidgetQuery;
import org.hexbench.ui.map.MapContent;
import org.hexbench.ui.play.CommandHistoryView;
import org.hexbench.ui.play.GameMapView;
import org.hexbench.ui.play.MessageLogView;
import org.hexbench.ui.play.PlayViews;
import org.hexbench.ui.play.ReplayView;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Fog of war in the Play perspective, through real events and the map's pixels: the Game Map draws only the view of
 * the person at the screen (unexplored sites black, sites seen before dimmed with what was last seen there, the sites
 * in sight as they are, no unit the faction does not see); in hotseat play each person, after the hand-over, sees
 * only their own faction's view, and the Command History and the Messages leave out the other's moves; the Replay
 * view switches between each faction's view and the full map.
 */
@ExtendWith(ScreenshotOnFailure.class)
class FogOfWarPlayTest {

    private static final ScenarioFactory F = ScenarioFactory.eINSTANCE;
    /** SmallScenario's plains: {@code #a8c868}. */
    private static final RGB PLAINS = new RGB(0xa8, 0xc8, 0x68);

    @RegisterExtension
    final PlayBench bench = new PlayBench();
    private final UiDriver driver = bench.driver();
    private final Shell window = bench.window();

    /**
     * A 10 × 6 map of plains under full fog: red's soldier at (1, 1), blue's at (8, 1), each seeing 2 steps; the
     * sites see nothing, so what each faction sees is its soldier's sight.
     */
    private static SmallScenario scenario(Path file) throws Exception {
        SmallScenario s = SmallScenario.create(10, 6);
        Vision vision = F.createVision();
        vision.setFog(FogOfWar.FOG);
        s.master.setVision(vision);
        s.plains.setVisionRange(-1);
        s.soldier.setVisionRange(2);
        s.save(file);
        return s;
    }

    /** The colour of a site's centre on the screen, averaged over a small square around it. */
    private RGB colourAt(GameMapView map, int site) {
        Point onScreen = bench.onScreen(map, site);
        Control canvas = map.canvas();
        Point at = driver.onUi(() -> canvas.toControl(onScreen));
        ImageData image = driver.capture(canvas);
        int r = 0, g = 0, b = 0, n = 0;
        for (int dy = -2; dy <= 2; dy++) {
            for (int dx = -2; dx <= 2; dx++) {
                RGB rgb = image.palette.getRGB(image.getPixel(at.x + dx, at.y + dy));
                r += rgb.red;
                g += rgb.green;
                b += rgb.blue;
                n++;
            }
        }
        return new RGB(r / n, g / n, b / n);
    }

    private static int brightness(RGB rgb) {
        return rgb.red + rgb.green + rgb.blue;
    }

    private static boolean near(RGB a, RGB b) {
        return Math.abs(a.red - b.red) + Math.abs(a.green - b.green) + Math.abs(a.blue - b.blue) < 40;
    }

    private static int units(MapContent content, int site) {
        return (int) content.counters(site).stream().filter(c -> !c.effect()).count();
    }

    @Test
    void eachPersonSeesOnlyTheirFactionsViewShroudBlackAndWhatWasLastSeenDimmed() throws Exception {
        Path dir = Files.createTempDirectory("fog");
        SmallScenario s = scenario(dir.resolve("fog.hexscenario"));
        GameSession session = bench.play(dir.resolve("fog.hexscenario"), List.of(Seat.HUMAN, Seat.HUMAN), 20, 0);
        driver.waitUntil("a person is to move", () -> session.status() == SessionStatus.HUMAN_TO_MOVE);
        GameMapView map = bench.mapOf(session);
        bench.passTo(map, 0);
        int red = s.site(1, 1), blue = s.site(8, 1), far = s.site(8, 3), near = s.site(2, 2);
        driver.waitUntil("the map shows Red's view", () -> session.viewer() == 0 && driver.onUi(
                () -> map.content().sight(blue) == MapContent.UNEXPLORED));
        MapContent content = driver.onUi(map::content);
        assertEquals(MapContent.IN_SIGHT, driver.onUi(() -> content.sight(red)));
        assertEquals(1, driver.onUi(() -> units(content, red)), "Red's soldier is drawn");
        assertEquals(0, driver.onUi(() -> units(content, blue)), "Blue's soldier, out of Red's sight, is not");
        RGB shroud = driver.waitFor("an unexplored site is black", () -> java.util.Optional.of(colourAt(map, far))
                .filter(c -> brightness(c) < 90));
        RGB seen = driver.waitFor("a site in sight shows its plains", () -> java.util.Optional.of(colourAt(map, near))
                .filter(c -> near(c, PLAINS)));

        int redSoldier = session.readEverything(g -> g.world().site(red).units().get(0).id()).orElseThrow();
        assertTrue(session.execute(new Move(List.of(redSoldier), s.site(1, 3))).accepted());
        int left = s.site(3, 1); // 2 steps from (1, 1), 4 from (1, 3): seen, then out of sight
        driver.waitUntil("a site Red saw before is shown as remembered",
                () -> driver.onUi(() -> map.content().sight(left)) == MapContent.REMEMBERED);
        RGB dimmed = driver.waitFor("it is drawn dimmed, neither lit nor black", () -> java.util.Optional
                .of(colourAt(map, left)).filter(c -> brightness(c) < brightness(seen) * 3 / 4
                        && brightness(c) > brightness(shroud) + 40));
        assertTrue(dimmed.green > dimmed.blue, "the plains show through the dimming: " + dimmed);

        driver.click(driver.find(window, WidgetQuery.of(ToolItem.class).withText("End Turn")));
        bench.passTo(map, 1);
        int redNow = s.site(1, 3);
        driver.waitUntil("the map shows Blue's view", () -> session.viewer() == 1 && driver.onUi(
                () -> map.content().sight(redNow) == MapContent.UNEXPLORED && map.content().sight(blue)
                        == MapContent.IN_SIGHT));
        assertEquals(0, driver.onUi(() -> units(map.content(), redNow)), "Red's soldier is hidden from Blue");
        assertEquals(1, driver.onUi(() -> units(map.content(), blue)), "Blue sees its own soldier");
        driver.waitFor("Red's corner is black for Blue", () -> java.util.Optional.of(colourAt(map, redNow))
                .filter(c -> brightness(c) < 90));
        assertEquals(-1, session.read(g -> g.world().entity(redSoldier) == null ? -1 : 0).orElseThrow(),
                "what the views read knows nothing of Red's soldier");

        CommandHistoryView history = bench.view(PlayViews.HISTORY, CommandHistoryView.class);
        driver.waitUntil("the Command History hides Red's move from Blue", () -> driver.onUi(history::commandsShown)
                .contains("(not seen)"));
        assertTrue(driver.onUi(history::commandsShown).stream().noneMatch(c -> c.startsWith("moved Soldier")),
                driver.onUi(history::commandsShown).toString());
        MessageLogView messages = bench.view(PlayViews.MESSAGES, MessageLogView.class);
        driver.waitUntil("the Messages leave Red's move out", () -> driver.onUi(messages::messagesShown).stream()
                .noneMatch(m -> m.contains("moved Soldier")));

        driver.click(driver.find(window, WidgetQuery.of(ToolItem.class).withText("End Turn")));
        bench.passTo(map, 0);
        driver.waitUntil("Red's view again, with what Red saw", () -> session.viewer() == 0 && driver.onUi(
                () -> map.content().sight(left) == MapContent.REMEMBERED && map.content().sight(redNow)
                        == MapContent.IN_SIGHT));
    }

    @Test
    void theReplayViewSwitchesBetweenEachFactionsViewAndTheFullMap() throws Exception {
        Path dir = Files.createTempDirectory("fog");
        SmallScenario s = scenario(dir.resolve("fog.hexscenario"));
        GameSession session = bench.play(dir.resolve("fog.hexscenario"), List.of(Seat.RANDOM, Seat.RANDOM), 3, 0);
        driver.waitUntil("the computers played to the turn limit", () -> session.status() == SessionStatus.TURN_LIMIT
                || session.status() == SessionStatus.GAME_OVER);
        ReplayView replay = bench.view(PlayViews.REPLAY, ReplayView.class);
        driver.onUi(() -> bench.page().activate(replay));
        driver.click(driver.find(window, WidgetQuery.of(Button.class).withId(PlayViews.REPLAY + ".start")));
        driver.click(driver.find(window, WidgetQuery.of(Button.class).withId(PlayViews.REPLAY + ".end")));
        driver.waitUntil("the replay reached the end", () -> driver.onUi(replay::positionShown).contains("end of the recording"));
        Combo views = driver.find(window, WidgetQuery.of(Combo.class).withId(PlayViews.REPLAY + ".viewpoint"));
        assertEquals(List.of("Full map", "Red's view", "Blue's view"), driver.onUi(() -> List.of(views.getItems())),
                "nobody plays at this screen: every view is offered");
        int[] realUnits = session.readEverything(g -> PlayBench.unitsOnSites(g.world())).orElseThrow();
        driver.waitUntil("the full map shows every unit", () -> Arrays.equals(realUnits,
                driver.onUi(() -> PlayBench.unitCounters(replay.mapRenderer().content()))));
        for (int faction = 0; faction < 2; faction++) {
            driver.choose(views, faction == 0 ? "Red's view" : "Blue's view");
            int f = faction;
            assertEquals(f, driver.onUi(replay::viewpoint));
            MapContent content = driver.onUi(() -> replay.mapRenderer().content());
            int[] drawn = driver.onUi(() -> PlayBench.unitCounters(content));
            int shroud = 0;
            for (int site = 0; site < drawn.length; site++) {
                int at = site;
                int sight = driver.onUi(() -> content.sight(at));
                shroud += sight == MapContent.UNEXPLORED ? 1 : 0;
                boolean inSight = session.readEverything(g -> g.world().view(f).inSight(at)).orElseThrow();
                assertEquals(inSight, sight == MapContent.IN_SIGHT, "site " + site + " of faction " + f);
                if (sight == MapContent.IN_SIGHT) {
                    assertEquals(realUnits[site], drawn[site], "in sight, every unit is drawn: site " + site);
                } else if (sight == MapContent.UNEXPLORED) {
                    assertEquals(0, drawn[site], "nothing is drawn where the faction never looked: site " + site);
                }
            }
            assertTrue(shroud > 0, "part of the map is unexplored for faction " + f);
        }
        driver.choose(views, "Full map");
        driver.waitUntil("the full map again: nothing in shadow", () -> driver.onUi(() -> {
            MapContent content = replay.mapRenderer().content();
            for (int site = 0; site < content.grid().size(); site++) {
                if (content.sight(site) != MapContent.IN_SIGHT) {
                    return false;
                }
            }
            return true;
        }));
    }
}
