package org.hexbench.ui.play.internal;

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
import org.hexbench.play.Definitions;
import org.hexbench.play.GameSetup;
import org.hexbench.play.GameText;
import org.hexbench.ui.play.PlayerChoices;

/**
 * The New Game dialog (Hexkit User's Guide §2.1.1 Starting a New Game, §2.2 Managing Players): what the scenario says
 * about itself (title, version, author, description and artist, as Hexkit's About Scenario dialog; {@link
 * GameText#about}), its file, turn system and rules, who plays each faction (a person or any computer player of the
 * registry, with its options: {@link PlayerChoices}), the seed, the turn limit and the pause after each computer turn.
 * It offers the players last chosen for the scenario ({@link RememberedPlayers}), else the Default players preference.
 */
public final class NewGameDialog extends Dialog {

    /** The widget id prefix of the dialog's controls, for tests. */
    public static final String ID = "org.hexbench.ui.play.newGame";

    private final Definitions definitions;
    private PlayerChoices seats;
    private DefaultPlayers preference;
    private Text seed;
    private Spinner turnLimit;
    private Spinner pause;
    private Label problem;
    private GameSetup setup;

    /**
     * @param parent the parent shell
     * @param definitions the scenario to play
     */
    public NewGameDialog(Shell parent, Definitions definitions) {
        super(parent);
        this.definitions = definitions;
    }

    @Override
    protected void configureShell(Shell shell) {
        super.configureShell(shell);
        shell.setText("New Game");
    }

    @Override
    protected Control createDialogArea(Composite parent) {
        Composite area = (Composite) super.createDialogArea(parent);
        area.setLayout(new GridLayout(2, false));
        Label about = new Label(area, SWT.WRAP);
        about.setText(GameText.about(definitions.scenario()));
        about.setData("org.hexbench.id", ID + ".about");
        GridData aboutData = new GridData(SWT.FILL, SWT.TOP, true, false, 2, 1);
        aboutData.widthHint = 420;
        about.setLayoutData(aboutData);
        label(area, "Scenario file:");
        label(area, definitions.scenarioFile().getFileName().toString());
        label(area, "Turns:");
        label(area, definitions.turns().describe());
        label(area, "Rules:");
        label(area, definitions.ruleFile() == null ? "Hexkit's default rules" : definitions.ruleFile().getFileName().toString());

        preference = PlayPreferences.defaultPlayers();
        seats = new PlayerChoices(area, PlayerChoices.namesOf(definitions.catalog().factions()),
                RememberedPlayers.of(definitions.scenarioFile(), definitions.factionCount(), preference)
                        .orElseGet(() -> preference.seats(definitions.defaultSeats())), true, ID);
        label(area, "Seed:");
        seed = new Text(area, SWT.BORDER);
        seed.setText("1");
        seed.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        seed.setData("org.hexbench.id", ID + ".seed");
        label(area, "Turn limit (0: none):");
        turnLimit = new Spinner(area, SWT.BORDER);
        turnLimit.setValues(definitions.turns().proposedTurnLimit(), 0, 100_000, 0, 1, 10);
        turnLimit.setData("org.hexbench.id", ID + ".turnLimit");
        turnLimit.setLayoutData(spinnerData());
        label(area, "Pause after each computer turn (ms):");
        pause = new Spinner(area, SWT.BORDER);
        pause.setValues(150, 0, 10_000, 0, 50, 500);
        pause.setData("org.hexbench.id", ID + ".pause");
        pause.setLayoutData(spinnerData());
        problem = new Label(area, SWT.WRAP);
        problem.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false, 2, 1));
        problem.setForeground(area.getDisplay().getSystemColor(SWT.COLOR_RED));
        return area;
    }

    private static GridData spinnerData() {
        GridData data = new GridData(SWT.LEFT, SWT.CENTER, false, false);
        data.widthHint = 160;
        return data;
    }

    private static void label(Composite parent, String text) {
        new Label(parent, SWT.NONE).setText(text);
    }

    @Override
    protected void createButtonsForButtonBar(Composite parent) {
        createButton(parent, IDialogConstants.OK_ID, "Start", true);
        createButton(parent, IDialogConstants.CANCEL_ID, IDialogConstants.CANCEL_LABEL, false);
    }

    @Override
    protected void okPressed() {
        long value;
        try {
            value = Long.parseLong(seed.getText().strip());
        } catch (NumberFormatException e) {
            problem.setText("The seed must be a whole number, not '" + seed.getText() + "'.");
            problem.getParent().layout(true);
            return;
        }
        String wrong = seats.problem();
        if (wrong != null) {
            problem.setText(wrong);
            problem.getParent().layout(true);
            return;
        }
        setup = new GameSetup(definitions.scenarioFile(), seats.seats(), value, turnLimit.getSelection(), pause.getSelection());
        RememberedPlayers.remember(definitions.scenarioFile(), preference, setup.seats());
        super.okPressed();
    }

    /** @return the chosen setup, once the dialog closed with Start */
    public GameSetup setup() {
        return setup;
    }
}
