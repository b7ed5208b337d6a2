package org.hexbench.server.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.hexbench.engine.game.Game;
import org.hexbench.engine.game.TurnSystem;
import org.hexbench.engine.player.Player;
import org.hexbench.server.GameServer;
import org.hexbench.server.ServerSettings;
import org.hexbench.server.client.Hosted;
import org.hexbench.server.client.HostedGame;
import org.hexbench.server.client.HostedServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The server on PostgreSQL instead of the embedded H2: a private cluster ({@link PostgresCluster}) on 127.0.0.1,
 * the schema created by the server, a hosted game played by two clients, the server closed and started again on the
 * same database, the game continued to the end where the same players end it offline, and a repeated submission
 * stored once. Skipped when no PostgreSQL server binaries are installed (Debian: {@code apt-get install postgresql}).
 */
class PostgresTest {

    @TempDir
    Path folder;

    @Test
    void aHostedGameOnPostgresqlSurvivesARestartAndEndsAsOffline() throws Exception {
        Optional<Path> bin = PostgresCluster.binaries();
        assumeTrue(bin.isPresent(), "no PostgreSQL server binaries (initdb, pg_ctl): install Debian's postgresql");
        try (PostgresCluster cluster = PostgresCluster.start(bin.get())) {
            ServerSettings settings = TestServers.settings(folder).withDatabase(cluster.url());
            List<Player> players = HostedGameTest.players("random", 21L, 2);
            Hosted.NewGame created;
            String hash;
            try (GameServer server = TestServers.start(settings)) {
                assertTrue(server.database().startsWith("jdbc:postgresql:"));
                HostedServer client = TestServers.client(server);
                created = client.createGame(TestServers.account(client, "host"), "riverford", 21L, 5);
                List<HostedGame> sides = HostedGameTest.join(client, created, folder.resolve("cache"));
                for (int i = 0; i < 3; i++) {
                    sides.get(i % 2).update(0);
                    sides.get(i % 2).playTurn(players.get(i % 2));
                }
                hash = client.game(created.id(), created.token(0)).stateHash();
            }
            try (GameServer server = TestServers.start(settings)) {
                HostedServer client = TestServers.client(server);
                Hosted.GameInfo info = client.game(created.id(), created.token(1));
                assertEquals(3, info.submissions());
                assertEquals(hash, info.stateHash());
                List<HostedGame> sides = HostedGameTest.join(client, created, folder.resolve("cache"));
                Hosted.Submitted blue = sides.get(1).playTurn(players.get(1));
                Hosted.Submitted again = client.submit(created.id(), created.token(1), blue.event().orders(),
                        blue.submission());
                assertTrue(again.repeated());
                assertEquals(4, client.game(created.id(), created.token(1)).submissions(), "stored once");
                HostedGameTest.playToTheEnd(sides, players, 100);
                var d = sides.get(0).definitions();
                TurnSystem offline = TurnSystem.of(new Game(d.catalog(), d.rules(), 21L), 5);
                offline.play(HostedGameTest.players("random", 21L, 2));
                assertEquals(offline.game().stateHash(), client.game(created.id(), created.token(0)).stateHash());
            }
        }
    }
}
