package org.hexbench.interop;

import java.io.IOException;

/**
 * A map file that cannot be imported or a scenario that cannot be exported: the message names the file and the line
 * (XML) or JSON path where the problem is, so that the user can find it. Importers and exporters raise it before they
 * write anything, so a failed import or export leaves every file as it was.
 */
public final class InteropException extends IOException {

    private static final long serialVersionUID = 1L;

    private final String where;
    private final String detail;

    /**
     * Creates the exception.
     *
     * @param where file and position, e.g. {@code map.tmx:12} or {@code map.tmj $.layers[0].data}
     * @param detail what is wrong, as a sentence without the position
     */
    public InteropException(String where, String detail) {
        super(where + ": " + detail);
        this.where = where;
        this.detail = detail;
    }

    /**
     * Creates the exception with a cause.
     *
     * @param where file and position
     * @param detail what is wrong
     * @param cause the underlying error
     */
    public InteropException(String where, String detail, Throwable cause) {
        super(where + ": " + detail, cause);
        this.where = where;
        this.detail = detail;
    }

    /** @return the file and position the problem is at */
    public String where() {
        return where;
    }

    /** @return the problem without its position */
    public String detail() {
        return detail;
    }
}
