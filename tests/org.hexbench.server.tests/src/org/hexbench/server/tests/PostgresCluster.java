package org.hexbench.server.tests;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * A private PostgreSQL cluster for one test: {@code initdb} in a temporary folder, {@code pg_ctl start} listening on
 * 127.0.0.1 and a free port (its socket in the same folder), trust authentication for a user {@code hexbench}, and
 * {@code pg_ctl stop} plus the folder's removal at the end. PostgreSQL refuses to run as root, so as root the commands
 * run as the {@code postgres} user (Debian's package creates it) through {@code runuser}. Tests skip when there are no
 * PostgreSQL server binaries ({@link #binaries()}).
 */
final class PostgresCluster implements AutoCloseable {

    private final Path bin;
    private final Path folder;
    private final int port;
    private final List<String> prefix;

    private PostgresCluster(Path bin, Path folder, int port, List<String> prefix) {
        this.bin = bin;
        this.folder = folder;
        this.port = port;
        this.prefix = prefix;
    }

    /**
     * @return the folder of {@code initdb} and {@code pg_ctl}: on the {@code PATH}, else the newest
     *         {@code /usr/lib/postgresql/<version>/bin} (Debian's layout); empty when PostgreSQL is not installed, or
     *         when running as root without a {@code postgres} user and {@code runuser} to start it as
     */
    static Optional<Path> binaries() {
        Path found = null;
        for (String dir : System.getenv().getOrDefault("PATH", "").split(java.io.File.pathSeparator)) {
            if (!dir.isEmpty() && Files.isExecutable(Path.of(dir, "initdb")) && Files.isExecutable(Path.of(dir, "pg_ctl"))) {
                found = Path.of(dir);
                break;
            }
        }
        Path debian = Path.of("/usr/lib/postgresql");
        if (found == null && Files.isDirectory(debian)) {
            try (Stream<Path> versions = Files.list(debian)) {
                found = versions.map(v -> v.resolve("bin")).filter(b -> Files.isExecutable(b.resolve("initdb")))
                        .max(Comparator.comparing(p -> p.getParent().getFileName().toString())).orElse(null);
            } catch (IOException e) {
                found = null;
            }
        }
        if (found != null && isRoot() && (!Files.isExecutable(Path.of("/usr/sbin/runuser"))
                && !Files.isExecutable(Path.of("/sbin/runuser")) || !userExists("postgres"))) {
            return Optional.empty();
        }
        return Optional.ofNullable(found);
    }

    private static boolean isRoot() {
        return "root".equals(System.getProperty("user.name"));
    }

    private static boolean userExists(String name) {
        try {
            return Files.readAllLines(Path.of("/etc/passwd")).stream().anyMatch(l -> l.startsWith(name + ":"));
        } catch (IOException e) {
            return false;
        }
    }

    /**
     * Creates and starts a cluster.
     *
     * @param bin the binaries' folder
     * @return the running cluster
     * @throws IOException if it does not start (its log is in the message)
     * @throws InterruptedException if interrupted while waiting
     */
    static PostgresCluster start(Path bin) throws IOException, InterruptedException {
        Path folder = Files.createTempDirectory("hexbench-pg-");
        List<String> prefix = new ArrayList<>();
        if (isRoot()) {
            run(List.of("chown", "postgres", folder.toString()), folder);
            prefix.addAll(List.of(Files.isExecutable(Path.of("/usr/sbin/runuser")) ? "/usr/sbin/runuser"
                    : "/sbin/runuser", "-u", "postgres", "--"));
        }
        int port;
        try (ServerSocket free = new ServerSocket(0, 1, InetAddress.getByName("127.0.0.1"))) {
            port = free.getLocalPort();
        }
        PostgresCluster cluster = new PostgresCluster(bin, folder, port, prefix);
        try {
            cluster.pg(List.of(bin.resolve("initdb").toString(), "-D", folder.resolve("data").toString(), "-U",
                    "hexbench", "--auth=trust", "-E", "UTF8", "--no-instructions"));
            cluster.pg(List.of(bin.resolve("pg_ctl").toString(), "-D", folder.resolve("data").toString(), "-l",
                    folder.resolve("log").toString(), "-w", "-t", "60", "-o", "-p " + port + " -k " + folder
                            + " -c listen_addresses=127.0.0.1", "start"));
        } catch (IOException e) {
            cluster.close();
            throw e;
        }
        return cluster;
    }

    /** @return the JDBC URL of the cluster's {@code postgres} database as the user {@code hexbench} */
    String url() {
        return "jdbc:postgresql://127.0.0.1:" + port + "/postgres?user=hexbench";
    }

    private void pg(List<String> command) throws IOException, InterruptedException {
        List<String> full = new ArrayList<>(prefix);
        full.addAll(command);
        run(full, folder);
    }

    private static void run(List<String> command, Path folder) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(command).directory(folder.toFile()).redirectErrorStream(true).start();
        byte[] output = p.getInputStream().readNBytes(64 * 1024);
        if (!p.waitFor(120, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new IOException(String.join(" ", command) + " did not end within 2 minutes");
        }
        if (p.exitValue() != 0) {
            String log = "";
            Path file = folder.resolve("log");
            if (Files.isReadable(file)) {
                log = "\n" + Files.readString(file);
            }
            throw new IOException(String.join(" ", command) + " failed (" + p.exitValue() + "): "
                    + new String(output, StandardCharsets.UTF_8) + log);
        }
    }

    /** Stops the cluster (fast shutdown) and removes its folder. */
    @Override
    public void close() throws IOException, InterruptedException {
        try {
            if (Files.exists(folder.resolve("data/postmaster.pid"))) {
                pg(List.of(bin.resolve("pg_ctl").toString(), "-D", folder.resolve("data").toString(), "-m", "fast",
                        "-w", "stop"));
            }
        } finally {
            try (Stream<Path> walk = Files.walk(folder)) {
                for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
                    Files.deleteIfExists(p);
                }
            }
        }
    }
}
