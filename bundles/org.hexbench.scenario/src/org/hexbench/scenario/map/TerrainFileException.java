package org.hexbench.scenario.map;

/**
 * A {@link TerrainFile} that cannot be read: missing, truncated, corrupt or of another format. Unchecked, because
 * EMF reads attribute values through methods that cannot throw checked exceptions; the XMI loader turns it into a
 * load error of the scenario file, and {@code ScenarioCheck} reports it against the terrain file itself.
 */
public final class TerrainFileException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final String file;
    private final long offset;
    private final String problem;

    /**
     * Creates the exception.
     *
     * @param file the terrain file's name (as referenced from the scenario file, or a path)
     * @param offset the byte offset of the problem, or -1 if it concerns the whole file
     * @param problem what is wrong
     */
    public TerrainFileException(String file, long offset, String problem) {
        super(file + (offset >= 0 ? ": byte " + offset : "") + ": " + problem);
        this.file = file;
        this.offset = offset;
        this.problem = problem;
    }

    /**
     * Returns the message without the file name, for reports that name the file separately.
     *
     * @return {@code byte N: problem}, or just the problem if it concerns the whole file
     */
    public String problemAt() {
        return (offset >= 0 ? "byte " + offset + ": " : "") + problem;
    }

    /** @return the terrain file's name */
    public String file() {
        return file;
    }

    /** @return the byte offset of the problem, or -1 */
    public long offset() {
        return offset;
    }
}
