package org.hexbench.server;

import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.sql.SQLException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import org.eclipse.jetty.server.HttpConfiguration;
import org.eclipse.jetty.server.HttpConnectionFactory;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.util.thread.QueuedThreadPool;
import org.hexbench.server.internal.Api;
import org.hexbench.server.internal.Database;
import org.hexbench.server.internal.GameHost;
import org.hexbench.server.internal.JsonErrors;
import org.hexbench.server.internal.ScenarioLibrary;

/**
 * A running game server for hosted multiplayer: Jetty 12's HTTP server answering the JSON API (the bundle's README
 * lists it), with accounts, per-faction tokens, games and their turn submissions in a database (the embedded H2 by
 * default, PostgreSQL by URL). Start one with {@link #start}; {@link #close} stops it (waiting event requests are
 * ended, the database is closed cleanly). Games survive a restart and a crash: every change is one transaction.
 */
public final class GameServer implements AutoCloseable {

    private final ServerSettings settings;
    private final Database db;
    private final Server jetty;
    private final ServerConnector connector;
    private final ScheduledExecutorService timer;
    private final ExecutorService wakers;

    private GameServer(ServerSettings settings, Database db, Server jetty, ServerConnector connector,
            ScheduledExecutorService timer, ExecutorService wakers) {
        this.settings = settings;
        this.db = db;
        this.jetty = jetty;
        this.connector = connector;
        this.timer = timer;
        this.wakers = wakers;
    }

    /**
     * Starts a server: opens (and creates or migrates) the database, then listens.
     *
     * @param settings how to run
     * @param log where the server writes what goes wrong unexpectedly (one line each)
     * @return the running server
     * @throws IOException if the data folder cannot be made, the database cannot be opened, or the port is taken
     */
    public static GameServer start(ServerSettings settings, Consumer<String> log) throws IOException {
        Files.createDirectories(settings.dataFolder());
        Database db;
        try {
            db = Database.open(settings.jdbcUrl(), 16);
        } catch (SQLException e) {
            throw new IOException("the database " + redacted(settings.jdbcUrl()) + " cannot be opened: "
                    + e.getMessage(), e);
        }
        ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(named("hexbench-poll-timer"));
        ExecutorService wakers = Executors.newFixedThreadPool(4, named("hexbench-events"));
        GameHost host = new GameHost(db, new ScenarioLibrary(settings.scenarioFolder()),
                settings.dataFolder().resolve("packages"), settings.commitDelayMillis(), wakers);
        QueuedThreadPool threads = new QueuedThreadPool(64, 4);
        threads.setName("hexbench-http");
        threads.setDaemon(true);
        Server jetty = new Server(threads);
        HttpConfiguration http = new HttpConfiguration();
        http.setSendServerVersion(false);
        http.setSendDateHeader(true);
        http.setRequestHeaderSize(8192);
        ServerConnector connector = new ServerConnector(jetty, new HttpConnectionFactory(http));
        connector.setHost(settings.bind());
        connector.setPort(settings.port());
        connector.setIdleTimeout(60_000);
        jetty.addConnector(connector);
        jetty.setHandler(new Api(host, db, timer, wakers, settings.dataFolder().resolve("tmp"),
                settings.passwordIterations(), log));
        jetty.setErrorHandler(new JsonErrors());
        jetty.setStopTimeout(2_000);
        GameServer server = new GameServer(settings, db, jetty, connector, timer, wakers);
        try {
            jetty.start();
        } catch (Exception e) {
            server.close();
            throw new IOException("the server cannot listen on " + settings.bind() + ":" + settings.port() + ": "
                    + e.getMessage(), e);
        }
        return server;
    }

    private static ThreadFactory named(String name) {
        AtomicInteger n = new AtomicInteger();
        return r -> {
            Thread t = new Thread(r, name + "-" + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        };
    }

    private static String redacted(String url) {
        return url.replaceAll("(?i)(password=)[^&;]*", "$1***");
    }

    /** @return the port it listens on (the chosen one when the settings asked for any) */
    public int port() {
        return connector.getLocalPort();
    }

    /** @return the address clients use, e.g. {@code http://127.0.0.1:8080/} */
    public URI uri() {
        String host = settings.bind().contains(":") ? "[" + settings.bind() + "]" : settings.bind();
        if (host.equals("0.0.0.0") || host.equals("[::]")) {
            host = "127.0.0.1";
        }
        return URI.create("http://" + host + ":" + port() + "/");
    }

    /** @return the database in words, without its password */
    public String database() {
        return db.describe();
    }

    /** @return the settings it runs with */
    public ServerSettings settings() {
        return settings;
    }

    /** Stops listening, ends waiting requests, and closes the database. */
    @Override
    public void close() {
        try {
            jetty.stop();
        } catch (Exception e) {
            // stopping anyway
        }
        timer.shutdownNow();
        wakers.shutdownNow();
        db.close();
    }
}
