package org.hexbench.scenario.resource;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.URIConverter;

/**
 * Writes the files of one scenario save together: the XMI and its terrain sidecar files. Local files are first
 * written completely to temporary files in the target folder and then renamed into place ({@link FileReplacement},
 * which keeps each file's permissions), sidecars before the XMI, so that a failed save leaves the previous files
 * intact and a reader never meets a half-written file. Other URIs (e.g. {@code platform:/resource} in the IDE) are written through the
 * {@link URIConverter}, whose workspace streams commit on close.
 */
final class SaveTransaction {

    private final Map<URI, byte[]> files = new LinkedHashMap<>();

    /**
     * Adds a file; files are committed in the order they were added.
     *
     * @param uri the target
     * @param content its complete content
     */
    void add(URI uri, byte[] content) {
        files.put(uri, content);
    }

    /**
     * Writes all files.
     *
     * @param converter the resource's URI converter, for non-file URIs
     * @param onlyIfChanged whether to leave files whose content is already identical untouched
     * @throws IOException if a file cannot be written; temporary files are removed
     */
    void commit(URIConverter converter, boolean onlyIfChanged) throws IOException {
        List<Path[]> moves = new ArrayList<>();
        try {
            for (Map.Entry<URI, byte[]> file : files.entrySet()) {
                URI uri = converter.normalize(file.getKey());
                if (!uri.isFile()) {
                    try (OutputStream out = converter.createOutputStream(uri)) {
                        out.write(file.getValue());
                    }
                    continue;
                }
                Path target = Path.of(uri.toFileString()).toAbsolutePath();
                if (onlyIfChanged && Files.isRegularFile(target)
                        && Arrays.equals(Files.readAllBytes(target), file.getValue())) {
                    continue;
                }
                Path temp = FileReplacement.temporaryFileFor(target);
                moves.add(new Path[] {temp, target});
                Files.write(temp, file.getValue());
            }
            for (Path[] move : moves) {
                FileReplacement.replace(move[0], move[1]);
            }
        } finally {
            for (Path[] move : moves) {
                Files.deleteIfExists(move[0]);
            }
        }
    }
}
