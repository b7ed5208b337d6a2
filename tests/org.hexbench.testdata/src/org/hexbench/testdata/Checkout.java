package org.hexbench.testdata;

import java.nio.file.Files;
import java.nio.file.Path;

/** The repository checkout the tests run in, found by walking up from the working directory to {@code examples/}. */
public final class Checkout {

    private Checkout() {
    }

    /**
     * The repository root: the nearest folder at or above the working directory that holds both {@code examples/}
     * and {@code pom.xml}.
     *
     * @throws IllegalStateException when the tests do not run inside a checkout
     */
    public static Path root() {
        for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
            if (Files.isDirectory(dir.resolve("examples")) && Files.isRegularFile(dir.resolve("pom.xml"))) {
                return dir;
            }
        }
        throw new IllegalStateException("not inside a Hexbench checkout: " + Path.of("").toAbsolutePath());
    }

    /** The shipped example {@code name} below {@code examples/}. */
    public static Path example(String name) {
        return root().resolve("examples").resolve(name);
    }

    /**
     * Copies a shipped example into a folder, so a test may change it without touching the original.
     *
     * @param name the example's folder name below {@code examples/}
     * @param folder where the copy goes: {@code folder/name}
     * @return the copy's folder
     * @throws java.io.UncheckedIOException if it cannot be copied
     */
    public static Path copyExample(String name, Path folder) {
        Path source = example(name);
        Path target = folder.resolve(name);
        try (java.util.stream.Stream<Path> files = Files.walk(source)) {
            for (Path file : files.toList()) {
                Path copy = target.resolve(source.relativize(file).toString());
                if (Files.isDirectory(file)) {
                    Files.createDirectories(copy);
                } else {
                    Files.copy(file, copy);
                }
            }
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        return target;
    }
}
