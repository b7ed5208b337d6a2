package org.hexbench.engine.command;

import java.util.List;
import org.hexbench.engine.rules.RuleContext;
import org.hexbench.engine.world.Entity;

/**
 * Destroy (Hexkit User's Guide §7.4.5 Destroy Command, Figure 41): destroys own entities that have the Destroy ability,
 * refunding a fifth of
 * their build resources.
 *
 * @param entities the entity ids
 */
public record Destroy(List<Integer> entities) implements Command {

    /**
     * Copies the entity list.
     *
     * @param entities the entity ids
     */
    public Destroy {
        entities = List.copyOf(entities);
    }

    @Override
    public String validate(RuleContext context) {
        String problem = Arguments.owned(context, entities);
        if (problem != null) {
            return problem;
        }
        for (Entity e : Arguments.entities(context, entities)) {
            if (!context.rules().canDestroy(context.world(), e)) {
                return e + " cannot be destroyed";
            }
        }
        return null;
    }

    @Override
    public void generate(RuleContext context) {
        context.rules().destroy(context, Arguments.entities(context, entities));
    }
}
