package org.hexbench.engine.command;

import java.util.List;
import org.hexbench.engine.rules.RuleContext;
import org.hexbench.engine.world.SetEntityName;

/**
 * Rename (Hexkit User's Guide §7.4.9 Rename Command, Figure 47): renames own entities. Not customizable by rules.
 *
 * @param entities the entity ids
 * @param name the new name, not blank
 */
public record Rename(List<Integer> entities, String name) implements Command {

    /**
     * Copies the entity list.
     *
     * @param entities the entity ids
     * @param name the new name
     */
    public Rename {
        entities = List.copyOf(entities);
    }

    @Override
    public String validate(RuleContext context) {
        if (name == null || name.isBlank()) {
            return "the new name is empty";
        }
        return Arguments.owned(context, entities);
    }

    @Override
    public void generate(RuleContext context) {
        for (int id : entities) {
            context.execute(new SetEntityName(id, name));
        }
    }
}
