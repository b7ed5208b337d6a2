package org.hexbench.server.tests;

import java.io.IOException;
import java.net.URI;
import java.nio.file.Path;
import org.hexbench.server.GameServer;
import org.hexbench.server.ServerSettings;
import org.hexbench.server.client.HostedServer;
import org.hexbench.testdata.Checkout;

/**
 * Game servers for tests: on 127.0.0.1 and a free port, with a data folder of the test's own and a scenario folder
 * holding copies of the shipped examples (HexTC2, Riverford, Riverford Crossing), and cheap password hashing so
 * accounts are made quickly.
 */
final class TestServers {

    /** The examples a test server offers. */
    static final String[] EXAMPLES = {"hextc2", "riverford", "riverford-simultaneous"};

    private TestServers() {
    }

    /**
     * Copies the examples into {@code folder/scenarios}.
     *
     * @param folder a test's folder
     * @return the scenario folder
     */
    static Path scenarios(Path folder) {
        Path scenarios = folder.resolve("scenarios");
        if (!java.nio.file.Files.isDirectory(scenarios)) {
            for (String name : EXAMPLES) {
                Checkout.copyExample(name, scenarios);
            }
        }
        return scenarios;
    }

    /**
     * @param folder a test's folder: the data folder is {@code folder/data}
     * @return settings for a server on a free port with the embedded database
     */
    static ServerSettings settings(Path folder) {
        return ServerSettings.of(0, folder.resolve("data")).withScenarios(scenarios(folder)).withPasswordIterations(1000);
    }

    /**
     * @param settings how to run
     * @return a started server (the caller closes it)
     * @throws IOException if it cannot start
     */
    static GameServer start(ServerSettings settings) throws IOException {
        return GameServer.start(settings, line -> System.err.println("server: " + line));
    }

    /**
     * @param server a running server
     * @return a client of it
     */
    static HostedServer client(GameServer server) {
        return new HostedServer(server.uri());
    }

    /**
     * @param port a port on 127.0.0.1
     * @return a client of the server there
     */
    static HostedServer client(int port) {
        return new HostedServer(URI.create("http://127.0.0.1:" + port + "/"));
    }

    /**
     * Creates an account and logs in.
     *
     * @param client a client
     * @param name the account's name
     * @return its account token
     * @throws IOException if the server refuses
     */
    static String account(HostedServer client, String name) throws IOException {
        client.createAccount(name, "correct horse battery");
        return client.login(name, "correct horse battery");
    }
}
