package org.hexbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** Reading OSGi bundle versions into the version {@code hexbench version} prints. */
class HexbenchVersionTest {

    @Test
    void fullVersionKeepsTheQualifierAsBuild() {
        HexbenchVersion v = HexbenchVersion.parse("0.1.0.202611222057");
        assertEquals("0.1.0", v.release());
        assertEquals("202611222057", v.qualifier());
        assertEquals("Hexbench 0.1.0 (build 202611222057)", v.display());
    }

    @Test
    void missingPartsAreZeroAndNoQualifierMeansNoBuild() {
        assertEquals("Hexbench 2.0.0", HexbenchVersion.parse("2").display());
        assertEquals("Hexbench 2.3.0", HexbenchVersion.parse("2.3").display());
    }

    @Test
    void garbageIsRejectedWithTheText() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> HexbenchVersion.parse("one.two"));
        assertEquals("not an OSGi version: 'one.two'", e.getMessage());
    }
}
