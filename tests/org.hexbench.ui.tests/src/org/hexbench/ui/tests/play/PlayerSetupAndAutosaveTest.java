package org.hexbench.ui.tests.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.swt.widgets.ToolItem;
import org.eclipse.swt.widgets.TreeItem;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.part.ISetSelectionTarget;
import org.hexbench.engine.command.Move;
import org.hexbench.engine.game.SavedGame;
import org.hexbench.engine.world.Entity;
import org.hexbench.play.GameSession;
import org.hexbench.play.Seat;
import org.hexbench.play.SessionStatus;
import org.hexbench.testdriver.ScreenshotOnFailure;
import org.hexbench.testdriver.UiDriver;
import org.hexbench.testdriver.WidgetQuery;
import org.hexbench.ui.play.ComputerPlayersJob;
import org.hexbench.ui.play.CurrentGame;
import org.hexbench.ui.play.FactionStatusView;
import org.hexbench.ui.play.PlayViews;
import org.hexbench.ui.play.internal.DefaultPlayers;
import org.hexbench.ui.play.internal.PlayPreferences;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Managing players and automatic saves in the IDE (Hexkit User's Guide §2.2 Managing Players, §2.1.3 Automatic
 * Saves), through the real menus and dialogs: Game > Player Setup hands a faction from the computer to a person in the
 * middle of the game; ending a turn writes the automatic save that Game > Load Autosave loads to undo the End Turn;
 * Window > Preferences > Hexbench Play turns automatic saves off for the next game.
 */
@ExtendWith(ScreenshotOnFailure.class)
class PlayerSetupAndAutosaveTest {

    private UiDriver driver;
    private Shell window;
    private PlayBench bench;

    @BeforeEach
    void findTheMainWindow() throws Exception {
        driver = UiDriver.of(PlatformUI.getWorkbench().getDisplay());
        window = driver.shell("Hexbench");
        bench = new PlayBench(driver);
        Files.deleteIfExists(PlayPreferences.autosave());
        PlayPreferences.store().setToDefault(PlayPreferences.AUTOSAVE);
    }

    @AfterEach
    void endTheGame() throws Exception {
        CurrentGame.set(null);
        driver.waitUntil("no computer players' job is left", () -> Job.getJobManager().find(ComputerPlayersJob.FAMILY).length == 0);
        PlayPreferences.store().setToDefault(PlayPreferences.AUTOSAVE);
        PlayPreferences.store().setToDefault(PlayPreferences.DEFAULT_PLAYERS);
        Files.deleteIfExists(PlayPreferences.autosave());
    }

    /** Opens the New Game dialog on Riverford from the Project Explorer. */
    private Shell newGameOnRiverford() {
        IFile scenario = ResourcesPlugin.getWorkspace().getRoot().getProject("riverford").getFile("riverford.hexscenario");
        driver.clickMenu(window, "Hexbench", "Scenario Authoring Perspective");
        driver.onUi(() -> {
            IViewPart explorer = bench.page().showView(IPageLayout.ID_PROJECT_EXPLORER);
            ((ISetSelectionTarget) explorer).selectReveal(new StructuredSelection(scenario));
            bench.page().activate(explorer);
            return null;
        });
        driver.clickMenu(window, "Hexbench", "Play Scenario...");
        return driver.shell("New Game");
    }

    /** Plays Riverford from the Project Explorer through the New Game dialog: a person against the random player. */
    private GameSession startRiverford() {
        Shell dialog = newGameOnRiverford();
        Button blueRandom = driver.find(dialog, WidgetQuery.of(Button.class).withId("org.hexbench.ui.play.newGame.seat.1.random"));
        Button rougeHuman = driver.find(dialog, WidgetQuery.of(Button.class).withId("org.hexbench.ui.play.newGame.seat.0.human"));
        assertTrue(driver.onUi(blueRandom::getSelection), "the Blue League's <computer algorithm=\"random\"/> is its default player");
        assertTrue(driver.onUi(rougeHuman::getSelection), "House Rouge names no computer player: a person plays it by default");
        Spinner pause = driver.find(dialog, WidgetQuery.of(Spinner.class).withId("org.hexbench.ui.play.newGame.pause"));
        driver.onUi(() -> pause.setSelection(0));
        driver.click(driver.find(dialog, WidgetQuery.of(Button.class).withText("Start")));
        driver.waitUntilClosed(dialog);
        GameSession session = driver.waitFor("a game runs", () -> Optional.ofNullable(CurrentGame.session()));
        driver.waitUntil("House Rouge is to move", () -> session.status() == SessionStatus.HUMAN_TO_MOVE);
        return session;
    }

    @Test
    void playerSetupHandsTheComputersFactionToAPersonInTheMiddleOfTheGame() {
        GameSession session = startRiverford();
        assertEquals(Seat.RANDOM, session.seat(1));

        driver.clickMenu(window, "Hexbench", "Game", "Player Setup...");
        Shell setup = driver.shell("Player Setup");
        driver.click(driver.find(setup, WidgetQuery.of(Button.class).withId("org.hexbench.ui.play.playerSetup.seat.1.human")));
        driver.click(driver.find(setup, WidgetQuery.of(Button.class).withText("OK")));
        driver.waitUntilClosed(setup);
        assertEquals(Seat.HUMAN, session.seat(1), "the Blue League is now played by a person");
        FactionStatusView factions = bench.view(PlayViews.FACTIONS, FactionStatusView.class);
        driver.waitUntil("the Factions view says who plays the Blue League", () -> driver.onUi(
                () -> factions.rowsShown().stream().anyMatch(r -> r[0].equals("Blue League") && r[1].equals("Human"))));

        driver.click(driver.find(window, WidgetQuery.of(ToolItem.class).withText("End Turn")));
        driver.waitUntil("the Blue League's person is to move (no computer took its turn)",
                () -> session.status() == SessionStatus.HUMAN_TO_MOVE && session.humanFaction() == 1);
    }

    @Test
    void endingATurnSavesAutomaticallyAndLoadAutosaveUndoesTheEndTurn() throws Exception {
        GameSession session = startRiverford();
        String beforeEndTurn = session.stateHash().orElseThrow();
        driver.click(driver.find(window, WidgetQuery.of(ToolItem.class).withText("End Turn")));
        driver.waitUntil("the computer played and it is House Rouge's turn 2", () -> session.status() == SessionStatus.HUMAN_TO_MOVE
                && session.read(g -> g.world().currentTurn()).orElse(0) == 1);
        assertTrue(Files.isRegularFile(PlayPreferences.autosave()), "the End Turn wrote " + PlayPreferences.autosave());
        assertEquals(beforeEndTurn, SavedGame.read(PlayPreferences.autosave()).hash());

        driver.clickMenu(window, "Hexbench", "Game", "Load Autosave");
        GameSession loaded = driver.waitFor("the autosave is the current game",
                () -> Optional.ofNullable(CurrentGame.session()).filter(s -> s != session));
        assertEquals(beforeEndTurn, loaded.stateHash().orElseThrow(), "back before the End Turn");
        assertEquals(0, (int) loaded.read(g -> g.world().currentTurn()).orElseThrow());
        assertEquals(SessionStatus.HUMAN_TO_MOVE, loaded.status());
    }

    /**
     * Opens Window > Preferences > Hexbench > Hexbench Play; the Hexbench category is opened with the keyboard when
     * the root page is there.
     */
    private Shell openPlayPreferences() {
        String label = driver.menuLabels(window, "Window").stream().filter(l -> l.startsWith("Preferences")).findFirst()
                .orElseThrow();
        driver.clickMenu(window, "Window", label);
        Shell preferences = driver.shell("Preferences");
        Optional<TreeItem> root = driver.findAll(preferences, WidgetQuery.of(TreeItem.class).withText("Hexbench")).stream()
                .findFirst();
        if (root.isPresent()) {
            driver.click(root.get());
            driver.press(SWT.ARROW_RIGHT);
        }
        driver.click(driver.find(preferences, WidgetQuery.of(TreeItem.class).withText("Hexbench Play")));
        return preferences;
    }

    @Test
    void theDefaultPlayersPreferenceIsWhatTheNewGameDialogOffers() {
        Shell preferences = openPlayPreferences();
        Button scenario = driver.find(preferences, WidgetQuery.of(Button.class).withText(DefaultPlayers.SCENARIO.label()));
        assertTrue(driver.onUi(scenario::getSelection), "as the scenario says, by default");
        driver.click(driver.find(preferences, WidgetQuery.of(Button.class).withText(DefaultPlayers.ALL_HUMAN.label())));
        driver.click(driver.find(preferences, WidgetQuery.of(Button.class).withText("Apply and Close")));
        driver.waitUntilClosed(preferences);
        assertEquals(DefaultPlayers.ALL_HUMAN, PlayPreferences.defaultPlayers());

        Shell dialog = newGameOnRiverford();
        for (String seat : List.of("0.human", "1.human")) {
            Button human = driver.find(dialog, WidgetQuery.of(Button.class).withId("org.hexbench.ui.play.newGame.seat." + seat));
            assertTrue(driver.onUi(human::getSelection), "hotseat by preference: " + seat
                    + ", though the Blue League names the random computer player");
        }
        driver.click(driver.find(dialog, WidgetQuery.of(Button.class).withText("Cancel")));
        driver.waitUntilClosed(dialog);

        PlayPreferences.store().setValue(PlayPreferences.DEFAULT_PLAYERS, DefaultPlayers.ALL_COMPUTER.key());
        Shell again = newGameOnRiverford();
        for (String seat : List.of("0.random", "1.random")) {
            Button computer = driver.find(again, WidgetQuery.of(Button.class).withId("org.hexbench.ui.play.newGame.seat." + seat));
            assertTrue(driver.onUi(computer::getSelection), "every faction by the computer: " + seat);
        }
        driver.click(driver.find(again, WidgetQuery.of(Button.class).withText("Cancel")));
        driver.waitUntilClosed(again);
    }

    @Test
    void thePreferencePageTurnsAutomaticSavesOff() throws Exception {
        Shell preferences = openPlayPreferences();
        Button autosave = driver.find(preferences, WidgetQuery.of(Button.class)
                .withText("Save the game automatically at the end of every turn"));
        assertTrue(driver.onUi(autosave::getSelection), "on by default");
        driver.click(autosave);
        driver.waitUntil("the box is cleared", () -> !driver.onUi(autosave::getSelection));
        driver.click(driver.find(preferences, WidgetQuery.of(Button.class).withText("Apply and Close")));
        driver.waitUntilClosed(preferences);
        assertFalse(PlayPreferences.store().getBoolean(PlayPreferences.AUTOSAVE));

        GameSession session = startRiverford();
        driver.click(driver.find(window, WidgetQuery.of(ToolItem.class).withText("End Turn")));
        driver.waitUntil("the computer played and it is House Rouge's turn 2", () -> session.status() == SessionStatus.HUMAN_TO_MOVE
                && session.read(g -> g.world().currentTurn()).orElse(0) == 1);
        assertFalse(Files.exists(PlayPreferences.autosave()), "no automatic save with the preference off");
        assertNotEquals(null, session.stateHash().orElse(null));
    }

    @Test
    void loadAutosaveAsksBeforeAnUnsavedGameEnds() throws Exception {
        GameSession session = startRiverford();
        driver.click(driver.find(window, WidgetQuery.of(ToolItem.class).withText("End Turn")));
        driver.waitUntil("the computer played and it is House Rouge's turn 2", () -> session.status() == SessionStatus.HUMAN_TO_MOVE
                && session.read(g -> g.world().currentTurn()).orElse(0) == 1);
        assertFalse(session.hasUnsavedProgress(), "the End Turn saved automatically");
        Entity unit = session.read(g -> g.world().faction(0).units().stream().filter(Entity::isPlaced).findFirst()
                .orElseThrow()).orElseThrow();
        int target = Arrays.stream(session.moveTargets(List.of(unit.id()))).filter(t -> t != unit.site()).findFirst()
                .orElseThrow();
        assertTrue(session.execute(new Move(List.of(unit.id()), target)).accepted());
        assertTrue(session.hasUnsavedProgress(), "a move since the automatic save");

        driver.clickMenu(window, "Hexbench", "Game", "Load Autosave");
        Shell question = driver.shell("Game Running");
        driver.click(driver.find(question, WidgetQuery.of(Button.class).withText("Cancel")));
        driver.waitUntilClosed(question);
        assertEquals(session, CurrentGame.session(), "Cancel keeps the running game");
        assertNotEquals(SessionStatus.CLOSED, session.status());

        Path save = Files.createTempFile("hexbench-running", ".hbsave");
        try {
            session.save(save);
            assertFalse(session.hasUnsavedProgress(), "saved");
            driver.clickMenu(window, "Hexbench", "Game", "Load Autosave");
            GameSession loaded = driver.waitFor("the autosave is the current game, with no question for a saved game",
                    () -> Optional.ofNullable(CurrentGame.session()).filter(s -> s != session));
            assertFalse(driver.openShellTitles().contains("Game Running"), "no question for a saved game");
            assertEquals(0, (int) loaded.read(g -> g.world().currentTurn()).orElseThrow(), "back before the End Turn");
        } finally {
            Files.deleteIfExists(save);
        }
    }

    @Test
    void loadAutosaveWithoutAnAutomaticSaveSaysSo() {
        driver.clickMenu(window, "Hexbench", "Game", "Load Autosave");
        Shell none = driver.shell("Load Autosave");
        driver.find(none, WidgetQuery.of(Label.class).withTextContaining("no automatic save yet"));
        driver.click(driver.find(none, WidgetQuery.of(Button.class).withText("OK")));
        driver.waitUntilClosed(none);
        assertEquals(null, CurrentGame.session(), "nothing was loaded");
    }
}
