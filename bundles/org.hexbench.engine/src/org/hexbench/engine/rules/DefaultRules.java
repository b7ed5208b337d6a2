package org.hexbench.engine.rules;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.OptionalInt;
import java.util.TreeSet;
import org.hexbench.engine.world.CreateEntity;
import org.hexbench.engine.world.DeleteEntity;
import org.hexbench.engine.world.DeleteFaction;
import org.hexbench.engine.world.Entity;
import org.hexbench.engine.world.EntityCategory;
import org.hexbench.engine.world.Faction;
import org.hexbench.engine.world.MoveImage;
import org.hexbench.engine.world.SetEntityOwner;
import org.hexbench.engine.world.SetEntitySite;
import org.hexbench.engine.world.SetEntityUniqueName;
import org.hexbench.engine.world.SetEntityVariable;
import org.hexbench.engine.world.SetFactionUnitsCanAttack;
import org.hexbench.engine.world.SetFactionUnitsCanMove;
import org.hexbench.engine.world.SetFactionVariable;
import org.hexbench.engine.world.SetSiteOwner;
import org.hexbench.engine.world.SetUnitCanAttack;
import org.hexbench.engine.world.SetUnitCanMove;
import org.hexbench.engine.world.ShowMessage;
import org.hexbench.engine.world.ShowMessageDialog;
import org.hexbench.engine.world.VariableKind;
import org.hexbench.engine.world.WorldState;
import org.hexbench.scenario.Condition;
import org.hexbench.scenario.ConditionKind;
import org.hexbench.scenario.EntityClass;
import org.hexbench.scenario.ModifierTarget;
import org.hexbench.scenario.ResourceAmount;
import org.hexbench.scenario.ResourceClass;
import org.hexbench.scenario.ResourceTransfer;
import org.hexbench.scenario.TerrainClass;
import org.hexbench.scenario.UnitClass;
import org.hexbench.scenario.VariableClass;

/**
 * Hexkit's default rules (Hexkit User's Guide §2.4.3–2.4.4, §7.4 Command Algorithms Figures 36–46, ch. 8 Pathfinding):
 * duels with random defenders,
 * capture by capture-capable units on capturable terrain, build counts and costs, 20 % destroy refunds, placement
 * on place sites, own sites on the first turn or the home site later, Begin Turn resource updates with automatic
 * disbanding of unsupported units and automatic resource transfer (resupply from terrains and effects, faction
 * supplies from upgrades, depletion; Hexkit User's Guide §7.3.7 Attributes and Resources), End Turn resets, Automate
 * texts that name a command (Hexkit
 * §6.4.4), and victory and defeat by the scenario's conditions. Subclass it to change single hooks.
 */
public class DefaultRules implements Rules {

    /** Hexkit's cap of {@link #buildCount}. */
    public static final int MAX_BUILD_COUNT = 999;

    /**
     * Default rules keep no state between calls, so another instance decides exactly as this one. A subclass may
     * keep state, so it gets {@code null} unless it overrides this too.
     *
     * @return a new instance of these default rules, or {@code null} for a subclass that does not override this
     */
    @Override
    public Rules forAnotherGame() {
        return getClass() == DefaultRules.class ? new DefaultRules() : null;
    }

    // ------------------------------------------------------------ pathfinding

    /** Default: {@code max(1, target difficulty)}. */
    @Override
    public double stepCost(WorldState world, List<Entity> units, int from, int to) {
        return Math.max(1, world.difficulty(to));
    }

    /** Default: the target is passable (difficulty above 0) and holds no other faction's units. */
    @Override
    public boolean canMakeStep(WorldState world, List<Entity> units, int from, int to) {
        return world.difficulty(to) > 0 && !world.site(to).hasAlienUnits(units.get(0).owner());
    }

    /** Default: any site. */
    @Override
    public boolean canOccupy(WorldState world, List<Entity> units, int site) {
        return true;
    }

    /** Default: no relaxed range. */
    @Override
    public boolean isRelaxedRange(WorldState world, List<Entity> units) {
        return false;
    }

    // ------------------------------------------------------------ attack

    /** Default: the Attack ability, a positive attack range (a combat unit) and morale above 0. */
    @Override
    public boolean canAttack(WorldState world, Entity unit) {
        return unit.category() == EntityCategory.UNIT && unit.canAttackFlag() && isCombatReady(world, unit);
    }

    /**
     * @param world the state
     * @param unit a unit
     * @return whether it is a combat unit with morale, ignoring the Attack ability (counter-attacks)
     */
    protected boolean isCombatReady(WorldState world, Entity unit) {
        return world.attackRange(unit) > 0 && world.morale(unit) > 0
                && (!(unit.entityClass() instanceof UnitClass c) || c.isCanAttack());
    }

    /** Default: another faction's units on the target and every attacker in range (line of sight if ranged). */
    @Override
    public boolean canAttackTarget(WorldState world, List<Entity> units, int target) {
        int owner = units.get(0).owner();
        if (!world.site(target).hasAlienUnits(owner)) {
            return false;
        }
        Finder finder = finderOf(world);
        for (Entity u : units) {
            if (!finder.inAttackRange(u, u.site(), target)) {
                return false;
            }
        }
        return true;
    }

    /**
     * The finders of the worlds query hooks were asked about. A finder refers to its world, so it is held weakly:
     * held strongly, it would keep its world, the map's weak key, alive for ever, and every copy of a game that a
     * computer player or the combat preview reads would stay in memory.
     */
    private final java.util.Map<WorldState, java.lang.ref.WeakReference<Finder>> finders = new java.util.WeakHashMap<>();

    /**
     * Returns a finder for query hooks that have no context (one per world, reused while it is in use).
     *
     * @param world the state
     * @return its finder
     */
    protected Finder finderOf(WorldState world) {
        java.lang.ref.WeakReference<Finder> known = finders.get(world);
        Finder finder = known == null ? null : known.get();
        if (finder == null) {
            finder = new Finder(world, this);
            finders.put(world, new java.lang.ref.WeakReference<>(finder));
        }
        return finder;
    }

    /**
     * Default (Hexkit User's Guide §7.4.1, Unit.AttackCombat): every attacker hits one defender
     * ({@link #selectDefender}), then every defender still standing hits back one attacker in its reach
     * ({@link #selectAttacker}); each hit lands through {@link #hit} with its {@link #damage}. Both sides get a
     * report of their losses; attackers still standing may not attack again this turn.
     */
    @Override
    public void attack(RuleContext context, List<Entity> attackers, int target) {
        WorldState world = context.world();
        List<Entity> defenders = new ArrayList<>(world.site(target).units());
        int defenderFaction = defenders.isEmpty() ? -1 : defenders.get(0).owner();
        int attackerCount = attackers.size();
        int defenderCount = defenders.size();
        for (Entity attacker : attackers) {
            defenders.removeIf(d -> world.entity(d.id()) == null);
            if (defenders.isEmpty()) {
                break;
            }
            Entity defender = selectDefender(context, attacker, defenders);
            hit(context, attacker, defender, damage(context, attacker, defender));
        }
        List<Entity> survivingAttackers = new ArrayList<>(attackers);
        for (Entity defender : defenders) {
            survivingAttackers.removeIf(a -> world.entity(a.id()) == null);
            if (world.entity(defender.id()) == null || survivingAttackers.isEmpty()) {
                continue;
            }
            Entity attacker = selectAttacker(context, defender, survivingAttackers);
            if (attacker != null) {
                hit(context, defender, attacker, damage(context, defender, attacker));
            }
        }
        survivingAttackers.removeIf(a -> world.entity(a.id()) == null);
        long defendersLeft = defenders.stream().filter(d -> world.entity(d.id()) != null).count();
        String report = "Attack on " + world.catalog().siteName(target) + ": attackers lost " + (attackerCount - survivingAttackers.size())
                + ", defenders lost " + (defenderCount - defendersLeft);
        context.execute(new ShowMessage(context.faction(), report));
        context.execute(new ShowMessage(defenderFaction, report));
        for (Entity a : survivingAttackers) {
            context.execute(new SetUnitCanAttack(a.id(), false));
        }
    }

    /** Default: no damage; Hexkit's hit destroys the defender. */
    @Override
    public OptionalInt damage(RuleContext context, Entity attacker, Entity defender) {
        return OptionalInt.empty();
    }

    /** Default: damage lowers the defender's strength; a hit without damage destroys it (Hexkit Unit.AttackUnit). */
    @Override
    public void hit(RuleContext context, Entity attacker, Entity defender, OptionalInt damage) {
        if (damage.isPresent()) {
            damageUnit(context, defender, damage.getAsInt());
        } else {
            deleteEntity(context, defender);
        }
    }

    /** Default: Strength falls by the amount (within its range); at 0 or below the unit dies. */
    @Override
    public void damageUnit(RuleContext context, Entity unit, int amount) {
        WorldState world = context.world();
        int strength = world.catalog().strength();
        if (strength < 0) {
            if (amount > 0) {
                unitDied(context, unit);
            }
            return;
        }
        var variable = world.catalog().variable(strength);
        int left = unit.value(strength) - amount;
        context.execute(new SetEntityVariable(unit.id(), variable.getId(),
                Math.max(variable.getMinimum(), Math.min(variable.getMaximum(), left))));
        if (left <= 0 && world.entity(unit.id()) != null) {
            unitDied(context, unit);
        }
    }

    /** Default: the unit is deleted. */
    @Override
    public void unitDied(RuleContext context, Entity unit) {
        deleteEntity(context, unit);
    }

    /** Default: a random defender. */
    @Override
    public Entity selectDefender(RuleContext context, Entity attacker, List<Entity> defenders) {
        return defenders.get(context.random().nextInt(defenders.size()));
    }

    /** Default: a random surviving attacker the defender can reach from its site, or none. */
    @Override
    public Entity selectAttacker(RuleContext context, Entity defender, List<Entity> attackers) {
        if (!isCombatReady(context.world(), defender)) {
            return null;
        }
        List<Entity> reachable = new ArrayList<>();
        for (Entity a : attackers) {
            if (a.site() >= 0 && context.finder().inAttackRange(defender, defender.site(), a.site())) {
                reachable.add(a);
            }
        }
        return reachable.isEmpty() ? null : reachable.get(context.random().nextInt(reachable.size()));
    }

    /** Default: defender losses = attacker strength; attacker losses = defender strength − attacker strength. */
    @Override
    public Losses estimateLosses(WorldState world, List<Entity> units, int target) {
        int attack = 0;
        for (Entity u : units) {
            attack += world.strength(u);
        }
        int defence = 0;
        for (Entity u : world.site(target).units()) {
            defence += world.strength(u);
        }
        return new Losses(Math.max(0, defence - attack), attack);
    }

    // ------------------------------------------------------------ move

    /** Default: the Move ability and a positive movement. */
    @Override
    public boolean canMove(WorldState world, Entity unit) {
        return unit.category() == EntityCategory.UNIT && unit.canMoveFlag() && world.movement(unit) > 0
                && (!(unit.entityClass() instanceof UnitClass c) || c.isCanMove());
    }

    /** Default: leave the source, show the path, arrive (possibly capturing) and lose the Move ability. */
    @Override
    public void move(RuleContext context, List<Entity> units, int target) {
        int source = units.get(0).site();
        for (Entity u : units) {
            context.execute(new SetEntitySite(u.id(), -1));
        }
        int[] path = context.finder().movePath(units, source, target);
        Entity top = units.get(units.size() - 1);
        context.execute(new MoveImage(context.world().catalog().entityClass(top.displayClass()).getId(), path));
        for (Entity u : units) {
            context.execute(new SetEntitySite(u.id(), target));
            context.execute(new SetUnitCanMove(u.id(), false));
        }
    }

    /** Default: capture the site when it is another faction's or unowned (Hexkit Faction.CaptureSite). */
    @Override
    public void onUnitSiteChanged(RuleContext context, Entity unit) {
        WorldState world = context.world();
        var site = world.site(unit.site());
        if (site.owner() == unit.owner()) {
            return;
        }
        boolean capturable = false;
        for (Entity t : site.terrains()) {
            capturable |= t.entityClass() instanceof TerrainClass c && c.isCanCapture();
        }
        boolean captor = false;
        for (Entity u : site.units()) {
            captor |= u.owner() == unit.owner() && u.entityClass() instanceof UnitClass c && c.isCanCapture();
        }
        if (capturable && captor) {
            context.execute(new SetSiteOwner(site.index(), unit.owner()));
            context.execute(new ShowMessage(-1, world.faction(unit.owner()).name() + " captured " + world.catalog().siteName(site.index())));
        }
    }

    // ------------------------------------------------------------ build, destroy, place

    /**
     * @param world the state
     * @param faction a faction index
     * @param entityClass a class
     * @return whether the faction's class lists it as buildable
     */
    protected boolean isBuildable(WorldState world, int faction, EntityClass entityClass) {
        var f = world.faction(faction).scenarioFaction();
        return f.getBuildableUnits().contains(entityClass) || f.getBuildableTerrains().contains(entityClass)
                || f.getBuildableUpgrades().contains(entityClass);
    }

    /** Default: 0 unless buildable; else the minimum over costs of (resource − minimum) / cost, capped at 999. */
    @Override
    public int buildCount(WorldState world, int faction, int classIndex) {
        if (!isBuildable(world, faction, world.catalog().entityClass(classIndex))) {
            return 0;
        }
        Faction f = world.faction(faction);
        int[] cost = buildResources(world, faction, classIndex);
        int count = MAX_BUILD_COUNT;
        for (int v = 0; v < cost.length; v++) {
            if (cost[v] > 0 && f.has(v)) {
                int available = f.value(v) - world.catalog().variable(v).getMinimum();
                count = Math.min(count, Math.max(0, available / cost[v]));
            }
        }
        return count;
    }

    /** Default: the class's build resources. */
    @Override
    public int[] buildResources(WorldState world, int faction, int classIndex) {
        int[] cost = new int[world.catalog().variableCount()];
        for (ResourceAmount a : world.catalog().entityClass(classIndex).getBuildResources()) {
            int v = a.getResource() == null ? -1 : world.catalog().variableIndex(a.getResource().getId());
            if (v >= 0) {
                cost[v] += a.getAmount();
            }
        }
        return cost;
    }

    /** Default: create, own and (units) name each entity, then pay the summed costs. */
    @Override
    public void build(RuleContext context, List<Integer> classes) {
        WorldState world = context.world();
        int faction = context.faction();
        int[] total = new int[world.catalog().variableCount()];
        for (int c : classes) {
            int[] cost = buildResources(world, faction, c);
            for (int v = 0; v < total.length; v++) {
                total[v] += cost[v];
            }
            int id = world.nextEntityId();
            context.execute(new CreateEntity(id, world.catalog().entityClass(c).getId()));
            context.execute(new SetEntityOwner(id, faction));
            if (world.entity(id).category() == EntityCategory.UNIT) {
                context.execute(new SetEntityUniqueName(id, faction));
            }
        }
        pay(context, faction, total, -1);
    }

    private static void pay(RuleContext context, int faction, int[] amounts, int sign) {
        WorldState world = context.world();
        Faction f = world.faction(faction);
        for (int v = 0; v < amounts.length; v++) {
            if (amounts[v] != 0 && f.has(v)) {
                context.execute(new SetFactionVariable(faction, world.catalog().variable(v).getId(),
                        clamp(world.catalog().variable(v), f.value(v) + sign * amounts[v])));
            }
        }
    }

    /** Default: units always; foreground terrains whose class can be destroyed; never effects or upgrades. */
    @Override
    public boolean canDestroy(WorldState world, Entity entity) {
        return switch (entity.category()) {
            case UNIT -> true;
            case TERRAIN -> entity.entityClass() instanceof TerrainClass t && t.isCanDestroy() && !t.isBackground();
            default -> false;
        };
    }

    /** Default: refund a fifth of each entity's build resources, then delete it. */
    @Override
    public void destroy(RuleContext context, List<Entity> entities) {
        WorldState world = context.world();
        int faction = context.faction();
        int[] refund = new int[world.catalog().variableCount()];
        for (Entity e : entities) {
            int[] cost = buildResources(world, faction, e.classIndex());
            for (int v = 0; v < refund.length; v++) {
                refund[v] += cost[v] / 5;
            }
            deleteEntity(context, e);
        }
        pay(context, faction, refund, +1);
    }

    /** Default: the class's place sites plus, if it uses default places, own sites (turn 1) or the home site. */
    @Override
    public int[] placeTargets(WorldState world, int faction, int classIndex) {
        EntityClass c = world.catalog().entityClass(classIndex);
        EntityCategory category = EntityCategory.of(c);
        if (category == EntityCategory.UPGRADE || category == EntityCategory.EFFECT) {
            return new int[0];
        }
        TreeSet<Integer> targets = new TreeSet<>();
        for (int s : world.catalog().placeSites(faction, classIndex)) {
            targets.add(s);
        }
        if (c.isUseDefaultPlace()) {
            if (world.currentTurn() == 0) {
                for (int s = 0; s < world.siteCount(); s++) {
                    if (world.site(s).owner() == faction) {
                        targets.add(s);
                    }
                }
            } else if (world.homeSite(faction) >= 0) {
                targets.add(world.homeSite(faction));
            }
        }
        List<Integer> single = List.of(classIndex);
        return targets.stream().filter(s -> canPlace(world, faction, single, s)).mapToInt(Integer::intValue).toArray();
    }

    /** Default: the faction owns the site and no other faction's units stand there. */
    @Override
    public boolean canPlace(WorldState world, int faction, List<Integer> classes, int site) {
        return world.site(site).owner() == faction && !world.site(site).hasAlienUnits(faction);
    }

    /** Default: place each entity; placed units lose Attack and Move until the next turn. */
    @Override
    public void place(RuleContext context, List<Entity> entities, int site) {
        for (Entity e : entities) {
            context.execute(new SetEntitySite(e.id(), site));
        }
        for (Entity e : entities) {
            if (e.category() == EntityCategory.UNIT) {
                context.execute(new SetUnitCanAttack(e.id(), false));
                context.execute(new SetUnitCanMove(e.id(), false));
            }
        }
    }

    // ------------------------------------------------------------ turns

    /** Default: nothing. */
    @Override
    public void initialize(RuleContext context, int faction) {
    }

    /**
     * Default (Hexkit Figure 39): disable Can Defend Only classes; on the first turn, its first Begin Turn updates
     * the resetting resources of all factions; later, the first Begin Turn of a turn updates the resources of all
     * terrains, effects and upgrades, then the active faction disbands unsupported units, updates its accumulating
     * resources and its units' resources.
     */
    @Override
    public void beginTurn(RuleContext context) {
        WorldState world = context.world();
        int faction = context.faction();
        var entities = world.catalog().scenario().getEntities();
        if (entities != null) {
            for (UnitClass c : entities.getUnits()) {
                if (c.isCanDefendOnly()) {
                    context.execute(new SetFactionUnitsCanAttack(faction, c.getId(), false));
                }
            }
        }
        boolean firstOfTurn = isFirstActive(world, faction);
        if (world.currentTurn() == 0) {
            if (firstOfTurn) {
                for (Faction f : world.aliveFactions()) {
                    updateFactionResources(context, f.index(), true);
                }
            }
            return;
        }
        if (firstOfTurn) {
            for (Entity e : world.entitiesHaving(VariableKind.RESOURCE)) { // the others have nothing to update
                if (e.category() != EntityCategory.UNIT) {
                    updateEntityResources(context, e);
                }
            }
        }
        List<Entity> unsupported = unsupportedUnits(world, faction);
        if (!unsupported.isEmpty()) {
            context.execute(new ShowMessageDialog(faction, unsupported.size() + " unsupported units disbanded"));
            destroy(context, unsupported);
        }
        updateFactionResources(context, faction, false);
        for (Entity u : new ArrayList<>(world.faction(faction).units())) {
            updateEntityResources(context, u);
        }
    }

    private static boolean isFirstActive(WorldState world, int faction) {
        for (Faction f : world.aliveFactions()) {
            return f.index() == faction;
        }
        return false;
    }

    /**
     * Updates a faction's resetting (initial value + modifiers) or accumulating (value + modifiers) resources; an
     * accumulating update then draws the resource transfers of the faction's upgrades (Hexkit Figure 35,
     * Faction.AddUpgradeResources).
     *
     * @param context the command context
     * @param faction a faction index
     * @param resetting which kind to update
     */
    protected void updateFactionResources(RuleContext context, int faction, boolean resetting) {
        WorldState world = context.world();
        Faction f = world.faction(faction);
        for (int v = 0; v < world.catalog().variableCount(); v++) {
            if (!f.has(v) || !(world.catalog().variable(v) instanceof ResourceClass r) || r.isResetting() != resetting) {
                continue;
            }
            int base = resetting ? f.initial(v) : f.value(v);
            int value = clamp(r, base + world.factionModifier(faction, v));
            context.execute(new SetFactionVariable(faction, r.getId(), value));
        }
        if (!resetting) {
            addUpgradeResources(context, faction);
        }
    }

    /**
     * Transfers resources from the faction's upgrades whose class transfers resources to the faction's accumulating
     * resources (Hexkit User's Guide §2.6.2 Resources, "Resource Transfer"; §7.3.7, Faction.AddUpgradeResources): as
     * much as the provider holds
     * and the faction's resource range admits; a negative amount drains the faction until the upgrade's amount
     * reaches 0. Each provider that gave something is checked for depletion ({@link Rules#checkDepletion}).
     *
     * @param context the command context
     * @param faction a faction index
     */
    protected void addUpgradeResources(RuleContext context, int faction) {
        WorldState world = context.world();
        Faction f = world.faction(faction);
        for (Entity upgrade : new ArrayList<>(f.upgrades())) {
            if (!transfers(upgrade)) {
                continue;
            }
            boolean gave = false;
            for (int v = 0; v < world.catalog().variableCount(); v++) {
                if (!f.has(v) || !upgrade.has(v) || !(world.catalog().variable(v) instanceof ResourceClass r)
                        || r.isResetting()) {
                    continue;
                }
                int transfer = transferable(upgrade.value(v), f.value(v), r.getMinimum(), r.getMaximum());
                if (transfer != 0) {
                    context.execute(new SetEntityVariable(upgrade.id(), r.getId(), upgrade.value(v) - transfer));
                    context.execute(new SetFactionVariable(faction, r.getId(), f.value(v) + transfer));
                    gave = true;
                }
            }
            if (gave && world.entity(upgrade.id()) != null) {
                checkDepletion(context, upgrade);
            }
        }
    }

    /**
     * Transfers resources from the terrains and effects on a placed unit's site whose class transfers resources to
     * the unit (Hexkit User's Guide §2.6.2 Resources, "Resource Transfer"; §7.3.7 Figure 34, Unit.AddSiteResources):
     * for every resource the
     * unit has, each provider in stack order (terrains bottom first, then effects) gives as much of the same
     * resource as it holds and the unit can take: up to the maximum, or up to the initial value for a limited
     * resource (resupply, Hexkit §3.5.4). Each provider that gave something is then checked for depletion. Units
     * never provide resources under the default rules.
     *
     * @param context the command context
     * @param unit a placed unit
     */
    protected void addSiteResources(RuleContext context, Entity unit) {
        WorldState world = context.world();
        List<Entity> providers = new ArrayList<>(world.site(unit.site()).terrains());
        providers.addAll(world.site(unit.site()).effects());
        providers.removeIf(p -> !transfers(p));
        if (providers.isEmpty()) {
            return;
        }
        List<Entity> gave = new ArrayList<>();
        for (int v = 0; v < world.catalog().variableCount(); v++) {
            if (!unit.has(v) || !(world.catalog().variable(v) instanceof ResourceClass r)) {
                continue;
            }
            int value = unit.value(v);
            int maximum = r.isLimited() ? Math.min(r.getMaximum(), Math.max(unit.initial(v), value)) : r.getMaximum();
            for (Entity p : providers) {
                if (!p.has(v)) {
                    continue;
                }
                int transfer = transferable(p.value(v), value, r.getMinimum(), maximum);
                if (transfer != 0) {
                    value += transfer;
                    context.execute(new SetEntityVariable(p.id(), r.getId(), p.value(v) - transfer));
                    if (!gave.contains(p)) {
                        gave.add(p);
                    }
                }
            }
            context.execute(new SetEntityVariable(unit.id(), r.getId(), value));
        }
        for (Entity p : gave) {
            if (world.entity(p.id()) != null) {
                checkDepletion(context, p);
            }
        }
    }

    /**
     * @param entity a possible provider
     * @return whether its class transfers resources automatically (Hexkit User's Guide §3.5.1 Entity Class Settings,
     * Resource Transfer)
     */
    protected static boolean transfers(Entity entity) {
        var mode = entity.entityClass().getResourceTransfer();
        return mode != null && mode != ResourceTransfer.NONE;
    }

    /**
     * Hexkit's "supply restricted by Resource.Maximum/Minimum − value" (Figure 34).
     *
     * @param supply the provider's amount (negative drains)
     * @param value the recipient's current value
     * @param minimum the recipient's lowest legal value
     * @param maximum the recipient's highest acceptable value
     * @return the amount moved from the provider to the recipient
     */
    protected static int transferable(int supply, int value, int minimum, int maximum) {
        return Math.max(Math.min(supply, Math.max(0, maximum - value)), Math.min(0, minimum - value));
    }

    /**
     * Adds an entity's resource modifiers (self, plus for placed units those of the site) to its resources;
     * limited resources stop at their initial value. A placed unit then draws the resource transfers of its site
     * ({@link #addSiteResources}), which resupplies it (Hexkit §3.5.4, Figure 34).
     *
     * @param context the command context
     * @param e the entity
     */
    protected void updateEntityResources(RuleContext context, Entity e) {
        WorldState world = context.world();
        for (int v = 0; v < world.catalog().variableCount(); v++) {
            if (!e.has(v) || world.catalog().kind(v) != VariableKind.RESOURCE) {
                continue;
            }
            if (e.category() != EntityCategory.UPGRADE && e.category() != EntityCategory.EFFECT && e.site() < 0) {
                continue;
            }
            int modifier = e.modifier(ModifierTarget.SELF_VALUE, v);
            if (e.category() == EntityCategory.UNIT && e.owner() >= 0) {
                modifier += world.unitModifier(e.owner(), e.site(), v);
            }
            if (modifier == 0) {
                continue;
            }
            ResourceClass r = (ResourceClass) world.catalog().variable(v);
            int value = e.value(v) + modifier;
            if (r.isLimited()) {
                value = Math.min(value, Math.max(e.initial(v), e.value(v)));
            }
            context.execute(new SetEntityVariable(e.id(), r.getId(), clamp(r, value)));
        }
        if (e.category() == EntityCategory.UNIT && e.site() >= 0) {
            addSiteResources(context, e);
        }
    }

    /** Default (Hexkit Figure 42): reset resetting resources of all factions, restore the active faction's units. */
    @Override
    public void endTurn(RuleContext context) {
        WorldState world = context.world();
        for (Faction f : world.aliveFactions()) {
            updateFactionResources(context, f.index(), true);
        }
        context.execute(new SetFactionUnitsCanAttack(context.faction(), null, true));
        context.execute(new SetFactionUnitsCanMove(context.faction(), null, true));
    }

    /**
     * Default: while an accumulating resource would fall below its minimum after this turn's modifiers, disband the
     * least valuable units whose upkeep (a negative Owner modifier) draws on it.
     */
    @Override
    public List<Entity> unsupportedUnits(WorldState world, int faction) {
        Faction f = world.faction(faction);
        List<Entity> result = new ArrayList<>();
        for (int v = 0; v < world.catalog().variableCount(); v++) {
            if (!f.has(v) || !(world.catalog().variable(v) instanceof ResourceClass r) || r.isResetting()) {
                continue;
            }
            int projected = f.value(v) + world.factionModifier(faction, v);
            if (projected >= r.getMinimum()) {
                continue;
            }
            final int variable = v;
            List<Entity> payers = new ArrayList<>();
            for (Entity u : f.units()) {
                if (u.site() >= 0 && u.modifier(ModifierTarget.OWNER_VALUE, variable) < 0 && !result.contains(u)) {
                    payers.add(u);
                }
            }
            payers.sort(Comparator.comparingDouble((Entity u) -> u.entityClass().getValuation()).thenComparingInt(Entity::id));
            for (Entity u : payers) {
                if (projected >= r.getMinimum()) {
                    break;
                }
                projected -= u.modifier(ModifierTarget.OWNER_VALUE, variable);
                result.add(u);
            }
        }
        return result;
    }

    /**
     * Returns a faction's value of a condition parameter (Hexkit Faction.GetConditionValue).
     *
     * @param world the state
     * @param faction a faction index
     * @param condition a condition
     * @return owned sites, unit count, unit strength, or elapsed turns
     */
    protected int conditionValue(WorldState world, int faction, Condition condition) {
        return switch (condition.getParameter()) {
            case SITES -> world.faction(faction).siteCount();
            case UNITS -> world.faction(faction).units().size();
            case UNIT_STRENGTH -> world.unitStrength(faction);
            case TURNS -> world.currentTurn();
        };
    }

    /** Default: the last faction standing, a victory condition reached, or a resource at its victory threshold. */
    @Override
    public boolean checkVictory(RuleContext context, int faction) {
        WorldState world = context.world();
        if (world.aliveFactions().size() == 1 && world.aliveFactions().get(0).index() == faction) {
            return true;
        }
        Faction f = world.faction(faction);
        for (Condition c : f.scenarioFaction().getConditions()) {
            if (c.getKind() == ConditionKind.VICTORY && conditionValue(world, faction, c) >= c.getThreshold()) {
                return true;
            }
        }
        for (int v = 0; v < world.catalog().variableCount(); v++) {
            if (f.has(v) && world.catalog().variable(v) instanceof ResourceClass r && r.isSetVictory()
                    && f.value(v) >= r.getVictory()) {
                return true;
            }
        }
        return false;
    }

    /**
     * Default: a defeat condition reached (falling to the threshold; elapsed turns rising to it), or a resource at
     * its defeat threshold; a faction without any condition or resource defeat threshold loses with its last site.
     */
    @Override
    public boolean checkDefeat(RuleContext context, int faction) {
        WorldState world = context.world();
        Faction f = world.faction(faction);
        boolean anyCondition = !f.scenarioFaction().getConditions().isEmpty();
        for (Condition c : f.scenarioFaction().getConditions()) {
            if (c.getKind() != ConditionKind.DEFEAT) {
                continue;
            }
            int value = conditionValue(world, faction, c);
            boolean reached = c.getParameter() == org.hexbench.scenario.ConditionParameter.TURNS
                    ? value >= c.getThreshold() : value <= c.getThreshold();
            if (reached) {
                return true;
            }
        }
        for (int v = 0; v < world.catalog().variableCount(); v++) {
            if (world.catalog().variable(v) instanceof ResourceClass r && r.isSetDefeat()) {
                anyCondition = true;
                if (f.has(v) && f.value(v) <= r.getDefeat()) {
                    return true;
                }
            }
        }
        return !anyCondition && f.siteCount() == 0;
    }

    /**
     * Default (Hexkit §6.4.4 "Queuing with Automate"): if the text names a command ({@link AutomationText}, e.g.
     * {@code "Move (12,5)"} with the moving units as the entities), that command is checked against the current
     * state and inlined ({@link RuleContext#inline}); if it no longer fits the state, it is skipped with a message
     * to the faction. Any other text does nothing: it is the hint of a rule script that overrides this hook.
     */
    @Override
    public void automate(RuleContext context, List<Entity> entities, String text) {
        var command = AutomationText.parse(context.world(), entities, text);
        if (command == null) {
            return;
        }
        String rejection = context.inline(command);
        if (rejection != null) {
            context.execute(new ShowMessage(context.faction(), "Automate '" + text + "' skipped: " + rejection));
        }
    }

    /** Default: a DeleteEntity instruction. */
    @Override
    public void deleteEntity(RuleContext context, Entity entity) {
        context.execute(new DeleteEntity(entity.id()));
    }

    /** Default: its sites become unowned; its units, upgrades and unplaced terrains are deleted; then the faction. */
    @Override
    public void deleteFaction(RuleContext context, int faction) {
        WorldState world = context.world();
        for (int s = 0; s < world.siteCount(); s++) {
            if (world.site(s).owner() == faction) {
                context.execute(new SetSiteOwner(s, -1));
            }
        }
        Faction f = world.faction(faction);
        List<Entity> doomed = new ArrayList<>(f.units());
        doomed.addAll(f.upgrades());
        for (Entity t : f.terrains()) {
            if (t.site() < 0) {
                doomed.add(t);
            }
        }
        for (Entity e : doomed) {
            deleteEntity(context, e);
        }
        context.execute(new DeleteFaction(faction));
    }

    /**
     * Clamps a value to a variable's range.
     *
     * @param variable the variable class
     * @param value a value
     * @return the value within minimum..maximum
     */
    protected static int clamp(VariableClass variable, int value) {
        return Math.max(variable.getMinimum(), Math.min(variable.getMaximum(), value));
    }
}
