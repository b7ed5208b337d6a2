package org.hexbench.ui.play.internal;

import java.net.URI;
import org.eclipse.jface.dialogs.Dialog;
import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;

/**
 * Join Hosted Game: asks for the game server's address, the game's number and the faction's access token that the
 * game's creator handed out ({@code hexbench serve}; the token is shown as dots, like a password).
 */
public final class JoinHostedGameDialog extends Dialog {

    /** The widget id prefix of the dialog's controls, for tests. */
    public static final String ID = "org.hexbench.ui.play.joinHosted";

    /** The address the dialog proposes first: a server on this machine with the default port. */
    public static final String DEFAULT_SERVER = "http://127.0.0.1:8080/";

    private Text server;
    private Text game;
    private Text token;
    private Label problem;
    private URI chosenServer;
    private long chosenGame;
    private String chosenToken;

    /**
     * @param parent the parent shell
     */
    public JoinHostedGameDialog(Shell parent) {
        super(parent);
    }

    @Override
    protected void configureShell(Shell shell) {
        super.configureShell(shell);
        shell.setText("Join Hosted Game");
    }

    @Override
    protected Control createDialogArea(Composite parent) {
        Composite area = (Composite) super.createDialogArea(parent);
        area.setLayout(new GridLayout(2, false));
        Label about = new Label(area, SWT.WRAP);
        about.setText("Play your faction of a game on a Hexbench game server. The game's creator gives each player the"
                + " game's number and that faction's token.");
        GridData aboutData = new GridData(SWT.FILL, SWT.TOP, true, false, 2, 1);
        aboutData.widthHint = 420;
        about.setLayoutData(aboutData);
        server = field(area, "Server:", "server", SWT.BORDER);
        server.setText(DEFAULT_SERVER);
        game = field(area, "Game:", "game", SWT.BORDER);
        token = field(area, "Faction token:", "token", SWT.BORDER | SWT.PASSWORD);
        problem = new Label(area, SWT.WRAP);
        problem.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false, 2, 1));
        problem.setForeground(area.getDisplay().getSystemColor(SWT.COLOR_RED));
        problem.setData("org.hexbench.id", ID + ".problem");
        return area;
    }

    private static Text field(Composite area, String label, String id, int style) {
        new Label(area, SWT.NONE).setText(label);
        Text text = new Text(area, style);
        GridData data = new GridData(SWT.FILL, SWT.CENTER, true, false);
        data.widthHint = 300;
        text.setLayoutData(data);
        text.setData("org.hexbench.id", ID + "." + id);
        return text;
    }

    @Override
    protected void createButtonsForButtonBar(Composite parent) {
        createButton(parent, IDialogConstants.OK_ID, "Join", true);
        createButton(parent, IDialogConstants.CANCEL_ID, IDialogConstants.CANCEL_LABEL, false);
    }

    @Override
    protected void okPressed() {
        String address = server.getText().strip();
        URI uri;
        try {
            uri = URI.create(address);
            if (uri.getHost() == null || !("http".equals(uri.getScheme()) || "https".equals(uri.getScheme()))) {
                throw new IllegalArgumentException();
            }
        } catch (IllegalArgumentException e) {
            show("The server is an address such as " + DEFAULT_SERVER + ", not '" + address + "'.");
            return;
        }
        long number;
        try {
            number = Long.parseLong(game.getText().strip());
            if (number <= 0) {
                throw new NumberFormatException();
            }
        } catch (NumberFormatException e) {
            show("The game is the game's number on the server, not '" + game.getText() + "'.");
            return;
        }
        String key = token.getText().strip();
        if (key.isEmpty() || key.chars().anyMatch(Character::isWhitespace)) {
            show("Enter the faction's token, as the game's creator gave it.");
            return;
        }
        chosenServer = uri;
        chosenGame = number;
        chosenToken = key;
        super.okPressed();
    }

    private void show(String text) {
        problem.setText(text);
        problem.getParent().layout(true);
    }

    /** @return the server's address, once the dialog closed with Join */
    public URI server() {
        return chosenServer;
    }

    /** @return the game's number, once the dialog closed with Join */
    public long game() {
        return chosenGame;
    }

    /** @return the faction's token, once the dialog closed with Join */
    public String token() {
        return chosenToken;
    }
}
