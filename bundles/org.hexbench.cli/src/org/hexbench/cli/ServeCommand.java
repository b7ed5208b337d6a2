package org.hexbench.cli;

import java.io.IOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Path;
import java.util.List;
import org.eclipse.core.runtime.Platform;
import org.hexbench.server.ServerLauncher;
import org.hexbench.server.ServerSettings;

/**
 * {@code hexbench serve [--port N] [--bind 127.0.0.1] [--db jdbc-url] [--data dir] [--scenarios dir]}: runs the game
 * server for hosted multiplayer ({@link org.hexbench.server.GameServer}) until the process is stopped: games in the
 * embedded H2 database under the data folder, or in PostgreSQL by a JDBC URL; games are created from the scenario
 * folder (by default {@code <data>/scenarios}, which a first start fills with the product's examples).
 */
public final class ServeCommand implements Subcommand {

    @Override
    public String name() {
        return "serve";
    }

    @Override
    public String summary() {
        return "run the game server for hosted multiplayer (HTTP JSON API; H2 by default, PostgreSQL by URL)";
    }

    @Override
    public String usage() {
        return "hexbench serve " + ServerLauncher.OPTIONS + " (defaults: port " + ServerSettings.DEFAULT_PORT
                + ", data ~/.hexbench/server, scenarios <data>/scenarios)";
    }

    @Override
    public int run(List<String> arguments, Terminal terminal) throws UsageException {
        ServerSettings settings;
        try {
            settings = ServerLauncher.parse(arguments, Path.of(System.getProperty("user.home"), ".hexbench", "server"));
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
        try {
            Path examples = examples();
            if (!arguments.contains("--scenarios") && examples != null
                    && ServerLauncher.seed(examples, settings.scenarioFolder())) {
                terminal.out().println("Copied the examples into " + settings.scenarioFolder());
            }
            ServerLauncher.run(settings, terminal.out());
            return ExitCode.OK;
        } catch (IOException e) {
            terminal.err().println("error: " + e.getMessage());
            return ExitCode.DOMAIN_ERROR;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            terminal.out().println("Hexbench game server stopped");
            return ExitCode.OK;
        }
    }

    /** @return the product's examples folder, or {@code null} outside a product */
    private static Path examples() {
        try {
            URL install = Platform.isRunning() && Platform.getInstallLocation() != null
                    ? Platform.getInstallLocation().getURL() : null;
            return install == null ? null : Path.of(install.toURI()).resolve("examples");
        } catch (URISyntaxException | IllegalArgumentException | IllegalStateException e) {
            return null;
        }
    }
}
