package org.hexbench.server.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.hexbench.engine.game.Game;
import org.hexbench.engine.game.TurnSystem;
import org.hexbench.engine.player.Player;
import org.hexbench.server.client.Hosted;
import org.hexbench.server.client.HostedGame;
import org.hexbench.server.client.HostedServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Games survive the server's process: a server stopped and started again on the same data continues its games, and a
 * server killed with {@code kill -9} in the middle of a turn submission (inside the transaction, before it commits)
 * or right after it answered, then started again, has every acknowledged submission exactly once and none of the
 * unfinished one; the clients send the interrupted submission again with its client token, and the game ends where
 * the same players reach offline. The server runs as a separate {@code java} process on 127.0.0.1 with the embedded
 * H2 database.
 */
class ServerProcessTest {

    @TempDir
    Path folder;

    @Test
    void aRestartedServerContinuesItsGamesWhereTheyWere() throws Exception {
        Path data = folder.resolve("data");
        Path scenarios = TestServers.scenarios(folder);
        Hosted.NewGame created;
        List<Player> players = HostedGameTest.players("random", 5L, 2);
        String before;
        try (ServerProcess first = ServerProcess.start(data, scenarios)) {
            HostedServer client = TestServers.client(first.port());
            created = client.createGame(TestServers.account(client, "host"), "riverford", 5L, 6);
            List<HostedGame> sides = HostedGameTest.join(client, created, folder.resolve("cache"));
            for (int i = 0; i < 5; i++) {
                HostedGame side = sides.get(i % 2);
                side.update(0);
                side.playTurn(players.get(i % 2));
            }
            before = client.game(created.id(), created.token(0)).stateHash();
            first.stop();
        }
        try (ServerProcess second = ServerProcess.start(data, scenarios)) {
            HostedServer client = TestServers.client(second.port());
            Hosted.GameInfo info = client.game(created.id(), created.token(1));
            assertEquals(5, info.submissions(), "the five turns are there after the restart");
            assertEquals(before, info.stateHash());
            List<HostedGame> sides = HostedGameTest.join(client, created, folder.resolve("cache"));
            assertEquals(before, sides.get(1).game().stateHash(), "a client joining now reaches the same state");
            HostedGameTest.playToTheEnd(sides, players, 100);
            assertEquals(offline(sides.get(0), players("random", 5L)), client.game(created.id(), created.token(0))
                    .stateHash(), "the game ends where the same players end it without a restart");
            second.stop();
        }
    }

    @Test
    void aServerKilledMidSubmissionLosesNothingAcknowledgedAndStoresNothingTwice() throws Exception {
        Path data = folder.resolve("data");
        Path scenarios = TestServers.scenarios(folder);
        List<Player> players = HostedGameTest.players("random", 9L, 2);
        Hosted.NewGame created;
        String unfinishedId = HostedGame.newSubmissionId();
        List<String> unfinishedOrders;
        String initial;
        try (ServerProcess slow = ServerProcess.start(data, scenarios, "--commit-delay-ms", "3000")) {
            HostedServer client = TestServers.client(slow.port());
            created = client.createGame(TestServers.account(client, "host"), "riverford", 9L, 6);
            HostedGame red = HostedGameTest.join(client, created, folder.resolve("cache")).get(0);
            initial = red.game().stateHash();
            unfinishedOrders = red.decideTurn(players.get(0));
            assertFalse(unfinishedOrders.isEmpty(), "Red orders something in its first turn");
            CompletableFuture<Hosted.Submitted> inFlight = CompletableFuture.supplyAsync(() -> {
                try {
                    return red.submit(unfinishedOrders, unfinishedId, 1);
                } catch (IOException e) {
                    throw new java.util.concurrent.CompletionException(e);
                }
            });
            Thread.sleep(1500);
            assertFalse(inFlight.isDone(), "the submission is inside its transaction");
            slow.kill();
            ExecutionException lost = assertThrows(ExecutionException.class, () -> inFlight.get(30, TimeUnit.SECONDS));
            assertTrue(lost.getCause().getCause() instanceof IOException, "the client saw no answer: " + lost);
        }
        Hosted.Submitted acknowledged;
        try (ServerProcess again = ServerProcess.start(data, scenarios)) {
            HostedServer client = TestServers.client(again.port());
            Hosted.GameInfo info = client.game(created.id(), created.token(0));
            assertEquals(0, info.submissions(), "the killed transaction stored nothing");
            assertEquals(initial, info.stateHash());
            List<HostedGame> sides = HostedGameTest.join(client, created, folder.resolve("cache"));
            Hosted.Submitted resent = sides.get(0).submit(unfinishedOrders, unfinishedId, 1);
            assertFalse(resent.repeated(), "sent again, the turn is stored now, as new");
            assertEquals(1, resent.seq());
            sides.get(1).update(0);
            acknowledged = sides.get(1).playTurn(players.get(1));
            assertEquals(2, acknowledged.seq());
            again.kill();
        }
        try (ServerProcess third = ServerProcess.start(data, scenarios)) {
            HostedServer client = TestServers.client(third.port());
            Hosted.GameInfo info = client.game(created.id(), created.token(0));
            assertEquals(2, info.submissions(), "the acknowledged turn survived the kill");
            assertEquals(acknowledged.stateHash(), info.stateHash());
            List<HostedGame> sides = HostedGameTest.join(client, created, folder.resolve("cache"));
            Hosted.Submitted repeated = client.submit(created.id(), created.token(1), acknowledged.event().orders(),
                    acknowledged.submission());
            assertTrue(repeated.repeated(), "Blue sends its turn again, not knowing it was stored: it is not stored"
                    + " twice");
            assertEquals(2, client.game(created.id(), created.token(0)).submissions());
            List<Hosted.Event> events = client.events(created.id(), created.token(0), 0, 0).events();
            assertEquals(List.of(1, 2), events.stream().map(Hosted.Event::seq).toList());
            assertEquals(unfinishedId, events.get(0).submission());
            HostedGameTest.playToTheEnd(sides, players, 100);
            assertEquals(offline(sides.get(0), players("random", 9L)), client.game(created.id(), created.token(0))
                    .stateHash(), "the game ends where the same players end it without any crash");
            third.stop();
        }
    }

    private static List<Player> players(String kind, long seed) {
        return HostedGameTest.players(kind, seed, 2);
    }

    private static String offline(HostedGame like, List<Player> players) {
        var d = like.definitions();
        TurnSystem turns = TurnSystem.of(new Game(d.catalog(), d.rules(), like.info().seed()), like.turns().turnLimit());
        turns.play(players);
        return turns.game().stateHash();
    }
}
