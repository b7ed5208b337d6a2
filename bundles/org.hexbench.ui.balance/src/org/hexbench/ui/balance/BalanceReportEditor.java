package org.hexbench.ui.balance;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.custom.ScrolledComposite;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.ProgressBar;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.ide.IDE;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.ui.IEditorInput;
import org.eclipse.ui.IEditorSite;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.part.EditorPart;
import org.hexbench.ai.balance.BalanceReport;
import org.hexbench.ai.balance.BalanceSettings;
import org.hexbench.ai.balance.FactionRate;
import org.hexbench.scenario.resource.FileReplacement;
import org.hexbench.ui.balance.internal.BalanceJob;
import org.hexbench.ui.balance.internal.BalanceRuns;
import org.hexbench.ui.balance.internal.ReportPanel;

/**
 * The Balance Report editor, one per scenario file ({@link BalanceReportInput}), in the editor area where a report's
 * charts have room: while a report's games are played, a progress bar, how many games are done, and Cancel
 * (which stops the games in play and keeps the finished ones); then the report ({@link ReportPanel}: verdict, first
 * seat, game lengths, strength by unit class, charts) and, when the same scenario was reported before in this
 * session, the previous report beside it with what changed (the reports live in the workbench session, so closing
 * and opening the editor shows them again). Run Again plays the same settings on the scenario and
 * rule file as saved now (after an edit); Export CSV writes {@code hexbench tournament --csv}'s format. Test ids
 * start with {@value #ID}.
 */
public final class BalanceReportEditor extends EditorPart {

    /** The editor's id, also the prefix of its widgets' test ids. */
    public static final String ID = "org.hexbench.ui.balance.report";

    private ScrolledComposite scroll;
    private Composite body;
    private Label status;
    private ProgressBar progress;
    private Button cancel;
    private Button again;
    private Button export;
    private SashForm panels;
    private ReportPanel now;
    private ReportPanel before;
    private volatile BalanceJob job;
    private Path scenario;

    @Override
    public void init(IEditorSite site, IEditorInput input) throws PartInitException {
        if (!(input instanceof BalanceReportInput report)) {
            throw new PartInitException("the Balance Report shows a BalanceReportInput, not " + input);
        }
        setSite(site);
        setInput(input);
        scenario = report.scenarioFile();
        setPartName(input.getName());
        setTitleToolTip(input.getToolTipText());
    }

    @Override
    public boolean isDirty() {
        return false;
    }

    @Override
    public boolean isSaveAsAllowed() {
        return false;
    }

    @Override
    public void doSave(IProgressMonitor monitor) {
        // a report is not saved; Export CSV writes its games
    }

    @Override
    public void doSaveAs() {
        // not allowed
    }

    @Override
    public void createPartControl(Composite parent) {
        scroll = new ScrolledComposite(parent, SWT.V_SCROLL | SWT.H_SCROLL);
        body = new Composite(scroll, SWT.NONE);
        scroll.setContent(body);
        scroll.setExpandHorizontal(true);
        scroll.setExpandVertical(true);
        body.setLayout(new GridLayout(1, false));
        // the buttons first, so they stay in view when the editor is narrow; the status on a line of its own
        Composite bar = new Composite(body, SWT.NONE);
        bar.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        bar.setLayout(new GridLayout(4, false));
        cancel = button(bar, "Cancel", "cancel", e -> cancel());
        again = button(bar, "Run Again", "again", e -> runAgain());
        again.setToolTipText("Play the same games again on the scenario and rule file as saved now, and show the result"
                + " beside this one");
        export = button(bar, "Export CSV...", "export", e -> exportAsked());
        progress = new ProgressBar(bar, SWT.HORIZONTAL | SWT.SMOOTH);
        GridData progressData = new GridData(SWT.FILL, SWT.CENTER, true, false);
        progressData.widthHint = 180;
        progress.setLayoutData(progressData);
        progress.setData("org.hexbench.id", ID + ".progress");
        status = new Label(body, SWT.WRAP);
        GridData statusData = new GridData(SWT.FILL, SWT.CENTER, true, false);
        statusData.widthHint = 300;
        status.setLayoutData(statusData);
        status.setData("org.hexbench.id", ID + ".status");
        status.setText("No balance report of " + scenario.getFileName() + " yet in this session.");
        panels = new SashForm(body, SWT.HORIZONTAL);
        panels.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        now = new ReportPanel(panels, ID + ".now");
        before = new ReportPanel(panels, ID + ".previous");
        panels.setMaximizedControl(now);
        now.setVisible(false);
        showRuns();
        enableButtons();
        relayout();
    }

    /** Lays the content out again and lets the editor scroll when it is smaller than the report. */
    private void relayout() {
        body.layout(true, true);
        scroll.setMinSize(body.computeSize(SWT.DEFAULT, SWT.DEFAULT));
    }

    private static Button button(Composite bar, String text, String id, org.eclipse.swt.widgets.Listener action) {
        Button b = new Button(bar, SWT.PUSH);
        b.setText(text);
        b.setData("org.hexbench.id", ID + "." + id);
        b.addListener(SWT.Selection, action);
        return b;
    }

    @Override
    public void setFocus() {
        body.setFocus();
    }

    @Override
    public void dispose() {
        BalanceJob running = job;
        if (running != null) {
            running.cancel();
        }
        super.dispose();
    }

    /** @return whether a report's games are being played */
    public boolean isRunning() {
        return job != null;
    }

    /**
     * Plays a balance report in the background and shows it when done (or stopped).
     *
     * @param settings the players, games, seed, turn limit and threads
     */
    public void run(BalanceSettings settings) {
        Path scenarioFile = scenario;
        if (job != null) {
            status.setText("A balance report is running: cancel it first.");
            return;
        }
        BalanceRuns.started(scenarioFile, settings);
        progress.setMaximum(settings.games());
        progress.setSelection(0);
        status.setText("Playing " + settings.games() + " games of " + scenarioFile.getFileName() + "...");
        BalanceJob started = new BalanceJob(scenarioFile, settings, new BalanceJob.Listener() {
            @Override
            public void progress(int done, int total) {
                onDisplay(() -> {
                    progress.setSelection(done);
                    status.setText("Played " + done + " of " + total + " games of " + scenarioFile.getFileName()
                            + "...");
                });
            }

            @Override
            public void finished(BalanceJob.Outcome outcome) {
                if (outcome.report() != null) {
                    BalanceRuns.finished(outcome);
                }
                onDisplay(() -> done(outcome));
            }
        });
        job = started;
        enableButtons();
        started.schedule();
    }

    private void onDisplay(Runnable r) {
        if (!status.isDisposed()) {
            status.getDisplay().asyncExec(() -> {
                if (!status.isDisposed()) {
                    r.run();
                }
            });
        }
    }

    private void done(BalanceJob.Outcome outcome) {
        job = null;
        if (outcome.report() == null) {
            status.setText("The balance report could not run: " + outcome.problem());
        } else {
            BalanceReport r = outcome.report();
            status.setText(r.stopped() ? "Stopped: " + r.games().size() + " of " + r.settings().games()
                    + " games were finished and are reported." : "Played " + r.games().size() + " games of "
                    + r.scenario() + ".");
            progress.setSelection(r.games().size());
            showRuns();
        }
        enableButtons();
    }

    private void cancel() {
        BalanceJob running = job;
        if (running != null) {
            running.cancel();
            status.setText("Stopping: the games in play end after their current order...");
        }
    }

    private void runAgain() {
        BalanceSettings settings = BalanceRuns.settings(scenario);
        if (settings != null && saveEditorsOf(getSite().getShell(), scenario)) {
            run(settings);
        }
    }

    /**
     * Asks to save unsaved editors of the scenario's project, since a report reads the files as saved.
     *
     * @param shell the shell to ask in
     * @param scenarioFile the scenario
     * @return whether to go on (nothing was unsaved, it was saved, or the person went on without saving)
     */
    public static boolean saveEditorsOf(Shell shell, Path scenarioFile) {
        IFile file = ResourcesPlugin.getWorkspace().getRoot()
                .getFileForLocation(org.eclipse.core.runtime.IPath.fromPath(scenarioFile));
        return file == null || IDE.saveAllEditors(new IResource[] {file.getProject()}, true);
    }

    private void showRuns() {
        List<BalanceJob.Outcome> runs = BalanceRuns.of(scenario);
        if (runs.isEmpty()) {
            return;
        }
        BalanceJob.Outcome latest = runs.get(0);
        BalanceJob.Outcome previous = runs.size() > 1 ? runs.get(1) : null;
        now.setVisible(true);
        now.show("This run", latest.report(), latest.colours(), previous == null ? "" : compare(latest.report(),
                previous.report()));
        if (previous != null) {
            before.show("Previous run", previous.report(), previous.colours(), "");
            panels.setMaximizedControl(null);
        } else {
            panels.setMaximizedControl(now);
        }
        relayout();
    }

    /** @return e.g. "Since the previous run (the scenario or rule file changed): House Rouge 40% → 55%, …" */
    private static String compare(BalanceReport latest, BalanceReport previous) {
        List<String> changes = new ArrayList<>();
        List<FactionRate> a = latest.factionRates();
        List<FactionRate> b = previous.factionRates();
        for (int f = 0; f < Math.min(a.size(), b.size()); f++) {
            changes.add(a.get(f).name() + " " + FactionRate.percent(b.get(f).share()) + " → "
                    + FactionRate.percent(a.get(f).share()));
        }
        String why = latest.definitions().equals(previous.definitions()) ? "same scenario and rule file"
                : "the scenario or rule file changed";
        if (!latest.settings().equals(previous.settings())) {
            why += "; other settings";
        }
        return "Since the previous run (" + why + "): " + String.join(", ", changes) + ".";
    }

    private void enableButtons() {
        boolean running = job != null;
        BalanceReport latest = latest();
        cancel.setEnabled(running);
        progress.setVisible(running || latest != null);
        again.setEnabled(!running && BalanceRuns.settings(scenario) != null);
        export.setEnabled(!running && latest != null && latest.hasCsv());
        export.setToolTipText(latest != null && !latest.hasCsv() ? "The tournament CSV has two seats; "
                + latest.scenario() + " has " + latest.factions().size() + " factions"
                : "Write one row per game, as hexbench tournament --csv does");
    }

    private void exportAsked() {
        FileDialog dialog = new FileDialog(getSite().getShell(), SWT.SAVE);
        dialog.setFilterExtensions(new String[] {"*.csv"});
        dialog.setOverwrite(true);
        String name = scenario.getFileName().toString();
        dialog.setFileName(name.substring(0, name.lastIndexOf('.')) + "-balance.csv");
        String chosen = dialog.open();
        if (chosen != null) {
            try {
                exportCsv(Path.of(chosen));
            } catch (IOException e) {
                MessageDialog.openError(getSite().getShell(), "Export CSV", chosen + ": " + e.getMessage());
            }
        }
    }

    /**
     * Writes the latest report's games as CSV, atomically (Export CSV after its file dialog).
     *
     * @param target the file
     * @throws IOException if it cannot be written (it is then untouched)
     */
    public void exportCsv(Path target) throws IOException {
        BalanceReport latest = latest();
        if (latest == null) {
            throw new IOException("no report to export");
        }
        Path written = FileReplacement.temporaryFileFor(target.toAbsolutePath());
        Files.writeString(written, latest.csv(), StandardCharsets.UTF_8);
        FileReplacement.replace(written, target.toAbsolutePath());
    }

    /** @return the report shown as this run, or {@code null} */
    public BalanceReport latest() {
        List<BalanceJob.Outcome> runs = BalanceRuns.of(scenario);
        return runs.isEmpty() ? null : runs.get(0).report();
    }

    /** @return the panel of the latest report */
    public ReportPanel current() {
        return now;
    }

    /** @return the panel of the report before it */
    public ReportPanel previous() {
        return before;
    }

    /** @return whether the previous report is shown beside the latest */
    public boolean showsPrevious() {
        return panels.getMaximizedControl() == null;
    }

    /** @return the status line's text */
    public String statusShown() {
        return status.getText();
    }
}
