package org.hexbench.ui.play.internal;

import org.eclipse.jface.dialogs.InputDialog;
import org.eclipse.jface.window.Window;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Shell;

/**
 * Asks for the password of the player's key store ({@link org.hexbench.pbem.PlayerKeyStore}) in a field that shows
 * no characters. The password is used once and not kept.
 */
final class PasswordDialog extends InputDialog {

    /** The dialog's title, for tests. */
    static final String TITLE = "Key Store Password";

    private PasswordDialog(Shell shell, String message) {
        super(shell, TITLE, message, "", null);
    }

    @Override
    protected int getInputTextStyle() {
        return SWT.SINGLE | SWT.BORDER | SWT.PASSWORD;
    }

    /**
     * @param shell the parent shell
     * @param message what the password is for
     * @return the password, or {@code null} if the person cancelled
     */
    static char[] ask(Shell shell, String message) {
        PasswordDialog dialog = new PasswordDialog(shell, message);
        return dialog.open() == Window.OK ? dialog.getValue().toCharArray() : null;
    }
}
