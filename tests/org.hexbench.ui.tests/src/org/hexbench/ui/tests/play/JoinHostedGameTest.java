package org.hexbench.ui.tests.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;
import org.eclipse.swt.widgets.ToolItem;
import org.hexbench.ai.PlayerRegistry;
import org.hexbench.ai.PlayerSpec;
import org.hexbench.engine.command.CommandCodec;
import org.hexbench.engine.command.Move;
import org.hexbench.engine.world.Entity;
import org.hexbench.play.GameSession;
import org.hexbench.play.SessionStatus;
import org.hexbench.server.GameServer;
import org.hexbench.server.ServerSettings;
import org.hexbench.server.client.Hosted;
import org.hexbench.server.client.HostedGame;
import org.hexbench.server.client.HostedServer;
import org.hexbench.testdata.Checkout;
import org.hexbench.testdriver.ScreenshotOnFailure;
import org.hexbench.testdriver.UiDriver;
import org.hexbench.testdriver.WidgetQuery;
import org.hexbench.ui.play.CurrentGame;
import org.hexbench.ui.play.FactionStatusView;
import org.hexbench.ui.play.GameMapView;
import org.hexbench.ui.play.PlayViews;
import org.hexbench.ui.play.internal.JoinHostedGameDialog;
import org.hexbench.ui.play.internal.JoinHostedGameHandler;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * Game &gt; Join Hosted Game... through real events: a game server on 127.0.0.1 holds a Riverford game; the dialog
 * takes its address, the game's number and House Rouge's token; the Play perspective shows the game; a unit moved on
 * the Game Map and End Turn reach the server as House Rouge's turn; the Blue League's turn, played by a computer player
 * on another client of the server, arrives in the Play views, and the person is to move again at the server's state.
 */
@ExtendWith(ScreenshotOnFailure.class)
class JoinHostedGameTest {

    @RegisterExtension
    final PlayBench bench = new PlayBench();
    private final UiDriver driver = bench.driver();
    private final Shell window = bench.window();

    @TempDir
    Path folder;

    @Test
    void aJoinedHostedGameSendsThePersonsMoveAndShowsTheOtherSidesTurn() throws Exception {
        Path scenarios = folder.resolve("scenarios");
        Checkout.copyExample("riverford", scenarios);
        ServerSettings settings = ServerSettings.of(0, folder.resolve("data")).withScenarios(scenarios)
                .withPasswordIterations(1000);
        try (GameServer server = GameServer.start(settings, line -> System.err.println("server: " + line))) {
            HostedServer client = new HostedServer(server.uri());
            client.createAccount("host", "a long password");
            Hosted.NewGame game = client.createGame(client.login("host", "a long password"), "riverford", 7L, 0);

            driver.clickMenu(window, "Hexbench", "Game", "Join Hosted Game...");
            Shell dialog = driver.shell("Join Hosted Game");
            Text address = driver.find(dialog, WidgetQuery.of(Text.class).withId(JoinHostedGameDialog.ID + ".server"));
            driver.onUi(() -> address.setText(""));
            driver.type(address, server.uri().toString());
            driver.type(driver.find(dialog, WidgetQuery.of(Text.class).withId(JoinHostedGameDialog.ID + ".game")),
                    Long.toString(game.id()));
            driver.type(driver.find(dialog, WidgetQuery.of(Text.class).withId(JoinHostedGameDialog.ID + ".token")),
                    game.token(0));
            driver.click(driver.find(dialog, WidgetQuery.of(Button.class).withText("Join")));
            driver.waitUntilClosed(dialog);
            GameSession session = driver.waitFor("the hosted game is the current game",
                    () -> Optional.ofNullable(CurrentGame.session()));
            driver.waitUntil("House Rouge, the joined faction, is to move",
                    () -> session.status() == SessionStatus.HUMAN_TO_MOVE && session.humanFaction() == 0);
            FactionStatusView factions = bench.view(PlayViews.FACTIONS, FactionStatusView.class);
            driver.waitUntil("the Factions view says the Blue League is played on the server", () -> driver.onUi(
                    () -> factions.rowsShown().stream().anyMatch(r -> r[0].equals("Blue League")
                            && r[1].equals("Blue League (hosted game " + game.id() + ")"))));

            GameMapView map = bench.mapOf(session);
            Entity unit = session.read(g -> g.world().faction(0).units().stream().filter(Entity::isPlaced).findFirst()
                    .orElseThrow()).orElseThrow();
            int from = unit.site();
            driver.clickAt(bench.onScreen(map, from), 1);
            driver.waitUntil("the unit's move targets are highlighted",
                    () -> driver.onUi(() -> map.highlight(GameMapView.MOVE_TARGETS).sites().cardinality() > 1));
            int to = driver.onUi(() -> map.highlight(GameMapView.MOVE_TARGETS).sites().stream().filter(t -> t != from)
                    .max().orElseThrow());
            driver.clickAt(bench.onScreen(map, to), 3);
            driver.waitUntil("the unit moved", () -> session.read(g -> g.world().entity(unit.id()).site()).orElse(-1)
                    == to);
            driver.click(driver.find(window, WidgetQuery.of(ToolItem.class).withText("End Turn")));

            driver.waitUntil("the server stored House Rouge's turn",
                    () -> submissions(client, game) == 1);
            List<String> sent = client.events(game.id(), game.token(1), 0, 0).events().get(0).commands();
            assertEquals(1, sent.size(), "one order: " + sent);
            assertTrue(CommandCodec.decode(sent.get(0)) instanceof Move move && move.units().contains(unit.id())
                    && move.target() == to, "the server has the move made on the map: " + sent);

            HostedGame blue = HostedGame.join(client, game.id(), game.token(1), folder.resolve("blue"));
            Hosted.Submitted blues = blue.playTurn(PlayerRegistry.create(PlayerSpec.parse("random"), 7L, 1));
            driver.waitUntil("the Blue League's turn arrived and House Rouge is to move in turn 2",
                    () -> session.status() == SessionStatus.HUMAN_TO_MOVE && session.humanFaction() == 0
                            && session.read(g -> g.world().currentTurn()).orElse(0) == 1);
            assertEquals(blues.stateHash(), session.stateHash().orElseThrow(), "the IDE's game is at the server's state");
            driver.clickAt(bench.onScreen(map, from), 1);
            bench.endTheGame(); // leaves the hosted game before its server stops
            assertTrue(JoinHostedGameHandler.joined() == null, "ending the game left the hosted game");
        }
    }

    private static int submissions(HostedServer client, Hosted.NewGame game) {
        try {
            return client.game(game.id(), game.token(0)).submissions();
        } catch (java.io.IOException e) {
            return -1;
        }
    }
}
