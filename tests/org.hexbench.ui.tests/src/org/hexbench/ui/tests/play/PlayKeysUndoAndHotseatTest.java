package org.hexbench.ui.tests.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.CLabel;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.swt.widgets.ToolItem;
import org.hexbench.engine.game.HistoryEntry;
import org.hexbench.engine.world.Entity;
import org.hexbench.play.GameSession;
import org.hexbench.play.MapInteraction;
import org.hexbench.play.Seat;
import org.hexbench.play.SessionStatus;
import org.hexbench.testdriver.ScreenshotOnFailure;
import org.hexbench.testdriver.UiDriver;
import org.hexbench.testdriver.WidgetQuery;
import org.hexbench.ui.play.CommandHistoryView;
import org.hexbench.ui.play.CurrentGame;
import org.hexbench.ui.play.GameMapView;
import org.hexbench.ui.play.GameView;
import org.hexbench.ui.play.PlayViews;
import org.hexbench.ui.play.SelectionView;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Playing with the keyboard and between people at one machine, through real events: Ctrl+Z (Edit &gt; Undo) takes
 * back a move that rolled no dice and is greyed with its reason otherwise (Hexkit's HCL roll-back); Next Unit, the
 * zoom keys and End Turn are the Play context's key bindings; in hotseat play a "Pass to" screen covers the map
 * until the next person confirms; unchecking units in the Selection view splits a stack.
 */
@ExtendWith(ScreenshotOnFailure.class)
class PlayKeysUndoAndHotseatTest {

    @RegisterExtension
    final PlayBench bench = new PlayBench();
    private final UiDriver driver = bench.driver();
    private final Shell window = bench.window();

    private record State(String hash, List<HistoryEntry> entries, long random) {
        static State of(GameSession session) {
            return session.read(g -> new State(g.stateHash(), List.copyOf(g.history().entries()), g.randomPosition()))
                    .orElseThrow();
        }
    }

    /** Selects a unit's site with a left click and moves it with a right click to its farthest move target. */
    private int clickMove(GameMapView map, Entity unit) {
        int from = unit.site();
        driver.clickAt(bench.onScreen(map, from), 1);
        driver.waitUntil("the unit's move targets are highlighted",
                () -> driver.onUi(() -> map.highlight(GameMapView.MOVE_TARGETS).sites().cardinality() > 1));
        int to = driver.onUi(() -> map.highlight(GameMapView.MOVE_TARGETS).sites().stream().filter(t -> t != from)
                .max().orElseThrow());
        driver.clickAt(bench.onScreen(map, to), 3);
        return to;
    }

    @Test
    void ctrlZAndEditUndoTakeBackAMoveExactlyAndAreGreyedWithTheReasonOtherwise() throws Exception {
        GameSession session = bench.riverford(List.of(Seat.HUMAN, Seat.RANDOM));
        GameMapView map = bench.mapOf(session);
        ToolItem undo = driver.find(window, WidgetQuery.of(ToolItem.class).withText("Undo Command"));
        driver.waitUntil("Undo is greyed with its reason", () -> driver.onUi(() -> !undo.isEnabled()
                && undo.getToolTipText().startsWith("Cannot undo: there is no command of this turn to take back")));
        Entity unit = session.read(g -> g.world().faction(0).units().stream().filter(Entity::isPlaced).findFirst()
                .orElseThrow()).orElseThrow();
        int from = unit.site(); // the entity object is the live world's: read its site now
        State before = State.of(session);

        int to = clickMove(map, unit);
        driver.waitUntil("the unit moved", () -> session.read(g -> g.world().entity(unit.id()).site()).orElse(-1) == to);
        driver.waitUntil("Undo is offered", () -> driver.onUi(undo::isEnabled));
        driver.press('z', SWT.CTRL);
        driver.waitUntil("Ctrl+Z took the move back",
                () -> session.read(g -> g.world().entity(unit.id()).site()).orElse(-1) == from);
        assertEquals(before, State.of(session), "world, history and random stream exactly as before the move");
        driver.waitUntil("the selection went back with the units", () -> driver.onUi(() -> map.overlays().isSelected(from)));
        driver.waitUntil("Undo is greyed again", () -> driver.onUi(() -> !undo.isEnabled()));

        int again = clickMove(map, session.read(g -> g.world().entity(unit.id())).orElseThrow());
        driver.waitUntil("the unit moved again", () -> session.read(g -> g.world().entity(unit.id()).site()).orElse(-1) == again);
        driver.waitUntil("Undo is offered", () -> driver.onUi(undo::isEnabled));
        driver.clickMenu(window, "Edit", "Undo Command");
        driver.waitUntil("Edit > Undo took the move back",
                () -> session.read(g -> g.world().entity(unit.id()).site()).orElse(-1) == from);
        assertEquals(before, State.of(session));
        CommandHistoryView history = bench.view(PlayViews.HISTORY, CommandHistoryView.class);
        driver.waitUntil("the Command History forgot the taken-back moves",
                () -> driver.onUi(history::textFormsShown).equals(before.entries().stream().map(HistoryEntry::command).toList()));
        driver.waitUntil("the log says what was taken back", () -> session.log().get(session.log().size() - 1).text()
                .startsWith("took back: moved " + unit.name() + " (" + unit.id() + ")"));
    }

    @Test
    void keysSelectTheNextUnitZoomAndEndTheTurn() throws Exception {
        GameSession session = bench.riverford(List.of(Seat.HUMAN, Seat.RANDOM));
        GameMapView map = bench.mapOf(session);
        driver.onUi(() -> map.canvas().forceFocus());
        MapInteraction interaction = CurrentGame.interaction();

        driver.press('n');
        driver.waitUntil("N selected one unit that can act", () -> driver.onUi(interaction::selectedUnits).size() == 1);
        int first = driver.onUi(() -> interaction.selectedUnits().get(0));
        assertTrue(driver.onUi(interaction::moveTargets).length > 1, "the unit can move");
        driver.press('n');
        driver.waitUntil("N again selected the next unit", () -> driver.onUi(interaction::selectedUnits).size() == 1
                && driver.onUi(() -> interaction.selectedUnits().get(0)) > first);

        driver.press('=', SWT.CTRL);
        driver.waitUntil("Ctrl+= zoomed in to 150 %", () -> driver.onUi(map::zoom) == 1.5);
        driver.press('=', SWT.CTRL);
        driver.waitUntil("Ctrl+= zoomed in to 200 %", () -> driver.onUi(map::zoom) == 2.0);
        driver.press('-', SWT.CTRL);
        driver.waitUntil("Ctrl+- zoomed out to 150 %", () -> driver.onUi(map::zoom) == 1.5);
        driver.press('0', SWT.CTRL);
        driver.waitUntil("Ctrl+0 reset the zoom to 100 %", () -> driver.onUi(map::zoom) == 1.0);

        // the keypad's Enter: SWT's Display.post on GTK posts the main Enter key as a character it cannot type
        driver.press(SWT.KEYPAD_CR, SWT.CTRL);
        driver.waitUntil("Ctrl+Enter ended House Rouge's turn, and the computer played the Blue League's",
                () -> session.status() == SessionStatus.HUMAN_TO_MOVE && session.read(g -> g.world().currentTurn()).orElse(0) == 1);
    }

    /** The Play views a person sees beside the map, each checked to hide the game during a hand-over. */
    private static final List<String> VIEWS = List.of(PlayViews.MAP, PlayViews.SELECTION, PlayViews.HISTORY,
            PlayViews.MESSAGES, PlayViews.FACTIONS);

    /**
     * The controls of a Play view that show now, but for its hand-over page: when a view hides the game, none.
     */
    private List<String> shownBeside(String viewId) {
        Composite handOver = driver.find(window, WidgetQuery.of(Composite.class).withId(viewId + ".handover"));
        Composite view = driver.onUi(handOver::getParent);
        return driver.findAll(view, WidgetQuery.of(Control.class).where("a control that shows beside the hand-over page",
                c -> c.isVisible() && !isInside(c, handOver) && !(c instanceof Composite p && p.getChildren().length > 0)))
                .stream().map(c -> c.getClass().getSimpleName() + " '" + driver.text(c) + "'").toList();
    }

    private static boolean isInside(Control control, Composite parent) {
        for (Control c = control; c != null; c = c.getParent()) {
            if (c == parent) {
                return true;
            }
        }
        return false;
    }

    /** How many pixels of a control on the screen are of a strong colour (the map's terrain, units and highlights). */
    private int colouredPixels(Control control) {
        ImageData image = driver.capture(control);
        int count = 0;
        for (int y = 0; y < image.height; y++) {
            for (int x = 0; x < image.width; x++) {
                RGB rgb = image.palette.getRGB(image.getPixel(x, y));
                int max = Math.max(rgb.red, Math.max(rgb.green, rgb.blue));
                int min = Math.min(rgb.red, Math.min(rgb.green, rgb.blue));
                count += max - min > 60 ? 1 : 0;
            }
        }
        return count;
    }

    /** The status line's texts that show now. */
    private List<String> statusLine() {
        return driver.findAll(window, WidgetQuery.of(CLabel.class).where("showing", CLabel::isVisible)).stream()
                .map(driver::text).toList();
    }

    @Test
    void inHotseatPlayThePassToScreenHidesEveryViewUntilTheNextPersonConfirms() throws Exception {
        GameSession session = bench.riverford(List.of(Seat.HUMAN, Seat.HUMAN));
        GameMapView map = bench.mapOf(session);
        bench.passTo(map, 0);
        for (String id : VIEWS) {
            bench.view(id, GameView.class);
        }
        SelectionView selection = bench.view(PlayViews.SELECTION, SelectionView.class);
        CommandHistoryView history = bench.view(PlayViews.HISTORY, CommandHistoryView.class);
        Entity unit = session.read(g -> g.world().faction(0).units().stream().filter(Entity::isPlaced).findFirst()
                .orElseThrow()).orElseThrow();
        int to = clickMove(map, unit);
        driver.waitUntil("House Rouge moved", () -> session.read(g -> g.world().entity(unit.id()).site()).orElse(-1) == to);

        // House Rouge's position as the views show it: the moved unit selected, hovered, listed, in the history
        driver.clickAt(bench.onScreen(map, to), 1);
        driver.waitUntil("the Selection view names the moved unit", () -> driver.onUi(selection::detailsShown)
                .contains(unit.name()));
        driver.waitUntil("the Command History lists the move", () -> driver.onUi(history::commandsShown).stream()
                .anyMatch(c -> c.startsWith("moved " + unit.name())));
        String told = driver.waitFor("the status line tells of the move", () -> statusLine().stream()
                .filter(t -> t.contains("moved " + unit.name())).findFirst());
        Control canvas = map.canvas();
        Control mapPage = driver.onUi(canvas::getParent);
        assertTrue(colouredPixels(mapPage) > 1000, "the map shows in colour before the turn passes");
        for (String id : VIEWS) {
            assertEquals(-1, driver.onUi(() -> bench.view(id, GameView.class).handOverFaction()), id + " shows the game");
        }
        assertFalse(shownBeside(PlayViews.SELECTION).isEmpty(), "the check below can see the Selection view's game");

        driver.click(driver.find(window, WidgetQuery.of(ToolItem.class).withText("End Turn")));
        driver.waitUntil("the Blue League is to move", () -> session.humanFaction() == 1);
        for (String id : VIEWS) {
            GameView view = bench.view(id, GameView.class);
            driver.waitUntil(id + " waits for the Blue League", () -> driver.onUi(view::handOverFaction) == 1);
            assertEquals(List.of(), shownBeside(id), id + " shows nothing of the game beside its hand-over page");
        }
        assertFalse(driver.onUi(canvas::isVisible), "the map is hidden");
        assertEquals(0, colouredPixels(mapPage), "not one pixel of the map, its units or highlights shows");
        assertFalse(statusLine().contains(told), "the status line no longer tells of House Rouge's move: " + told);
        assertEquals("", driver.onUi(map::siteMessage), "nor of a hovered site");
        driver.find(window, WidgetQuery.of(Label.class).withId(PlayViews.SELECTION + ".handover.text")
                .withText("Pass to " + session.read(g -> g.world().faction(1).name()).orElseThrow()));

        bench.passTo(map, 1);
        assertEquals(-1, driver.onUi(() -> CurrentGame.interaction().selectedSite()), "House Rouge's selection is gone");
        for (String id : VIEWS) {
            GameView view = bench.view(id, GameView.class);
            driver.waitUntil(id + " shows the game again", () -> driver.onUi(view::handOverFaction) == -1);
        }
        driver.waitUntil("the Selection view shows no unit of House Rouge's selection",
                () -> !driver.onUi(selection::detailsShown).contains(unit.name()));
        int entries = session.read(g -> g.history().entries().size()).orElseThrow();
        driver.waitUntil("the Command History shows the game again",
                () -> driver.onUi(history::commandsShown).size() == entries);
    }

    @Test
    void uncheckingUnitsInTheSelectionViewSplitsTheStack() throws Exception {
        GameSession session = bench.riverford(List.of(Seat.HUMAN, Seat.RANDOM));
        GameMapView map = bench.mapOf(session);
        int stack = session.read(g -> g.world().faction(0).units().stream().filter(Entity::isPlaced).map(Entity::site)
                .filter(s -> g.world().site(s).units().size() > 1).findFirst().orElseThrow()).orElseThrow();
        driver.clickAt(bench.onScreen(map, stack), 1);
        SelectionView selection = bench.view(PlayViews.SELECTION, SelectionView.class);
        Table table = driver.find(window, WidgetQuery.of(Table.class).withId(PlayViews.SELECTION + ".units"));
        driver.waitUntil("the Selection view lists the stack's units, all checked", () -> driver.onUi(() -> table.getItemCount() > 1
                && Arrays.stream(table.getItems()).allMatch(TableItem::getChecked)));
        List<Integer> all = driver.onUi(() -> CurrentGame.interaction().selectedUnits());
        for (int i = 1; i < all.size(); i++) {
            int row = i;
            Point box = driver.onUi(() -> {
                Rectangle cell = table.getItem(row).getBounds(0);
                return table.toDisplay(Math.max(2, cell.x - 12), cell.y + cell.height / 2);
            });
            driver.clickAt(box, 1);
            driver.waitUntil("unit " + all.get(row) + " is unchecked", () -> driver.onUi(() -> !table.getItem(row).getChecked()));
        }
        driver.waitUntil("only the first unit is selected",
                () -> driver.onUi(() -> CurrentGame.interaction().selectedUnits()).equals(List.of(all.get(0))));
        assertTrue(driver.onUi(selection::detailsShown).contains("Selected: "), driver.onUi(selection::detailsShown));
        int to = driver.onUi(() -> Arrays.stream(CurrentGame.interaction().moveTargets()).filter(t -> t != stack).max()
                .orElseThrow());
        driver.clickAt(bench.onScreen(map, to), 3);
        driver.waitUntil("the first unit moved", () -> session.read(g -> g.world().entity(all.get(0)).site()).orElse(-1) == to);
        for (int other : all.subList(1, all.size())) {
            assertEquals(stack, (int) session.read(g -> g.world().entity(other).site()).orElseThrow(), "the others stayed");
        }
    }
}
