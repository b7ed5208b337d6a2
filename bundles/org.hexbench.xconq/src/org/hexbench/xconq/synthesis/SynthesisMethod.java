package org.hexbench.xconq.synthesis;

import java.util.Optional;

/** The terrain methods of Xconq's synthesis (GDL reference, Synthesis Methods), by their GDL names. */
public enum SynthesisMethod {

    /** {@code make-fractal-percentile-terrain}: altitude and wetness blobs, terrain by percentile ranges (Fractal World). */
    FRACTAL_PERCENTILE("make-fractal-percentile-terrain"),
    /** {@code make-random-terrain}: each cell drawn by the terrain types' {@code occurrence} (Random World). */
    RANDOM("make-random-terrain"),
    /** {@code make-maze-terrain}: random terrain with rooms and passages carved into it (Maze World). */
    MAZE("make-maze-terrain"),
    /**
     * {@code make-earthlike-terrain}: the manual says only that it "approximates what actually appears on Earth"
     * (Earthlike World); Hexbench stands in for it with the fractal percentile method.
     */
    EARTHLIKE("make-earthlike-terrain");

    private final String gdlName;

    SynthesisMethod(String gdlName) {
        this.gdlName = gdlName;
    }

    /** @return the method's name in a module's {@code synthesis-methods} list */
    public String gdlName() {
        return gdlName;
    }

    /**
     * Finds a method by its GDL name.
     *
     * @param name a name such as {@code make-random-terrain}
     * @return the method, or empty for another name (a unit or river method)
     */
    public static Optional<SynthesisMethod> ofGdlName(String name) {
        for (SynthesisMethod m : values()) {
            if (m.gdlName.equals(name)) {
                return Optional.of(m);
            }
        }
        return Optional.empty();
    }
}
