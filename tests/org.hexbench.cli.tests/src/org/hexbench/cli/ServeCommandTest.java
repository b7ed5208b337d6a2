package org.hexbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.hexbench.server.ServerLauncher;
import org.hexbench.server.client.Hosted;
import org.hexbench.server.client.HostedServer;
import org.hexbench.testdata.Checkout;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code hexbench serve}: runs the game server on 127.0.0.1 until stopped, offering the scenario folder's scenarios
 * over its HTTP API; malformed options are usage errors.
 */
class ServeCommandTest {

    @TempDir
    Path folder;

    @Test
    void serveRunsTheGameServerUntilItIsStopped() throws Exception {
        Path scenarios = folder.resolve("scenarios");
        Checkout.copyExample("hextc2", scenarios);
        Checkout.copyExample("riverford", scenarios);
        CapturedTerminal terminal = new CapturedTerminal();
        AtomicInteger exit = new AtomicInteger(-1);
        Thread serving = new Thread(() -> exit.set(terminal.run("serve", "--port", "0", "--bind", "127.0.0.1",
                "--data", folder.resolve("data").toString(), "--scenarios", scenarios.toString())), "serve");
        serving.start();
        String line = null;
        for (int i = 0; i < 600 && line == null; i++) {
            line = terminal.out().lines().filter(l -> l.startsWith(ServerLauncher.LISTENING)).findFirst().orElse(null);
            if (line == null) {
                Thread.sleep(100);
            }
        }
        try {
            assertTrue(line != null, "the server says where it listens: " + terminal.out() + terminal.err());
            assertTrue(line.contains("jdbc:h2:file:" + folder.resolve("data")), "the embedded database by default: " + line);
            assertTrue(terminal.out().contains("hextc2, riverford"), terminal.out());
            URI uri = URI.create(line.substring(ServerLauncher.LISTENING.length()).split(" ")[0]);
            assertEquals("127.0.0.1", uri.getHost());
            HostedServer client = new HostedServer(uri);
            assertEquals(List.of("hextc2", "riverford"), client.scenarios().stream().map(Hosted.ScenarioInfo::name)
                    .toList());
            client.createAccount("player", "a long password");
            Hosted.NewGame game = client.createGame(client.login("player", "a long password"), "riverford", 1L, 0);
            assertEquals(60, client.game(game.id(), game.token(0)).turnLimit(), "the scenario's own turn limit");
        } finally {
            serving.interrupt();
            serving.join(30_000);
        }
        assertEquals(ExitCode.OK, exit.get());
        assertTrue(terminal.out().contains("Hexbench game server stopped"));
    }

    @Test
    void malformedOptionsAreUsageErrors() {
        CapturedTerminal terminal = new CapturedTerminal();
        assertEquals(ExitCode.USAGE_ERROR, terminal.run("serve", "--port", "http"));
        assertTrue(terminal.err().contains("--port takes a number"), terminal.err());
        assertEquals(ExitCode.USAGE_ERROR, terminal.run("serve", "--db", "mysql://localhost/x"));
        assertEquals(ExitCode.USAGE_ERROR, terminal.run("serve", "--colour", "red"));
        assertTrue(terminal.err().contains("usage: hexbench serve"), terminal.err());
    }
}
