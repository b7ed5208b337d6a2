package org.hexbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.hexbench.testdata.SharedData;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code hexbench path}: solving Moving AI scenarios, the terrain report, mismatches, malformed input and usage
 * errors.
 */
class PathCommandTest {

    /** A 4×3 octile map with a wall at (1,0): going from (0,0) to (3,0) needs a detour through row 1. */
    private static final String MAP = """
            type octile
            height 3
            width 4
            map
            .@..
            ....
            ....
            """;

    @TempDir
    Path folder;

    private final CapturedTerminal terminal = new CapturedTerminal();

    private int run(String... arguments) {
        return terminal.run(arguments);
    }

    private Path write(String name, String text) throws IOException {
        return Files.writeString(folder.resolve(name), text);
    }

    /** Asserts that standard output contains every one of the texts. */
    private void assertOutputContains(String... texts) {
        String out = terminal.out();
        for (String text : texts) {
            assertTrue(out.contains(text), () -> "no '" + text + "' in:\n" + out);
        }
    }

    private static String scenario(double optimum) {
        // (0,0) -> (3,0) around the wall at (1,0). No corner cutting: no diagonal may pass the wall's corners, so the
        // path steps down to (0,1), along to (1,1) and (2,1), then diagonally up to (3,0): 3 + √2.
        return "version 1\n0\tsmall.map\t4\t3\t0\t0\t3\t0\t" + optimum + "\n";
    }

    @Test
    void solvesAScenarioAndReportsIt() throws IOException {
        Path map = write("small.map", MAP);
        Path scen = write("small.map.scen", scenario(3 + Math.sqrt(2)));
        assertEquals(ExitCode.OK, run("path", map.toString(), scen.toString()), terminal::err);
        assertOutputContains("problems:    1", "solved:      1", "mismatches:  0", "terrain:     . 11, @ 1",
                "blocked:     0 (start or goal on @, O or T)", "on water:    0 (start or goal on W)", "time:");
    }

    /**
     * Every letter of the Moving AI map format, and problems on water and on a tree:
     * <pre>
     *   x 0123
     * y0  .GWW
     * y1  SGWW
     * y2  T@OW
     * </pre>
     */
    @Test
    void reportsTheLettersAndTheProblemsOnWaterOrBlockedCells() throws IOException {
        Path map = write("letters.map", "type octile\nheight 3\nwidth 4\nmap\n.GWW\nSGWW\nT@OW\n");
        Path scen = write("letters.map.scen", "version 1\n"
                // water (2,0) -> (3,1) -> (3,2): one diagonal between water sides, then down: √2 + 1
                + "0\tletters.map\t4\t3\t2\t0\t3\t2\t" + (Math.sqrt(2) + 1) + "\n"
                // land (0,0) -> (1,1): a diagonal between G and S, both land: √2
                + "0\tletters.map\t4\t3\t0\t0\t1\t1\t" + Math.sqrt(2) + "\n"
                // from the tree at (0,2): no path
                + "0\tletters.map\t4\t3\t0\t2\t0\t0\t2\n");
        assertEquals(ExitCode.DOMAIN_ERROR, run("path", map.toString(), scen.toString()));
        assertOutputContains("terrain:     . 1, G 2, @ 1, O 1, T 1, S 1, W 5", "solved:      2", "unreachable: 1",
                "blocked:     1 (start or goal on @, O or T)", "on water:    1 (start or goal on W)");
        assertTrue(terminal.err().contains("first failure: line 4: no path"), terminal::err);
    }

    @Test
    void aWrongOptimumIsAMismatchAndExitsOne() throws IOException {
        Path map = write("small.map", MAP);
        Path scen = write("small.map.scen", scenario(3.0));
        assertEquals(ExitCode.DOMAIN_ERROR, run("path", map.toString(), scen.toString()));
        assertTrue(terminal.out().contains("mismatches:  1"));
        assertTrue(terminal.err().contains("first failure"));
    }

    @Test
    void aMalformedScenarioLineIsReportedWithItsLineNumber() throws IOException {
        Path map = write("small.map", MAP);
        Path scen = write("bad.map.scen", scenario(3 + Math.sqrt(2)) + "0\tsmall.map\t4\t3\tzero\t0\t3\t0\t1.0\n");
        assertEquals(ExitCode.DOMAIN_ERROR, run("path", map.toString(), scen.toString()));
        String message = terminal.err();
        assertTrue(message.contains("bad.map.scen:3: error:"), message);
        assertTrue(!message.contains("Exception"), "no stack trace: " + message);
    }

    @Test
    void aMalformedMapIsReportedWithItsLineNumber() throws IOException {
        assertMapRejected(MAP.replace("width 4", "width four"), "bad.map:3: error:");
        // A letter the Moving AI format does not define (it has '.', 'G', '@', 'O', 'T', 'S' and 'W' only).
        assertMapRejected(MAP.replace(".@..", ".@.w"), "bad.map:5: error: unknown terrain 'w' at column 4");
    }

    /** Runs {@code path} on a map with the given text and expects exit 1 with the message on standard error. */
    private void assertMapRejected(String mapText, String message) throws IOException {
        Path map = write("bad.map", mapText);
        Path scen = write("small.map.scen", scenario(1));
        assertEquals(ExitCode.DOMAIN_ERROR, run("path", map.toString(), scen.toString()));
        assertTrue(terminal.err().contains(message), terminal::err);
    }

    @Test
    void aMissingFileIsADomainError() throws IOException {
        Path scen = write("small.map.scen", scenario(1));
        assertEquals(ExitCode.DOMAIN_ERROR, run("path", folder.resolve("none.map").toString(), scen.toString()));
        assertTrue(terminal.err().contains("none.map: error: no such file"), terminal::err);
    }

    @Test
    void wrongArgumentsAreUsageErrors() {
        assertEquals(ExitCode.USAGE_ERROR, run("path", "only-one.map"));
        assertEquals(ExitCode.USAGE_ERROR, run("path", "a.map", "b.scen", "--threads", "0"));
        assertEquals(ExitCode.USAGE_ERROR, run("path", "a.map", "b.scen", "--fast"));
        assertTrue(terminal.err().contains("usage: hexbench path"));
    }

    @Test
    void solvesTheRealArenaBenchmark() {
        Path data = SharedData.movingAi().orElse(null);
        Assumptions.assumeTrue(data != null, SharedData.absent("movingai"));
        int code = run("path", data.resolve("maps/arena.map").toString(),
                data.resolve("scenarios/arena.map.scen").toString(), "--threads", "2");
        assertEquals(ExitCode.OK, code, terminal::err);
        assertTrue(terminal.out().contains("mismatches:  0"));
    }
}
