package org.hexbench.ui.tests.play;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.BitSet;
import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.CLabel;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.ToolItem;
import org.hexbench.engine.command.CommandCodec;
import org.hexbench.engine.command.Move;
import org.hexbench.engine.world.Entity;
import org.hexbench.testdriver.ScreenshotOnFailure;
import org.hexbench.testdriver.Screenshots;
import org.hexbench.testdriver.UiDriver;
import org.hexbench.testdriver.WidgetQuery;
import org.hexbench.ui.map.MapCounter;
import org.hexbench.ui.play.CommandHistoryView;
import org.hexbench.ui.play.GameMapView;
import org.hexbench.ui.play.PlayViews;
import org.hexbench.ui.play.SelectionView;
import org.hexbench.ui.play.CurrentGame;
import org.hexbench.play.GameSession;
import org.hexbench.play.MapInteraction;
import org.hexbench.play.Seat;
import org.hexbench.play.SessionStatus;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The Game Map view draws the live world with the map editor's renderer and is played with the mouse (Hexkit User's
 * Guide §2.3 The Game Map, §2.7 Commands), through real events posted to the window system: a left click on a unit selects its stack and
 * highlights its move targets, hovering a target previews the path and names the site in the status line, a right
 * click moves there; Ctrl+wheel (sent to the canvas: GTK cannot post wheel events) and the tool bar zoom; simultaneous directives are given by the same clicks.
 */
@ExtendWith(ScreenshotOnFailure.class)
class GameMapViewTest {

    @RegisterExtension
    final PlayBench bench = new PlayBench();
    private final UiDriver driver = bench.driver();
    private final Shell window = bench.window();

    private GameMapView mapOf(GameSession session) {
        return bench.mapOf(session);
    }

    private Point onScreen(GameMapView map, int site) {
        return bench.onScreen(map, site);
    }

    /**
     * Turns the mouse wheel with Ctrl held over the map. SWT's {@code Display.post} on GTK posts key and button events
     * only (no scroll events), so the wheel event is sent to the canvas's listeners as the window system would.
     */
    private void ctrlWheel(GameMapView map, int notches) {
        driver.onUi(() -> {
            Event e = new Event();
            e.stateMask = SWT.CTRL;
            e.count = notches;
            e.detail = SWT.SCROLL_LINE;
            e.x = 20;
            e.y = 20;
            map.canvas().notifyListeners(SWT.MouseWheel, e);
        });
        driver.settle();
    }

    private static int[] sites(BitSet set) {
        return set.stream().toArray();
    }

    @Test
    void aClickSelectsAUnitAndShowsItsMoveTargetsAHoverItsPathAndARightClickMovesIt() throws Exception {
        GameSession session = bench.riverford(List.of(Seat.HUMAN, Seat.RANDOM));
        GameMapView map = mapOf(session);
        Entity unit = session.read(g -> g.world().faction(0).units().stream().filter(Entity::isPlaced).findFirst()
                .orElseThrow()).orElseThrow();
        int from = unit.site();
        int rouge = driver.onUi(() -> ((org.hexbench.ui.play.internal.WorldMapContent) map.renderer().content())
                .factionRgb(0));
        assertTrue(driver.onUi(() -> map.renderer().content().counters(from).stream()
                .anyMatch(c -> c.ownerRgb() == rouge && !c.effect())), "the map draws House Rouge's unit on its site");

        driver.clickAt(onScreen(map, from), 1);
        driver.waitUntil("the click selected the unit's site",
                () -> driver.onUi(() -> map.overlays().isSelected(from) && map.highlight(GameMapView.MOVE_TARGETS)
                        .sites().cardinality() > 1));
        MapInteraction interaction = CurrentGame.interaction();
        int[] targets = driver.onUi(interaction::moveTargets);
        assertArrayEquals(targets, sites(driver.onUi(() -> map.highlight(GameMapView.MOVE_TARGETS).sites())),
                "the move-target highlight is the selected units' Coverage");
        List<Integer> units = driver.onUi(interaction::selectedUnits);
        assertTrue(units.contains(unit.id()), "the selected units include the clicked unit " + unit.id());
        SelectionView selection = bench.view(PlayViews.SELECTION, SelectionView.class);
        driver.waitUntil("the Selection view shows the selected units",
                () -> driver.onUi(selection::detailsShown).contains("Selected: " + unit.name() + " (" + unit.id() + ")"));

        // the farthest move target, so the path has a leg or more in between
        int to = driver.onUi(() -> Arrays.stream(targets).filter(t -> t != from).boxed()
                .max((a, b) -> Integer.compare(interaction.pathTo(a).length, interaction.pathTo(b).length)).orElseThrow());
        driver.moveMouse(onScreen(map, to));
        driver.waitUntil("hovering the target previews the path to it", () -> driver.onUi(() -> {
            int[] path = map.overlays().path();
            return path.length > 1 && path[0] == from && path[path.length - 1] == to;
        }));
        assertEquals(to, (int) driver.onUi(() -> map.overlays().hover()), "the hovered site is marked");
        String name = driver.onUi(() -> map.renderer().content().siteName(to));
        assertTrue(driver.onUi(map::siteMessage).startsWith(name), "the hovered site is named: " + map.siteMessage());
        driver.find(window, WidgetQuery.of(CLabel.class).withTextContaining(name));
        driver.screenshot(Screenshots.folder().resolve("play-perspective.png"));

        driver.clickAt(onScreen(map, to), 3);
        String text = CommandCodec.encode(new Move(units, to));
        CommandHistoryView history = bench.view(PlayViews.HISTORY, CommandHistoryView.class);
        driver.waitUntil("the Command History records " + text, () -> driver.onUi(history::textFormsShown).contains(text));
        String words = driver.onUi(() -> history.commandsShown().get(history.textFormsShown().indexOf(text)));
        assertTrue(words.startsWith("moved ") && words.endsWith(" to " + name), "the history speaks of " + name + ": " + words);
        assertEquals(to, (int) session.read(g -> g.world().entity(unit.id()).site()).orElseThrow(), "the unit moved");
        driver.waitUntil("the map draws the unit on its new site and the selection followed it", () -> driver.onUi(() -> {
            List<MapCounter> there = map.renderer().content().counters(to);
            return there.stream().anyMatch(c -> c.ownerRgb() == rouge) && map.overlays().isSelected(to)
                    && !map.overlays().isSelected(from);
        }));
    }

    @Test
    void ctrlWheelAndTheToolBarZoomBetween25And400Percent() throws Exception {
        GameSession session = bench.riverford(List.of(Seat.HUMAN, Seat.RANDOM));
        GameMapView map = mapOf(session);
        assertEquals(1.0, driver.onUi(map::zoom), "a game starts at 100 %");
        int width = driver.onUi(() -> map.figure().getPreferredSize().width);

        ctrlWheel(map, 1);
        driver.waitUntil("Ctrl+wheel up zoomed in to 150 %", () -> driver.onUi(map::zoom) == 1.5);
        assertEquals(1.5, driver.onUi(() -> map.renderer().zoom()), "the renderer draws at the new zoom");
        assertTrue(driver.onUi(() -> map.figure().getPreferredSize().width) > width, "the map grew");
        ctrlWheel(map, -1);
        driver.waitUntil("Ctrl+wheel down zoomed out to 100 %", () -> driver.onUi(map::zoom) == 1.0);

        ToolItem out = driver.find(window, WidgetQuery.of(ToolItem.class).withText("Zoom Out"));
        for (int i = 0; i < 5; i++) {
            driver.click(out);
        }
        driver.waitUntil("Zoom Out stops at 25 %", () -> driver.onUi(map::zoom) == 0.25);
        ToolItem in = driver.find(window, WidgetQuery.of(ToolItem.class).withText("Zoom In"));
        for (int i = 0; i < 10; i++) {
            driver.click(in);
        }
        driver.waitUntil("Zoom In stops at 400 %", () -> driver.onUi(map::zoom) == 4.0);
        assertEquals("Zoom 400%", driver.onUi(map::getContentDescription));

        // a click still hits the right site at 400 %, far from the origin
        Entity unit = session.read(g -> g.world().faction(0).units().stream().filter(Entity::isPlaced)
                .reduce((a, b) -> b).orElseThrow()).orElseThrow();
        driver.clickAt(onScreen(map, unit.site()), 1);
        driver.waitUntil("the click at 400 % selected the unit's site",
                () -> driver.onUi(() -> map.overlays().isSelected(unit.site())));
        driver.onUi(() -> map.setZoom(1));
    }

    @Test
    void simultaneousDirectivesAreGivenByTheSameClicksAndHighlightedUntilTheTurnResolves() throws Exception {
        GameSession session = bench.play(PlayBench.example("riverford-simultaneous", "riverford-simultaneous.hexscenario"),
                List.of(Seat.HUMAN, Seat.HUMAN), 40, 0);
        GameMapView map = mapOf(session);
        for (int faction = 0; faction < 2; faction++) {
            int directing = faction;
            driver.waitUntil("faction " + directing + " gives its directives",
                    () -> session.status() == SessionStatus.HUMAN_TO_MOVE && session.humanFaction() == directing);
            bench.passTo(map, directing);
            driver.waitUntil("no other faction's directive is shown to faction " + directing,
                    () -> driver.onUi(() -> map.highlight(GameMapView.DIRECTIVE_TARGETS).sites().isEmpty()));
            int from = session.read(g -> g.world().faction(directing).units().stream().filter(Entity::isPlaced)
                    .findFirst().orElseThrow().site()).orElseThrow();
            driver.clickAt(onScreen(map, from), 1);
            driver.waitUntil("faction " + directing + "'s unit is selected with its move targets", () -> driver.onUi(
                    () -> map.overlays().isSelected(from) && map.highlight(GameMapView.MOVE_TARGETS).sites().cardinality() > 1));
            int to = driver.onUi(() -> map.highlight(GameMapView.MOVE_TARGETS).sites().stream().filter(t -> t != from)
                    .findFirst().orElseThrow());
            int before = session.pendingDirectives().size();
            driver.clickAt(onScreen(map, to), 3);
            driver.waitUntil("the right click gave a directive", () -> session.pendingDirectives().size() > before);
            driver.waitUntil("the directive's target is highlighted",
                    () -> driver.onUi(() -> map.highlight(GameMapView.DIRECTIVE_TARGETS).sites().get(to)));
            assertEquals(0, session.read(g -> g.history().entries().size()).orElseThrow(), "nothing resolved yet");
            assertEquals(from, (int) session.read(g -> g.world().faction(directing).units().stream()
                    .filter(Entity::isPlaced).findFirst().orElseThrow().site()).orElseThrow(), "the unit waits");
            driver.click(driver.find(window, WidgetQuery.of(ToolItem.class).withText("End Turn")));
        }
        driver.waitUntil("the turn resolved", () -> session.read(g -> g.history().entries().size()).orElse(0) > 0);
        driver.waitUntil("the first faction directs turn 2", () -> session.humanFaction() == 0
                && session.read(g -> g.world().currentTurn()).orElse(0) == 1);
        bench.passTo(map, 0);
        driver.waitUntil("no directive is highlighted after the resolution",
                () -> driver.onUi(() -> map.highlight(GameMapView.DIRECTIVE_TARGETS).sites().isEmpty()));
    }
}
