package org.hexbench.ui.play.internal;

import org.eclipse.jface.action.Action;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.actions.ActionFactory;
import java.util.List;
import org.hexbench.play.GameSession;
import org.hexbench.play.MapInteraction;
import org.hexbench.play.Reply;
import org.hexbench.ui.play.CurrentGame;

/**
 * Edit &gt; Undo (Ctrl+Z) in the Play perspective: takes back the last own command of the person to move when it
 * rolled no dice (Hexkit's HCL roll-back, {@link GameSession#undo}). Each Play view registers it as its Undo handler,
 * so the workbench's Edit &gt; Undo and its key binding reach it while a Play view is active; greyed otherwise, with
 * the reason as its tooltip, which the Game Map's tool bar shows.
 */
public final class UndoAction extends Action {

    /** The tooltip while it is enabled. */
    public static final String ENABLED_TIP = "Take back your last command (it rolled no dice)";

    /** Creates the action, bound to the workbench's Undo command. */
    public UndoAction() {
        super("&Undo Command");
        setId(ActionFactory.UNDO.getId());
        setActionDefinitionId(ActionFactory.UNDO.getCommandId());
        update(null);
    }

    /**
     * Follows the current game: enabled when the person to move may take back their last command.
     *
     * @param session the game shown, or {@code null}
     */
    public void update(GameSession session) {
        String blocker = session == null ? "no game is running" : session.undoBlocker();
        setEnabled(blocker == null);
        setToolTipText(blocker == null ? ENABLED_TIP : "Cannot undo: " + blocker);
    }

    @Override
    public void run() {
        GameSession session = CurrentGame.session();
        if (session == null) {
            return;
        }
        MapInteraction map = CurrentGame.interaction();
        List<Integer> selected = map == null ? List.of() : map.selectedUnits();
        Reply reply = session.undo();
        if (!reply.accepted()) {
            MessageDialog.openInformation(Display.getCurrent().getActiveShell(), "Undo", "Cannot undo: " + reply.message());
        } else if (map != null) {
            // the selection goes back with the units it followed
            int site = selected.isEmpty() ? -1 : session.read(g -> g.world().entity(selected.get(0)) == null ? -1
                    : g.world().entity(selected.get(0)).site()).orElse(-1);
            if (site >= 0) {
                map.select(site);
            } else {
                map.refresh();
            }
        }
        update(session);
    }
}
