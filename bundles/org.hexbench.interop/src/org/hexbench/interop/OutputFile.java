package org.hexbench.interop;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.eclipse.emf.ecore.resource.Resource;
import org.hexbench.scenario.Scenario;
import org.hexbench.scenario.resource.FileReplacement;
import org.hexbench.scenario.resource.ScenarioResources;

/**
 * Writes the files imports and exports produce atomically: completely to a temporary file beside the target, then
 * renamed into place ({@link FileReplacement}), so a reader never sees half a file and a failed write leaves the old
 * file as it was.
 */
public final class OutputFile {

    private OutputFile() {
    }

    /**
     * Writes bytes to a file atomically.
     *
     * @param target the file to create or replace
     * @param content its complete content
     * @throws IOException if it cannot be written; the target is then unchanged
     */
    public static void write(Path target, byte[] content) throws IOException {
        Path temporary = FileReplacement.temporaryFileFor(target);
        try {
            Files.write(temporary, content);
            FileReplacement.replace(temporary, target);
        } finally {
            Files.deleteIfExists(temporary);
        }
    }

    /**
     * Saves a new scenario as a {@code .hexscenario} file (with its binary terrain file beside it when the map is
     * large), atomically as every scenario save is.
     *
     * @param scenario a scenario in no resource
     * @param target the {@code .hexscenario} file
     * @throws IOException if it cannot be written
     */
    public static void writeScenario(Scenario scenario, Path target) throws IOException {
        Resource resource = ScenarioResources.create(ScenarioResources.newResourceSet(), target.toAbsolutePath());
        resource.getContents().add(scenario);
        try {
            ScenarioResources.save(resource);
        } finally {
            resource.getContents().remove(scenario);
        }
    }
}
