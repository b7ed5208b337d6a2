package org.hexbench.ui.play.internal;

import java.util.List;
import org.eclipse.jface.dialogs.Dialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.hexbench.play.GameSession;
import org.hexbench.play.Seat;
import org.hexbench.ui.play.PlayerChoices;

/**
 * Player Setup during a game (Hexkit User's Guide §2.2 Managing Players): hands any faction from a person to any
 * computer player of the registry (with its options, {@link PlayerChoices}) or back; the change takes effect at once,
 * also for the faction whose turn it is.
 */
public final class PlayerSetupDialog extends Dialog {

    /** The widget id prefix of the dialog's controls, for tests. */
    public static final String ID = "org.hexbench.ui.play.playerSetup";

    private final GameSession session;
    private PlayerChoices choices;
    private Label problem;
    private List<Seat> chosen;

    /**
     * @param parent the parent shell
     * @param session the running game
     */
    public PlayerSetupDialog(Shell parent, GameSession session) {
        super(parent);
        this.session = session;
    }

    @Override
    protected void configureShell(Shell shell) {
        super.configureShell(shell);
        shell.setText("Player Setup");
    }

    @Override
    protected Control createDialogArea(Composite parent) {
        Composite area = (Composite) super.createDialogArea(parent);
        area.setLayout(new GridLayout(2, false));
        Label note = new Label(area, SWT.WRAP);
        note.setText("Who plays each faction from now on:");
        note.setLayoutData(new org.eclipse.swt.layout.GridData(SWT.FILL, SWT.TOP, true, false, 2, 1));
        choices = new PlayerChoices(area, PlayerChoices.namesOf(session.definitions().catalog().factions()),
                session.setup().seats(), true, ID);
        problem = new Label(area, SWT.WRAP);
        problem.setLayoutData(new org.eclipse.swt.layout.GridData(SWT.FILL, SWT.TOP, true, false, 2, 1));
        problem.setForeground(area.getDisplay().getSystemColor(SWT.COLOR_RED));
        return area;
    }

    @Override
    protected void okPressed() {
        String wrong = choices.problem();
        if (wrong != null) {
            problem.setText(wrong);
            problem.getParent().layout(true);
            return;
        }
        chosen = choices.seats();
        super.okPressed();
    }

    /** @return the seats chosen, once the dialog closed with OK; {@code null} otherwise */
    public List<Seat> seats() {
        return chosen;
    }
}
