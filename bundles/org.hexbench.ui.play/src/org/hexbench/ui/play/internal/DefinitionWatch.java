package org.hexbench.ui.play.internal;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IResourceChangeEvent;
import org.eclipse.core.resources.IResourceChangeListener;
import org.eclipse.core.resources.IResourceDelta;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.PlatformUI;
import org.hexbench.ui.play.CurrentGame;
import org.hexbench.play.GameSession;
import org.hexbench.play.SessionStatus;

/**
 * Hot reload: when the scenario, one of its section files or its rule file changes in the workspace while
 * a game runs, asks once whether to restart the game with the new definitions ({@link GameRestart}).
 */
final class DefinitionWatch implements IResourceChangeListener {

    /** The title of the question, for tests. */
    static final String TITLE = "Definitions Changed";

    private static DefinitionWatch installed;
    private volatile boolean asking;

    private DefinitionWatch() {
    }

    static synchronized void install() {
        if (installed == null) {
            installed = new DefinitionWatch();
            ResourcesPlugin.getWorkspace().addResourceChangeListener(installed, IResourceChangeEvent.POST_CHANGE);
        }
    }

    @Override
    public void resourceChanged(IResourceChangeEvent event) {
        GameSession session = CurrentGame.session();
        if (session == null || session.status() == SessionStatus.CLOSED || event.getDelta() == null || asking) {
            return;
        }
        List<Path> changed = new ArrayList<>();
        try {
            event.getDelta().accept(delta -> {
                boolean content = delta.getKind() == IResourceDelta.ADDED
                        || (delta.getKind() == IResourceDelta.CHANGED && (delta.getFlags() & IResourceDelta.CONTENT) != 0);
                if (delta.getResource() instanceof IFile file && content && file.getLocation() != null
                        && session.definitions().dependsOn(file.getLocation().toPath())) {
                    changed.add(file.getLocation().toPath());
                }
                return true;
            });
        } catch (CoreException e) {
            return;
        }
        if (!changed.isEmpty()) {
            asking = true;
            Display.getDefault().asyncExec(() -> ask(session, changed));
        }
    }

    private void ask(GameSession session, List<Path> changed) {
        try {
            if (CurrentGame.session() != session || PlatformUI.getWorkbench().getActiveWorkbenchWindow() == null) {
                return;
            }
            Shell shell = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell();
            String names = String.join(", ", changed.stream().map(p -> p.getFileName().toString()).distinct().toList());
            if (MessageDialog.openQuestion(shell, TITLE, names + " changed while you play. Restart the game with the new"
                    + " definitions? Its recorded commands are issued again under them.")) {
                GameRestart.restart(shell, session);
            }
        } finally {
            asking = false;
        }
    }
}
