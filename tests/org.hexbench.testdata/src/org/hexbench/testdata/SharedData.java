package org.hexbench.testdata;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Finds the project's external test data, {@code shared/data/} beside the checkout ({@code ../shared} from the
 * repository root), so tests read it in place and skip cleanly when it is absent. The {@value #PROPERTY} system
 * property names the {@code shared} folder explicitly.
 */
public final class SharedData {

    /** System property naming the {@code shared} folder (the one holding {@code data/}). */
    public static final String PROPERTY = "hexbench.shared";

    private SharedData() {
    }

    /**
     * The folder {@code shared/data/<name>}, when it exists: below {@value #PROPERTY}, else the first found walking
     * up from the working directory as {@code shared/data/<name>} or {@code ../shared/data/<name>}.
     */
    public static Optional<Path> folder(String name) {
        String property = System.getProperty(PROPERTY);
        if (property != null) {
            Path p = Path.of(property, "data", name);
            return Files.isDirectory(p) ? Optional.of(p) : Optional.empty();
        }
        for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
            for (Path candidate : new Path[] { dir.resolve("shared/data").resolve(name),
                    dir.resolve("../shared/data").resolve(name) }) {
                if (Files.isDirectory(candidate)) {
                    return Optional.of(candidate.normalize());
                }
            }
        }
        return Optional.empty();
    }

    /** The Moving AI benchmark folder (with {@code maps/} and {@code scenarios/}), when present. */
    public static Optional<Path> movingAi() {
        return folder("movingai").filter(p -> Files.isDirectory(p.resolve("maps"))
                && Files.isDirectory(p.resolve("scenarios")));
    }

    /**
     * The Xconq game modules ({@code shared/data/xconq}, with the library {@code lib/} and the error modules
     * {@code test/}), when present. Tests read them in place: they are GPL-2 and never copied into the repository.
     */
    public static Optional<Path> xconq() {
        return folder("xconq").filter(p -> Files.isDirectory(p.resolve("lib")) && Files.isDirectory(p.resolve("test")));
    }

    /** The message tests give when they skip for want of the data. */
    public static String absent(String name) {
        return "shared/data/" + name + " not found: place it at ../shared beside the checkout or set -D" + PROPERTY
                + "=<folder holding data/>; skipping";
    }
}
