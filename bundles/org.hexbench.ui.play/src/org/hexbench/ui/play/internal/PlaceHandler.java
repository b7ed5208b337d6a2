package org.hexbench.ui.play.internal;

import java.util.ArrayList;
import java.util.List;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.widgets.Shell;
import org.hexbench.engine.command.Place;
import org.hexbench.engine.world.Entity;
import org.hexbench.play.CommandText;
import org.hexbench.play.GameSession;

/**
 * Place (Hexkit User's Guide §7.4.8 Place Command, Figures 45–46): picks one of the faction's unplaced entities, then
 * one of the sites the
 * rules let it be placed on.
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
        List<Choice> sites = session.read(g -> {
            List<Choice> result = new ArrayList<>();
            Entity e = g.world().entity(id);
            for (int s : g.rules().placeTargets(g.world(), faction, e.classIndex())) {
                result.add(new Choice(s, g.world().catalog().siteName(s)));
            }
            return result;
        }).orElse(List.of());
        if (sites.isEmpty()) {
            MessageDialog.openInformation(shell, title(), "There is no site this entity can be placed on now.");
            return;
        }
        List<Object> site = Choices.pick(shell, title(), "Site to place it on:", sites, false);
        if (!site.isEmpty()) {
            report(shell, session.execute(new Place(List.of(id), (Integer) site.get(0))));
        }
    }
}
