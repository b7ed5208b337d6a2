package org.hexbench.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.hexbench.scenario.resource.ScenarioResources;

/**
 * A scenario named on the command line: a {@code .hexscenario} file, or a scenario folder such as
 * {@code examples/hextc2} holding exactly one at its top level.
 */
final class ScenarioArgument {

    private ScenarioArgument() {
    }

    /**
     * The scenario file the argument names.
     *
     * @throws UsageException when a folder holds no scenario file or more than one
     */
    static Path resolve(String argument) throws UsageException {
        Path path = Path.of(argument);
        if (!Files.isDirectory(path)) {
            return path;
        }
        List<Path> scenarios;
        try (Stream<Path> children = Files.list(path)) {
            scenarios = children.filter(p -> p.getFileName().toString().endsWith("." + ScenarioResources.EXTENSION))
                    .filter(Files::isRegularFile).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list " + path, e);
        }
        if (scenarios.size() != 1) {
            throw new UsageException("the folder " + path + " holds " + scenarios.size()
                    + " scenario files; name one of them");
        }
        return scenarios.get(0);
    }
}
