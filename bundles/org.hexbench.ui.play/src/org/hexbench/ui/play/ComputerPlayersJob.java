package org.hexbench.ui.play;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.hexbench.play.ComputerRunner;
import org.hexbench.play.ComputerTurns;
import org.hexbench.play.TurnProgress;

/**
 * The computer players of a game in the workbench: each time they are to move, a {@link Job} plays their turns, so
 * the Progress view shows them (turn by turn, against the turn limit) and its cancel button stops them, as
 * Hexbench's Stop does.
 */
public final class ComputerPlayersJob extends Job {

    /** The family of these jobs, for tests and the progress view. */
    public static final Object FAMILY = ComputerPlayersJob.class;

    /** Runs every session's computer players in a job of this kind. */
    public static final ComputerRunner RUNNER = turns -> new ComputerPlayersJob(turns).schedule();

    private final ComputerTurns turns;

    private ComputerPlayersJob(ComputerTurns turns) {
        super(turns.name());
        this.turns = turns;
    }

    @Override
    public boolean belongsTo(Object family) {
        return family == FAMILY;
    }

    @Override
    protected IStatus run(IProgressMonitor monitor) {
        turns.run(new TurnProgress() {
            private int worked;

            @Override
            public void begin(String name, int turnLimit, int turnsPlayed) {
                monitor.beginTask(name, turnLimit > 0 ? turnLimit : IProgressMonitor.UNKNOWN);
                report(turnsPlayed);
            }

            @Override
            public void turn(String text, int turnsPlayed) {
                monitor.subTask(text);
                report(turnsPlayed);
            }

            private void report(int turnsPlayed) {
                if (turnsPlayed > worked) {
                    monitor.worked(turnsPlayed - worked);
                    worked = turnsPlayed;
                }
            }

            @Override
            public boolean isCanceled() {
                return monitor.isCanceled();
            }
        });
        monitor.done();
        return monitor.isCanceled() ? Status.CANCEL_STATUS : Status.OK_STATUS;
    }
}
