package org.hexbench.xconq.mapfile;

import org.hexbench.xconq.gdl.SourcePosition;

/**
 * An error that stops reading a mapfile: Xconq 5 reads its sections with {@code scanf}, so after a misread value it
 * cannot tell where the next section starts ("Customizing Xconq" (1993), Mapfiles). Caught by the reader and
 * reported as a diagnostic; never leaves the package.
 */
final class MapfileError extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final transient SourcePosition position;

    MapfileError(SourcePosition position, String message) {
        super(message, null, false, false);
        this.position = position;
    }

    /** @return where */
    SourcePosition position() {
        return position;
    }
}
