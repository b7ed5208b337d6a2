package org.hexbench.interop.internal;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import org.hexbench.interop.InteropException;

/**
 * Resolves the external tileset file a Tiled map names ({@code <tileset source="...">}, JSON {@code "source"}),
 * relative to the map's folder as Tiled does, and only there: an absolute path, a {@code ..} that leaves the map's
 * folder, or a link that points outside it is refused, so a map file cannot make Hexbench read other files.
 */
public final class TilesetSource {

    private TilesetSource() {
    }

    /**
     * Resolves a tileset reference.
     *
     * @param mapFile the map file
     * @param source the reference as written
     * @param where file and position of the reference, for messages
     * @return the tileset file, inside the map's folder
     * @throws InteropException if the reference leaves the folder or the file does not exist
     */
    public static Path resolve(Path mapFile, String source, String where) throws InteropException {
        Path folder = mapFile.toAbsolutePath().normalize().getParent();
        Path relative;
        try {
            relative = Path.of(source);
        } catch (InvalidPathException e) {
            throw new InteropException(where, "tileset source '" + source + "' is not a file name");
        }
        if (relative.isAbsolute() || source.startsWith("/") || source.startsWith("\\")) {
            throw new InteropException(where, "tileset source '" + source + "' is an absolute path; Hexbench reads"
                    + " tilesets only from the map's folder and below it, named relative to the map");
        }
        Path file = folder.resolve(relative).normalize();
        if (!file.startsWith(folder)) {
            throw new InteropException(where, "tileset source '" + source + "' leaves the map's folder; Hexbench"
                    + " reads tilesets only from the map's folder and below it");
        }
        if (!Files.isRegularFile(file)) {
            throw new InteropException(where, "tileset file '" + source + "' does not exist beside the map");
        }
        try {
            if (!file.toRealPath().startsWith(folder.toRealPath())) {
                throw new InteropException(where, "tileset source '" + source + "' is a link that leaves the map's"
                        + " folder; Hexbench reads tilesets only from the map's folder and below it");
            }
        } catch (IOException e) {
            throw new InteropException(where, "tileset file '" + source + "' cannot be read: " + e.getMessage());
        }
        return file;
    }
}
