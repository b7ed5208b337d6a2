package org.hexbench.engine.game;

import java.nio.file.Path;

/** A saved game that cannot be read: corrupt, truncated, or not a Hexbench save; the message names file and line. */
public final class SaveFormatException extends Exception {

    private static final long serialVersionUID = 1L;

    /**
     * @param file the save file
     * @param line the 1-based line number, or 0 if no line applies
     * @param message what is wrong
     * @param cause the underlying error, or {@code null}
     */
    public SaveFormatException(Path file, int line, String message, Throwable cause) {
        super(file + (line > 0 ? ":" + line : "") + ": " + message, cause);
    }
}
