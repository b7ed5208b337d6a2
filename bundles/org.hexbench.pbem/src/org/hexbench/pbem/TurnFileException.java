package org.hexbench.pbem;

import java.nio.file.Path;

/**
 * A turn file that is refused: malformed, tampered with, signed with the wrong key, out of order, already applied, or
 * not continuing the receiver's game. The message names the file (and the line, where there is one) and says what is
 * wrong, e.g. {@code turn-3.hbturn:14: record 2 (black, turn 1): the signature does not verify with black's key}.
 * Whoever reads a file and meets this exception has changed nothing.
 */
public final class TurnFileException extends Exception {

    private static final long serialVersionUID = 1L;

    private final transient Path file;
    private final int line;

    /**
     * @param file the turn file
     * @param line the line (1-based) the problem is on, 0 when it concerns the whole file
     * @param problem what is wrong, in words
     */
    public TurnFileException(Path file, int line, String problem) {
        super(file + (line > 0 ? ":" + line : "") + ": " + problem);
        this.file = file;
        this.line = line;
    }

    /**
     * @param file the turn file
     * @param problem what is wrong with the file as a whole
     */
    public TurnFileException(Path file, String problem) {
        this(file, 0, problem);
    }

    /** @return the refused file */
    public Path file() {
        return file;
    }

    /** @return the line of the problem (1-based), 0 when it concerns the whole file */
    public int line() {
        return line;
    }
}
