package org.hexbench.server;

import java.nio.file.Path;
import org.hexbench.server.internal.Database;
import org.hexbench.server.internal.Passwords;

/**
 * How a game server runs ({@code hexbench serve}'s options).
 *
 * @param bind the address to listen on, e.g. {@code 127.0.0.1} (the default: only this machine; a public server sits
 *        behind a reverse proxy that terminates TLS)
 * @param port the port; 0 for any free port
 * @param databaseUrl a JDBC URL ({@code jdbc:postgresql://...} or {@code jdbc:h2:...}), or {@code null} for the
 *        embedded H2 database in the data folder
 * @param dataFolder where the server keeps its embedded database, unpacked scenario packages and temporary files
 * @param scenarioFolder the scenarios games are created from (one folder per scenario)
 * @param passwordIterations PBKDF2 iterations for new passwords
 * @param commitDelayMillis a pause inside every turn submission's transaction, before it commits (0 in normal use;
 *        crash tests set it to kill the server while a submission is half stored)
 */
public record ServerSettings(String bind, int port, String databaseUrl, Path dataFolder, Path scenarioFolder,
        int passwordIterations, int commitDelayMillis) {

    /** The default port. */
    public static final int DEFAULT_PORT = 8080;

    /**
     * Checks the settings.
     *
     * @param bind the address
     * @param port the port
     * @param databaseUrl the database URL, or {@code null}
     * @param dataFolder the data folder
     * @param scenarioFolder the scenario folder
     * @param passwordIterations the PBKDF2 iterations
     * @param commitDelayMillis the test pause before commits
     */
    public ServerSettings {
        if (port < 0 || port > 65535) {
            throw new IllegalArgumentException("the port is a number from 0 to 65535");
        }
        if (passwordIterations < 1 || commitDelayMillis < 0) {
            throw new IllegalArgumentException("password iterations must be positive and the commit delay not negative");
        }
    }

    /**
     * Settings with the defaults: 127.0.0.1, the embedded database, the scenarios in {@code <data>/scenarios},
     * {@link Passwords#ITERATIONS}, no commit delay.
     *
     * @param port the port
     * @param dataFolder the data folder
     * @return the settings
     */
    public static ServerSettings of(int port, Path dataFolder) {
        return new ServerSettings("127.0.0.1", port, null, dataFolder, dataFolder.resolve("scenarios"),
                Passwords.ITERATIONS, 0);
    }

    /** @return the JDBC URL the server opens */
    public String jdbcUrl() {
        return databaseUrl != null ? databaseUrl : Database.h2Url(dataFolder);
    }

    /**
     * @param folder the scenario folder
     * @return these settings with that scenario folder
     */
    public ServerSettings withScenarios(Path folder) {
        return new ServerSettings(bind, port, databaseUrl, dataFolder, folder, passwordIterations, commitDelayMillis);
    }

    /**
     * @param url a JDBC URL, or {@code null} for the embedded database
     * @return these settings with that database
     */
    public ServerSettings withDatabase(String url) {
        return new ServerSettings(bind, port, url, dataFolder, scenarioFolder, passwordIterations, commitDelayMillis);
    }

    /**
     * @param iterations PBKDF2 iterations for new passwords (tests make them cheap)
     * @return these settings with that count
     */
    public ServerSettings withPasswordIterations(int iterations) {
        return new ServerSettings(bind, port, databaseUrl, dataFolder, scenarioFolder, iterations, commitDelayMillis);
    }

    /**
     * @param millis the pause before each submission's commit
     * @return these settings with that pause
     */
    public ServerSettings withCommitDelay(int millis) {
        return new ServerSettings(bind, port, databaseUrl, dataFolder, scenarioFolder, passwordIterations, millis);
    }
}
