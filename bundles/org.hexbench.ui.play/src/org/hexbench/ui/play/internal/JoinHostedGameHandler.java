package org.hexbench.ui.play.internal;

import java.io.IOException;
import java.nio.file.Path;
import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.core.runtime.Platform;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.window.Window;
import org.eclipse.swt.custom.BusyIndicator;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.handlers.HandlerUtil;
import org.hexbench.play.GameStartException;
import org.hexbench.server.client.HostedServer;
import org.hexbench.server.client.HostedSession;
import org.hexbench.ui.play.CurrentGame;
import org.osgi.framework.FrameworkUtil;

/**
 * Game > Join Hosted Game...: plays one faction of a game on a Hexbench game server in the Play perspective
 * ({@link HostedSession}): the person's turns go to the server when they end them, the other players' turns arrive
 * from it and show in the Play views as they come. Problems with the hosted game (a refused turn, a server that
 * cannot be reached) are shown as they happen. Starting or loading another game leaves the hosted one (it goes on on
 * the server; joining again continues it).
 */
public final class JoinHostedGameHandler extends AbstractHandler {

    /** The title of the messages this action shows, for tests. */
    public static final String TITLE = "Hosted Game";

    private static HostedSession joined;
    private static boolean watching;

    @Override
    public Object execute(ExecutionEvent event) throws ExecutionException {
        IWorkbenchWindow window = HandlerUtil.getActiveWorkbenchWindowChecked(event);
        Shell shell = window.getShell();
        if (!PlayStarter.mayEndCurrentGame(shell)) {
            return null;
        }
        JoinHostedGameDialog dialog = new JoinHostedGameDialog(shell);
        if (dialog.open() != Window.OK || dialog.server() == null) {
            return null;
        }
        HostedSession[] result = new HostedSession[1];
        String[] problem = new String[1];
        Display display = shell.getDisplay();
        BusyIndicator.showWhile(display, () -> {
            try {
                result[0] = HostedSession.join(new HostedServer(dialog.server()), dialog.game(), dialog.token(),
                        cache(), PlayPreferences.sessionOptions(), text -> display.asyncExec(() -> {
                            if (!shell.isDisposed()) {
                                MessageDialog.openWarning(shell, TITLE, text);
                            }
                        }));
            } catch (IOException | GameStartException | IllegalArgumentException e) {
                problem[0] = e.getMessage();
            }
        });
        if (result[0] == null) {
            MessageDialog.openError(shell, "Join Hosted Game", "Cannot join game " + dialog.game() + " on "
                    + dialog.server() + ": " + problem[0]);
            return null;
        }
        track(result[0]);
        PlayStarter.show(window, result[0].session());
        return null;
    }

    /** @return the folder for hosted games' scenario files and saves: the bundle's state area */
    private static Path cache() {
        return Platform.getStateLocation(FrameworkUtil.getBundle(JoinHostedGameHandler.class)).toFile().toPath()
                .resolve("hosted");
    }

    /** Remembers the joined game, leaving the one before; another current game leaves it too. */
    private static synchronized void track(HostedSession hosted) {
        if (!watching) {
            watching = true;
            CurrentGame.watch(session -> {
                HostedSession current;
                synchronized (JoinHostedGameHandler.class) {
                    current = joined;
                    if (current == null || current.session() == session) {
                        return;
                    }
                    joined = null;
                }
                current.close();
            });
        }
        HostedSession before = joined;
        joined = hosted;
        if (before != null) {
            before.close();
        }
    }

    /** @return the hosted game the Play perspective plays now, or {@code null} */
    public static synchronized HostedSession joined() {
        return joined;
    }
}
