package org.hexbench.cli;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/** A {@link Terminal} whose two streams tests can read back, with the standard command line writing to it. */
final class CapturedTerminal {

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();
    private final Terminal terminal = new Terminal(new PrintStream(out, true, StandardCharsets.UTF_8),
            new PrintStream(err, true, StandardCharsets.UTF_8));

    /** The terminal writing into this capture. */
    Terminal terminal() {
        return terminal;
    }

    /** The standard command line of the given version, writing here. */
    HexbenchCommandLine commandLine(String version) {
        return HexbenchCommandLine.standard(terminal, HexbenchVersion.parse(version));
    }

    /** Runs the standard command line (version 0.1.0) and returns its exit code. */
    int run(String... arguments) {
        return commandLine("0.1.0").run(arguments);
    }

    /** Everything written to standard output so far. */
    String out() {
        return out.toString(StandardCharsets.UTF_8);
    }

    /** Everything written to standard error so far. */
    String err() {
        return err.toString(StandardCharsets.UTF_8);
    }
}
