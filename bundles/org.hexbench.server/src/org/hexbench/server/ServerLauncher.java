package org.hexbench.server;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.stream.Stream;
import org.hexbench.server.internal.ScenarioLibrary;

/**
 * Starts a game server from command-line words, the same for {@code hexbench serve} and for a plain Java process
 * ({@link #main}, which tests start as a separate process to kill and restart it): reads the options, starts the
 * server, prints one line saying where it listens, and runs until the process is stopped (a shutdown hook closes the
 * database cleanly; a killed process loses nothing that was acknowledged, since every change was committed).
 */
public final class ServerLauncher {

    /** The options, as {@code hexbench help serve} shows them. */
    public static final String OPTIONS = "[--port N] [--bind 127.0.0.1] [--db jdbc-url] [--data dir] [--scenarios dir]";

    /** The first words of the line that says where the server listens (tests read the port from it). */
    public static final String LISTENING = "Hexbench game server listening on ";

    private ServerLauncher() {
    }

    /**
     * Reads the options.
     *
     * @param arguments the words after {@code serve}
     * @param defaultData the data folder when {@code --data} is not given
     * @return the settings
     * @throws IllegalArgumentException for an unknown option, a missing value or a malformed number (the message
     *         says which)
     */
    public static ServerSettings parse(List<String> arguments, Path defaultData) {
        ServerSettings settings = ServerSettings.of(ServerSettings.DEFAULT_PORT, defaultData);
        String bind = settings.bind();
        int port = settings.port();
        String db = null;
        Path data = defaultData;
        Path scenarios = null;
        int delay = 0;
        for (int i = 0; i < arguments.size(); i++) {
            String option = arguments.get(i);
            if (i + 1 >= arguments.size()) {
                throw new IllegalArgumentException(option.startsWith("--") ? option + " needs a value"
                        : "unexpected word '" + option + "'");
            }
            String value = arguments.get(++i);
            switch (option) {
                case "--port" -> port = number(option, value, 0, 65535);
                case "--bind" -> bind = value;
                case "--db" -> db = value;
                case "--data" -> data = Path.of(value);
                case "--scenarios" -> scenarios = Path.of(value);
                case "--commit-delay-ms" -> delay = number(option, value, 0, 60_000);
                default -> throw new IllegalArgumentException("unknown option '" + option + "'");
            }
        }
        if (db != null && !db.startsWith("jdbc:postgresql:") && !db.startsWith("jdbc:h2:")) {
            throw new IllegalArgumentException("--db takes a jdbc:postgresql://... or jdbc:h2:... URL");
        }
        return new ServerSettings(bind, port, db, data, scenarios != null ? scenarios : data.resolve("scenarios"),
                settings.passwordIterations(), delay);
    }

    private static int number(String option, String value, int min, int max) {
        try {
            int n = Integer.parseInt(value);
            if (n < min || n > max) {
                throw new NumberFormatException();
            }
            return n;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(option + " takes a number from " + min + " to " + max + ", not '"
                    + value + "'");
        }
    }

    /**
     * Starts the server, prints where it listens and what it offers, and waits until the process is stopped.
     *
     * @param settings how to run
     * @param out where to print
     * @throws IOException if the server cannot start
     * @throws InterruptedException if the waiting thread is interrupted (the server is then closed)
     */
    public static void run(ServerSettings settings, PrintStream out) throws IOException, InterruptedException {
        GameServer server = GameServer.start(settings, line -> out.println("error: " + line));
        CountDownLatch stopped = new CountDownLatch(1);
        Thread hook = new Thread(() -> {
            server.close();
            stopped.countDown();
        }, "hexbench-server-shutdown");
        Runtime.getRuntime().addShutdownHook(hook);
        List<String> problems = new ArrayList<>();
        var scenarios = new ScenarioLibrary(settings.scenarioFolder()).scenarios(problems);
        out.println(LISTENING + server.uri() + " (database " + server.database() + ")");
        out.println("Scenarios in " + settings.scenarioFolder() + ": "
                + (scenarios.isEmpty() ? "none (put one folder per scenario there)" : String.join(", ", scenarios.keySet())));
        for (String p : problems) {
            out.println("warning: " + p);
        }
        out.flush();
        try {
            stopped.await();
        } finally {
            server.close();
            try {
                Runtime.getRuntime().removeShutdownHook(hook);
            } catch (IllegalStateException e) {
                // the process is stopping: the hook is running
            }
        }
    }

    /**
     * Copies a folder of scenarios into the server's scenario folder when that does not exist yet (the product's
     * examples on a first start), skipping hidden files.
     *
     * @param examples the folder to copy from
     * @param scenarios the server's scenario folder
     * @return whether it copied
     * @throws IOException if copying fails
     */
    public static boolean seed(Path examples, Path scenarios) throws IOException {
        if (Files.exists(scenarios) || !Files.isDirectory(examples)) {
            return false;
        }
        try (Stream<Path> walk = Files.walk(examples)) {
            for (Path file : walk.toList()) {
                Path relative = examples.relativize(file);
                if (relative.toString().startsWith(".") || relative.toString().contains("/.")) {
                    continue;
                }
                Path copy = scenarios.resolve(relative.toString());
                if (Files.isDirectory(file)) {
                    Files.createDirectories(copy);
                } else if (Files.isRegularFile(file)) {
                    Files.createDirectories(copy.getParent());
                    Files.copy(file, copy);
                }
            }
        }
        return true;
    }

    /**
     * Runs a server in a plain Java process: {@code java -cp <jars> org.hexbench.server.ServerLauncher [options]}.
     *
     * @param args the options ({@link #OPTIONS})
     * @throws Exception if the server cannot start
     */
    public static void main(String[] args) throws Exception {
        ServerSettings settings;
        try {
            settings = parse(List.of(args), Path.of(System.getProperty("user.home"), ".hexbench", "server"));
        } catch (IllegalArgumentException e) {
            System.err.println("hexbench serve: " + e.getMessage());
            System.err.println("usage: hexbench serve " + OPTIONS);
            System.exit(2);
            return;
        }
        run(settings, System.out);
    }
}
