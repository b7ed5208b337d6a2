package org.hexbench.ui.play.internal;

import java.util.ArrayList;
import java.util.List;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.widgets.Shell;
import org.hexbench.engine.command.Build;
import org.hexbench.scenario.EntityClass;
import org.hexbench.play.GameSession;

/**
 * Build (Hexkit User's Guide §7.4.4 Build Command, Figure 40): picks classes among the faction's buildable ones, each
 * shown with its cost
 * and how many the faction can afford now; the engine validates the whole order and pays for it.
 */
public final class BuildHandler extends SessionHandler {

    @Override
    protected String title() {
        return "Build";
    }

    @Override
    protected void run(GameSession session, Shell shell) {
        int faction = humanFaction(shell, session);
        if (faction < 0) {
            return;
        }
        List<Choice> choices = session.read(g -> {
            var w = g.world();
            var f = w.faction(faction).scenarioFaction();
            List<EntityClass> classes = new ArrayList<>(f.getBuildableUnits());
            classes.addAll(f.getBuildableTerrains());
            classes.addAll(f.getBuildableUpgrades());
            List<Choice> result = new ArrayList<>();
            for (EntityClass c : classes) {
                int index = w.catalog().classIndex(c.getId());
                if (index < 0) {
                    continue;
                }
                int[] cost = g.rules().buildResources(w, faction, index);
                StringBuilder text = new StringBuilder(c.getName() != null ? c.getName() : c.getId());
                text.append(" (").append(c.getId()).append("): can build ").append(g.rules().buildCount(w, faction, index));
                for (int v = 0; v < cost.length; v++) {
                    if (cost[v] != 0) {
                        text.append(", ").append(org.hexbench.play.GameText.value(w.catalog().variable(v), cost[v])).append(' ')
                                .append(org.hexbench.play.GameText.name(w.catalog().variable(v)));
                    }
                }
                result.add(new Choice(c.getId(), text.toString()));
            }
            return result;
        }).orElse(List.of());
        if (choices.isEmpty()) {
            MessageDialog.openInformation(shell, title(), "This faction can build nothing.");
            return;
        }
        List<Object> picked = Choices.pick(shell, title(), "Classes to build (select several to build several):", choices,
                true);
        if (!picked.isEmpty()) {
            report(shell, session.execute(new Build(picked.stream().map(String.class::cast).toList())));
        }
    }
}
