package org.hexbench.server.client;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import java.util.zip.ZipOutputStream;

/**
 * The scenario files a hosted game is played by, as they were when the game was created: every file of the server's
 * scenario folder (a scenario may use section files and rule files of its neighbours, as Riverford Crossing uses
 * Riverford's), packed in a zip archive and named by a SHA-256 checksum of their paths and contents. The server keeps
 * one copy per checksum in its database, so a game plays by the same definitions after the folder changed and after
 * a restart; a client downloads it once and plays its copy of the game by the same files.
 *
 * <p>Nothing from the network may reach the file system beyond what it names: unpacking accepts only relative paths of
 * plain names (letters, digits, {@code . _ -} and spaces; no {@code ..}, no absolute path, no links), at most
 * {@value #MAX_FILES} files of at most {@value #MAX_BYTES} bytes in all, counted while reading so a small archive
 * cannot unpack into a huge one, and the unpacked files must have the checksum the server named.
 *
 * @param checksum the SHA-256 of the files' paths and contents, in hexadecimal
 * @param zip the archive
 */
public record ScenarioPackage(String checksum, byte[] zip) {

    /** The most files a package may hold. */
    public static final int MAX_FILES = 4096;

    /** The most bytes a package's files may hold together, unpacked. */
    public static final long MAX_BYTES = 32L << 20;

    private static final Pattern NAME = Pattern.compile("[A-Za-z0-9._ -]{1,128}");
    private static final Pattern CHECKSUM = Pattern.compile("[0-9a-f]{64}");

    /**
     * Packs a scenario folder: every regular file below it except hidden ones (names starting with a dot, such as
     * the Eclipse project files), in the order of their paths.
     *
     * @param folder the server's scenario folder
     * @return the package
     * @throws IOException if a file cannot be read, a name is not a plain name, or the folder holds too much
     */
    public static ScenarioPackage of(Path folder) throws IOException {
        Map<String, byte[]> files = new TreeMap<>();
        long total = 0;
        List<Path> paths;
        try (Stream<Path> walk = Files.walk(folder)) {
            paths = walk.filter(p -> !p.equals(folder)).sorted(Comparator.comparing(Path::toString)).toList();
        }
        for (Path path : paths) {
            Path relative = folder.relativize(path);
            if (hidden(relative) || !Files.isRegularFile(path, LinkOption.NOFOLLOW_LINKS)) {
                continue;
            }
            String name = checkedName(relative.toString().replace('\\', '/'));
            byte[] bytes = Files.readAllBytes(path);
            total += bytes.length;
            if (files.size() >= MAX_FILES || total > MAX_BYTES) {
                throw new IOException(folder + ": the scenario folder holds more than " + MAX_FILES + " files or "
                        + (MAX_BYTES >> 20) + " MiB; a hosted game's scenario must be smaller");
            }
            files.put(name, bytes);
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (ZipOutputStream zip = new ZipOutputStream(out)) {
            for (var file : files.entrySet()) {
                ZipEntry entry = new ZipEntry(file.getKey());
                entry.setTime(0);
                zip.putNextEntry(entry);
                zip.write(file.getValue());
                zip.closeEntry();
            }
        }
        return new ScenarioPackage(checksum(files), out.toByteArray());
    }

    private static boolean hidden(Path relative) {
        for (Path part : relative) {
            if (part.toString().startsWith(".")) {
                return true;
            }
        }
        return false;
    }

    /**
     * Unpacks this package below a cache folder, into {@code cache/<checksum>}, unless it is there already (written
     * completely beside it first and then renamed into place, so an interrupted unpacking leaves nothing half done).
     *
     * @param cache the folder that holds unpacked packages
     * @return the folder of the unpacked files
     * @throws IOException if the archive names a path outside its folder or a name that is not plain, holds too much,
     *         or its files do not have the package's checksum (nothing is kept then)
     */
    public Path unpack(Path cache) throws IOException {
        if (!CHECKSUM.matcher(checksum).matches()) {
            throw new IOException("malformed scenario package checksum '" + checksum + "'");
        }
        Path target = cache.resolve(checksum);
        if (Files.isDirectory(target)) {
            return target;
        }
        Files.createDirectories(cache);
        Map<String, byte[]> files = read(zip);
        String actual = checksum(files);
        if (!actual.equals(checksum)) {
            throw new IOException("the scenario package's files do not have its checksum " + checksum + " (they have "
                    + actual + ")");
        }
        Path temp = Files.createTempDirectory(cache, "unpacking-");
        try {
            for (var file : files.entrySet()) {
                Path path = temp.resolve(file.getKey()).normalize();
                if (!path.startsWith(temp)) {
                    throw new IOException("the scenario package names a file outside its folder: " + file.getKey());
                }
                Files.createDirectories(path.getParent());
                Files.write(path, file.getValue());
            }
            try {
                Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE);
            } catch (FileAlreadyExistsException | DirectoryNotEmptyException | AtomicMoveNotSupportedException e) {
                if (!Files.isDirectory(target)) {
                    throw e;
                }
            }
        } finally {
            delete(temp);
        }
        return target;
    }

    /**
     * Reads an archive's files, refusing anything {@link #unpack} would not write.
     *
     * @param zip the archive
     * @return the files by their paths
     * @throws IOException if it is malformed, names a path that is not plain, or holds too much
     */
    static Map<String, byte[]> read(byte[] zip) throws IOException {
        Map<String, byte[]> files = new TreeMap<>();
        long total = 0;
        byte[] buffer = new byte[8192];
        try (ZipInputStream in = new ZipInputStream(new java.io.ByteArrayInputStream(zip))) {
            for (ZipEntry entry = in.getNextEntry(); entry != null; entry = in.getNextEntry()) {
                if (entry.isDirectory()) {
                    checkedName(entry.getName().replaceAll("/+$", ""));
                    continue;
                }
                String name = checkedName(entry.getName());
                if (files.containsKey(name) || files.size() >= MAX_FILES) {
                    throw new IOException("the scenario package holds " + (files.containsKey(name)
                            ? "the file " + name + " twice" : "more than " + MAX_FILES + " files"));
                }
                ByteArrayOutputStream content = new ByteArrayOutputStream();
                for (int n = in.read(buffer); n > 0; n = in.read(buffer)) {
                    total += n;
                    if (total > MAX_BYTES) {
                        throw new IOException("the scenario package unpacks to more than " + (MAX_BYTES >> 20) + " MiB");
                    }
                    content.write(buffer, 0, n);
                }
                files.put(name, content.toByteArray());
            }
        } catch (IllegalArgumentException e) {
            throw new IOException("malformed scenario package: " + e.getMessage(), e);
        }
        if (files.isEmpty()) {
            throw new IOException("the scenario package is empty or not a zip archive");
        }
        return files;
    }

    private static String checkedName(String name) throws IOException {
        String[] parts = name.split("/", -1);
        if (name.isEmpty() || parts.length > 16) {
            throw new IOException("the scenario package names an unusable path '" + name + "'");
        }
        for (String part : parts) {
            if (!NAME.matcher(part).matches() || part.equals(".") || part.equals("..")) {
                throw new IOException("the scenario package names an unusable path '" + name
                        + "' (only relative paths of letters, digits, '.', '_', '-' and spaces)");
            }
        }
        return name;
    }

    private static String checksum(Map<String, byte[]> files) {
        try {
            MessageDigest digest = MessageDigest.getInstance("SHA-256");
            for (var file : files.entrySet()) {
                digest.update(file.getKey().getBytes(StandardCharsets.UTF_8));
                digest.update((byte) 0);
                digest.update(Long.toString(file.getValue().length).getBytes(StandardCharsets.US_ASCII));
                digest.update((byte) 0);
                digest.update(file.getValue());
            }
            return HexFormat.of().formatHex(digest.digest());
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has SHA-256", e);
        }
    }

    private static void delete(Path folder) throws IOException {
        if (!Files.exists(folder)) {
            return;
        }
        List<Path> paths = new ArrayList<>();
        try (Stream<Path> walk = Files.walk(folder)) {
            walk.forEach(paths::add);
        }
        for (int i = paths.size() - 1; i >= 0; i--) {
            Files.deleteIfExists(paths.get(i));
        }
    }

    /**
     * Reads a package's archive from a stream, at most {@code limit} bytes.
     *
     * @param in the stream
     * @param checksum the checksum the sender named
     * @param limit the most bytes to accept
     * @return the package (checked when it is unpacked)
     * @throws IOException if the stream holds more than the limit or cannot be read
     */
    public static ScenarioPackage read(InputStream in, String checksum, long limit) throws IOException {
        byte[] bytes = in.readNBytes((int) Math.min(Integer.MAX_VALUE - 8, limit + 1));
        if (bytes.length > limit) {
            throw new IOException("the scenario package is larger than " + limit + " bytes");
        }
        return new ScenarioPackage(checksum, bytes);
    }
}
