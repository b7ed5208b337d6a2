package org.hexbench.ui.balance.internal;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.hexbench.ai.balance.BalanceSettings;

/**
 * The balance reports of this workbench session, per scenario file: the latest two finished runs (so a run after an
 * edit shows beside the one before) and the settings last run, which the dialog offers again. Kept here rather than
 * in the editor, so a report finished while its editor was closed is still there when it opens.
 */
public final class BalanceRuns {

    private static final Map<Path, List<BalanceJob.Outcome>> RUNS = new HashMap<>();
    private static final Map<Path, BalanceSettings> SETTINGS = new HashMap<>();

    private BalanceRuns() {
    }

    private static Path key(Path scenario) {
        return scenario.toAbsolutePath().normalize();
    }

    /**
     * A run starts.
     *
     * @param scenario the scenario
     * @param settings its settings
     */
    public static synchronized void started(Path scenario, BalanceSettings settings) {
        SETTINGS.put(key(scenario), settings);
    }

    /**
     * A run finished with a report (possibly stopped early): it becomes the latest, the latest before becomes the
     * previous.
     *
     * @param outcome the outcome with its report
     */
    public static synchronized void finished(BalanceJob.Outcome outcome) {
        List<BalanceJob.Outcome> runs = RUNS.computeIfAbsent(key(outcome.scenarioFile()), k -> new ArrayList<>());
        runs.add(0, outcome);
        while (runs.size() > 2) {
            runs.remove(runs.size() - 1);
        }
    }

    /**
     * @param scenario a scenario
     * @return its latest run first, then the one before (at most two)
     */
    public static synchronized List<BalanceJob.Outcome> of(Path scenario) {
        return List.copyOf(RUNS.getOrDefault(key(scenario), List.of()));
    }

    /**
     * @param scenario a scenario
     * @return the settings last run on it, or {@code null}
     */
    public static synchronized BalanceSettings settings(Path scenario) {
        return SETTINGS.get(key(scenario));
    }

    /** Forgets every run (tests start afresh). */
    public static synchronized void clear() {
        RUNS.clear();
        SETTINGS.clear();
    }
}
