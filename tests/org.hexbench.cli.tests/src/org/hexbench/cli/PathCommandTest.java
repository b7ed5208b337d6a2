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

/** {@code hexbench path}: solving Moving AI scenarios, mismatches, malformed input and usage errors. */
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
        String text = terminal.out();
        assertTrue(text.contains("problems:    1"), text);
        assertTrue(text.contains("solved:      1"), text);
        assertTrue(text.contains("mismatches:  0"), text);
        assertTrue(text.contains("time:"), text);
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
        Path map = write("bad.map", MAP.replace("width 4", "width four"));
        Path scen = write("small.map.scen", scenario(1));
        assertEquals(ExitCode.DOMAIN_ERROR, run("path", map.toString(), scen.toString()));
        assertTrue(terminal.err().contains("bad.map:3: error:"), terminal::err);
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
