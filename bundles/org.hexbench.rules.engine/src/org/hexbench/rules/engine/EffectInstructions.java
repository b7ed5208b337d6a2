package org.hexbench.rules.engine;

import org.hexbench.engine.rules.RuleContext;
import org.hexbench.engine.world.Catalog;
import org.hexbench.engine.world.CreateEntity;
import org.hexbench.engine.world.Entity;
import org.hexbench.engine.world.EntityCategory;
import org.hexbench.engine.world.MoveImage;
import org.hexbench.engine.world.SetEntityOwner;
import org.hexbench.engine.world.SetEntitySite;
import org.hexbench.engine.world.SetEntityUniqueName;
import org.hexbench.engine.world.SetEntityVariable;
import org.hexbench.engine.world.SetFactionUnitsCanMove;
import org.hexbench.engine.world.SetFactionVariable;
import org.hexbench.engine.world.ShowMessage;
import org.hexbench.engine.world.WorldState;
import org.hexbench.rules.interpreter.Effect;
import org.hexbench.scenario.VariableClass;

/**
 * Turns the effects rules emit into engine instructions (Hexkit User's Guide §6.3.2 Available Instructions, Table 7):
 * each effect becomes the HCL
 * instructions Hexkit's own rule code would generate, executed at once in the command's context and recorded in its
 * program. Because saved games hold these instructions and not the rules, a game replays to the same state even
 * after its rule file changed (Hexkit's key property).
 *
 * <p>Damage and healing change the scenario's Strength resource (HexTC2: {@code hp}); damage lands as every hit of
 * the engine does ({@code Rules.damageUnit}): at 0 or below the unit dies, the rules' {@code on death} hook runs
 * while it still exists, then it is deleted.
 * {@code destroy} deletes without death (HexTC2: no regeneration after a Worm Hole).
 */
final class EffectInstructions {

    private final ScriptedRules rules;

    /** @param rules the rules whose {@code on death} hook and entity deletion apply */
    EffectInstructions(ScriptedRules rules) {
        this.rules = rules;
    }

    /**
     * Executes one effect.
     *
     * @param context the command context
     * @param effect the effect
     */
    void carryOut(RuleContext context, Effect effect) {
        WorldState world = context.world();
        Catalog catalog = world.catalog();
        switch (effect) {
            case Effect.Damage(int unit, int amount) -> {
                Entity e = world.entity(unit);
                if (e != null) {
                    strength(catalog);
                    rules.damageUnit(context, e, amount);
                }
            }
            case Effect.Heal(int unit, int amount) -> {
                Entity e = world.entity(unit);
                if (e == null) {
                    return;
                }
                int hp = strength(catalog);
                int cap = Math.max(e.initial(hp), e.value(hp));
                int healed = Math.min(cap, e.value(hp) + Math.max(0, amount));
                context.execute(new SetEntityVariable(unit, catalog.variable(hp).getId(), clamp(catalog.variable(hp), healed)));
            }
            case Effect.Destroy(int unit) -> {
                Entity e = world.entity(unit);
                if (e != null) {
                    rules.deleteEntity(context, e);
                }
            }
            case Effect.Move(int unit, int site) -> {
                Entity e = world.entity(unit);
                if (e == null || e.site() == site) {
                    return;
                }
                if (e.site() >= 0 && site >= 0) {
                    context.execute(new MoveImage(catalog.entityClass(e.displayClass()).getId(), new int[] {e.site(), site}));
                }
                context.execute(new SetEntitySite(unit, site));
            }
            case Effect.Place(int entityClass, int faction, int site) -> {
                int id = world.nextEntityId();
                context.execute(new CreateEntity(id, catalog.entityClass(entityClass).getId()));
                if (faction >= 0) {
                    context.execute(new SetEntityOwner(id, faction));
                    if (world.entity(id).category() == EntityCategory.UNIT) {
                        context.execute(new SetEntityUniqueName(id, faction));
                    }
                }
                if (site >= 0) {
                    context.execute(new SetEntitySite(id, site));
                }
            }
            case Effect.ChangeOwner(int unit, int faction) -> {
                if (world.entity(unit) != null) {
                    context.execute(new SetEntityOwner(unit, faction));
                }
            }
            case Effect.SetVariable(boolean ofFaction, int owner, int variable, int value) -> {
                VariableClass v = catalog.variable(variable);
                if (ofFaction) {
                    context.execute(new SetFactionVariable(owner, v.getId(), clamp(v, value)));
                } else if (world.entity(owner) != null) {
                    context.execute(new SetEntityVariable(owner, v.getId(), clamp(v, value)));
                }
            }
            case Effect.Pass(int faction) -> context.execute(new SetFactionUnitsCanMove(faction, null, false));
            case Effect.Message(String text) -> context.execute(new ShowMessage(-1, text));
        }
    }

    private static int strength(Catalog catalog) {
        int hp = catalog.strength();
        if (hp < 0) {
            throw new IllegalStateException("damage and healing need the scenario's Strength resource, which it lacks");
        }
        return hp;
    }

    private static int clamp(VariableClass variable, int value) {
        return Math.max(variable.getMinimum(), Math.min(variable.getMaximum(), value));
    }
}
