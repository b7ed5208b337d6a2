package org.hexbench.benchmarks;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.OptionsBuilder;

/**
 * Runs Hexbench's JMH benchmarks and prints each measured pair as a ratio, measured side by side in one run.
 * Benchmarks pair by name: {@code hexbenchAStar} is Hexbench's side of the pair "AStar", and any other method of the
 * same class ending in "AStar" ({@code tektosyneAStar}) is its baseline. Arguments are regular expressions selecting
 * benchmarks (default: all); {@code --quick} runs one short iteration each, to check that everything runs.
 */
public final class RatioReport {

    private static final String OURS = "hexbench";

    private RatioReport() {
    }

    /** Runs the selected benchmarks and prints the JMH results followed by the ratio table. */
    public static void main(String[] args) throws RunnerException {
        ChainedOptionsBuilder options = new OptionsBuilder();
        boolean any = false;
        for (String arg : args) {
            if (arg.equals("--quick")) {
                options.warmupIterations(1).measurementIterations(1).warmupTime(org.openjdk.jmh.runner.options.TimeValue.seconds(1))
                        .measurementTime(org.openjdk.jmh.runner.options.TimeValue.seconds(1));
            } else {
                options.include(arg);
                any = true;
            }
        }
        if (!any) {
            options.include("org\\.hexbench\\.benchmarks\\..*");
        }
        Collection<RunResult> results = new Runner(options.build()).run();
        System.out.println();
        System.out.println(table(results));
    }

    /** The ratio table for a run's results. */
    static String table(Collection<RunResult> results) {
        Map<String, RunResult> byName = new LinkedHashMap<>();
        for (RunResult r : results) {
            byName.put(r.getParams().getBenchmark(), r);
        }
        List<String> lines = new ArrayList<>();
        lines.add("Hexbench vs baselines (same run, same inputs; ratio = baseline time / Hexbench time):");
        for (Map.Entry<String, RunResult> e : byName.entrySet()) {
            String name = e.getKey();
            int dot = name.lastIndexOf('.');
            String owner = name.substring(0, dot);
            String method = name.substring(dot + 1);
            RunResult ours = e.getValue();
            if (!method.startsWith(OURS)) {
                continue;
            }
            String pair = method.substring(OURS.length());
            boolean paired = false;
            for (Map.Entry<String, RunResult> other : byName.entrySet()) {
                String otherMethod = other.getKey().substring(other.getKey().lastIndexOf('.') + 1);
                if (other.getKey().startsWith(owner + ".") && !otherMethod.startsWith(OURS) && otherMethod.endsWith(pair)
                        && Character.isUpperCase(otherMethod.charAt(otherMethod.length() - pair.length()))) {
                    lines.add(line(owner, pair, ours, otherMethod.substring(0, otherMethod.length() - pair.length()),
                            other.getValue()));
                    paired = true;
                }
            }
            if (!paired) {
                lines.add(String.format(Locale.ROOT, "  %-34s hexbench %12.3f %s  (no baseline)", simple(owner) + " " + pair,
                        ours.getPrimaryResult().getScore(), ours.getPrimaryResult().getScoreUnit()));
            }
        }
        return String.join(System.lineSeparator(), lines);
    }

    private static String line(String owner, String pair, RunResult ours, String baseline, RunResult theirs) {
        double a = ours.getPrimaryResult().getScore();
        double b = theirs.getPrimaryResult().getScore();
        String unit = ours.getPrimaryResult().getScoreUnit();
        return String.format(Locale.ROOT, "  %-34s hexbench %12.3f %s   %s %12.3f %s   ratio %7.2fx", simple(owner) + " " + pair,
                a, unit, baseline, b, theirs.getPrimaryResult().getScoreUnit(), b / a);
    }

    private static String simple(String className) {
        return className.substring(className.lastIndexOf('.') + 1);
    }
}
