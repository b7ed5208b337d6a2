package org.hexbench.ui.balance.internal;

import java.util.ArrayList;
import java.util.List;
import org.eclipse.jface.dialogs.Dialog;
import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.swt.widgets.Text;
import org.hexbench.ai.PlayerSpec;
import org.hexbench.ai.balance.BalanceSettings;
import org.hexbench.play.Definitions;
import org.hexbench.play.Seat;
import org.hexbench.ui.play.PlayerChoices;

/**
 * The Balance Report dialog: which computer player plays each faction (every kind of the registry with its options,
 * {@link PlayerChoices}), how many games, the seed, the turn limit, and how many games run at once. It starts with the
 * settings of the scenario's last report, else with each faction's computer player setting and the scenario's turn
 * limit. Test ids start with {@value #ID}.
 */
public final class BalanceDialog extends Dialog {

    /** The prefix of the dialog's test ids. */
    public static final String ID = "org.hexbench.ui.balance.dialog";

    private final Definitions definitions;
    private final BalanceSettings last;
    private PlayerChoices players;
    private Spinner games;
    private Text seed;
    private Spinner turnLimit;
    private Spinner threads;
    private Label problem;
    private BalanceSettings settings;

    /**
     * @param parent the parent shell
     * @param definitions the scenario
     * @param last the settings of its last report, or {@code null}
     */
    public BalanceDialog(Shell parent, Definitions definitions, BalanceSettings last) {
        super(parent);
        this.definitions = definitions;
        this.last = last != null && last.players().size() == definitions.factionCount() ? last : null;
    }

    @Override
    protected void configureShell(Shell shell) {
        super.configureShell(shell);
        shell.setText("Balance Report");
    }

    @Override
    protected Control createDialogArea(Composite parent) {
        Composite area = (Composite) super.createDialogArea(parent);
        area.setLayout(new GridLayout(2, false));
        Label about = new Label(area, SWT.WRAP);
        about.setText("Plays " + definitions.scenarioFile().getFileName() + " (as saved) many times with a computer"
                + " player on every faction, and reports each faction's share of the games won, the first seat's"
                + " share, how long games last and which unit classes won and lost strength.");
        GridData aboutData = new GridData(SWT.FILL, SWT.TOP, true, false, 2, 1);
        aboutData.widthHint = 460;
        about.setLayoutData(aboutData);
        List<Seat> initial = new ArrayList<>();
        List<Seat> scenarioSeats;
        try {
            scenarioSeats = definitions.defaultSeats();
        } catch (IllegalArgumentException e) {
            // a faction names a computer player Hexbench does not have (validation says so): the first kind instead
            scenarioSeats = java.util.Collections.nCopies(definitions.factionCount(), Seat.HUMAN);
        }
        for (int f = 0; f < definitions.factionCount(); f++) {
            initial.add(last != null ? Seat.computer(last.players().get(f)) : scenarioSeats.get(f));
        }
        players = new PlayerChoices(area, PlayerChoices.namesOf(definitions.catalog().factions()), initial, false, ID);
        games = spinner(area, "Games:", last != null ? last.games() : 100, 1, 100_000, "games");
        new Label(area, SWT.NONE).setText("Seed:");
        seed = new Text(area, SWT.BORDER);
        seed.setText(Long.toString(last != null ? last.seed() : 1));
        seed.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        seed.setData("org.hexbench.id", ID + ".seed");
        turnLimit = spinner(area, "Turn limit:", last != null ? last.turnLimit() : definitions.turns().proposedTurnLimit(),
                1, 100_000, "turnLimit");
        int processors = Runtime.getRuntime().availableProcessors();
        threads = spinner(area, "Games at once:", last != null ? last.threads() : Math.max(1, processors - 1), 1,
                Math.max(1, processors), "threads");
        problem = new Label(area, SWT.WRAP);
        problem.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false, 2, 1));
        problem.setForeground(area.getDisplay().getSystemColor(SWT.COLOR_RED));
        problem.setData("org.hexbench.id", ID + ".problem");
        return area;
    }

    private static Spinner spinner(Composite area, String label, int value, int min, int max, String id) {
        new Label(area, SWT.NONE).setText(label);
        Spinner s = new Spinner(area, SWT.BORDER);
        s.setValues(Math.max(min, Math.min(max, value)), min, max, 0, 1, 10);
        GridData data = new GridData(SWT.LEFT, SWT.CENTER, false, false);
        data.widthHint = 120;
        s.setLayoutData(data);
        s.setData("org.hexbench.id", ID + "." + id);
        return s;
    }

    @Override
    protected void createButtonsForButtonBar(Composite parent) {
        createButton(parent, IDialogConstants.OK_ID, "Run", true);
        createButton(parent, IDialogConstants.CANCEL_ID, IDialogConstants.CANCEL_LABEL, false);
    }

    @Override
    protected void okPressed() {
        try {
            long value;
            try {
                value = Long.parseLong(seed.getText().strip());
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("The seed must be a whole number, not '" + seed.getText() + "'.");
            }
            List<PlayerSpec> specs = players.seats().stream().map(Seat::player).toList();
            settings = new BalanceSettings(specs, games.getSelection(), value, turnLimit.getSelection(),
                    threads.getSelection());
        } catch (IllegalArgumentException e) {
            problem.setText(e.getMessage());
            problem.getParent().layout(true);
            return;
        }
        super.okPressed();
    }

    /** @return the settings chosen, once the dialog closed with Run */
    public BalanceSettings settings() {
        return settings;
    }
}
