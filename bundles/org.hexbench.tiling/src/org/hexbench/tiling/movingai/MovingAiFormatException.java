package org.hexbench.tiling.movingai;

import java.io.IOException;

/**
 * A malformed Moving AI map or scenario file, reported with the file and 1-based line.
 */
public final class MovingAiFormatException extends IOException {

    private static final long serialVersionUID = 1L;

    /** The file name or input description. */
    private final String source;
    /** The 1-based line number. */
    private final int line;
    /** The problem without location. */
    private final String detail;

    /**
     * Creates the exception.
     *
     * @param source the file name or other description of the input
     * @param line the 1-based line number of the problem
     * @param detail what is wrong
     */
    public MovingAiFormatException(String source, int line, String detail) {
        super(source + ":" + line + ": " + detail);
        this.source = source;
        this.line = line;
        this.detail = detail;
    }

    /** @return the file name or input description */
    public String source() {
        return source;
    }

    /** @return the 1-based line number */
    public int line() {
        return line;
    }

    /** @return the problem description without location */
    public String detail() {
        return detail;
    }
}
