package org.hexbench.engine.rules;

import java.util.List;
import java.util.OptionalInt;
import org.hexbench.engine.world.Entity;
import org.hexbench.engine.world.EntityCategory;
import org.hexbench.engine.world.ShowMessage;
import org.hexbench.engine.world.VariableKind;
import org.hexbench.engine.world.WorldState;
import org.hexbench.scenario.ResourceTransfer;
import org.hexbench.scenario.TerrainClass;

/**
 * The rule hooks of a scenario (Hexkit User's Guide §7.3 Extendable Classes: the overridable Faction, Entity and Unit
 * members; §8.3
 * Customizing Pathfinding). The engine calls only these hooks, so a rule DSL plugs in by implementing this interface
 * (usually
 * by extending {@link DefaultRules}) without touching the engine. Query hooks take the world state and must not
 * change it; program hooks emit instructions through a {@link RuleContext}. All hooks must be deterministic given
 * the context's random source.
 *
 * <p>Hooks added after the first release have default implementations, so existing implementations keep
 * compiling: the data change handlers of Hexkit Table 8 (empty by default, like Hexkit's, since attributes are
 * derived on demand here) and {@link #checkDepletion} (Hexkit's default).
 */
public interface Rules {

    // ------------------------------------------------------------ pathfinding (Hexkit User's Guide ch. 8)

    /**
     * @param world the state
     * @param units the moving units
     * @param from the site left
     * @param to the neighbouring site entered
     * @return the positive cost of the step (Hexkit GetStepCost)
     */
    double stepCost(WorldState world, List<Entity> units, int from, int to);

    /**
     * @param world the state
     * @param units the moving units
     * @param from the site left
     * @param to the neighbouring site entered
     * @return whether the units may pass through {@code to} (Hexkit CanMakeStep)
     */
    boolean canMakeStep(WorldState world, List<Entity> units, int from, int to);

    /**
     * @param world the state
     * @param units the moving units
     * @param site a site the units could end on
     * @return whether they may stay there (Hexkit CanOccupy)
     */
    boolean canOccupy(WorldState world, List<Entity> units, int site);

    /**
     * @param world the state
     * @param units the moving units
     * @return whether a last step may exceed the movement budget (Hexkit GetRelaxedRange)
     */
    boolean isRelaxedRange(WorldState world, List<Entity> units);

    // ------------------------------------------------------------ attack

    /**
     * @param world the state
     * @param unit a unit
     * @return whether it may attack now (Hexkit Unit.CanAttack)
     */
    boolean canAttack(WorldState world, Entity unit);

    /**
     * @param world the state
     * @param units the attackers
     * @param target a site
     * @return whether the units can attack the site from where they stand (Hexkit CanAttackTarget)
     */
    boolean canAttackTarget(WorldState world, List<Entity> units, int target);

    /**
     * Generates the attack program (Hexkit Unit.Attack and AttackCombat).
     *
     * @param context the command context
     * @param attackers the validated attackers
     * @param target the validated target site
     */
    void attack(RuleContext context, List<Entity> attackers, int target);

    /**
     * @param context the command context
     * @param attacker an attacker
     * @param defenders the surviving defenders, not empty
     * @return the defender the attacker fights (Hexkit SelectDefender)
     */
    Entity selectDefender(RuleContext context, Entity attacker, List<Entity> defenders);

    /**
     * @param context the command context
     * @param defender a surviving defender
     * @param attackers the surviving attackers
     * @return the attacker it counter-attacks, or {@code null} if none is in its reach (Hexkit SelectAttacker)
     */
    Entity selectAttacker(RuleContext context, Entity defender, List<Entity> attackers);

    /**
     * The damage one hit of an attacker deals a defender (the rule language's {@code on damage}). Hexkit's default
     * duel has no damage: the hit destroys the defender (Hexkit User's Guide §7.4.1, Unit.AttackUnit). Rules may draw
     * from the game's random stream here (dice), and must not change the world: simultaneous turns ask for every
     * hit's damage of a segment before any hit lands.
     *
     * @param context the command or resolution context
     * @param attacker the unit that hits
     * @param defender the unit it hits
     * @return the damage, or empty for Hexkit's duel, in which the hit destroys the defender
     */
    OptionalInt damage(RuleContext context, Entity attacker, Entity defender);

    /**
     * One hit of a duel (Hexkit Unit.AttackUnit), whose damage {@link #damage} gave: every attack, counter-attack
     * and simultaneous strike lands through here. By default a hit with damage lowers the defender's strength
     * ({@link #damageUnit}) and a hit without destroys it.
     *
     * @param context the command or resolution context
     * @param attacker the unit that hits (in simultaneous turns it may have been destroyed in the same segment)
     * @param defender the unit it hits, still on the map
     * @param damage what {@link #damage} gave for this hit
     */
    void hit(RuleContext context, Entity attacker, Entity defender, OptionalInt damage);

    /**
     * Lowers a unit's Strength resource (the rule language's {@code damage u by n}); at 0 or below the unit dies
     * ({@link #unitDied}). Without a Strength resource, any positive damage kills.
     *
     * @param context the command context
     * @param unit a unit on the map
     * @param amount the damage
     */
    void damageUnit(RuleContext context, Entity unit, int amount);

    /**
     * A unit whose strength damage brought to 0 or below (the rule language's {@code on death}, e.g. HexTC2's
     * regeneration, runs here); by default it is deleted.
     *
     * @param context the command context
     * @param unit the unit, still in the world
     */
    void unitDied(RuleContext context, Entity unit);

    /**
     * @param world the state
     * @param units the attackers
     * @param target the target site
     * @return the estimated strength losses (Hexkit EstimateLosses)
     */
    Losses estimateLosses(WorldState world, List<Entity> units, int target);

    // ------------------------------------------------------------ move

    /**
     * @param world the state
     * @param unit a unit
     * @return whether it may move now (Hexkit Unit.CanMove)
     */
    boolean canMove(WorldState world, Entity unit);

    /**
     * Generates the move program (Hexkit Unit.Move).
     *
     * @param context the command context
     * @param units the validated units
     * @param target the validated target site
     */
    void move(RuleContext context, List<Entity> units, int target);

    /**
     * The data change handler run after a unit was placed on a site (Hexkit Unit.OnSiteChanged): by default tries
     * to capture the site.
     *
     * @param context the command context
     * @param unit the unit that arrived
     */
    void onUnitSiteChanged(RuleContext context, Entity unit);

    // ------------------------------------------------------------ build, destroy, place

    /**
     * @param world the state
     * @param faction a faction index
     * @param classIndex an entity class index
     * @return how many entities of the class the faction can build now, 0 if none (Hexkit GetBuildCount)
     */
    int buildCount(WorldState world, int faction, int classIndex);

    /**
     * @param world the state
     * @param faction a faction index
     * @param classIndex an entity class index
     * @return the cost per variable index (Hexkit GetBuildResources)
     */
    int[] buildResources(WorldState world, int faction, int classIndex);

    /**
     * Generates the build program (Hexkit Faction.Build).
     *
     * @param context the command context
     * @param classes the validated class indexes (repeats build several)
     */
    void build(RuleContext context, List<Integer> classes);

    /**
     * @param world the state
     * @param entity an entity
     * @return whether its owner may destroy it (Hexkit CanDestroy)
     */
    boolean canDestroy(WorldState world, Entity entity);

    /**
     * Generates the destroy program (Hexkit Faction.Destroy): refunds and deletion.
     *
     * @param context the command context
     * @param entities the validated entities
     */
    void destroy(RuleContext context, List<Entity> entities);

    /**
     * @param world the state
     * @param faction a faction index
     * @param classIndex an entity class index
     * @return the sites where one entity of the class may be placed now, ascending (Hexkit GetPlaceTargets)
     */
    int[] placeTargets(WorldState world, int faction, int classIndex);

    /**
     * @param world the state
     * @param faction a faction index
     * @param classes the classes placed together
     * @param site the site
     * @return whether they may be placed there together (Hexkit CanPlace)
     */
    boolean canPlace(WorldState world, int faction, List<Integer> classes, int site);

    /**
     * Generates the place program (Hexkit Entity.Place and Unit.Place).
     *
     * @param context the command context
     * @param entities the validated entities
     * @param site the validated site
     */
    void place(RuleContext context, List<Entity> entities, int site);

    // ------------------------------------------------------------ turns, victory, defeat

    /**
     * Runs at the first command of a game for every faction (Hexkit Faction.Initialize; default: nothing).
     *
     * @param context the command context
     * @param faction a faction index
     */
    void initialize(RuleContext context, int faction);

    /**
     * The Begin Turn program of the active faction without the victory check (Hexkit Faction.BeginTurn).
     *
     * @param context the command context
     */
    void beginTurn(RuleContext context);

    /**
     * The End Turn program of the active faction before it advances (Hexkit Faction.EndTurn).
     *
     * @param context the command context
     */
    void endTurn(RuleContext context);

    /**
     * @param world the state
     * @param faction a faction index
     * @return the units to disband because their upkeep is not covered (Hexkit GetUnsupportedUnits)
     */
    List<Entity> unsupportedUnits(WorldState world, int faction);

    /**
     * Asked once per faction and turn inside the turn's program (Begin Turn, a simultaneous resolution), so rules may
     * draw from the game's random stream here (a chance of winning) and the answer is recorded in what follows.
     *
     * @param context the command or resolution context
     * @param faction a faction index
     * @return whether the faction has won (Hexkit CheckVictory)
     */
    boolean checkVictory(RuleContext context, int faction);

    /**
     * Asked inside the turn's program, like {@link #checkVictory}.
     *
     * @param context the command or resolution context
     * @param faction a faction index
     * @return whether the faction is defeated, resignation aside (Hexkit CheckDefeat)
     */
    boolean checkDefeat(RuleContext context, int faction);

    /**
     * The Automate hook for queued scripted actions (Hexkit Faction.Automate; default: nothing).
     *
     * @param context the command context
     * @param entities the entities named by the command
     * @param text the command text, not empty
     */
    void automate(RuleContext context, List<Entity> entities, String text);

    /**
     * Deletes an entity (Hexkit Entity.Delete).
     *
     * @param context the command context
     * @param entity the entity
     */
    void deleteEntity(RuleContext context, Entity entity);

    /**
     * Deletes a defeated faction with its possessions (Hexkit Faction.Delete).
     *
     * @param context the command context
     * @param faction a faction index
     */
    void deleteFaction(RuleContext context, int faction);

    // ------------------------------------------------------------ data change handlers (Hexkit Table 8)

    /**
     * The data change handler run after an entity's site changed (Hexkit Entity.OnSiteChanged): by SetEntitySite,
     * or by DeleteEntity for a placed entity. For a unit that arrived on a site, {@link #onUnitSiteChanged} runs
     * afterwards. Default: nothing (attributes are derived on demand, so there is nothing to update).
     *
     * @param context the context executing the instruction
     * @param entity the entity (deleted if {@code context.world().entity(entity.id())} is {@code null})
     * @param previousSite the site it stood on before, or -1
     */
    default void onEntitySiteChanged(RuleContext context, Entity entity, int previousSite) {
    }

    /**
     * The data change handler run after an entity's owner changed (Hexkit Entity.OnOwnerChanged): by
     * SetEntityOwner, DeleteEntity, SetSiteOwner (for the site's terrains and effects) or SetSiteUnitOwner (for its
     * units). Default: nothing.
     *
     * @param context the context executing the instruction
     * @param entity the entity (deleted if {@code context.world().entity(entity.id())} is {@code null})
     * @param previousOwner the faction index that owned it before, or -1
     */
    default void onEntityOwnerChanged(RuleContext context, Entity entity, int previousOwner) {
    }

    /**
     * The data change handler run after SetEntityClass (Hexkit Entity.OnEntityClassChanged). Default: nothing.
     *
     * @param context the context executing the instruction
     * @param entity the entity with its new class
     */
    default void onEntityClassChanged(RuleContext context, Entity entity) {
    }

    /**
     * The data change handler run after SetEntityVariable or SetEntityVariableModifier (Hexkit
     * Entity.OnVariableChanged). Default: nothing.
     *
     * @param context the context executing the instruction
     * @param entity the entity
     * @param variable the id of the changed variable class
     */
    default void onEntityVariableChanged(RuleContext context, Entity entity, String variable) {
    }

    /**
     * The data change handler run after SetFactionVariable or SetFactionVariableModifier (Hexkit
     * Faction.OnVariableChanged, an empty hook for rule scripts). Default: nothing.
     *
     * @param context the context executing the instruction
     * @param faction the faction index
     * @param variable the id of the changed variable class
     */
    default void onFactionVariableChanged(RuleContext context, int faction, String variable) {
    }

    // ------------------------------------------------------------ rejected commands

    /**
     * Runs when a command of the active faction fails validation. By default nothing happens: the command is
     * rejected with its reason and the state is unchanged (Hexkit). Rules may answer with a program instead, e.g.
     * HexTC2's "an illegal move counts as a pass, with a message" (HexTC2 rules, COMP202 Winter 2005 Assignment 6,
     * section Code Structure); the engine records that program with
     * the rejected command, so replays reproduce it. The command itself is never executed.
     *
     * @param context the context of the rejected command (the active faction, the current state)
     * @param command the rejected command in its saved text form ({@code CommandCodec}), e.g. {@code "Move [3,4] 12"}
     * @param reason why it was rejected
     */
    default void commandRejected(RuleContext context, String command, String reason) {
    }

    // ------------------------------------------------------------ resource transfer (Hexkit User's Guide §2.6.2)

    /**
     * Runs after an entity provided an automatic resource transfer (Hexkit Entity.CheckDepletion, Figure 34):
     * by default an entity whose class transfers in {@link ResourceTransfer#DELETE} mode and whose resources are
     * all 0 is deleted with a message, unless it is a background terrain (Hexkit User's Guide §7.3.7 Attributes and
     * Resources).
     *
     * @param context the command context
     * @param entity the provider, still existing
     */
    default void checkDepletion(RuleContext context, Entity entity) {
        if (entity.entityClass().getResourceTransfer() != ResourceTransfer.DELETE
                || entity.category() == EntityCategory.TERRAIN && entity.entityClass() instanceof TerrainClass t
                        && t.isBackground()) {
            return;
        }
        WorldState world = context.world();
        for (int v = 0; v < world.catalog().variableCount(); v++) {
            if (entity.has(v) && world.catalog().kind(v) == VariableKind.RESOURCE && entity.value(v) != 0) {
                return;
            }
        }
        int owner = entity.owner();
        deleteEntity(context, entity);
        context.execute(new ShowMessage(owner, entity.name() + " is depleted and removed"));
    }

    // ------------------------------------------------------------ games played at the same time

    /**
     * Gives an instance of these rules for another game played at the same time, e.g. on another thread: rules
     * serve one game at a time (they may keep caches and counters between calls), so a search player that plays
     * copies of a game on several threads ({@link org.hexbench.engine.forward.ForwardModel}) gives each thread its
     * own instance. The instance must decide exactly as this one does.
     *
     * @return a new instance that shares no changing state with this one, or {@code null} if these rules cannot make
     *         one (the default: an implementation that keeps state must say how to start it afresh); callers then
     *         play every copy on the thread that plays the game
     */
    default Rules forAnotherGame() {
        return null;
    }
}
