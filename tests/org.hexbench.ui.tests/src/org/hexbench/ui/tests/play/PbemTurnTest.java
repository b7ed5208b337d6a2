package org.hexbench.ui.tests.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;
import org.eclipse.swt.widgets.ToolItem;
import org.eclipse.ui.PlatformUI;
import org.hexbench.engine.command.CommandCodec;
import org.hexbench.pbem.PbemGame;
import org.hexbench.pbem.PlayerHome;
import org.hexbench.pbem.PlayerKey;
import org.hexbench.pbem.TurnFile;
import org.hexbench.pbem.TurnRecord;
import org.hexbench.play.Definitions;
import org.hexbench.play.GameSession;
import org.hexbench.play.SessionStatus;
import org.hexbench.testdriver.ScreenshotOnFailure;
import org.hexbench.testdriver.UiDriver;
import org.hexbench.testdriver.WidgetQuery;
import org.hexbench.ui.play.CurrentGame;
import org.hexbench.ui.play.internal.ExportTurnHandler;
import org.hexbench.ui.play.internal.ImportTurnHandler;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * Play by e-mail in the IDE: Hexbench › Game › Import Turn opens a HexTC2 game from white's first turn file (its
 * scenario found in the workspace by name and checksum), white places a creature and ends its turn with the Game
 * Map's End Turn, Export Turn asks for the key store's password (a wrong one is refused in a dialog naming the file)
 * and writes the next turn file, which black imports in a home of their own. An older file and a tampered file are
 * refused in dialogs naming the file and the reason, and the running game stays. The native file dialogs are left
 * out: the handlers' file methods are called as the dialogs would.
 */
@ExtendWith(ScreenshotOnFailure.class)
class PbemTurnTest {

    private static final String PASSWORD = "correct horse battery";

    @TempDir
    Path folder;

    private UiDriver driver;
    private Shell window;
    private PlayBench bench;
    private Path alice;
    private Path bob;

    @BeforeEach
    void twoPlayersAndAGame() throws Exception {
        driver = UiDriver.of(PlatformUI.getWorkbench().getDisplay());
        window = driver.shell("Hexbench");
        bench = new PlayBench(driver);
        alice = folder.resolve("alice");
        bob = folder.resolve("bob");
        PlayerKey white = new PlayerHome(alice).keys().create(PASSWORD.toCharArray());
        PlayerKey black = new PlayerHome(bob).keys().create(PASSWORD.toCharArray());
        Definitions hextc2 = Definitions.read(PlayBench.example("hextc2", "hextc2.hexscenario"));
        TurnFile.open(PbemGame.opening(hextc2, List.of(white.publicKey(), black.publicKey()), 0, 7, 100), white)
                .write(turn(0));
    }

    @AfterEach
    void endTheGame() {
        System.clearProperty(PlayerHome.PROPERTY);
        bench.endTheGame();
    }

    private Path turn(int n) {
        return folder.resolve("hextc2-turn-" + n + ".hbturn");
    }

    private void actAs(Path home) {
        System.setProperty(PlayerHome.PROPERTY, home.toString());
    }

    private boolean importTurn(Path file) {
        return driver.onUi(() -> ImportTurnHandler.importTurn(PlatformUI.getWorkbench().getWorkbenchWindows()[0], file));
    }

    /** Starts an import whose error dialog the test answers, and returns the dialog's message. */
    private String refusedImport(Path file) {
        driver.display().asyncExec(() -> ImportTurnHandler.importTurn(
                PlatformUI.getWorkbench().getWorkbenchWindows()[0], file));
        return answer(ImportTurnHandler.TITLE, file.toString());
    }

    /** Reads the message of an open dialog naming a text, and closes it with OK. */
    private String answer(String title, String containing) {
        Shell dialog = driver.shell(title);
        String message = driver.text(driver.find(dialog, WidgetQuery.of(Label.class).withTextContaining(containing)));
        driver.click(driver.find(dialog, WidgetQuery.of(Button.class).withText("OK")));
        driver.waitUntilClosed(dialog);
        return message;
    }

    /** Starts Export Turn, types the password into its dialog, and returns the message of the dialog that follows. */
    private String export(GameSession session, Path file, String password) {
        AtomicReference<Boolean> written = new AtomicReference<>();
        driver.display().asyncExec(() -> written.set(ExportTurnHandler.export(window, session, file)));
        Shell ask = driver.shell("Key Store Password");
        driver.type(driver.find(ask, WidgetQuery.of(Text.class)), password);
        driver.click(driver.find(ask, WidgetQuery.of(Button.class).withText("OK")));
        driver.waitUntilClosed(ask);
        String message = answer(ExportTurnHandler.TITLE, file.toString());
        driver.waitUntil("Export Turn has returned", () -> written.get() != null);
        return message;
    }

    @Test
    void whitePlaysItsTurnFromAnImportedFileAndExportsItAndBlackImportsIt() throws Exception {
        List<String> game = driver.menuLabels(window, "Hexbench", "Game");
        assertTrue(game.contains("Export Turn...") && game.contains("Import Turn..."), game.toString());

        actAs(alice);
        assertTrue(importTurn(turn(0)));
        GameSession white = driver.waitFor("the imported game is the current game",
                () -> Optional.ofNullable(CurrentGame.session()));
        assertEquals(SessionStatus.HUMAN_TO_MOVE, white.status());
        assertEquals(0, white.humanFaction(), "white is to move");
        assertTrue(white.execute(CommandCodec.decode("Place [61] 7")).accepted());
        bench.mapOf(white);
        driver.click(driver.find(window, WidgetQuery.of(ToolItem.class).withText("End Turn")));
        driver.waitUntil("black is to move", () -> white.humanFaction() == 1);

        String wrong = export(white, turn(1), "not the password");
        assertTrue(wrong.startsWith(turn(1) + ": the turn was not exported: ")
                && wrong.contains("the password does not open this key store"), wrong);
        assertFalse(Files.exists(turn(1)), "nothing is written with the wrong password");

        String written = export(white, turn(1), PASSWORD);
        assertTrue(written.startsWith("Wrote " + turn(1) + ": record 1 (white, turn 1), signed with your key ")
                && written.contains("Send it to the player of black"), written);
        TurnFile exported = TurnFile.read(turn(1));
        PbemGame checked = PbemGame.verify(turn(1), exported,
                Definitions.read(PlayBench.example("hextc2", "hextc2.hexscenario")));
        TurnRecord record = exported.records().get(0);
        assertEquals(0, record.faction());
        assertEquals("Place [61] 7", record.commands().get(0), "the person's command comes first: " + record);
        assertEquals(white.stateHash().orElseThrow(), checked.game().stateHash(),
                "black's check of the file reaches the state white's game shows");

        actAs(bob);
        assertTrue(importTurn(turn(1)));
        GameSession black = driver.waitFor("black's game is the current game", () -> Optional
                .ofNullable(CurrentGame.session()).filter(s -> s != white));
        assertEquals(1, black.humanFaction(), "black is to move in the imported game");
        assertEquals(checked.game().stateHash(), black.stateHash().orElseThrow());

        actAs(alice);
        String applied = refusedImport(turn(0));
        assertTrue(applied.startsWith(turn(0) + ": already applied: it holds 0 turn records, your copy of game "),
                applied);
        String text = Files.readString(turn(1));
        Path tampered = Files.writeString(folder.resolve("tampered.hbturn"),
                text.replace("\ncommand Place [61] 7\n", "\ncommand Place [61] 8\n"));
        actAs(bob);
        String forged = refusedImport(tampered);
        assertTrue(forged.startsWith(tampered + ":") && forged.contains("record 1 (white, turn 1) is not signed by"
                + " white's key"), forged);
        assertSame(black, CurrentGame.session(), "a refused file leaves the running game");
        assertNotSame(SessionStatus.CLOSED, black.status());
    }
}
