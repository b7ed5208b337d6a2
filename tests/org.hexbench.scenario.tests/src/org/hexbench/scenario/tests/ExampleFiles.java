package org.hexbench.scenario.tests;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/** Finds the repository's files from the working directory (works in Tycho's OSGi tests and on a flat classpath). */
final class ExampleFiles {

    private ExampleFiles() {
    }

    /** @return the repository root: the nearest folder upwards from {@code user.dir} that holds {@code examples/} */
    static Path root() {
        for (Path dir = Path.of(System.getProperty("user.dir")).toAbsolutePath(); dir != null; dir = dir.getParent()) {
            if (Files.isDirectory(dir.resolve("examples")) && Files.isDirectory(dir.resolve("bundles"))) {
                return dir;
            }
        }
        throw new IllegalStateException("no repository root above " + System.getProperty("user.dir"));
    }

    static Path example(String name) {
        return root().resolve("examples").resolve(name);
    }

    static Path ecore() {
        return root().resolve("bundles/org.hexbench.scenario/model/scenario.ecore");
    }

    /** @return every example scenario file (a .hexscenario at the top of an example folder) */
    static List<Path> scenarios() {
        try (Stream<Path> dirs = Files.list(root().resolve("examples"))) {
            return dirs.filter(Files::isDirectory).flatMap(ExampleFiles::topLevelScenarios).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Stream<Path> topLevelScenarios(Path dir) {
        try (Stream<Path> files = Files.list(dir)) {
            return files.filter(f -> f.toString().endsWith(".hexscenario")).toList().stream();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
