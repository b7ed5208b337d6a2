package org.hexbench.ui.tests.play;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Menu;
import org.eclipse.swt.widgets.MenuItem;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.swt.widgets.ToolItem;
import org.eclipse.swt.widgets.TreeItem;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.part.ISetSelectionTarget;
import org.hexbench.engine.command.Move;
import org.hexbench.engine.game.SavedGame;
import org.hexbench.engine.world.Entity;
import org.hexbench.testdriver.ScreenshotOnFailure;
import org.hexbench.testdriver.Screenshots;
import org.hexbench.testdriver.UiDriver;
import org.hexbench.testdriver.WidgetQuery;
import org.hexbench.ui.Perspectives;
import org.hexbench.ui.play.CommandHistoryView;
import org.hexbench.ui.play.FactionStatusView;
import org.hexbench.ui.play.GameMapView;
import org.hexbench.ui.play.HistoryGraphView;
import org.hexbench.ui.play.MessageLogView;
import org.hexbench.ui.play.PlayViews;
import org.hexbench.ui.play.ReplayView;
import org.hexbench.ui.play.ComputerPlayersJob;
import org.hexbench.ui.play.CurrentGame;
import org.hexbench.play.GameSession;
import org.hexbench.play.MapInteraction;
import org.hexbench.play.Reply;
import org.hexbench.play.Seat;
import org.hexbench.play.SessionStatus;
import org.hexbench.ui.tests.HexbenchWindow;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Test-playing scenarios in the Play perspective, driven through real SWT events by the project's
 * {@link UiDriver}: a HexTC2 game of two random players started from the New Game dialog runs to a winner shown in
 * the Factions view; a human move on Riverford appears in the Command History with its program; save, load and
 * replay reach the same state hash; the computer players' job can be stopped and resumed; simultaneous turns collect
 * every human's directives and resolve leg by leg; editing the rule file while playing restarts the game under the
 * new rules.
 */
@ExtendWith(ScreenshotOnFailure.class)
class PlayPerspectiveTest {

    private static final String NEW_GAME = "org.hexbench.ui.play.newGame";

    @RegisterExtension
    final PlayBench bench = new PlayBench();
    private final UiDriver driver = bench.driver();
    private final Shell window = bench.window();

    private IWorkbenchPage page() {
        return bench.page();
    }

    private <V> V view(String id, Class<V> type) {
        return bench.view(id, type);
    }

    private static Path example(String project, String file) {
        return PlayBench.example(project, file);
    }

    private GameSession play(Path scenario, List<Seat> seats, int turnLimit, int pauseMillis) throws Exception {
        return bench.play(scenario, seats, turnLimit, pauseMillis);
    }

    /** Copies the Riverford example into a new project of the test workspace, so a test may edit it. */
    private static void copyRiverford(IProject project) throws Exception {
        IProject riverford = ResourcesPlugin.getWorkspace().getRoot().getProject("riverford");
        project.create(null);
        project.open(null);
        for (String name : List.of("riverford.hexscenario", "riverford.hbrules")) {
            riverford.getFile(name).copy(project.getFile(name).getFullPath(), true, null);
        }
        riverford.getFolder("rules").copy(project.getFolder("rules").getFullPath(), true, null);
    }

    @Test
    void aRuleFileWithAnErrorIsReportedWithItsFileAndLineAndStartsNoGame() throws Exception {
        IProject project = ResourcesPlugin.getWorkspace().getRoot().getProject("play-broken-rules");
        try {
            copyRiverford(project);
            IFile rules = project.getFile("riverford.hbrules");
            String text = new String(rules.getContents().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
            rules.setContents(new java.io.ByteArrayInputStream(text.replace("on damage = max(1,", "on damage = max(1 +")
                    .getBytes(java.nio.charset.StandardCharsets.UTF_8)), true, false, null);
            HexbenchWindow.find().playScenario(project.getFile("riverford.hexscenario"));
            Shell error = driver.shell("Cannot Play");
            String message = driver.text(driver.find(error, WidgetQuery.of(Label.class).withTextContaining("riverford.hbrules")));
            assertTrue(message.contains("line "), "the message names the line: " + message);
            driver.click(driver.find(error, WidgetQuery.of(Button.class).withText("OK")));
            driver.waitUntilClosed(error);
            assertEquals(null, CurrentGame.session(), "no game started");
        } finally {
            project.delete(true, true, null);
        }
    }

    private void clearAndType(Spinner spinner, String text) {
        driver.click(spinner);
        driver.onUi(() -> spinner.setFocus());
        driver.press('a', SWT.CTRL);
        for (char c : text.toCharArray()) {
            driver.press(c);
        }
        driver.waitUntil("the spinner shows " + text, () -> spinner.getText().equals(text));
    }

    @Test
    void hexTc2WithTwoRandomPlayersFromTheNewGameDialogReachesAWinnerShownInTheFactionsView() {
        IFile scenario = ResourcesPlugin.getWorkspace().getRoot().getProject("hextc2").getFile("hextc2.hexscenario");
        HexbenchWindow.find().playScenario(scenario);

        Shell dialog = driver.shell("New Game");
        driver.onUi(dialog::forceActive);
        assertTrue(driver.text(driver.find(dialog, WidgetQuery.of(Label.class).withId(NEW_GAME + ".about")))
                .startsWith("HexTC2 1.0 by After COMP202"), "the dialog shows what the scenario says about itself");
        driver.click(driver.find(dialog, WidgetQuery.of(Button.class).withId(NEW_GAME + ".seat.0.random")));
        driver.click(driver.find(dialog, WidgetQuery.of(Button.class).withId(NEW_GAME + ".seat.1.random")));
        clearAndType(driver.find(dialog, WidgetQuery.of(Spinner.class).withId(NEW_GAME + ".turnLimit")), "0");
        clearAndType(driver.find(dialog, WidgetQuery.of(Spinner.class).withId(NEW_GAME + ".pause")), "0");
        driver.click(driver.find(dialog, WidgetQuery.of(Button.class).withText("Start")));
        driver.waitUntilClosed(dialog);

        driver.waitUntil("the Play perspective is active", () -> Perspectives.PLAY.equals(page().getPerspective().getId()));
        GameSession session = driver.waitFor("a game runs", () -> Optional.ofNullable(CurrentGame.session()));
        assertEquals(List.of(Seat.RANDOM, Seat.RANDOM), session.setup().seats(), "both factions are random players");
        assertEquals(0, session.setup().computerPauseMillis(), "the pause typed into the dialog");
        assertEquals(0, session.setup().turnLimit(), "no turn limit, as typed into the dialog");

        FactionStatusView factions = view(PlayViews.FACTIONS, FactionStatusView.class);
        Label headline = driver.withTimeout(Duration.ofSeconds(180)).find(window, WidgetQuery.of(Label.class)
                .withId(PlayViews.FACTIONS + ".headline").withTextContaining("Winner:"));
        String winnerLine = driver.text(headline);
        assertEquals(SessionStatus.GAME_OVER, session.status());
        String winner = session.read(g -> g.world().faction(g.world().winningFaction()).name()).orElseThrow();
        assertTrue(winnerLine.contains(winner), winnerLine + " names the winner " + winner);
        assertTrue(driver.onUi(() -> factions.rowsShown().stream().anyMatch(r -> r[0].equals(winner) && r[2].equals("winner"))),
                "the winner's row says so");

        GameMapView map = view(PlayViews.MAP, GameMapView.class);
        int[] units = session.read(g -> PlayBench.unitsOnSites(g.world())).orElseThrow();
        assertTrue(Arrays.stream(units).sum() > 0, "the winner has units on the map");
        driver.waitUntil("the Game Map draws every unit where it stands at the end", () -> driver.onUi(
                () -> map.renderer() != null && Arrays.equals(units, PlayBench.unitCounters(map.renderer().content()))));

        CommandHistoryView history = view(PlayViews.HISTORY, CommandHistoryView.class);
        int entries = session.read(g -> g.history().entries().size()).orElseThrow();
        driver.waitUntil("the command history lists all " + entries + " commands", () -> history.commandsShown().size() == entries);
        MessageLogView messages = view(PlayViews.MESSAGES, MessageLogView.class);
        driver.waitUntil("the log says who won", () -> messages.messagesShown().stream().anyMatch(m -> m.contains("has won")));
        HistoryGraphView graphs = view(PlayViews.GRAPHS, HistoryGraphView.class);
        int turns = session.read(g -> g.history().statistics().size()).orElseThrow();
        driver.waitUntil("the graphs show a line per faction over every turn",
                () -> graphs.linesShown() == 2 && graphs.pointsShown() == turns);
        driver.onUi(() -> page().showView(PlayViews.HISTORY));
        Table table = driver.find(window, WidgetQuery.of(Table.class).withId(PlayViews.HISTORY + ".table"));
        int lastMove = driver.onUi(() -> history.textFormsShown().lastIndexOf(history.textFormsShown().stream()
                .filter(c -> c.startsWith("Move")).reduce((a, b) -> b).orElseThrow()));
        driver.onUi(() -> table.showItem(table.getItem(lastMove)));
        driver.click(driver.onUi(() -> table.getItem(lastMove)));
        driver.waitUntil("the last move's program is shown", () -> history.programShown().startsWith("# Move"));
        driver.screenshot(Screenshots.folder().resolve("play-command-history.png"));
        driver.onUi(() -> page().showView(PlayViews.GRAPHS));
        driver.click(driver.find(window, WidgetQuery.of(Button.class).withId(PlayViews.GRAPHS + ".units")));
        driver.settle();
        driver.screenshot(Screenshots.folder().resolve("play-history-graphs.png"));
        ReplayView replay = view(PlayViews.REPLAY, ReplayView.class);
        driver.onUi(() -> page().showView(PlayViews.REPLAY));
        driver.click(driver.find(window, WidgetQuery.of(Button.class).withId(PlayViews.REPLAY + ".end")));
        String hash = session.stateHash().orElseThrow();
        driver.waitUntil("the replay reaches the game's state hash (its details)",
                () -> replay.positionDetails().contains("State hash " + hash));
        driver.screenshot(Screenshots.folder().resolve("play-replay.png"));
    }

    @Test
    void thePlayButtonAsksForAScenarioFileAndOpensTheNewGameDialogForOne() {
        IProject riverford = ResourcesPlugin.getWorkspace().getRoot().getProject("riverford");
        driver.clickMenu(window, "Hexbench", "Scenario Authoring Perspective");
        for (Object selected : List.of(riverford, riverford.getFile("riverford.hexscenario"))) {
            driver.onUi(() -> {
                IViewPart explorer = page().showView(IPageLayout.ID_PROJECT_EXPLORER);
                ((ISetSelectionTarget) explorer).selectReveal(new StructuredSelection(selected));
                page().activate(explorer);
                return null;
            });
            driver.click(driver.find(window, WidgetQuery.of(ToolItem.class)
                    .withTooltip("Play the selected scenario in the Play perspective")));
            if (selected == riverford) {
                Shell hint = driver.shell("Play Scenario");
                driver.find(hint, WidgetQuery.of(Label.class).withTextContaining("Select a .hexscenario file"));
                driver.click(driver.find(hint, WidgetQuery.of(Button.class).withText("OK")));
                driver.waitUntilClosed(hint);
            } else {
                Shell dialog = driver.shell("New Game");
                driver.find(dialog, WidgetQuery.of(Label.class).withText("Sequential turns, limit 60"));
                driver.find(dialog, WidgetQuery.of(Label.class).withText("riverford.hbrules"));
                driver.click(driver.find(dialog, WidgetQuery.of(Button.class).withText("Cancel")));
                driver.waitUntilClosed(dialog);
            }
        }
        assertEquals(null, CurrentGame.session(), "cancelling the New Game dialog starts no game");
    }

    @Test
    void theScenarioEditorsHeadingPlaysTheOpenScenario() {
        IProject riverford = ResourcesPlugin.getWorkspace().getRoot().getProject("riverford");
        driver.clickMenu(window, "Hexbench", "Scenario Authoring Perspective");
        driver.onUi(() -> org.eclipse.ui.ide.IDE.openEditor(page(), riverford.getFile("riverford.hexscenario"),
                "org.hexbench.ui.scenario.editor"));
        try {
            driver.click(driver.find(window, WidgetQuery.of(ToolItem.class)
                    .withTooltip("Play this scenario in the Play perspective")
                    .where("on the page shown, inside the window", i -> {
                        var b = i.getBounds();
                        var at = i.getParent().toDisplay(b.x + b.width / 2, b.y + b.height / 2);
                        return i.getParent().isVisible() && b.width > 0 && i.getDisplay().getBounds().contains(at)
                                && i.getParent().getShell().getBounds().contains(at);
                    })));
            Shell dialog = driver.shell("New Game");
            driver.find(dialog, WidgetQuery.of(Label.class).withText("riverford.hbrules"));
            driver.click(driver.find(dialog, WidgetQuery.of(Button.class).withText("Cancel")));
            driver.waitUntilClosed(dialog);
            assertEquals(null, CurrentGame.session(), "cancelling the New Game dialog starts no game");
        } finally {
            driver.onUi(() -> page().closeAllEditors(false));
        }
    }

    @Test
    void theProjectExplorersContextMenuOffersPlayOnScenarioFilesOnly() {
        IProject riverford = ResourcesPlugin.getWorkspace().getRoot().getProject("riverford");
        driver.clickMenu(window, "Hexbench", "Scenario Authoring Perspective");
        for (IFile file : List.of(riverford.getFile("README.md"), riverford.getFile("riverford.hexscenario"))) {
            driver.onUi(() -> {
                IViewPart explorer = page().showView(IPageLayout.ID_PROJECT_EXPLORER);
                ((ISetSelectionTarget) explorer).selectReveal(new StructuredSelection(file));
                page().activate(explorer);
                return null;
            });
            TreeItem item = driver.find(window, WidgetQuery.of(TreeItem.class).withText(file.getName()));
            Menu menu = driver.onUi(() -> item.getParent().getMenu());
            Optional<MenuItem> play = driver.onUi(() -> {
                menu.notifyListeners(SWT.Show, new Event());
                return Arrays.stream(menu.getItems())
                        .filter(m -> m.getText().replace("&", "").equals("Play Scenario...")).findFirst();
            });
            assertEquals(file.getName().endsWith(".hexscenario"), play.isPresent(), "Play in the context menu of " + file.getName());
            if (play.isEmpty()) {
                driver.onUi(() -> menu.notifyListeners(SWT.Hide, new Event()));
            } else {
                driver.display().asyncExec(() -> {
                    play.get().notifyListeners(SWT.Arm, new Event());
                    play.get().notifyListeners(SWT.Selection, new Event());
                });
                driver.display().asyncExec(() -> menu.notifyListeners(SWT.Hide, new Event()));
                Shell dialog = driver.shell("New Game");
                driver.find(dialog, WidgetQuery.of(Label.class).withText("riverford.hexscenario"));
                assertTrue(driver.text(driver.find(dialog, WidgetQuery.of(Label.class).withId(NEW_GAME + ".about")))
                        .startsWith("Riverford 1.0 by Hexbench team\n"), "the New Game dialog of the file chosen");
                driver.click(driver.find(dialog, WidgetQuery.of(Button.class).withText("Cancel")));
                driver.waitUntilClosed(dialog);
            }
        }
    }

    @Test
    void aHumanMoveOnRiverfordThroughTheSessionAppearsInTheCommandHistoryWithItsProgram() throws Exception {
        GameSession session = play(example("riverford", "riverford.hexscenario"), List.of(Seat.HUMAN, Seat.RANDOM), 60, 0);
        driver.waitUntil("House Rouge is to move", () -> session.status() == SessionStatus.HUMAN_TO_MOVE);

        Move move = driver.onUi(() -> {
            MapInteraction map = CurrentGame.interaction();
            Entity unit = session.read(g -> g.world().faction(0).units().stream().filter(Entity::isPlaced).findFirst()
                    .orElseThrow()).orElseThrow();
            map.select(unit.site());
            int[] targets = map.moveTargets();
            assertTrue(targets.length > 1, "the selected units can move");
            int target = Arrays.stream(targets).filter(t -> t != unit.site()).findFirst().orElseThrow();
            assertTrue(map.commandFor(target).orElseThrow() instanceof Move, "a right click on a move target moves");
            assertTrue(map.commandFor(-1).isEmpty(), "no command for a site that is no target");
            map.hover(target);
            assertTrue(map.highlights().path().length > 1, "hovering a move target previews the path");
            assertArrayEquals(targets, map.highlights().moveTargets(), "the highlight set is the move targets");
            int[] path = map.pathTo(target);
            assertEquals(unit.site(), path[0], "the path preview starts at the units");
            assertEquals(target, path[path.length - 1], "and ends at the target");
            Move expected = new Move(map.selectedUnits(), target);
            Reply reply = map.issue(target);
            assertTrue(reply.accepted(), reply.message());
            return expected;
        });
        String text = org.hexbench.engine.command.CommandCodec.encode(move);

        CommandHistoryView history = view(PlayViews.HISTORY, CommandHistoryView.class);
        driver.waitUntil("the Command History records " + text, () -> history.textFormsShown().contains(text));
        driver.onUi(() -> page().showView(PlayViews.HISTORY));
        Table table = driver.find(window, WidgetQuery.of(Table.class).withId(PlayViews.HISTORY + ".table"));
        TableItem item = driver.onUi(() -> table.getItem(history.textFormsShown().indexOf(text)));
        assertTrue(driver.onUi(() -> item.getText(3)).startsWith("moved "), "in words: " + driver.onUi(() -> item.getText(3)));
        driver.click(item);
        driver.waitUntil("the move's program is shown", () -> history.programShown().contains("SetEntitySite"));

        Reply illegal = driver.onUi(() -> session.execute(new Move(move.units(), move.target() == 0 ? 1 : 0)));
        assertFalse(illegal.accepted(), "a move far away is illegal");
        assertTrue(illegal.message().contains("is not a move target"), "the engine's reason: " + illegal.message());
        MessageLogView messages = view(PlayViews.MESSAGES, MessageLogView.class);
        driver.waitUntil("the log shows the rejection with its reason",
                () -> messages.messagesShown().stream().anyMatch(m -> m.startsWith("rejected:") && m.contains("is not a move target")));

        driver.click(driver.find(window, WidgetQuery.of(ToolItem.class).withText("End Turn")));
        driver.waitUntil("the computer played and it is House Rouge's turn 2",
                () -> session.status() == SessionStatus.HUMAN_TO_MOVE && session.read(g -> g.world().currentTurn()).orElse(0) == 1);
    }

    @Test
    void buildAndPlaceThroughTheGameMapButtonsPayAndPlaceTheNewUnit() throws Exception {
        GameSession session = play(example("riverford", "riverford.hexscenario"), List.of(Seat.HUMAN, Seat.RANDOM), 60, 0);
        driver.waitUntil("House Rouge is to move", () -> session.status() == SessionStatus.HUMAN_TO_MOVE);
        int gold = session.read(g -> g.world().faction(0).value(g.world().catalog().variableIndex("gold"))).orElseThrow();

        driver.click(driver.find(window, WidgetQuery.of(ToolItem.class).withText("Build")));
        Shell build = driver.shell("Build");
        driver.click(driver.find(build, WidgetQuery.of(TableItem.class).withTextContaining("(infantry)")));
        driver.click(driver.find(build, WidgetQuery.of(Button.class).withText("OK")));
        driver.waitUntilClosed(build);
        CommandHistoryView history = view(PlayViews.HISTORY, CommandHistoryView.class);
        driver.waitUntil("the history shows the build", () -> history.commandsShown().contains("built Infantry"));
        assertEquals(gold - 20, session.read(g -> g.world().faction(0).value(g.world().catalog().variableIndex("gold")))
                .orElseThrow(), "infantry costs 20 gold");

        long unplaced = session.read(g -> g.world().faction(0).units().stream().filter(u -> !u.isPlaced()).count()).orElseThrow();
        driver.click(driver.find(window, WidgetQuery.of(ToolItem.class).withText("Place")));
        Shell entity = driver.shell("Place");
        driver.click(driver.find(entity, WidgetQuery.of(TableItem.class).withTextContaining("Infantry")));
        driver.click(driver.find(entity, WidgetQuery.of(Button.class).withText("OK")));
        driver.waitUntilClosed(entity);
        // the Game Map highlights where the rules let it be placed; a click on one places it
        GameMapView map = bench.mapOf(session);
        driver.waitUntil("the map highlights the place targets",
                () -> driver.onUi(() -> map.highlight(GameMapView.PLACE_TARGETS).sites().cardinality() > 0));
        int placing = driver.onUi(() -> CurrentGame.interaction().placing());
        int[] allowed = session.read(g -> g.rules().placeTargets(g.world(), 0, g.world().entity(placing).classIndex()))
                .orElseThrow();
        assertArrayEquals(java.util.Arrays.stream(allowed).sorted().toArray(),
                driver.onUi(() -> map.highlight(GameMapView.PLACE_TARGETS).sites().stream().toArray()),
                "the green sites are the rules' place targets");
        int target = allowed[allowed.length - 1];
        driver.clickAt(bench.onScreen(map, target), 1);
        driver.waitUntil("the click placed it", () -> session.read(g -> g.world().entity(placing).site()).orElse(-1) == target);
        driver.waitUntil("the history shows the placement", () -> history.commandsShown().stream()
                .anyMatch(c -> c.startsWith("placed ") && c.endsWith(" on " + driver.onUi(() -> map.renderer().content().siteName(target)))));
        assertEquals(0, driver.onUi(() -> map.highlight(GameMapView.PLACE_TARGETS).sites().cardinality()),
                "placing ended");
        assertEquals(unplaced - 1, session.read(g -> g.world().faction(0).units().stream().filter(u -> !u.isPlaced()).count())
                .orElseThrow(), "one unit more stands on the map");
    }

    @Test
    void aRightClickOnAnAttackTargetAttacksWithTheSelectedUnits() throws Exception {
        GameSession session = play(example("riverford", "riverford.hexscenario"), List.of(Seat.HUMAN, Seat.RANDOM), 60, 0);
        int target = -1;
        for (int turn = 1; turn <= 40 && target < 0; turn++) {
            int played = turn;
            driver.waitUntil("House Rouge is to move in turn " + played, () -> session.status() == SessionStatus.HUMAN_TO_MOVE
                    && session.read(g -> g.world().currentTurn()).orElse(-1) == played - 1);
            target = driver.onUi(() -> {
                MapInteraction map = CurrentGame.interaction();
                List<Integer> sites = session.read(g -> g.world().faction(0).units().stream().filter(Entity::isPlaced)
                        .map(Entity::site).distinct().toList()).orElseThrow();
                for (int site : sites) {
                    map.select(site);
                    int[] targets = map.attackTargets();
                    if (targets.length > 0) {
                        assertTrue(map.commandFor(targets[0]).orElseThrow() instanceof org.hexbench.engine.command.Attack,
                                "a right click on an enemy attacks");
                        return targets[0];
                    }
                }
                assertTrue(session.endTurn().accepted());
                return -1;
            });
        }
        assertTrue(target >= 0, "House Rouge met the enemy within 40 turns");
        int attacked = target;
        List<Integer> attackers = driver.onUi(() -> CurrentGame.interaction().selectedUnits());
        String text = org.hexbench.engine.command.CommandCodec.encode(new org.hexbench.engine.command.Attack(attackers, attacked));
        // hovering the target shows the expected losses, estimated on copies: the game and its dice stay as they are
        GameMapView map = bench.mapOf(session);
        String hash = session.stateHash().orElseThrow();
        long dice = session.read(g -> g.randomPosition()).orElseThrow();
        // the views may still be laying out after the perspective changed: point again until the map has it
        for (int attempt = 0; attempt < 5 && driver.onUi(() -> map.overlays().hover()) != attacked; attempt++) {
            driver.moveMouse(bench.onScreen(map, attacked));
            driver.settle();
        }
        driver.waitUntil("the pointer is over the attacked site " + attacked, () -> driver.onUi(() -> map.overlays().hover())
                == attacked);
        driver.waitUntil("the status line shows the expected losses", () -> driver.onUi(map::siteMessage)
                .matches(".* · Expected losses: attackers \\d+ %, defenders \\d+ % of both sides' strength"));
        assertEquals(hash, session.stateHash().orElseThrow(), "the preview left the game as it was");
        assertEquals(dice, (long) session.read(g -> g.randomPosition()).orElseThrow(), "and its dice");
        driver.clickAt(bench.onScreen(map, attacked), 3);
        CommandHistoryView history = view(PlayViews.HISTORY, CommandHistoryView.class);
        driver.waitUntil("the history records " + text, () -> history.textFormsShown().contains(text));
        // the Messages view speaks the game's language: unit names, classes and coordinates, the rest in details
        MessageLogView messages = view(PlayViews.MESSAGES, MessageLogView.class);
        driver.waitUntil("the Messages view shows the attack in words", () -> driver.onUi(() -> messages.messagesShown()
                .stream().anyMatch(m -> m.matches(".+ \\(\\d+\\) from \\(\\d+, \\d+\\) attacked \\(\\d+, \\d+\\), held by Blue League's .+"))));
        List<String> shown = driver.onUi(messages::messagesShown);
        assertTrue(shown.stream().anyMatch(m -> m.matches("Attack on \\(\\d+, \\d+\\): attackers lost \\d+, defenders lost \\d+")),
                "the combat report names the site by its coordinates: " + shown);
        assertTrue(shown.stream().anyMatch(m -> m.startsWith("moved ") && m.matches(".*(Infantry|Cavalry|Archers|Catapult).*")),
                "the computer's moves name the units' classes");
        java.util.regex.Pattern raw = java.util.regex.Pattern.compile("site \\d|\\[\\d|\\] \\d|instructions|state hash");
        for (String m : shown) {
            assertFalse(raw.matcher(m).find(), "no site index, id list or instruction count in the log: " + m);
        }
        int line = shown.size() - 1 - driver.onUi(() -> {
            List<String> reversed = new java.util.ArrayList<>(messages.messagesShown());
            java.util.Collections.reverse(reversed);
            return reversed.indexOf(reversed.stream().filter(m -> m.contains(" attacked (")).findFirst().orElseThrow());
        });
        assertTrue(driver.onUi(() -> messages.detailsOf(line)).startsWith(text + " ("),
                "the attack's text form and program size are its details: " + driver.onUi(() -> messages.detailsOf(line)));
    }

    @Test
    void saveLoadAndReplayReachTheSameStateHash() throws Exception {
        GameSession session = play(example("riverford", "riverford.hexscenario"), List.of(Seat.HUMAN, Seat.RANDOM), 60, 0);
        for (int turn = 1; turn <= 3; turn++) {
            int played = turn;
            driver.waitUntil("House Rouge is to move in turn " + played, () -> session.status() == SessionStatus.HUMAN_TO_MOVE
                    && session.read(g -> g.world().currentTurn()).orElse(-1) == played - 1);
            assertTrue(driver.onUi(session::endTurn).accepted());
        }
        driver.waitUntil("House Rouge is to move in turn 4", () -> session.status() == SessionStatus.HUMAN_TO_MOVE);
        String hash = session.stateHash().orElseThrow();
        Path folder = Files.createTempDirectory("hexbench-play");
        Path save = folder.resolve("riverford.hxsave.gz");
        try {
            session.save(save);
            assertEquals(hash, SavedGame.read(save).replay(save).stateHash(), "the engine replays the save to its hash");

            GameSession loaded = GameSession.load(save);
            assertEquals(hash, loaded.stateHash().orElseThrow(), "the loaded game continues at the saved state");
            driver.onUi(() -> CurrentGame.set(loaded));
            assertEquals(SessionStatus.HUMAN_TO_MOVE, loaded.status(), "House Rouge moves on in the loaded game");

            ReplayView replay = view(PlayViews.REPLAY, ReplayView.class);
            driver.click(driver.find(window, WidgetQuery.of(Button.class).withId(PlayViews.REPLAY + ".start")));
            driver.waitUntil("the replay starts at turn 1", () -> replay.positionShown().startsWith("Replayed 0 of ")
                    && replay.positionShown().contains(" · turn 1"));
            driver.click(driver.find(window, WidgetQuery.of(Button.class).withId(PlayViews.REPLAY + ".step")));
            driver.waitUntil("one step replays one command", () -> replay.playback().position() == 1);
            driver.click(driver.find(window, WidgetQuery.of(Button.class).withId(PlayViews.REPLAY + ".speed.fastest")));
            driver.click(driver.find(window, WidgetQuery.of(Button.class).withId(PlayViews.REPLAY + ".play")));
            driver.waitUntil("the replay plays to the end of the recording",
                    () -> replay.positionShown().contains("end of the recording"));
            assertTrue(driver.onUi(replay::positionDetails).contains("State hash " + hash),
                    "the replay reaches the saved state hash: " + driver.onUi(replay::positionDetails));
            int[] units = loaded.read(g -> PlayBench.unitsOnSites(g.world())).orElseThrow();
            assertTrue(driver.onUi(() -> Arrays.equals(units, PlayBench.unitCounters(replay.mapRenderer().content()))),
                    "the replay's map draws every unit where the loaded game has it");
        } finally {
            Files.deleteIfExists(save);
            Files.deleteIfExists(folder);
        }
    }

    @Test
    void restartWithUnchangedRulesFromTheGameMenuReachesTheSameState() throws Exception {
        GameSession session = play(example("riverford", "riverford.hexscenario"), List.of(Seat.HUMAN, Seat.RANDOM), 60, 0);
        driver.waitUntil("House Rouge is to move", () -> session.status() == SessionStatus.HUMAN_TO_MOVE);
        assertTrue(driver.onUi(() -> session.endTurn()).accepted());
        driver.waitUntil("House Rouge is to move in turn 2", () -> session.status() == SessionStatus.HUMAN_TO_MOVE
                && session.read(g -> g.world().currentTurn()).orElse(0) == 1);
        String hash = session.stateHash().orElseThrow();

        driver.clickMenu(window, "Hexbench", "Game", "Restart with Changed Rules");
        Shell restarted = driver.shell("Game Restarted");
        String summary = driver.text(driver.find(restarted, WidgetQuery.of(Label.class).withTextContaining("Restarted under")));
        assertTrue(summary.contains("0 rejected"), summary);
        driver.click(driver.find(restarted, WidgetQuery.of(Button.class).withText("OK")));
        driver.waitUntilClosed(restarted);
        GameSession next = CurrentGame.session();
        assertNotEquals(session, next);
        assertEquals(hash, next.stateHash().orElseThrow(), "the same commands under the same rules reach the same state");
    }

    @Test
    void stoppingTheComputerPlayersCancelsTheirJobAndResumeContinues() throws Exception {
        GameSession session = play(example("riverford", "riverford.hexscenario"), List.of(Seat.RANDOM, Seat.RANDOM), 60, 250);
        driver.waitUntil("the computer players are moving in turn 2", () -> session.isComputerMoving()
                && session.read(g -> g.world().currentTurn()).orElse(0) >= 1);

        driver.click(driver.find(window, WidgetQuery.of(ToolItem.class).withText("Stop")));
        driver.waitUntil("the computer players' job ended", () -> Job.getJobManager().find(ComputerPlayersJob.FAMILY).length == 0);
        assertEquals(SessionStatus.COMPUTER_STOPPED, session.status());
        String stoppedAt = session.stateHash().orElseThrow();
        int turn = session.read(g -> g.world().currentTurn()).orElseThrow();
        assertFalse(session.read(g -> g.world().isGameOver()).orElseThrow(), "stopped before the game ended");
        assertTrue(session.log().stream().anyMatch(l -> l.text().equals("computer players stopped")), "the log says so");
        driver.settle();
        assertEquals(stoppedAt, session.stateHash().orElseThrow(), "nothing moves while stopped");

        driver.click(driver.find(window, WidgetQuery.of(ToolItem.class).withText("Resume")));
        driver.waitUntil("the computer players move on", () -> session.read(g -> g.world().currentTurn()).orElse(0) > turn);
    }

    @Test
    void simultaneousTurnsCollectEveryHumansDirectivesThenResolveLegByLeg() throws Exception {
        GameSession session = play(example("riverford-simultaneous", "riverford-simultaneous.hexscenario"),
                List.of(Seat.HUMAN, Seat.HUMAN), 40, 0);
        int queued = 0;
        for (int faction = 0; faction < 2; faction++) {
            int directing = faction;
            int before = queued;
            driver.waitUntil("faction " + directing + " gives its directives",
                    () -> session.status() == SessionStatus.HUMAN_TO_MOVE && session.humanFaction() == directing);
            Reply reply = driver.onUi(() -> {
                MapInteraction map = CurrentGame.interaction();
                Entity unit = session.read(g -> g.world().faction(directing).units().stream().filter(Entity::isPlaced)
                        .findFirst().orElseThrow()).orElseThrow();
                map.select(unit.site());
                int target = Arrays.stream(map.moveTargets()).filter(t -> t != unit.site()).findFirst().orElseThrow();
                return map.issue(target);
            });
            assertTrue(reply.accepted() && reply.message().endsWith("ordered for the turn's resolution"), reply.message());
            queued = session.pendingDirectives().size();
            assertTrue(queued > before, "the directives wait for the resolution");
            assertEquals(0, session.read(g -> g.history().entries().size()).orElseThrow(), "nothing resolved yet");
            driver.click(driver.find(window, WidgetQuery.of(ToolItem.class).withText("End Turn")));
        }
        int all = queued;
        driver.waitUntil("the first faction gives directives for turn 2", () -> session.humanFaction() == 0
                && session.read(g -> g.world().currentTurn()).orElse(0) == 1);
        bench.passTo(bench.mapOf(session), 0); // hotseat: the views show the game once House Rouge's player confirms
        CommandHistoryView history = view(PlayViews.HISTORY, CommandHistoryView.class);
        driver.waitUntil("the turn resolved into the history",
                () -> history.commandsShown().stream().anyMatch(c -> c.startsWith("the turn resolves: turn 1: " + all + " directives")));
        MessageLogView messages = view(PlayViews.MESSAGES, MessageLogView.class);
        driver.waitUntil("the log shows the resolution leg by leg",
                () -> messages.messagesShown().stream().anyMatch(m -> m.matches("leg 1: .+ \\(\\d+(, [^)]+)?\\) \\(\\d+, \\d+\\) → \\(\\d+, \\d+\\)")));
        HistoryGraphView graphs = view(PlayViews.GRAPHS, HistoryGraphView.class);
        driver.waitUntil("the graphs show the resolved turn", () -> graphs.linesShown() == 2 && graphs.pointsShown() == 1);
    }

    @Test
    void aRuleErrorAtEndTurnIsShownWithItsFileAndLineAndTheGameGoesOn() throws Exception {
        IProject project = ResourcesPlugin.getWorkspace().getRoot().getProject("play-rule-error");
        try {
            copyRiverford(project);
            IFile rules = project.getFile("riverford.hbrules");
            String text = new String(rules.getContents().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
            rules.setContents(new java.io.ByteArrayInputStream((text + "\ndefine loop(n: int): int = if n < 0 then 0 else loop(n + 1)\n"
                    + "on turn end {\n    set gold of faction to loop(1)\n}\n").getBytes(java.nio.charset.StandardCharsets.UTF_8)),
                    true, false, null);
            GameSession session = play(project.getFile("riverford.hexscenario").getLocation().toPath(),
                    List.of(Seat.HUMAN, Seat.RANDOM), 60, 0);
            driver.waitUntil("House Rouge is to move", () -> session.status() == SessionStatus.HUMAN_TO_MOVE);
            String before = session.stateHash().orElseThrow();
            driver.click(driver.find(window, WidgetQuery.of(ToolItem.class).withText("End Turn")));
            Shell rejected = driver.shell("End Turn");
            String message = driver.text(driver.find(rejected, WidgetQuery.of(Label.class).withTextContaining("rule recursion too deep")));
            assertTrue(message.matches("(?s).*riverford\\.hbrules:\\d+: .*"), "names the file and line: " + message);
            driver.click(driver.find(rejected, WidgetQuery.of(Button.class).withText("OK")));
            driver.waitUntilClosed(rejected);
            assertEquals(before, session.stateHash().orElseThrow(), "the failed End Turn left no trace");
            assertEquals(SessionStatus.HUMAN_TO_MOVE, session.status(), "House Rouge may go on playing");
            MessageLogView messages = view(PlayViews.MESSAGES, MessageLogView.class);
            driver.waitUntil("the Messages view says what failed",
                    () -> messages.messagesShown().stream().anyMatch(m -> m.contains("rule recursion too deep")));
        } finally {
            CurrentGame.set(null);
            project.delete(true, true, null);
        }
    }

    @Test
    void editingTheRuleFileWhilePlayingOffersARestartThatRerunsTheCommandsUnderTheNewRules() throws Exception {
        IProject project = ResourcesPlugin.getWorkspace().getRoot().getProject("play-hot-reload");
        try {
            copyRiverford(project);
            Path scenario = project.getFile("riverford.hexscenario").getLocation().toPath();
            GameSession session = play(scenario, List.of(Seat.HUMAN, Seat.RANDOM), 60, 0);
            for (int turn = 1; turn <= 2; turn++) {
                int played = turn;
                driver.waitUntil("House Rouge is to move in turn " + played, () -> session.status() == SessionStatus.HUMAN_TO_MOVE
                        && session.read(g -> g.world().currentTurn()).orElse(-1) == played - 1);
                driver.click(driver.find(window, WidgetQuery.of(ToolItem.class).withText("End Turn")));
            }
            driver.waitUntil("House Rouge is to move in turn 3", () -> session.status() == SessionStatus.HUMAN_TO_MOVE);
            String before = session.stateHash().orElseThrow();
            int gold = session.read(g -> g.world().faction(0).value(g.world().catalog().variableIndex("gold"))).orElseThrow();

            IFile rules = project.getFile("riverford.hbrules");
            String text = new String(rules.getContents().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
            assertTrue(text.contains("gold of faction + 10"), "the rule to change");
            rules.setContents(new java.io.ByteArrayInputStream(text.replace("gold of faction + 10", "gold of faction + 500")
                    .getBytes(java.nio.charset.StandardCharsets.UTF_8)), true, false, null);

            Shell question = driver.shell("Definitions Changed");
            driver.click(driver.find(question, WidgetQuery.of(Button.class).withText("Yes")));
            Shell restarted = driver.shell("Game Restarted");
            driver.click(driver.find(restarted, WidgetQuery.of(Button.class).withText("OK")));
            driver.waitUntilClosed(restarted);

            GameSession next = CurrentGame.session();
            assertNotEquals(session, next, "a new session plays under the new rules");
            assertEquals(SessionStatus.CLOSED, session.status(), "the old one is closed");
            String after = next.stateHash().orElseThrow();
            assertNotEquals(before, after, "more gold per turn gives another state");
            int newGold = next.read(g -> g.world().faction(0).value(g.world().catalog().variableIndex("gold"))).orElseThrow();
            assertTrue(newGold > gold, "House Rouge collected 500 a turn now: " + gold + " → " + newGold);
            assertTrue(next.log().stream().anyMatch(l -> l.text().startsWith("Restarted under the changed definitions")),
                    "the log compares old and new outcome");
            assertEquals(SessionStatus.HUMAN_TO_MOVE, next.status(), "the restarted game waits for House Rouge again");
        } finally {
            CurrentGame.set(null);
            project.delete(true, true, null);
        }
    }
}
