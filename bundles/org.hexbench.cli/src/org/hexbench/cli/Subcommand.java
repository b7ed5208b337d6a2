package org.hexbench.cli;

import java.util.List;

/**
 * One verb of the {@code hexbench} command line ({@code version}, {@code validate}, {@code play} ...). Each is a
 * small object registered with {@link HexbenchCommandLine}; it reads its own arguments and returns an
 * {@link ExitCode}.
 */
public interface Subcommand {

    /** The word that selects this subcommand on the command line, e.g. {@code "version"}. */
    String name();

    /** One line for the overview printed by {@code hexbench --help}. */
    String summary();

    /** The synopsis and options printed by {@code hexbench help <name>} and after a usage error. */
    String usage();

    /**
     * Runs the subcommand.
     *
     * @param arguments the words after the subcommand's name
     * @param terminal where to write results and messages
     * @return an {@link ExitCode}
     * @throws UsageException when the arguments are malformed
     */
    int run(List<String> arguments, Terminal terminal) throws UsageException;
}
