package org.hexbench.engine.rules;

import java.util.ArrayList;
import java.util.List;
import org.hexbench.engine.world.DeleteEntity;
import org.hexbench.engine.world.Entity;
import org.hexbench.engine.world.EntityCategory;
import org.hexbench.engine.world.Instruction;
import org.hexbench.engine.world.SetEntityClass;
import org.hexbench.engine.world.SetEntityOwner;
import org.hexbench.engine.world.SetEntitySite;
import org.hexbench.engine.world.SetEntityVariable;
import org.hexbench.engine.world.SetEntityVariableModifier;
import org.hexbench.engine.world.SetFactionVariable;
import org.hexbench.engine.world.SetFactionVariableModifier;
import org.hexbench.engine.world.SetSiteOwner;
import org.hexbench.engine.world.SetSiteUnitOwner;
import org.hexbench.engine.world.WorldState;

/**
 * The data change an effective instruction causes, captured just before it is applied, and the rule handlers it
 * triggers just after (Hexkit Table 8 "Data Change Handlers", §7.3.5): SetEntitySite and DeleteEntity → site
 * changed; SetEntityOwner, DeleteEntity, SetSiteOwner (its terrains and effects) and SetSiteUnitOwner (its units)
 * → owner changed; SetEntityClass → class changed; SetEntityVariable(Modifier) → entity variable changed;
 * SetFactionVariable(Modifier) → faction variable changed. A unit placed on a site additionally triggers
 * {@link Rules#onUnitSiteChanged} (capture), after the general site handler, as Hexkit's Unit override calls its
 * base first. Handlers run only for entities whose property actually changed.
 */
final class DataChange {

    private final List<Runnable> handlers = new ArrayList<>(1);

    private DataChange() {
    }

    /**
     * Captures what an instruction is about to change.
     *
     * @param context the context that executes it (its handlers receive this context)
     * @param instruction an effective, non-event instruction
     * @return the pending change, or {@code null} when no handler applies
     */
    static DataChange before(RuleContext context, Instruction instruction) {
        WorldState world = context.world();
        Rules rules = context.rules();
        DataChange change = new DataChange();
        switch (instruction) {
            case SetEntitySite s -> change.site(context, world.entity(s.entity()));
            case DeleteEntity d -> {
                Entity e = world.entity(d.entity());
                change.owner(context, e);
                change.site(context, e);
            }
            case SetEntityOwner o -> change.owner(context, world.entity(o.entity()));
            case SetSiteOwner s -> {
                world.site(s.site()).terrains().forEach(e -> change.owner(context, e));
                world.site(s.site()).effects().forEach(e -> change.owner(context, e));
            }
            case SetSiteUnitOwner s -> world.site(s.site()).units().forEach(e -> change.owner(context, e));
            case SetEntityClass c -> {
                Entity e = world.entity(c.entity());
                change.handlers.add(() -> rules.onEntityClassChanged(context, e));
            }
            case SetEntityVariable v -> {
                Entity e = world.entity(v.entity());
                change.handlers.add(() -> rules.onEntityVariableChanged(context, e, v.variable()));
            }
            case SetEntityVariableModifier v -> {
                Entity e = world.entity(v.entity());
                change.handlers.add(() -> rules.onEntityVariableChanged(context, e, v.variable()));
            }
            case SetFactionVariable v ->
                change.handlers.add(() -> rules.onFactionVariableChanged(context, v.faction(), v.variable()));
            case SetFactionVariableModifier v ->
                change.handlers.add(() -> rules.onFactionVariableChanged(context, v.faction(), v.variable()));
            default -> {
                return null;
            }
        }
        return change.handlers.isEmpty() ? null : change;
    }

    private void site(RuleContext context, Entity e) {
        if (e == null) {
            return;
        }
        int previous = e.site();
        handlers.add(() -> {
            if (e.site() != previous) {
                context.rules().onEntitySiteChanged(context, e, previous);
                if (e.site() >= 0 && e.category() == EntityCategory.UNIT && context.world().entity(e.id()) == e) {
                    context.rules().onUnitSiteChanged(context, e);
                }
            }
        });
    }

    private void owner(RuleContext context, Entity e) {
        if (e == null) {
            return;
        }
        int previous = e.owner();
        handlers.add(() -> {
            if (e.owner() != previous) {
                context.rules().onEntityOwnerChanged(context, e, previous);
            }
        });
    }

    /** Runs the handlers, in the order the changes were captured. */
    void notifyRules() {
        for (Runnable h : handlers) {
            h.run();
        }
    }
}
