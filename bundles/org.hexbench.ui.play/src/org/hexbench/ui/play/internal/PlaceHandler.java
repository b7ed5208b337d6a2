package org.hexbench.ui.play.internal;

import java.util.ArrayList;
import java.util.List;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.PlatformUI;
import org.hexbench.engine.world.Entity;
import org.hexbench.play.CommandText;
import org.hexbench.play.GameSession;
import org.hexbench.ui.play.GameMapView;
import org.hexbench.ui.play.PlayViews;

/**
 * Place (Hexkit User's Guide §2.7.8 Place Entities, §7.4.8 Place Command, Figures 45–46): picks one of the faction's
 * unplaced entities (new builds and reinforcements), then the Game Map highlights the sites the rules let it be
 * placed on, and a click on one places it.
 */
public final class PlaceHandler extends SessionHandler {

    @Override
    protected String title() {
        return "Place";
    }

    @Override
    protected void run(GameSession session, Shell shell) {
        int faction = humanFaction(shell, session);
        if (faction < 0) {
            return;
        }
        List<Choice> unplaced = session.read(g -> {
            var f = g.world().faction(faction);
            List<Choice> result = new ArrayList<>();
            List<Entity> all = new ArrayList<>(f.units());
            all.addAll(f.terrains());
            for (Entity e : all) {
                if (!e.isPlaced()) {
                    result.add(new Choice(e.id(), CommandText.unit(e)));
                }
            }
            return result;
        }).orElse(List.of());
        if (unplaced.isEmpty()) {
            MessageDialog.openInformation(shell, title(), "This faction has no unplaced entities (Build some first).");
            return;
        }
        List<Object> entity = Choices.pick(shell, title(), "Entity to place:", unplaced, false);
        if (entity.isEmpty()) {
            return;
        }
        int id = (Integer) entity.get(0);
        String words = unplaced.stream().filter(c -> c.value().equals(id)).findFirst().map(Choice::text).orElse("it");
        GameMapView map;
        try {
            IWorkbenchPage page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
            map = (GameMapView) page.showView(PlayViews.MAP);
        } catch (PartInitException | RuntimeException e) {
            MessageDialog.openError(shell, title(), "The Game Map cannot open: " + e.getMessage());
            return;
        }
        if (!map.beginPlacing(id, words)) {
            MessageDialog.openInformation(shell, title(), "There is no site " + words + " can be placed on now.");
        }
    }
}
