package org.hexbench.engine.command;

import java.util.ArrayList;
import java.util.List;
import org.hexbench.engine.rules.RuleContext;
import org.hexbench.engine.world.Entity;

/**
 * Place (Hexkit User's Guide §7.4.8 Place Command, Figures 45–46): places unplaced own entities on a site that is a
 * place target of every
 * class involved and where the group may be placed together. Placement cannot be undone.
 *
 * @param entities the entity ids
 * @param target the target site index
 */
public record Place(List<Integer> entities, int target) implements Command {

    /**
     * Copies the entity list.
     *
     * @param entities the entity ids
     * @param target the target site index
     */
    public Place {
        entities = List.copyOf(entities);
    }

    @Override
    public String validate(RuleContext context) {
        String problem = Arguments.owned(context, entities);
        if (problem == null) {
            problem = Arguments.site(context, target);
        }
        if (problem != null) {
            return problem;
        }
        List<Integer> classes = new ArrayList<>();
        for (Entity e : Arguments.entities(context, entities)) {
            if (e.isPlaced()) {
                return e + " is already placed";
            }
            if (!Arguments.contains(context.rules().placeTargets(context.world(), context.faction(), e.classIndex()), target)) {
                return e + " cannot be placed on " + context.world().catalog().siteName(target);
            }
            classes.add(e.classIndex());
        }
        if (entities.size() > 1 && !context.rules().canPlace(context.world(), context.faction(), classes, target)) {
            return "these entities cannot be placed together on "
                    + context.world().catalog().siteName(target);
        }
        return null;
    }

    @Override
    public void generate(RuleContext context) {
        context.rules().place(context, Arguments.entities(context, entities), target);
    }
}
