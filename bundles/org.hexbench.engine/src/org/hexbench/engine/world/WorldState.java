package org.hexbench.engine.world;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.hexbench.scenario.EntityClass;
import org.hexbench.scenario.FogOfWar;
import org.hexbench.scenario.ModifierTarget;
import org.hexbench.scenario.VariableClass;

/**
 * The state of a running game (Hexkit User's Guide §5.2 WorldState Class): factions in activation order, sites,
 * entities by id, the
 * current turn (zero-based), the active faction, and the game-over flag with the winner. It is built once from the
 * scenario ({@link WorldBuilder}) and changes afterwards <em>only</em> through {@link Instruction}s, whose
 * {@code apply} methods call the package-private mutators below (Hexkit User's Guide §6.1.1 Two Levels of Execution).
 *
 * <p>Derived values are computed on demand: attributes (initial value + modifiers, Hexkit User's Guide §2.6.1
 * Attributes), site difficulty,
 * and the per-site unit modifier cache (Hexkit's {@code Faction.UnitAttributeModifiers}), which is recomputed
 * lazily after any instruction that moves, re-owns, creates or deletes an entity or changes a modifier.
 */
public final class WorldState {

    /** The stack of a site without entities, shared by every such stack. */
    static final int[] EMPTY_STACK = new int[0];

    private final Catalog catalog;
    private final Site[] sites;
    final Faction[] factions;
    /** The state of each entity by id, {@code null} once deleted; states are shared with copies of this world. */
    EntityState[] states;
    /** This world's handle of each entity by id, made when first asked for ({@link #entity}). */
    private Entity[] handles;
    /** The number of entity ids given so far. */
    private int entityCount;
    /** The owner of each site (-1 for none). */
    final int[] siteOwners;
    /**
     * The unit, terrain and effect stacks of each site, bottom first, as entity ids. A stack array is never changed
     * in place: instructions replace it, so that a copy of this world shares the arrays ({@link WorldCopy}).
     */
    final int[][] unitStacks;
    final int[][] terrainStacks;
    final int[][] effectStacks;
    int currentTurn;
    int activeFaction;
    boolean gameOver;
    int winningFaction = -1;
    /**
     * The per-site unit modifier cache: replaced, never changed in place, so that copies share it until either side
     * recomputes it; {@code null} when no entity modifies units on sites.
     */
    private int[] unitModifiers;
    private boolean modifiersDirty = true;
    /** The entities whose modifiers target units on sites ({@link EntityState#unitModifierSource}). */
    private final EntityIds modifierSources;
    private final int[] homeSites;
    /** Fog of war: the factions' views and what they see now; {@code null} when every faction sees everything. */
    private final Vision vision;

    WorldState(Catalog catalog) {
        this.catalog = catalog;
        int size = catalog.grid().size();
        sites = new Site[size];
        states = new EntityState[64];
        handles = new Entity[64];
        modifierSources = new EntityIds();
        siteOwners = new int[size];
        java.util.Arrays.fill(siteOwners, -1);
        unitStacks = new int[size][];
        terrainStacks = new int[size][];
        effectStacks = new int[size][];
        java.util.Arrays.fill(unitStacks, EMPTY_STACK);
        java.util.Arrays.fill(terrainStacks, EMPTY_STACK);
        java.util.Arrays.fill(effectStacks, EMPTY_STACK);
        factions = new Faction[catalog.factions().size()];
        for (int i = 0; i < factions.length; i++) {
            factions[i] = new Faction(this, i, catalog.factions().get(i), catalog.variableCount());
        }
        homeSites = new int[factions.length];
        java.util.Arrays.fill(homeSites, -1);
        vision = catalog.fog() == FogOfWar.NONE ? null : new Vision(catalog);
    }

    /**
     * Starts a copy of a world ({@link WorldCopy}): the site owners and stacks are taken over (the stacks' arrays
     * shared, as they are never changed in place), and so are the entities' states; the factions are left for the
     * copy to fill.
     */
    WorldState(WorldState source) {
        this.catalog = source.catalog;
        int size = source.sites.length;
        sites = new Site[size];
        states = java.util.Arrays.copyOf(source.states, source.entityCount + 16);
        handles = new Entity[states.length];
        entityCount = source.entityCount;
        modifierSources = new EntityIds(source.modifierSources);
        unitModifiers = source.unitModifiers;
        modifiersDirty = source.modifiersDirty;
        siteOwners = source.siteOwners.clone();
        unitStacks = source.unitStacks.clone();
        terrainStacks = source.terrainStacks.clone();
        effectStacks = source.effectStacks.clone();
        factions = new Faction[source.factions.length];
        homeSites = source.homeSites.clone();
        currentTurn = source.currentTurn;
        activeFaction = source.activeFaction;
        gameOver = source.gameOver;
        winningFaction = source.winningFaction;
        vision = source.vision == null ? null : source.vision.copy();
    }

    /**
     * Takes over the whole state of another world built from the same catalog, which must not be used afterwards
     * (its entities move into this world). The game uses it to roll back a command whose rules failed halfway: it
     * replays its history into a fresh world and restores this one from it, so that everyone holding this world
     * sees the state before the command (Hexkit User's Guide §6.1.1 Two Levels of Execution: the state changes only
     * through complete programs).
     *
     * @param replayed the world to take the state from
     * @throws IllegalArgumentException if it was built from another catalog
     */
    public void restore(WorldState replayed) {
        if (replayed.catalog != catalog) {
            throw new IllegalArgumentException("the world to restore from has another catalog");
        }
        states = java.util.Arrays.copyOf(replayed.states, replayed.states.length);
        entityCount = replayed.entityCount;
        modifierSources.set(replayed.modifierSources);
        if (handles.length < states.length) {
            handles = java.util.Arrays.copyOf(handles, states.length);
        }
        for (int id = 0; id < handles.length; id++) {
            Entity h = handles[id];
            if (h != null && id < entityCount && states[id] != null) {
                h.state = states[id];
            } else if (h != null && id >= entityCount) {
                handles[id] = null;
            }
        }
        System.arraycopy(replayed.siteOwners, 0, siteOwners, 0, siteOwners.length);
        System.arraycopy(replayed.unitStacks, 0, unitStacks, 0, unitStacks.length);
        System.arraycopy(replayed.terrainStacks, 0, terrainStacks, 0, terrainStacks.length);
        System.arraycopy(replayed.effectStacks, 0, effectStacks, 0, effectStacks.length);
        for (int i = 0; i < factions.length; i++) {
            factions[i].restore(replayed.factions[i]);
        }
        System.arraycopy(replayed.homeSites, 0, homeSites, 0, homeSites.length);
        currentTurn = replayed.currentTurn;
        activeFaction = replayed.activeFaction;
        gameOver = replayed.gameOver;
        winningFaction = replayed.winningFaction;
        modifiersDirty = true;
        if (vision != null) {
            vision.restore(replayed.vision);
        }
    }

    // ---------------------------------------------------------------- reads

    /** @return the read-only catalog of scenario classes and map */
    public Catalog catalog() {
        return catalog;
    }

    /** @return the current turn, zero-based (Hexkit CurrentTurn) */
    public int currentTurn() {
        return currentTurn;
    }

    /** @return the index of the active faction */
    public int activeFaction() {
        return activeFaction;
    }

    /** @return whether the game has ended (a winner was set, possibly none) */
    public boolean isGameOver() {
        return gameOver;
    }

    /** @return the winning faction index, or -1 for none (or not yet decided) */
    public int winningFaction() {
        return winningFaction;
    }

    /** @return the number of sites */
    public int siteCount() {
        return sites.length;
    }

    /**
     * @param index a site index
     * @return the site
     */
    public Site site(int index) {
        Site s = sites[index];
        if (s == null) {
            s = new Site(this, index);
            sites[index] = s;
        }
        return s;
    }

    /**
     * Returns what a faction has seen under fog of war: the sites it explored, sees now, when it last saw each and
     * what it remembers there. Part of the state, changed only by instructions.
     *
     * @param faction a faction index
     * @return the faction's view, or {@code null} when the scenario has no fog of war (every faction sees everything)
     */
    public FactionView view(int faction) {
        return vision == null ? null : vision.view(faction);
    }

    /** @return what each faction sees: {@link FogOfWar#NONE} when it sees everything (the catalog's setting) */
    public FogOfWar fog() {
        return catalog.fog();
    }

    /**
     * Finds what the factions' sight gained and lost since the last call (units moved, sites changed hands, terrain
     * changed), incrementally, and returns the instructions that record it ({@link SetFactionSight},
     * {@link ExploreMap}). The game executes them at the end of every command and turn resolution, as part of its
     * program; this call only reads the state (it updates a derived cache of who sees what). Without fog of war it
     * returns none.
     *
     * @return the instructions to execute, possibly none
     */
    public List<Instruction> sightChanges() {
        return vision == null ? List.of() : vision.changes(this);
    }

    /**
     * Computes every unit's and site's sight from scratch instead of from what changed (what {@link #sightChanges}
     * does when it first runs, and the baseline its incremental update is measured against); the next
     * {@link #sightChanges} then reports the difference to the recorded views. Only reads the state.
     */
    public void recomputeSight() {
        if (vision != null) {
            vision.recomputeAll(this);
        }
    }

    /** @return the fog of war of this world, or {@code null} without */
    Vision vision() {
        return vision;
    }

    /** @return the number of factions, alive or deleted */
    public int factionCount() {
        return factions.length;
    }

    /**
     * @param index a faction index
     * @return the faction
     */
    public Faction faction(int index) {
        return factions[index];
    }

    /** @return the factions still alive, in activation order */
    public List<Faction> aliveFactions() {
        List<Faction> result = new ArrayList<>(factions.length);
        for (Faction f : factions) {
            if (f.alive) {
                result.add(f);
            }
        }
        return result;
    }

    /**
     * @param faction a faction index
     * @return the faction's home site index, or -1 when it has none
     */
    public int homeSite(int faction) {
        return homeSites[faction];
    }

    /**
     * @param id an entity id
     * @return the entity, or {@code null} if it never existed or was deleted
     */
    public Entity entity(int id) {
        if (id < 0 || id >= entityCount || states[id] == null) {
            return null;
        }
        Entity h = handles[id];
        if (h == null) {
            h = new Entity(this, id, states[id]);
            handles[id] = h;
        }
        return h;
    }

    /** @return the id the next created entity will get */
    public int nextEntityId() {
        return entityCount;
    }

    /** @return all living entities in id order (a new list) */
    public List<Entity> entities() {
        List<Entity> result = new ArrayList<>(entityCount);
        for (int id = 0; id < entityCount; id++) {
            if (states[id] != null) {
                result.add(entity(id));
            }
        }
        return Collections.unmodifiableList(result);
    }

    /**
     * The living entities that have at least one variable of a kind, found from their states, so that a copy of the
     * world makes handles only for those (a turn's resource update looks at the entities that have resources, on a
     * map whose terrain entities mostly have none).
     *
     * @param kind a variable kind
     * @return those entities in id order (a new list)
     */
    public List<Entity> entitiesHaving(VariableKind kind) {
        int n = catalog.variableCount();
        int[] ofKind = new int[n];
        int count = 0;
        for (int v = 0; v < n; v++) {
            if (catalog.kind(v) == kind) {
                ofKind[count++] = v;
            }
        }
        List<Entity> result = new ArrayList<>();
        for (int id = 0; id < entityCount && count > 0; id++) {
            EntityState e = states[id];
            if (e == null) {
                continue;
            }
            for (int i = 0; i < count; i++) {
                if (e.defined[ofKind[i]]) {
                    result.add(entity(id));
                    break;
                }
            }
        }
        return Collections.unmodifiableList(result);
    }

    /**
     * Returns the current value of an entity variable: attributes are initial value plus self modifier plus, for
     * placed units, the modifiers of other entities on or in range of the site (Hexkit User's Guide §3.5.2 Modifier
     * Targets), clamped to the
     * variable's range; resources and counters return their stored value.
     *
     * @param entity the entity
     * @param variable a variable index
     * @return the current value (0 if the entity lacks the variable)
     */
    public int attribute(Entity entity, int variable) {
        EntityState e = entity.state;
        if (variable < 0 || !e.defined[variable]) {
            return 0;
        }
        if (catalog.kind(variable) != VariableKind.ATTRIBUTE) {
            return e.value[variable];
        }
        int v = e.initial[variable] + e.modifier(0, variable);
        if (e.site >= 0 && e.owner >= 0 && entity.category() == EntityCategory.UNIT) {
            v += unitModifier(e.owner, e.site, variable);
        }
        VariableClass c = catalog.variable(variable);
        return Math.max(c.getMinimum(), Math.min(c.getMaximum(), v));
    }

    /**
     * Returns the sum of the modifiers of other entities that apply to the units of a faction on a site (targets
     * Units, OwnerUnits and their ranged forms), from the per-site cache.
     *
     * @param faction a faction index
     * @param site a site index
     * @param variable a variable index
     * @return the modifier sum
     */
    public int unitModifier(int faction, int site, int variable) {
        if (modifiersDirty) {
            recomputeUnitModifiers();
        }
        return unitModifiers == null ? 0 : unitModifiers[(faction * sites.length + site) * catalog.variableCount() + variable];
    }

    /**
     * Returns the modifiers that apply to a faction resource: the faction's own modifier plus the Owner-target
     * modifiers of its placed terrains, effects and units and of its upgrades (Hexkit User's Guide §3.5.2 Modifier
     * Targets).
     *
     * @param faction a faction index
     * @param variable a variable index
     * @return the modifier sum
     */
    public int factionModifier(int faction, int variable) {
        Faction f = factions[faction];
        int sum = f.modifiers[variable];
        int owner = ModifierTarget.OWNER_VALUE;
        sum += ownerModifiers(f.terrains, true, variable);
        sum += ownerModifiers(f.effects, false, variable);
        sum += ownerModifiers(f.units, true, variable);
        sum += ownerModifiers(f.upgrades, false, variable);
        return sum;
    }

    private int ownerModifiers(EntityIds possessions, boolean placedOnly, int variable) {
        int sum = 0;
        for (int i = 0; i < possessions.size(); i++) {
            EntityState e = states[possessions.get(i)];
            if (!placedOnly || e.site >= 0) {
                sum += e.modifier(ModifierTarget.OWNER_VALUE, variable);
            }
        }
        return sum;
    }

    /**
     * @param unit a unit
     * @return its Movement (1 when the scenario maps no movement attribute)
     */
    public int movement(Entity unit) {
        return catalog.movement() < 0 ? 1 : attribute(unit, catalog.movement());
    }

    /**
     * @param unit a unit
     * @return its AttackRange (1 when unmapped); 0 means a civilian unit
     */
    public int attackRange(Entity unit) {
        return catalog.attackRange() < 0 ? 1 : attribute(unit, catalog.attackRange());
    }

    /**
     * @param unit a unit
     * @return its Strength (1 when unmapped)
     */
    public int strength(Entity unit) {
        return strength(unit.state);
    }

    private int strength(EntityState unit) {
        int s = catalog.strength();
        return s < 0 ? 1 : unit.defined[s] ? unit.value[s] : 0;
    }

    /**
     * @param unit a unit
     * @return its Morale (1 when unmapped)
     */
    public int morale(Entity unit) {
        return catalog.morale() < 0 ? 1 : unit.value(catalog.morale());
    }

    /**
     * Returns a site's Difficulty: the sum of its terrains' difficulty attributes (Hexkit default; 0 means
     * impassable). A scenario that maps no difficulty attribute gets difficulty 1 everywhere, so that its units
     * can move at all (Hexkit would make every site impassable).
     *
     * @param site a site index
     * @return the difficulty
     */
    public int difficulty(int site) {
        int d = catalog.difficulty();
        if (d < 0) {
            return 1;
        }
        int sum = 0;
        for (int id : terrainStacks[site]) {
            sum += attribute(entity(id), d);
        }
        return sum;
    }

    /**
     * The summed strength of some entities, what an attack's estimates compare before and after it is played out on
     * a copy: an entity deleted meanwhile counts 0, a negative strength 0.
     *
     * @param ids entity ids
     * @return their summed strength now
     */
    public int strengthOf(List<Integer> ids) {
        int sum = 0;
        for (int id : ids) {
            Entity e = entity(id);
            sum += e == null ? 0 : Math.max(0, strength(e));
        }
        return sum;
    }

    /**
     * @param faction a faction index
     * @return the summed strength of the faction's units (history statistics, conditions)
     */
    public int unitStrength(int faction) {
        int sum = 0;
        EntityIds units = factions[faction].units;
        for (int i = 0; i < units.size(); i++) {
            sum += strength(states[units.get(i)]);
        }
        return sum;
    }

    // ---------------------------------------------------------------- modifier cache

    private void recomputeUnitModifiers() {
        modifiersDirty = false;
        int n = catalog.variableCount();
        int s = sites.length;
        if (modifierSources.size() == 0) {
            unitModifiers = null;
            return;
        }
        unitModifiers = new int[factions.length * s * n];
        for (int i = 0; i < modifierSources.size(); i++) {
            EntityState e = states[modifierSources.get(i)];
            EntityClass entityClass = catalog.entityClass(e.classIndex);
            int centre = e.site;
            boolean upgradeCentred = false;
            if (EntityCategory.of(entityClass) == EntityCategory.UPGRADE) {
                int home = e.owner >= 0 ? homeSites[e.owner] : -1;
                centre = home >= 0 && siteOwners[home] == e.owner ? home : -1;
                upgradeCentred = true;
            }
            int range = entityClass.getModifierRange();
            for (int v = 0; v < n; v++) {
                int units = e.modifier(ModifierTarget.UNITS_VALUE, v);
                int ownerUnits = e.modifier(ModifierTarget.OWNER_UNITS_VALUE, v);
                if ((units != 0 || ownerUnits != 0) && centre >= 0) {
                    addToSite(centre, e.owner, v, units, ownerUnits);
                }
                int ranged = e.modifier(ModifierTarget.UNITS_RANGED_VALUE, v);
                int ownerRanged = e.modifier(ModifierTarget.OWNER_UNITS_RANGED_VALUE, v);
                if (ranged == 0 && ownerRanged == 0) {
                    continue;
                }
                if (range == 0 && (centre >= 0 || upgradeCentred)) {
                    for (int site = 0; site < s; site++) {
                        addToSite(site, e.owner, v, ranged, ownerRanged);
                    }
                } else if (centre >= 0) {
                    for (int site = 0; site < s; site++) {
                        if (catalog.grid().distance(centre, site) <= range) {
                            addToSite(site, e.owner, v, ranged, ownerRanged);
                        }
                    }
                }
            }
        }
    }

    private void addToSite(int site, int sourceOwner, int variable, int units, int ownerUnits) {
        int n = catalog.variableCount();
        for (int f = 0; f < factions.length; f++) {
            int add = f == sourceOwner ? ownerUnits : units;
            if (add != 0) {
                unitModifiers[(f * sites.length + site) * n + variable] += add;
            }
        }
    }

    // ---------------------------------------------------------------- mutators (instructions only)

    /**
     * Marks the per-site unit modifier cache for recomputation: called when what it is made of changes (a source
     * entity's site, owner, class or modifiers, a home site or its owner, a faction's end), and only then.
     */
    void invalidate() {
        modifiersDirty = true;
    }

    /**
     * Called after an entity's modifiers or class changed: keeps the list of cache sources, and marks the cache.
     *
     * @param e the entity
     * @param wasSource whether it was a source before the change
     */
    void modifiersChanged(Entity e, boolean wasSource) {
        boolean isSource = e.state.unitModifierSource;
        if (wasSource && !isSource) {
            modifierSources.remove(e.id());
        } else if (isSource && !wasSource) {
            modifierSources.add(e.id());
        }
        if (wasSource || isSource) {
            invalidate();
        }
    }

    /** An entity's state is about to change (it is placed where it was): what its site shows changes. */
    void edited(EntityState state) {
        if (vision != null && state.site >= 0 && isUnit(state)) {
            vision.contentChanged(state.site);
        }
    }

    private boolean isUnit(EntityState state) {
        return EntityCategory.of(catalog.entityClass(state.classIndex)) == EntityCategory.UNIT;
    }

    /**
     * Puts a remembered unit state back into a copy as the faction that remembers it knows it
     * ({@link WorldCopy#asSeenBy}): the id's state, on the site the state names, in its owner's units.
     */
    void rememberUnit(int id, EntityState state) {
        states[id] = state;
        handles[id] = null;
        unitStacks[state.site] = with(unitStacks[state.site], id);
        if (state.owner >= 0) {
            factions[state.owner].units.add(id);
        }
        if (state.unitModifierSource) {
            modifierSources.add(id);
            invalidate();
        }
    }

    void setHomeSite(int faction, int site) {
        invalidate();
        homeSites[faction] = site;
    }

    Entity createEntity(int id, int classIndex) {
        if (id != entityCount) {
            throw new IllegalStateException("entity id " + id + " out of sequence, expected " + entityCount);
        }
        if (id == states.length) {
            states = java.util.Arrays.copyOf(states, id * 2);
        }
        if (id >= handles.length) {
            handles = java.util.Arrays.copyOf(handles, states.length);
        }
        states[id] = new EntityState(catalog, classIndex);
        entityCount++;
        Entity e = entity(id);
        modifiersChanged(e, false);
        return e;
    }

    Entity require(int id) {
        Entity e = entity(id);
        if (e == null) {
            throw new IllegalStateException("no entity " + id);
        }
        return e;
    }

    void deleteEntity(Entity e) {
        setSite(e, -1);
        setOwner(e, -1);
        if (e.state.unitModifierSource) {
            modifierSources.remove(e.id());
            invalidate();
        }
        states[e.id()] = null;
    }

    void setOwner(Entity e, int faction) {
        int old = e.state.owner;
        if (old == faction) {
            return;
        }
        if (old >= 0) {
            factions[old].possessions(e.category()).remove(e.id());
        }
        e.edit().owner = faction;
        if (faction >= 0) {
            factions[faction].possessions(e.category()).add(e.id());
        }
        if (vision != null && e.category() == EntityCategory.UNIT) {
            vision.unitMoved(e.id());
        }
        if (e.state.unitModifierSource) {
            invalidate();
        }
    }

    void setSite(Entity e, int site) {
        int old = e.state.site;
        if (old == site) {
            return;
        }
        int[][] stacks = stacks(e.category());
        if (old >= 0) {
            stacks[old] = without(stacks[old], e.id());
        }
        e.edit().site = site;
        if (site >= 0) {
            stacks[site] = with(stacks[site], e.id());
        }
        if (vision != null) {
            sightMoved(e, old, site);
        }
        if (e.state.unitModifierSource) {
            invalidate();
        }
    }

    /** Marks for the fog of war what an entity's move from one site to another changes. */
    private void sightMoved(Entity e, int from, int to) {
        EntityCategory category = e.category();
        if (category == EntityCategory.UNIT) {
            vision.unitMoved(e.id());
            if (from >= 0) {
                vision.contentChanged(from);
            }
            if (to >= 0) {
                vision.contentChanged(to);
            }
        } else if (category == EntityCategory.TERRAIN) {
            if (from >= 0) {
                vision.terrainChanged(from);
            }
            if (to >= 0) {
                vision.terrainChanged(to);
            }
        }
    }

    void moveToTop(Entity e) {
        int[][] stacks = stacks(e.category());
        int site = e.state.site;
        stacks[site] = with(without(stacks[site], e.id()), e.id());
        if (vision != null && e.category() == EntityCategory.UNIT) {
            vision.contentChanged(site);
        }
    }

    /**
     * @param category a placed category
     * @return the stacks of that category, per site
     */
    int[][] stacks(EntityCategory category) {
        return switch (category) {
            case UNIT -> unitStacks;
            case TERRAIN -> terrainStacks;
            case EFFECT -> effectStacks;
            case UPGRADE -> throw new IllegalArgumentException("upgrades are never placed");
        };
    }

    private static int[] with(int[] stack, int id) {
        int[] result = java.util.Arrays.copyOf(stack, stack.length + 1);
        result[stack.length] = id;
        return result;
    }

    private static int[] without(int[] stack, int id) {
        for (int i = 0; i < stack.length; i++) {
            if (stack[i] == id) {
                if (stack.length == 1) {
                    return EMPTY_STACK;
                }
                int[] result = new int[stack.length - 1];
                System.arraycopy(stack, 0, result, 0, i);
                System.arraycopy(stack, i + 1, result, i, stack.length - i - 1);
                return result;
            }
        }
        return stack;
    }

    void setSiteOwner(int site, int faction) {
        int old = siteOwners[site];
        if (old >= 0) {
            factions[old].siteCount--;
        }
        siteOwners[site] = faction;
        if (faction >= 0) {
            factions[faction].siteCount++;
        }
        if (vision != null) {
            vision.siteOwnerChanged(site);
        }
        for (int id : terrainStacks[site]) {
            setOwner(entity(id), faction);
        }
        for (int id : effectStacks[site]) {
            setOwner(entity(id), faction);
        }
        for (int home : homeSites) {
            if (home == site) {
                invalidate(); // an upgrade's modifiers centre on its owner's home site while the owner holds it
            }
        }
    }

    void setClass(Entity e, int classIndex) {
        if (EntityCategory.of(catalog.entityClass(classIndex)) != e.category()) {
            throw new IllegalStateException("SetEntityClass must keep the category");
        }
        boolean wasSource = e.state.unitModifierSource;
        e.edit().setClass(catalog, classIndex);
        modifiersChanged(e, wasSource);
        if (vision != null && e.category() == EntityCategory.UNIT) {
            vision.unitMoved(e.id());
        } else if (vision != null && e.category() == EntityCategory.TERRAIN && e.state.site >= 0) {
            vision.terrainChanged(e.state.site);
        }
    }

    void setGameOver(int winner) {
        gameOver = true;
        winningFaction = winner;
    }

    void advanceFaction() {
        int n = factions.length;
        for (int step = 1; step <= n; step++) {
            int next = (activeFaction + step) % n;
            if (factions[next].alive) {
                if (next <= activeFaction) {
                    currentTurn++;
                }
                activeFaction = next;
                return;
            }
        }
    }

    void deleteFaction(int faction) {
        factions[faction].alive = false;
        invalidate();
        if (faction == activeFaction && !aliveFactions().isEmpty()) {
            advanceFaction();
        }
    }
}
