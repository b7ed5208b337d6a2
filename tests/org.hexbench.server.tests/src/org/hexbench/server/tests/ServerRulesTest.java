package org.hexbench.server.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.hexbench.engine.command.Command;
import org.hexbench.engine.command.CommandCodec;
import org.hexbench.engine.command.EndTurn;
import org.hexbench.engine.forward.ForwardModel;
import org.hexbench.server.GameServer;
import org.hexbench.server.client.Hosted;
import org.hexbench.server.client.HostedException;
import org.hexbench.server.client.HostedGame;
import org.hexbench.server.client.HostedServer;
import org.hexbench.server.client.TurnOrders;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What the server refuses and how: accounts and passwords, faction tokens, turns out of order, illegal orders (with
 * the engine's reason, the game unchanged), repeated submissions (stored once), and hostile requests (too large,
 * malformed, unknown, paths instead of names), always answered with the API's JSON error and never a stack trace.
 */
class ServerRulesTest {

    @TempDir
    Path folder;

    private GameServer server;
    private HostedServer client;
    private String account;
    private Hosted.NewGame game;

    @BeforeEach
    void start() throws IOException {
        server = TestServers.start(TestServers.settings(folder));
        client = TestServers.client(server);
        account = TestServers.account(client, "alice");
        game = client.createGame(account, "riverford", 11L, 20);
    }

    @AfterEach
    void stop() {
        server.close();
    }

    private static HostedException refusal(org.junit.jupiter.api.function.Executable call) {
        return assertThrows(HostedException.class, call);
    }

    @Test
    void accountsNeedAFreeNameAPasswordAndTheRightPasswordAtLogin() throws IOException {
        assertEquals("account-exists", refusal(() -> client.createAccount("alice", "another password")).code());
        assertEquals(400, refusal(() -> client.createAccount("a/b", "long enough")).status());
        assertEquals(400, refusal(() -> client.createAccount("bob", "short")).status());
        assertEquals(401, refusal(() -> client.login("alice", "wrong password")).status());
        assertEquals(401, refusal(() -> client.login("nobody", "correct horse battery")).status());
        String again = client.login("alice", "correct horse battery");
        assertFalse(again.equals(account), "every login gives a new token");
        assertEquals("forbidden", refusal(() -> client.createGame(game.token(0), "riverford", 1L, 0)).code(),
                "a faction's token creates no games");
        assertEquals(401, refusal(() -> client.createGame("not-a-token", "riverford", 1L, 0)).status());
    }

    @Test
    void aFactionTokenOpensOnlyItsGameAndOnlyItsTurns() throws IOException {
        assertEquals(401, refusal(() -> client.game(game.id(), "wrong-token")).status());
        Hosted.NewGame other = client.createGame(account, "hextc2", 1L, 0);
        assertEquals("forbidden", refusal(() -> client.game(other.id(), game.token(0))).code(),
                "a token of one game opens no other game");
        assertEquals(0, client.game(game.id(), game.token(0)).faction());
        assertEquals(1, client.game(game.id(), game.token(1)).faction());
        assertEquals(-1, client.game(game.id(), account).faction(), "the creator sees the game as no faction");

        HostedException early = refusal(() -> client.submit(game.id(), game.token(1), new TurnOrders(0, 1, List.of()),
                HostedGame.newSubmissionId()));
        assertEquals(409, early.status());
        assertEquals("not-your-turn", early.code());
        assertEquals(0, client.game(game.id(), game.token(0)).submissions());

        String fresh = client.newFactionToken(game.id(), account, 0);
        assertEquals(401, refusal(() -> client.game(game.id(), game.token(0))).status(), "the old token is revoked");
        assertEquals(0, client.game(game.id(), fresh).faction());
        client.createAccount("mallory", "correct horse battery");
        String mallory = client.login("mallory", "correct horse battery");
        assertEquals("forbidden", refusal(() -> client.newFactionToken(game.id(), mallory, 1)).code(),
                "only the creator issues tokens");
        assertEquals("forbidden", refusal(() -> client.game(game.id(), mallory)).code());
    }

    @Test
    void anIllegalOrderIsRefusedWithTheEnginesReasonAndTheGameStaysAsItWas() throws IOException {
        HostedGame red = HostedGame.join(client, game.id(), game.token(0), folder.resolve("cache"));
        String before = client.game(game.id(), game.token(0)).stateHash();
        ForwardModel local = ForwardModel.of(red.turns());
        Command legal = local.legalOrders(0).stream().filter(c -> !(c instanceof EndTurn)).findFirst().orElseThrow();
        String illegal = "Move [" + 999_999 + "] 0";
        String reason = ForwardModel.of(red.turns()).turns().order(0, CommandCodec.decode(illegal)).rejection();
        assertTrue(reason != null && !reason.isBlank());

        HostedException refused = refusal(() -> red.submit(List.of(CommandCodec.encode(legal), illegal)));
        assertEquals(422, refused.status());
        assertEquals("illegal-command", refused.code());
        assertEquals(1, refused.index(), "the second order is the illegal one");
        assertEquals(reason, refused.getMessage(), "the engine's own reason");
        Hosted.GameInfo after = client.game(game.id(), game.token(0));
        assertEquals(0, after.submissions());
        assertEquals(before, after.stateHash(), "the legal order before it did not stay either");
        assertEquals(before, red.game().stateHash(), "the client's copy is unchanged too");

        HostedException malformed = refusal(() -> red.submit(List.of("Teleport everything")));
        assertEquals(400, malformed.status());
        assertEquals("malformed-command", malformed.code());

        Hosted.Submitted ok = red.submit(List.of(CommandCodec.encode(legal)));
        assertEquals(1, ok.seq());
        assertEquals(ok.stateHash(), red.game().stateHash());
    }

    @Test
    void aRepeatedSubmissionIsStoredOnceAndAnsweredWithTheStoredOne() throws IOException {
        HostedGame red = HostedGame.join(client, game.id(), game.token(0), folder.resolve("cache"));
        String id = HostedGame.newSubmissionId();
        TurnOrders turn = new TurnOrders(0, 0, List.of());
        Hosted.Submitted first = client.submit(game.id(), game.token(0), turn, id);
        Hosted.Submitted again = client.submit(game.id(), game.token(0), turn, id);
        assertFalse(first.repeated());
        assertTrue(again.repeated());
        assertEquals(first.seq(), again.seq());
        assertEquals(first.stateHash(), again.stateHash());
        assertEquals(1, client.game(game.id(), game.token(0)).submissions(), "stored once");
        assertEquals(1, client.events(game.id(), game.token(1), 0, 0).events().size());
        red.update(0);
        assertEquals(first.stateHash(), red.game().stateHash());
        assertEquals("not-your-turn", refusal(() -> client.submit(game.id(), game.token(0), turn,
                HostedGame.newSubmissionId())).code(), "a new submission for the same turn is refused");
    }

    @Test
    void anEventRequestWaitsForTheNextTurnButNotLongerThanItAsked() throws Exception {
        long start = System.nanoTime();
        Hosted.Events none = client.events(game.id(), game.token(1), 0, 1);
        long waited = (System.nanoTime() - start) / 1_000_000;
        assertTrue(none.events().isEmpty());
        assertTrue(waited >= 900 && waited < 5_000, "waited " + waited + " ms for a 1 s poll");

        Thread submitter = new Thread(() -> {
            try {
                Thread.sleep(300);
                client.submit(game.id(), game.token(0), new TurnOrders(0, 0, List.of()), HostedGame.newSubmissionId());
            } catch (IOException | InterruptedException e) {
                throw new IllegalStateException(e);
            }
        });
        submitter.start();
        start = System.nanoTime();
        Hosted.Events news = client.events(game.id(), game.token(1), 0, 10);
        waited = (System.nanoTime() - start) / 1_000_000;
        submitter.join(10_000);
        assertEquals(1, news.events().size(), "the waiting request is answered with the new turn");
        assertTrue(waited < 5_000, "answered as the turn arrived, not at the end of the wait: " + waited + " ms");
    }

    @Test
    void hostileRequestsGetAJsonErrorAndNoStackTrace() throws Exception {
        HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
        URI base = server.uri();
        String big = "{\"name\":\"" + "x".repeat(300 * 1024) + "\",\"password\":\"secret123\"}";
        assertError(http, HttpRequest.newBuilder(base.resolve("api/v1/accounts")).POST(
                HttpRequest.BodyPublishers.ofString(big)), 413);
        assertError(http, HttpRequest.newBuilder(base.resolve("api/v1/accounts")).POST(
                HttpRequest.BodyPublishers.ofString("{not json")), 400);
        assertError(http, HttpRequest.newBuilder(base.resolve("api/v1/accounts")).POST(
                HttpRequest.BodyPublishers.ofString("[1,2]")), 400);
        assertError(http, HttpRequest.newBuilder(base.resolve("api/v1/nothing")).GET(), 404);
        assertError(http, HttpRequest.newBuilder(base.resolve("api/v1/scenarios")).DELETE(), 405);
        assertError(http, HttpRequest.newBuilder(base.resolve("api/v1/games/" + game.id() + "/events?after=-4"))
                .header("Authorization", "Bearer " + game.token(0)).GET(), 400);
        assertError(http, HttpRequest.newBuilder(base.resolve("api/v1/games/" + game.id() + "/turns"))
                .header("Authorization", "Bearer " + game.token(0)).POST(HttpRequest.BodyPublishers.ofString(
                        "{\"turn\":0,\"submission\":\"abcdefgh\",\"commands\":[1,2]}")), 400);
        for (String name : List.of("../riverford", "riverford/riverford", "/etc/passwd", "riverford/rules/entities")) {
            HostedException e = refusal(() -> client.createGame(account, name, 1L, 0));
            assertEquals("no-such-scenario", e.code(), name);
        }
        try (Socket socket = new Socket("127.0.0.1", server.port())) {
            socket.setSoTimeout(5_000);
            OutputStream out = socket.getOutputStream();
            out.write("GARBAGE \u0001 NOT-HTTP\r\n\r\n".getBytes(StandardCharsets.ISO_8859_1));
            out.flush();
            InputStream in = socket.getInputStream();
            String answer = new String(in.readNBytes(4096), StandardCharsets.ISO_8859_1);
            assertTrue(answer.startsWith("HTTP/1.1 400"), answer);
            assertFalse(answer.contains("Exception") || answer.contains("\tat "), answer);
        }
    }

    private static void assertError(HttpClient http, HttpRequest.Builder request, int status) throws Exception {
        HttpResponse<String> response = http.send(request.build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(status, response.statusCode(), response.body());
        assertTrue(response.headers().firstValue("Content-Type").orElse("").startsWith("application/json"));
        assertTrue(response.body().startsWith("{\"error\":"), response.body());
        assertFalse(response.body().contains("Exception") || response.body().contains("\tat "), response.body());
    }
}
