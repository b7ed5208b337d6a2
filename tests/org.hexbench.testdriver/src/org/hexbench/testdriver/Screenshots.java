package org.hexbench.testdriver;

import java.nio.file.Path;

/** Where UI tests save screenshots: of failures, and of states worth showing a reviewer. */
public final class Screenshots {

    /** System property naming the screenshot folder; the test bundles' poms set it below their target/. */
    public static final String FOLDER_PROPERTY = "hexbench.screenshots";

    private Screenshots() {
    }

    /** The {@value #FOLDER_PROPERTY} system property, else {@code target/screenshots} below the working directory. */
    public static Path folder() {
        String property = System.getProperty(FOLDER_PROPERTY);
        return property != null ? Path.of(property) : Path.of("target", "screenshots");
    }
}
