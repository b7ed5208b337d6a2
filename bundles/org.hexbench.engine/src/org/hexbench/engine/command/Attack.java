package org.hexbench.engine.command;

import java.util.List;
import org.hexbench.engine.rules.Finder;
import org.hexbench.engine.rules.RuleContext;

/**
 * Attack (Hexkit User's Guide §2.7.2 Attack Site, §7.4.1 Attack Command): placed units of one site attack a target site
 * among their common attack targets.
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
        return Arguments.unitsAndTarget(context, units, target, Finder::attackTargets, "attack");
    }

    @Override
    public void generate(RuleContext context) {
        context.rules().attack(context, Arguments.entities(context, units), target);
    }
}
