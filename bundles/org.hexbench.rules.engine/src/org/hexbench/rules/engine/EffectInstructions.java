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
 *
 * <p>An effect that cannot be carried out does nothing, so rules never break the world's invariants: effects on no
 * unit ({@code one of} an empty set, a unit removed earlier), to no site or for no faction (or one no longer in the
 * game); {@code damage} or {@code heal} by an amount of 0 or less; a {@code move}, {@code place} or
 * {@code change owner} that would put units of two factions on one site (Hexkit's SetEntitySite refuses a unit among
 * another faction's units); a move of an upgrade (upgrades are never on the map: {@code place} with a site gives
 * the faction the upgrade unplaced).
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
        rules.immediately(() -> instructions(context, effect));
    }

    private void instructions(RuleContext context, Effect effect) {
        WorldState world = context.world();
        Catalog catalog = world.catalog();
        switch (effect) {
            case Effect.Damage(int unit, int amount) -> {
                Entity e = world.entity(unit);
                if (e != null && amount > 0) {
                    rules.damageUnit(context, e, amount);
                }
            }
            case Effect.Heal(int unit, int amount) -> {
                Entity e = world.entity(unit);
                int hp = catalog.strength();
                if (e == null || hp < 0 || amount <= 0) {
                    return;
                }
                int cap = Math.max(e.initial(hp), e.value(hp));
                int healed = Math.min(cap, e.value(hp) + amount);
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
                if (e == null || !isSite(world, site) || e.site() == site || e.category() == EntityCategory.UPGRADE
                        || mixes(world, e, e.owner(), site)) {
                    return;
                }
                if (e.site() >= 0) {
                    context.execute(new MoveImage(catalog.entityClass(e.displayClass()).getId(), new int[] {e.site(), site}));
                }
                context.execute(new SetEntitySite(unit, site));
            }
            case Effect.Place(int entityClass, int faction, int site) -> {
                if (entityClass < 0 || entityClass >= catalog.classCount() || !isFaction(world, faction)) {
                    return;
                }
                boolean unit = EntityCategory.of(catalog.entityClass(entityClass)) == EntityCategory.UNIT;
                boolean placed = isSite(world, site) && EntityCategory.of(catalog.entityClass(entityClass)) != EntityCategory.UPGRADE;
                if (placed && unit && world.site(site).hasAlienUnits(faction)) {
                    return;
                }
                int id = world.nextEntityId();
                context.execute(new CreateEntity(id, catalog.entityClass(entityClass).getId()));
                context.execute(new SetEntityOwner(id, faction));
                if (unit) {
                    context.execute(new SetEntityUniqueName(id, faction));
                }
                if (placed) {
                    context.execute(new SetEntitySite(id, site));
                }
            }
            case Effect.ChangeOwner(int unit, int faction) -> {
                Entity e = world.entity(unit);
                if (e != null && isFaction(world, faction) && !mixes(world, e, faction, e.site())) {
                    context.execute(new SetEntityOwner(unit, faction));
                }
            }
            case Effect.SetVariable(boolean ofFaction, int owner, int variable, int value) -> {
                if (variable < 0 || variable >= catalog.variableCount()) {
                    return;
                }
                VariableClass v = catalog.variable(variable);
                if (ofFaction) {
                    if (owner >= 0 && owner < world.factionCount()) {
                        context.execute(new SetFactionVariable(owner, v.getId(), clamp(v, value)));
                    }
                } else if (world.entity(owner) != null) {
                    context.execute(new SetEntityVariable(owner, v.getId(), clamp(v, value)));
                }
            }
            case Effect.Pass(int faction) -> {
                if (faction >= 0 && faction < world.factionCount()) {
                    context.execute(new SetFactionUnitsCanMove(faction, null, false));
                }
            }
            case Effect.Message(String text) -> context.execute(new ShowMessage(-1, text));
        }
    }

    /** @return whether the index is a site of the map (not "no site") */
    private static boolean isSite(WorldState world, int site) {
        return site >= 0 && site < world.siteCount();
    }

    /** @return whether the index is a faction still in the game */
    private static boolean isFaction(WorldState world, int faction) {
        return faction >= 0 && faction < world.factionCount() && world.faction(faction).isAlive();
    }

    /**
     * @return whether the unit, owned by {@code owner}, on {@code site} would share the site with another faction's
     *         units, which the map never holds (Hexkit's SetEntitySite refuses it)
     */
    private static boolean mixes(WorldState world, Entity e, int owner, int site) {
        if (e.category() != EntityCategory.UNIT || !isSite(world, site)) {
            return false;
        }
        for (Entity other : world.site(site).units()) {
            if (other != e && other.owner() != owner) {
                return true;
            }
        }
        return false;
    }

    private static int clamp(VariableClass variable, int value) {
        return Math.max(variable.getMinimum(), Math.min(variable.getMaximum(), value));
    }
}
