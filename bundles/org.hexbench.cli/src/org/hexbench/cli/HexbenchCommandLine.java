package org.hexbench.cli;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The {@code hexbench} command line: picks the {@link Subcommand} named by the first word, runs it, and turns
 * usage mistakes into a message plus {@link ExitCode#USAGE_ERROR}. It never ends without saying why: an error no
 * subcommand expected is printed as one line with its cause and the file of its full report
 * ({@link ExitCode#INTERNAL_ERROR}). Help is built in ({@code --help}, {@code -h},
 * {@code help [subcommand]}), so every subcommand is documented the same way.
 */
public final class HexbenchCommandLine {

    private final Map<String, Subcommand> subcommands = new LinkedHashMap<>();
    private final Terminal terminal;

    /** Creates a command line that writes to the given terminal; register subcommands with {@link #add}. */
    public HexbenchCommandLine(Terminal terminal) {
        this.terminal = Objects.requireNonNull(terminal, "terminal");
    }

    /** The standard command line with every subcommand Hexbench ships. */
    public static HexbenchCommandLine standard(Terminal terminal, HexbenchVersion version) {
        return new HexbenchCommandLine(terminal).add(new VersionCommand(version)).add(new PathCommand())
                .add(new ValidateCommand()).add(new PlayCommand()).add(new ReplayCommand())
                .add(new TiledCommand(true)).add(new TiledCommand(false)).add(new ImportCommand())
                .add(new GenerateMapCommand())
                .add(new TournamentCommand()).add(new PbemCommand()).add(new ServeCommand());
    }

    /**
     * Registers a subcommand.
     *
     * @throws IllegalArgumentException when another subcommand already has its name
     */
    public HexbenchCommandLine add(Subcommand subcommand) {
        if (subcommands.putIfAbsent(subcommand.name(), subcommand) != null) {
            throw new IllegalArgumentException("two subcommands named '" + subcommand.name() + "'");
        }
        return this;
    }

    /** The names of the registered subcommands, in registration order. */
    public List<String> names() {
        return List.copyOf(subcommands.keySet());
    }

    /**
     * Runs the command line.
     *
     * @param arguments the process arguments after the program name
     * @return the {@link ExitCode} for the process
     */
    public int run(String... arguments) {
        if (arguments.length == 0) {
            printOverview(terminal.err());
            return ExitCode.USAGE_ERROR;
        }
        String first = arguments[0];
        List<String> rest = Arrays.asList(arguments).subList(1, arguments.length);
        switch (first) {
            case "--help", "-h", "help" -> {
                return help(rest);
            }
            case "--version" -> {
                return run("version");
            }
            default -> {
                Subcommand subcommand = subcommands.get(first);
                if (subcommand == null) {
                    terminal.err().println("hexbench: unknown subcommand '" + first + "'");
                    printOverview(terminal.err());
                    return ExitCode.USAGE_ERROR;
                }
                if (rest.contains("--help") || rest.contains("-h")) {
                    terminal.out().println("usage: " + subcommand.usage());
                    return ExitCode.OK;
                }
                return runSubcommand(subcommand, rest);
            }
        }
    }

    private int runSubcommand(Subcommand subcommand, List<String> arguments) {
        try {
            return subcommand.run(arguments, terminal);
        } catch (UsageException e) {
            terminal.err().println("hexbench " + subcommand.name() + ": " + e.getMessage());
            terminal.err().println("usage: " + subcommand.usage());
            return ExitCode.USAGE_ERROR;
        } catch (RuntimeException | LinkageError | VirtualMachineError e) {
            terminal.err().println("hexbench " + subcommand.name() + ": unexpected error: " + oneLine(e) + " ("
                    + ErrorReport.write(subcommand.name(), arguments, e) + "; exit code " + ExitCode.INTERNAL_ERROR + ")");
            return ExitCode.INTERNAL_ERROR;
        }
    }

    private static String oneLine(Throwable e) {
        String message = e.getMessage();
        String text = e.getClass().getSimpleName() + (message == null || message.isBlank() ? "" : ": " + message);
        int end = text.indexOf('\n');
        return end < 0 ? text : text.substring(0, end);
    }

    private int help(List<String> arguments) {
        if (arguments.isEmpty()) {
            printOverview(terminal.out());
            return ExitCode.OK;
        }
        Subcommand subcommand = subcommands.get(arguments.get(0));
        if (subcommand == null || arguments.size() > 1) {
            terminal.err().println("hexbench help: no subcommand named '" + String.join(" ", arguments) + "'");
            printOverview(terminal.err());
            return ExitCode.USAGE_ERROR;
        }
        terminal.out().println(subcommand.summary());
        terminal.out().println("usage: " + subcommand.usage());
        return ExitCode.OK;
    }

    private void printOverview(java.io.PrintStream stream) {
        stream.println("usage: hexbench <subcommand> [arguments]   (hexbench ide, or no arguments, opens the IDE)");
        stream.println();
        stream.println("subcommands:");
        int width = subcommands.keySet().stream().mapToInt(String::length).max().orElse(4) + 2;
        for (Subcommand s : subcommands.values()) {
            stream.printf("  %-" + width + "s%s%n", s.name(), s.summary());
        }
        stream.printf("  %-" + width + "s%s%n", "help", "print this overview, or 'help <subcommand>' for one");
        stream.println();
        stream.println("exit codes: 0 ok, 1 invalid input (with a message), 2 usage error, 3 unexpected error (with"
                + " the file of its full report)");
    }
}
