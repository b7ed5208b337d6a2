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
 * same class ending in "AStar" ({@code tektosyneAStar}) is its baseline; in a class with a single baseline method
 * ({@code readBytes}) every Hexbench method is compared with that one. Arguments are regular expressions selecting
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
        lines.add("Hexbench vs baselines (same run, same inputs):");
        for (Map.Entry<String, RunResult> e : byName.entrySet()) {
            String owner = owner(e.getKey());
            String method = method(e.getKey());
            if (!method.startsWith(OURS)) {
                continue;
            }
            String pair = method.substring(OURS.length());
            List<String> baselines = byName.keySet().stream()
                    .filter(n -> owner(n).equals(owner) && !method(n).startsWith(OURS)).toList();
            List<String> matching = baselines.stream().filter(n -> method(n).endsWith(pair)
                    && Character.isUpperCase(method(n).charAt(method(n).length() - pair.length()))).toList();
            List<String> chosen = !matching.isEmpty() ? matching : baselines.size() == 1 ? baselines : List.of();
            for (String baseline : chosen) {
                lines.add(line(owner, pair, e.getValue(), method(baseline), byName.get(baseline)));
            }
            if (chosen.isEmpty()) {
                lines.add(String.format(Locale.ROOT, "  %-36s hexbench %12.3f %s  (no baseline)", simple(owner) + " " + pair,
                        e.getValue().getPrimaryResult().getScore(), e.getValue().getPrimaryResult().getScoreUnit()));
            }
        }
        return String.join(System.lineSeparator(), lines);
    }

    private static String owner(String benchmark) {
        return benchmark.substring(0, benchmark.lastIndexOf('.'));
    }

    private static String method(String benchmark) {
        return benchmark.substring(benchmark.lastIndexOf('.') + 1);
    }

    private static String line(String owner, String pair, RunResult ours, String baseline, RunResult theirs) {
        // the baseline's own name when it is not the pair's prefix, e.g. "readBytes"
        baseline = baseline.endsWith(pair) ? baseline.substring(0, baseline.length() - pair.length()) : baseline;
        double a = ours.getPrimaryResult().getScore();
        double b = theirs.getPrimaryResult().getScore();
        String unit = ours.getPrimaryResult().getScoreUnit();
        // times per operation: smaller is better; throughput (ops per time): larger is better
        double ratio = unit.endsWith("/op") ? b / a : a / b;
        String reading = ratio >= 1 ? String.format(Locale.ROOT, "Hexbench %.2fx faster", ratio)
                : String.format(Locale.ROOT, "Hexbench takes %.1fx the baseline's time", 1 / ratio);
        return String.format(Locale.ROOT, "  %-36s hexbench %12.3f %s   %s %12.3f %s   %s", simple(owner) + " " + pair,
                a, unit, baseline, b, theirs.getPrimaryResult().getScoreUnit(), reading);
    }

    private static String simple(String className) {
        return className.substring(className.lastIndexOf('.') + 1);
    }
}
