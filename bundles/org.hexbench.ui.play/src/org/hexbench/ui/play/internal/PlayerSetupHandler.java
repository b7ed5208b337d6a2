package org.hexbench.ui.play.internal;

import java.util.List;
import org.eclipse.jface.window.Window;
import org.eclipse.swt.widgets.Shell;
import org.hexbench.play.GameSession;
import org.hexbench.play.Seat;

/** Game > Player Setup...: changes who plays which faction in the running game ({@link PlayerSetupDialog}). */
public final class PlayerSetupHandler extends SessionHandler {

    @Override
    protected String title() {
        return "Player Setup";
    }

    @Override
    protected void run(GameSession session, Shell shell) {
        PlayerSetupDialog dialog = new PlayerSetupDialog(shell, session);
        if (dialog.open() != Window.OK || dialog.seats() == null) {
            return;
        }
        List<Seat> seats = dialog.seats();
        for (int f = 0; f < seats.size(); f++) {
            if (session.seat(f).isRemote()) {
                continue; // another machine plays it (a hosted game): nobody here may take it over
            }
            if (!seats.get(f).equals(session.seat(f))) {
                report(shell, session.changeSeat(f, seats.get(f)));
            }
        }
    }
}
