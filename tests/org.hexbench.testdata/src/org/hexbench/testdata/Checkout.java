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
}
