package org.hexbench.ui.tests.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.swt.widgets.Widget;
import org.eclipse.ui.PlatformUI;
import org.hexbench.ai.ComputerPlayerKind;
import org.hexbench.ai.PlayerOption;
import org.hexbench.ai.PlayerRegistry;
import org.hexbench.ai.PlayerSpec;
import org.hexbench.play.GameSession;
import org.hexbench.play.Seat;
import org.hexbench.testdriver.ScreenshotOnFailure;
import org.hexbench.testdriver.UiDriver;
import org.hexbench.testdriver.WidgetQuery;
import org.hexbench.ui.play.CommandHistoryView;
import org.hexbench.ui.play.CurrentGame;
import org.hexbench.ui.play.PlayViews;
import org.hexbench.ui.play.internal.RememberedPlayers;
import org.hexbench.ui.tests.HexbenchWindow;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The New Game dialog offers every computer player of the registry per faction with its options (Hexkit User's Guide
 * §2.2 Managing Players, §9.3.4), the game then plays with the players chosen, the Command History says which player
 * gave each command, and the next New Game dialog of the scenario offers the same choice again.
 */
@ExtendWith(ScreenshotOnFailure.class)
class NewGamePlayersTest {

    private static final String NEW_GAME = "org.hexbench.ui.play.newGame";

    private UiDriver driver;
    private PlayBench bench;
    private IFile scenario;

    @BeforeEach
    void findTheMainWindow() {
        driver = UiDriver.of(PlatformUI.getWorkbench().getDisplay());
        bench = new PlayBench(driver);
        scenario = ResourcesPlugin.getWorkspace().getRoot().getProject("riverford").getFile("riverford.hexscenario");
        RememberedPlayers.forget(scenario.getLocation().toPath());
    }

    @AfterEach
    void endTheGame() {
        bench.endTheGame();
        RememberedPlayers.forget(scenario.getLocation().toPath());
    }

    private Shell newGame() {
        HexbenchWindow.find().playScenario(scenario);
        return driver.shell("New Game");
    }

    private <W extends Widget> W field(Shell dialog, Class<W> type, String id) {
        return driver.find(dialog, WidgetQuery.of(type).withId(NEW_GAME + ".seat." + id));
    }

    @Test
    void everyRegisteredPlayerIsOfferedWithItsOptionsAndTheGamePlaysWithTheOneChosen() {
        Shell dialog = newGame();
        for (int f = 0; f < 2; f++) {
            assertEquals("Human", driver.text(field(dialog, Button.class, f + ".human")));
            for (ComputerPlayerKind kind : PlayerRegistry.kinds()) {
                assertEquals(kind.label(), driver.text(field(dialog, Button.class, f + "." + kind.name())));
                for (PlayerOption option : kind.options()) {
                    field(dialog, Control.class, f + "." + kind.name() + "." + option.name());
                }
            }
        }
        // the Blue League gets the kind with the most options, each changed from its default where a field allows;
        // not the search player mcts, whose every order is a search of up to a second (more with its options raised),
        // so that a game of its orders would outlast this test's wait
        ComputerPlayerKind blue = PlayerRegistry.kinds().stream().filter(k -> !k.name().equals("mcts"))
                .max(Comparator.comparingInt((ComputerPlayerKind k) -> k.options().size())).orElseThrow();
        driver.click(field(dialog, Button.class, "0.random"));
        driver.click(field(dialog, Button.class, "1." + blue.name()));
        Map<String, String> options = new LinkedHashMap<>();
        for (PlayerOption option : blue.options()) {
            Control control = field(dialog, Control.class, "1." + blue.name() + "." + option.name());
            assertTrue(driver.onUi(control::isVisible), option.name() + " shows for the chosen kind");
            if (control instanceof Button check) {
                driver.click(check);
                options.put(option.name(), Boolean.toString(!Boolean.parseBoolean(option.defaultValue())));
            } else if (control instanceof Spinner spinner) {
                int value = Integer.parseInt(option.defaultValue()) + 1;
                driver.enterNumber(spinner, value);
                options.put(option.name(), Integer.toString(value));
            }
        }
        Spinner pause = driver.find(dialog, WidgetQuery.of(Spinner.class).withId(NEW_GAME + ".pause"));
        driver.enterNumber(pause, 0);
        driver.click(driver.find(dialog, WidgetQuery.of(Button.class).withText("Start")));
        driver.waitUntilClosed(dialog);

        GameSession session = driver.waitFor("a game runs", () -> Optional.ofNullable(CurrentGame.session()));
        Seat blueSeat = Seat.computer(new PlayerSpec(blue.name(), options));
        assertEquals(List.of(Seat.RANDOM, blueSeat), session.setup().seats());
        CommandHistoryView history = bench.view(PlayViews.HISTORY, CommandHistoryView.class);
        driver.withTimeout(java.time.Duration.ofSeconds(90)).waitUntil("both computer players gave orders",
                () -> driver.onUi(() -> {
                    List<String> shown = history.playersShown();
                    List<String> commands = history.textFormsShown();
                    boolean rouge = false;
                    boolean league = false;
                    for (int i = 0; i < Math.min(shown.size(), commands.size()); i++) {
                        boolean order = !commands.get(i).startsWith("BeginTurn") && !commands.get(i).startsWith("EndTurn");
                        rouge |= order && shown.get(i).equals("House Rouge: Random computer player");
                        league |= order && shown.get(i).equals("Blue League: " + blueSeat.label());
                    }
                    return rouge && league;
                }));
        bench.endTheGame();

        Shell again = newGame();
        assertTrue(driver.onUi(field(again, Button.class, "0.random")::getSelection),
                "the dialog offers House Rouge's computer player again, not the scenario's person");
        assertFalse(driver.onUi(field(again, Button.class, "0.human")::getSelection));
        assertTrue(driver.onUi(field(again, Button.class, "1." + blue.name())::getSelection));
        driver.click(driver.find(again, WidgetQuery.of(Button.class).withText("Cancel")));
        driver.waitUntilClosed(again);
        Path file = scenario.getLocation().toPath();
        assertTrue(RememberedPlayers.of(file, 2, org.hexbench.ui.play.internal.PlayPreferences.defaultPlayers()).isPresent());
    }
}
