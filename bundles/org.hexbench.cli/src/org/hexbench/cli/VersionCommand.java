package org.hexbench.cli;

import java.util.List;
import java.util.Objects;

/** {@code hexbench version}: prints the product version, so bug reports and saved games can name it. */
public final class VersionCommand implements Subcommand {

    private final HexbenchVersion version;

    /** Creates the subcommand for the given version. */
    public VersionCommand(HexbenchVersion version) {
        this.version = Objects.requireNonNull(version, "version");
    }

    @Override
    public String name() {
        return "version";
    }

    @Override
    public String summary() {
        return "print the Hexbench version";
    }

    @Override
    public String usage() {
        return "hexbench version";
    }

    @Override
    public int run(List<String> arguments, Terminal terminal) throws UsageException {
        if (!arguments.isEmpty()) {
            throw new UsageException("'version' takes no arguments, got: " + String.join(" ", arguments));
        }
        terminal.out().println(version.display());
        return ExitCode.OK;
    }
}
