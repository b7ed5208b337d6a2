package org.hexbench.ui.balance.internal;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Supplier;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.swt.graphics.RGB;
import org.hexbench.ai.balance.BalanceReport;
import org.hexbench.ai.balance.BalanceRun;
import org.hexbench.ai.balance.BalanceSettings;
import org.hexbench.ai.tournament.GameSource;
import org.hexbench.engine.game.ScenarioChecksum;
import org.hexbench.play.Definitions;
import org.hexbench.play.GameStartException;
import org.hexbench.scenario.Faction;
import org.hexbench.ui.play.FactionColours;

/**
 * Plays a balance report's games in the background ({@link BalanceRun}), reading the scenario and its rule file as
 * they are on disk now: the Progress view and the Balance Report editor show how many games are done, and cancelling
 * the job stops the games in play between two orders and keeps the finished ones.
 */
public final class BalanceJob extends Job {

    /** The family of these jobs, for tests and the Progress view. */
    public static final Object FAMILY = BalanceJob.class;

    /** Hears how the run goes, on the job's threads. */
    public interface Listener {

        /**
         * @param done games finished
         * @param total games to play
         */
        void progress(int done, int total);

        /**
         * The run ended: finished, stopped, or failed before any game.
         *
         * @param outcome the report or what went wrong
         */
        void finished(Outcome outcome);
    }

    /**
     * How a run ended.
     *
     * @param scenarioFile the scenario
     * @param report the report (the games finished), or {@code null} when the run could not start or failed
     * @param colours the factions' colours, in faction order
     * @param problem what went wrong, or {@code null}
     */
    public record Outcome(Path scenarioFile, BalanceReport report, List<RGB> colours, String problem) {
    }

    private final Path scenarioFile;
    private final BalanceSettings settings;
    private final Listener listener;

    /**
     * @param scenarioFile the scenario
     * @param settings the players, games, seed, turn limit and threads
     * @param listener hears the progress and the end
     */
    public BalanceJob(Path scenarioFile, BalanceSettings settings, Listener listener) {
        super("Balance report: " + scenarioFile.getFileName());
        this.scenarioFile = scenarioFile;
        this.settings = settings;
        this.listener = listener;
    }

    /** @return the settings it plays */
    public BalanceSettings settings() {
        return settings;
    }

    /** @return the scenario it plays */
    public Path scenarioFile() {
        return scenarioFile;
    }

    @Override
    public boolean belongsTo(Object family) {
        return family == FAMILY;
    }

    @Override
    protected IStatus run(IProgressMonitor monitor) {
        monitor.beginTask(getName(), settings.games());
        Outcome outcome;
        try {
            Definitions first = Definitions.read(scenarioFile);
            if (first.factionCount() != settings.players().size()) {
                throw new GameStartException(scenarioFile.getFileName() + " now has " + first.factionCount()
                        + " factions, but players were chosen for " + settings.players().size());
            }
            List<RGB> colours = colours(first.catalog().factions());
            AtomicBoolean firstTaken = new AtomicBoolean();
            Supplier<GameSource> sources = () -> firstTaken.compareAndSet(false, true) ? first.gameSource() : read().gameSource();
            BalanceReport report = BalanceRun.play(settings, identity(first), sources, (game, done, total) -> {
                monitor.worked(1);
                monitor.subTask(done + " of " + total + " games played");
                listener.progress(done, total);
            }, monitor::isCanceled);
            outcome = new Outcome(scenarioFile, report, colours, null);
        } catch (GameStartException | IOException | RuntimeException e) {
            outcome = new Outcome(scenarioFile, null, List.of(), e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            outcome = new Outcome(scenarioFile, null, List.of(), "interrupted");
        }
        monitor.done();
        listener.finished(outcome);
        return monitor.isCanceled() ? Status.CANCEL_STATUS : Status.OK_STATUS;
    }

    /** Another thread's definitions: rules serve one game at a time. */
    private Definitions read() {
        try {
            return Definitions.read(scenarioFile);
        } catch (GameStartException e) {
            throw new IllegalStateException(e.getMessage(), e);
        }
    }

    private static List<RGB> colours(List<Faction> factions) {
        List<RGB> colours = new ArrayList<>();
        for (int f = 0; f < factions.size(); f++) {
            colours.add(FactionColours.onChart(factions.get(f).getColor(), f));
        }
        return colours;
    }

    /**
     * @return the scenario's checksum (every file it is made of, as saved games check it) and the rule file's
     *         SHA-256, shortened: two runs with the same identity played by the same definitions
     */
    private static String identity(Definitions d) throws IOException {
        String rules = "Hexkit's default rules";
        if (d.ruleFile() != null) {
            try {
                rules = "rules " + HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
                        .digest(Files.readAllBytes(d.ruleFile()))).substring(0, 12);
            } catch (NoSuchAlgorithmException e) {
                throw new IllegalStateException(e);
            }
        }
        return "scenario " + ScenarioChecksum.of(d.scenario()).substring(0, 12) + ", " + rules;
    }
}
