package org.hexbench.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

import org.hexbench.tiling.movingai.MovingAiFormatException;
import org.hexbench.tiling.movingai.MovingAiReport;
import org.hexbench.tiling.movingai.MovingAiSolver;

/**
 * {@code hexbench path <file.map> <file.map.scen>}: solves every problem of a Moving AI benchmark scenario with
 * Hexbench's A* (octile costs: straight 1, diagonal √2, no corner cutting; every terrain letter of the Moving AI Lab
 * map format, movingai.com/benchmarks/formats.html, with water traversable but not connected to land) and checks each
 * path cost against the published optimum. It also prints the map's letters and how many problems start or end on a
 * cell that is not traversable or on water, so a run shows which terrain rules its problems exercise. Exit 1 on any
 * mismatch or malformed input, so the command doubles as a pathfinding check.
 */
public final class PathCommand implements Subcommand {

    @Override
    public String name() {
        return "path";
    }

    @Override
    public String summary() {
        return "solve a Moving AI pathfinding scenario and check every cost against the optimum";
    }

    @Override
    public String usage() {
        return "hexbench path <file.map> <file.map.scen> [--threads N]";
    }

    @Override
    public int run(List<String> arguments, Terminal terminal) throws UsageException {
        int threads = 1;
        List<String> files = new java.util.ArrayList<>();
        for (int i = 0; i < arguments.size(); i++) {
            String argument = arguments.get(i);
            if (argument.equals("--threads")) {
                if (i + 1 >= arguments.size()) {
                    throw new UsageException("--threads needs a number");
                }
                threads = positive(arguments.get(++i));
            } else if (argument.startsWith("-")) {
                throw new UsageException("unknown option '" + argument + "'");
            } else {
                files.add(argument);
            }
        }
        if (files.size() != 2) {
            throw new UsageException("expected a map file and a scenario file, got " + files.size() + " file(s)");
        }
        Path map = Path.of(files.get(0));
        Path scenario = Path.of(files.get(1));
        for (Path file : List.of(map, scenario)) {
            if (!Files.isRegularFile(file)) {
                terminal.err().println(file + ": error: no such file");
                return ExitCode.DOMAIN_ERROR;
            }
        }
        MovingAiReport report;
        try {
            report = MovingAiSolver.solve(map, scenario, threads);
        } catch (MovingAiFormatException e) {
            terminal.err().println(e.source() + ":" + e.line() + ": error: " + e.detail());
            return ExitCode.DOMAIN_ERROR;
        } catch (NoSuchFileException e) {
            terminal.err().println(e.getFile() + ": error: no such file");
            return ExitCode.DOMAIN_ERROR;
        } catch (IOException e) {
            terminal.err().println(scenario + ": error: cannot read: " + e.getMessage());
            return ExitCode.DOMAIN_ERROR;
        }
        print(report, terminal);
        return report.allSolved() ? ExitCode.OK : ExitCode.DOMAIN_ERROR;
    }

    private static void print(MovingAiReport report, Terminal terminal) {
        terminal.out().printf(Locale.ROOT, "map:         %s%n", report.map());
        terminal.out().printf(Locale.ROOT, "terrain:     %s%n", report.terrainSummary());
        terminal.out().printf(Locale.ROOT, "problems:    %d%n", report.problems());
        terminal.out().printf(Locale.ROOT, "blocked:     %d (start or goal on @, O or T)%n", report.blockedEndpoints());
        terminal.out().printf(Locale.ROOT, "on water:    %d (start or goal on W)%n", report.waterEndpoints());
        terminal.out().printf(Locale.ROOT, "solved:      %d%n", report.solved());
        terminal.out().printf(Locale.ROOT, "mismatches:  %d%n", report.mismatches());
        terminal.out().printf(Locale.ROOT, "unreachable: %d%n", report.unreachable());
        terminal.out().printf(Locale.ROOT, "max error:   %.6f%n", report.maxError());
        terminal.out().printf(Locale.ROOT, "time:        %.1f ms%n", report.millis());
        if (report.firstFailure() != null) {
            terminal.err().println("first failure: " + report.firstFailure());
        }
    }

    private static int positive(String text) throws UsageException {
        try {
            int value = Integer.parseInt(text);
            if (value > 0) {
                return value;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new UsageException("--threads needs a positive number, got '" + text + "'");
    }
}
