package org.hexbench.engine.command;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.hexbench.engine.rules.RuleContext;
import org.hexbench.engine.world.Faction;

/**
 * Build (Hexkit User's Guide §7.4.4 Build Command, Figure 40): builds entities of buildable classes, a repeated class
 * building several;
 * the faction pays the summed build resources. New units start unplaced.
 *
 * @param classes the entity class ids
 */
public record Build(List<String> classes) implements Command {

    /**
     * Copies the class list.
     *
     * @param classes the entity class ids
     */
    public Build {
        classes = List.copyOf(classes);
    }

    @Override
    public String validate(RuleContext context) {
        if (classes.isEmpty()) {
            return "no entity classes given";
        }
        var world = context.world();
        Map<Integer, Integer> counts = new LinkedHashMap<>();
        int[] total = new int[world.catalog().variableCount()];
        for (String id : classes) {
            int c = world.catalog().classIndex(id);
            if (c < 0) {
                return "there is no entity class '" + id + "'";
            }
            int count = counts.merge(c, 1, Integer::sum);
            if (context.rules().buildCount(world, context.faction(), c) < count) {
                return "cannot build " + count + " × " + id;
            }
            int[] cost = context.rules().buildResources(world, context.faction(), c);
            for (int v = 0; v < total.length; v++) {
                total[v] += cost[v];
            }
        }
        Faction f = world.faction(context.faction());
        for (int v = 0; v < total.length; v++) {
            if (total[v] > 0 && f.has(v) && f.value(v) - total[v] < world.catalog().variable(v).getMinimum()) {
                return "not enough " + world.catalog().variable(v).getId() + " for all of them";
            }
        }
        return null;
    }

    @Override
    public void generate(RuleContext context) {
        List<Integer> indexes = new ArrayList<>();
        for (String id : classes) {
            indexes.add(context.world().catalog().classIndex(id));
        }
        context.rules().build(context, indexes);
    }
}
