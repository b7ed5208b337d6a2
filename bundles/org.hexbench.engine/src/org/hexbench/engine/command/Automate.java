package org.hexbench.engine.command;

import java.util.List;
import org.hexbench.engine.rules.RuleContext;

/**
 * Automate (Hexkit User's Guide §7.4.2 Automate Command): hands entities and a text to the rules' Automate hook (queued
 * scripted actions).
 *
 * @param entities the entity ids (may be empty)
 * @param text the instruction text for the hook, not empty
 */
public record Automate(List<Integer> entities, String text) implements Command {

    /**
     * Copies the entity list.
     *
     * @param entities the entity ids
     * @param text the text
     */
    public Automate {
        entities = List.copyOf(entities);
    }

    @Override
    public String validate(RuleContext context) {
        if (text == null || text.isBlank()) {
            return "the automation text is empty";
        }
        return entities.isEmpty() ? null : Arguments.owned(context, entities);
    }

    @Override
    public void generate(RuleContext context) {
        context.rules().automate(context, Arguments.entities(context, entities), text);
    }
}
