package org.hexbench.pbem;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.GeneralSecurityException;
import java.security.Key;
import java.security.KeyStore;
import java.security.PrivateKey;
import java.security.UnrecoverableKeyException;
import java.security.cert.Certificate;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * A player's key store: a PKCS #12 file (RFC 7292, the JDK's default {@link KeyStore} type), protected by a password
 * and readable by its owner only, that holds the player's one Ed25519 key pair as a private key entry under the alias
 * {@value #ALIAS}. A private key entry needs a certificate; the JDK has no public API that makes one, so
 * {@link #create} runs the JDK's own {@code keytool -genkeypair -keyalg Ed25519}, which makes the key pair and its
 * self-signed certificate (the password reaches keytool through its environment, never its command line). Unlocking
 * reads the file with {@link KeyStore#load} and {@link KeyStore#getKey}; the file is never written by Hexbench
 * otherwise, so it stays readable by keytool ({@code keytool -list -keystore ~/.hexbench/keys.p12}).
 */
public final class PlayerKeyStore {

    /** The alias of the player's key pair in the key store. */
    public static final String ALIAS = "hexbench-player";

    /** The shortest password accepted (keytool itself refuses fewer than 6 characters). */
    public static final int SHORTEST_PASSWORD = 8;

    /** The environment variable through which {@link #create} hands keytool the password. */
    private static final String PASSWORD_VARIABLE = "HEXBENCH_KEYTOOL_PASSWORD";

    private static final long KEYTOOL_SECONDS = 60;

    private final Path file;

    /**
     * @param file the key store file, e.g. {@code ~/.hexbench/keys.p12}
     */
    public PlayerKeyStore(Path file) {
        this.file = file.toAbsolutePath().normalize();
    }

    /** @return the key store file */
    public Path file() {
        return file;
    }

    /** @return whether the key store file exists */
    public boolean exists() {
        return Files.exists(file);
    }

    /**
     * Makes the player's key pair in a new key store: the folder is created readable by its owner only, keytool
     * writes the file, and the file is made readable by its owner only.
     *
     * @param password the key store's password, at least {@value #SHORTEST_PASSWORD} characters
     * @return the new key pair
     * @throws IOException if the key store exists already (one key pair per player: replacing it would lock the
     *         player out of every game), the password is too short, keytool is missing or fails (its message is
     *         passed on)
     */
    public PlayerKey create(char[] password) throws IOException {
        if (exists()) {
            throw new IOException(file + ": a key store exists already; one key pair per player (a new one would"
                    + " not be the key your games know)");
        }
        checkPassword(password);
        Path keytool = Path.of(System.getProperty("java.home"), "bin", isWindows() ? "keytool.exe" : "keytool");
        if (!Files.isExecutable(keytool)) {
            throw new IOException("the JDK's keytool is not at " + keytool + ": Hexbench makes keys with it, so run"
                    + " Hexbench with a JDK (not a bare runtime)");
        }
        Path folder = file.getParent();
        if (!Files.isDirectory(folder)) {
            if (isPosix()) {
                Files.createDirectories(folder, PosixFilePermissions.asFileAttribute(
                        PosixFilePermissions.fromString("rwx------")));
            } else {
                Files.createDirectories(folder);
            }
        }
        // keytool writes into a folder of its own that only the owner may enter (a temporary directory's
        // permissions), the file is made owner-only there, then moved into place: it is never readable by others.
        Path workshop = Files.createTempDirectory(folder, ".keys");
        Path made = workshop.resolve(file.getFileName());
        try {
            runKeytool(keytool, made, password);
            if (isPosix()) {
                Files.setPosixFilePermissions(made, PosixFilePermissions.fromString("rw-------"));
            }
            Files.move(made, file);
        } finally {
            Files.deleteIfExists(made);
            Files.deleteIfExists(workshop);
        }
        return unlock(password);
    }

    private static void runKeytool(Path keytool, Path target, char[] password) throws IOException {
        ProcessBuilder builder = new ProcessBuilder(List.of(keytool.toString(), "-genkeypair", "-alias", ALIAS,
                "-keyalg", PlayerKey.ALGORITHM, "-dname", "CN=Hexbench player", "-validity", "36500", "-storetype",
                "PKCS12", "-keystore", target.toString(), "-storepass:env", PASSWORD_VARIABLE));
        builder.environment().put(PASSWORD_VARIABLE, new String(password));
        builder.redirectErrorStream(true);
        Process process = builder.start();
        process.getOutputStream().close();
        String output;
        try (InputStream in = process.getInputStream()) {
            output = new String(in.readAllBytes(), StandardCharsets.UTF_8).strip();
            if (!process.waitFor(KEYTOOL_SECONDS, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                throw new IOException("keytool did not finish within " + KEYTOOL_SECONDS + " s");
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while keytool made the key", e);
        }
        if (process.exitValue() != 0 || !Files.isRegularFile(target)) {
            throw new IOException("keytool could not make the key pair (exit " + process.exitValue() + "): " + output);
        }
    }

    /**
     * Unlocks the player's key pair.
     *
     * @param password the key store's password
     * @return the key pair
     * @throws IOException if there is no key store, the password does not open it, or it holds no Ed25519 key pair
     *         under {@value #ALIAS} (the message names the file)
     */
    public PlayerKey unlock(char[] password) throws IOException {
        if (!exists()) {
            throw new IOException(file + ": no key store (make your key pair with: hexbench pbem key new)");
        }
        try (InputStream in = Files.newInputStream(file)) {
            KeyStore store = KeyStore.getInstance("PKCS12");
            store.load(in, password);
            Key key = store.getKey(ALIAS, password);
            Certificate certificate = store.getCertificate(ALIAS);
            if (!(key instanceof PrivateKey privateKey) || certificate == null) {
                throw new IOException(file + ": the key store holds no key pair named '" + ALIAS + "'");
            }
            return new PlayerKey(certificate.getPublicKey(), privateKey);
        } catch (UnrecoverableKeyException e) {
            throw new IOException(file + ": the password does not open this key store", e);
        } catch (IOException e) {
            if (e.getCause() instanceof UnrecoverableKeyException || e.getMessage() != null
                    && e.getMessage().contains("password")) {
                throw new IOException(file + ": the password does not open this key store", e);
            }
            throw e.getMessage() != null && e.getMessage().startsWith(file.toString()) ? e
                    : new IOException(file + ": not a readable key store (" + e.getMessage() + ")", e);
        } catch (GeneralSecurityException | IllegalArgumentException e) {
            throw new IOException(file + ": not a usable key store (" + e.getMessage() + ")", e);
        }
    }

    /**
     * @param password a proposed password
     * @throws IOException if it is shorter than {@value #SHORTEST_PASSWORD} characters
     */
    public static void checkPassword(char[] password) throws IOException {
        if (password == null || password.length < SHORTEST_PASSWORD) {
            throw new IOException("the key store password needs at least " + SHORTEST_PASSWORD + " characters");
        }
    }

    private static boolean isPosix() {
        return FileSystems.getDefault().supportedFileAttributeViews().contains("posix");
    }

    private static boolean isWindows() {
        return System.getProperty("os.name", "").toLowerCase(java.util.Locale.ROOT).startsWith("windows");
    }
}
