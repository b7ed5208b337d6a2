package org.hexbench.engine.command;

import java.util.List;
import org.hexbench.engine.rules.RuleContext;

/**
 * Attack (digest A.6): placed units of one site attack a target site among their common attack targets.
 *
 * @param units the attacking unit ids
 * @param target the target site index
 */
public record Attack(List<Integer> units, int target) implements Command {

    /**
     * Copies the unit list.
     *
     * @param units the attacking unit ids
     * @param target the target site index
     */
    public Attack {
        units = List.copyOf(units);
    }

    @Override
    public String validate(RuleContext context) {
        String problem = Arguments.placedUnits(context, units);
        if (problem == null) {
            problem = Arguments.site(context, target);
        }
        if (problem == null && !Arguments.contains(context.finder().attackTargets(Arguments.entities(context, units)), target)) {
            problem = "site " + target + " is not an attack target of these units";
        }
        return problem;
    }

    @Override
    public void generate(RuleContext context) {
        context.rules().attack(context, Arguments.entities(context, units), target);
    }
}
