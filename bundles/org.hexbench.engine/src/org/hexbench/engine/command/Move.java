package org.hexbench.engine.command;

import java.util.List;
import org.hexbench.engine.rules.Finder;
import org.hexbench.engine.rules.RuleContext;

/**
 * Move (Hexkit User's Guide §2.7.7 Move Units, §7.4.7 Move Command): placed units of one site move to a site within the
 * group's minimum movement.
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
        return Arguments.unitsAndTarget(context, units, target, Finder::moveTargets, "move");
    }

    @Override
    public void generate(RuleContext context) {
        context.rules().move(context, Arguments.entities(context, units), target);
    }
}
