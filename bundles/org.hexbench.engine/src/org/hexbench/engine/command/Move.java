package org.hexbench.engine.command;

import java.util.List;
import org.hexbench.engine.rules.RuleContext;

/**
 * Move (digest A.6): placed units of one site move to a site within the group's minimum movement.
 *
 * @param units the moving unit ids
 * @param target the target site index
 */
public record Move(List<Integer> units, int target) implements Command {

    /**
     * Copies the unit list.
     *
     * @param units the moving unit ids
     * @param target the target site index
     */
    public Move {
        units = List.copyOf(units);
    }

    @Override
    public String validate(RuleContext context) {
        String problem = Arguments.placedUnits(context, units);
        if (problem == null) {
            problem = Arguments.site(context, target);
        }
        if (problem == null && !Arguments.contains(context.finder().moveTargets(Arguments.entities(context, units)), target)) {
            problem = "site " + target + " is not a move target of these units";
        }
        return problem;
    }

    @Override
    public void generate(RuleContext context) {
        context.rules().move(context, Arguments.entities(context, units), target);
    }
}
