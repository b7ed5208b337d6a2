package org.hexbench.server.tests;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;
import org.hexbench.server.GameServer;
import org.hexbench.server.ServerLauncher;
import org.osgi.framework.Bundle;
import org.osgi.framework.FrameworkUtil;

/**
 * A game server in a process of its own, so a test can kill it ({@code kill -9}: {@link Process#destroyForcibly})
 * and start it again on the same data: a plain {@code java} with the jars of the bundles this test runs on as its
 * class path, running {@link ServerLauncher#main} on 127.0.0.1 and a free port, which it reads from the server's
 * first line.
 */
final class ServerProcess implements AutoCloseable {

    private final Process process;
    private final int port;
    private final List<String> output = new ArrayList<>();

    private ServerProcess(Process process, int port) {
        this.process = process;
        this.port = port;
    }

    /**
     * Starts a server process.
     *
     * @param data the data folder
     * @param scenarios the scenario folder
     * @param options more options, e.g. {@code --commit-delay-ms 1500}
     * @return the running server, listening
     * @throws IOException if it does not start within a minute
     */
    static ServerProcess start(Path data, Path scenarios, String... options) throws IOException {
        List<String> command = new ArrayList<>(List.of(java(), "-Xmx512m", "-cp", classpath(),
                ServerLauncher.class.getName(), "--port", "0", "--bind", "127.0.0.1", "--data", data.toString(),
                "--scenarios", scenarios.toString()));
        command.addAll(List.of(options));
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        BlockingQueue<String> lines = new ArrayBlockingQueue<>(10_000);
        Thread reader = new Thread(() -> {
            try (BufferedReader in = new BufferedReader(new InputStreamReader(process.getInputStream(),
                    StandardCharsets.UTF_8))) {
                for (String line = in.readLine(); line != null; line = in.readLine()) {
                    lines.offer(line);
                }
            } catch (IOException e) {
                // the process ended
            }
        }, "server-process-output");
        reader.setDaemon(true);
        reader.start();
        List<String> seen = new ArrayList<>();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        try {
            while (System.nanoTime() < deadline) {
                String line = lines.poll(200, TimeUnit.MILLISECONDS);
                if (line != null) {
                    seen.add(line);
                    if (line.startsWith(ServerLauncher.LISTENING)) {
                        String address = line.substring(ServerLauncher.LISTENING.length()).split(" ")[0];
                        return new ServerProcess(process, URI.create(address).getPort());
                    }
                } else if (!process.isAlive()) {
                    break;
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        process.destroyForcibly();
        throw new IOException("the server process did not start: " + String.join("\n", seen) + " (class path "
                + classpath() + ")");
    }

    /** @return the port it listens on */
    int port() {
        return port;
    }

    /** @return the process's id, for messages */
    long pid() {
        return process.pid();
    }

    /**
     * Kills the process at once, as {@code kill -9} does: no shutdown hook runs, the database is not closed.
     *
     * @throws InterruptedException if interrupted while waiting for it to end
     */
    void kill() throws InterruptedException {
        process.destroyForcibly();
        if (!process.waitFor(30, TimeUnit.SECONDS)) {
            throw new IllegalStateException("the killed server process " + process.pid() + " did not end");
        }
    }

    /**
     * Stops the process as a service manager does (SIGTERM): its shutdown hook closes the server and the database.
     *
     * @throws InterruptedException if interrupted while waiting for it to end
     */
    void stop() throws InterruptedException {
        process.destroy();
        if (!process.waitFor(30, TimeUnit.SECONDS)) {
            kill();
        }
    }

    @Override
    public void close() throws InterruptedException {
        if (process.isAlive()) {
            kill();
        }
    }

    private static String java() {
        return ProcessHandle.current().info().command().orElse(Path.of(System.getProperty("java.home"), "bin", "java")
                .toString());
    }

    /** The folder relative bundle locations start from: the framework's install area (Tycho's test runtime). */
    private static Path installArea() {
        String area = System.getProperty("osgi.install.area");
        if (area != null && area.startsWith("file:")) {
            return Path.of(URI.create(area.replace(" ", "%20")));
        }
        return Path.of(System.getProperty("user.dir"));
    }

    /** The jars (or class folders) of every bundle of the running framework: what the server needs and more. */
    static String classpath() {
        Set<String> entries = new LinkedHashSet<>();
        Bundle self = FrameworkUtil.getBundle(GameServer.class);
        for (Bundle b : self.getBundleContext().getBundles()) {
            String location = b.getLocation();
            int file = location.indexOf("file:");
            if (file < 0) {
                continue;
            }
            String text = java.net.URLDecoder.decode(location.substring(file + 5).replace("+", "%2B"),
                    StandardCharsets.UTF_8);
            Path path = Path.of(text.startsWith("//") ? text.substring(2) : text);
            if (!path.isAbsolute()) {
                path = installArea().resolve(path).normalize();
            }
            if (Files.isDirectory(path) && Files.isDirectory(path.resolve("target/classes"))) {
                path = path.resolve("target/classes");
            }
            if (Files.exists(path)) {
                entries.add(path.toString());
            }
        }
        return String.join(File.pathSeparator, entries);
    }
}
