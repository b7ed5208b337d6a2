package org.hexbench.engine.world;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
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

    private final Catalog catalog;
    private final Site[] sites;
    private final Faction[] factions;
    final List<Entity> entities = new ArrayList<>();
    int currentTurn;
    int activeFaction;
    boolean gameOver;
    int winningFaction = -1;
    private int[] unitModifiers;
    private boolean modifiersDirty = true;
    private final int[] homeSites;

    WorldState(Catalog catalog) {
        this.catalog = catalog;
        sites = new Site[catalog.grid().size()];
        for (int i = 0; i < sites.length; i++) {
            sites[i] = new Site(i);
        }
        factions = new Faction[catalog.factions().size()];
        for (int i = 0; i < factions.length; i++) {
            factions[i] = new Faction(i, catalog.factions().get(i), catalog.variableCount());
        }
        homeSites = new int[factions.length];
        java.util.Arrays.fill(homeSites, -1);
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
        entities.clear();
        entities.addAll(replayed.entities);
        for (int i = 0; i < sites.length; i++) {
            sites[i].restore(replayed.sites[i]);
        }
        for (int i = 0; i < factions.length; i++) {
            factions[i].restore(replayed.factions[i]);
        }
        System.arraycopy(replayed.homeSites, 0, homeSites, 0, homeSites.length);
        currentTurn = replayed.currentTurn;
        activeFaction = replayed.activeFaction;
        gameOver = replayed.gameOver;
        winningFaction = replayed.winningFaction;
        modifiersDirty = true;
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
        return sites[index];
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
        return id >= 0 && id < entities.size() ? entities.get(id) : null;
    }

    /** @return the id the next created entity will get */
    public int nextEntityId() {
        return entities.size();
    }

    /** @return all living entities in id order (a new list) */
    public List<Entity> entities() {
        List<Entity> result = new ArrayList<>(entities.size());
        for (Entity e : entities) {
            if (e != null) {
                result.add(e);
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
        if (variable < 0 || !entity.defined[variable]) {
            return 0;
        }
        if (catalog.kind(variable) != VariableKind.ATTRIBUTE) {
            return entity.value[variable];
        }
        int v = entity.initial[variable] + entity.modifier(0, variable);
        if (entity.site >= 0 && entity.owner >= 0 && entity.category() == EntityCategory.UNIT) {
            v += unitModifier(entity.owner, entity.site, variable);
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
        for (Entity e : f.terrains) {
            sum += e.site >= 0 ? e.modifier(owner, variable) : 0;
        }
        for (Entity e : f.effects) {
            sum += e.modifier(owner, variable);
        }
        for (Entity e : f.units) {
            sum += e.site >= 0 ? e.modifier(owner, variable) : 0;
        }
        for (Entity e : f.upgrades) {
            sum += e.modifier(owner, variable);
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
        return catalog.strength() < 0 ? 1 : unit.value(catalog.strength());
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
        for (Entity t : sites[site].terrains) {
            sum += attribute(t, d);
        }
        return sum;
    }

    /**
     * @param faction a faction index
     * @return the summed strength of the faction's units (history statistics, conditions)
     */
    public int unitStrength(int faction) {
        int sum = 0;
        for (Entity u : factions[faction].units) {
            sum += strength(u);
        }
        return sum;
    }

    // ---------------------------------------------------------------- modifier cache

    private void recomputeUnitModifiers() {
        modifiersDirty = false;
        int n = catalog.variableCount();
        int s = sites.length;
        boolean any = false;
        for (Entity e : entities) {
            if (e != null && e.hasUnitModifiers()) {
                any = true;
                break;
            }
        }
        if (!any) {
            unitModifiers = null;
            return;
        }
        if (unitModifiers == null) {
            unitModifiers = new int[factions.length * s * n];
        } else {
            java.util.Arrays.fill(unitModifiers, 0);
        }
        for (Entity e : entities) {
            if (e == null || !e.hasUnitModifiers()) {
                continue;
            }
            int centre = e.site;
            boolean upgradeCentred = false;
            if (e.category() == EntityCategory.UPGRADE) {
                int home = e.owner >= 0 ? homeSites[e.owner] : -1;
                centre = home >= 0 && sites[home].owner == e.owner ? home : -1;
                upgradeCentred = true;
            }
            int range = e.entityClass().getModifierRange();
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

    void invalidate() {
        modifiersDirty = true;
    }

    void setHomeSite(int faction, int site) {
        homeSites[faction] = site;
    }

    Entity createEntity(int id, int classIndex) {
        if (id != entities.size()) {
            throw new IllegalStateException("entity id " + id + " out of sequence, expected " + entities.size());
        }
        Entity e = new Entity(id, catalog, classIndex);
        entities.add(e);
        invalidate();
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
        entities.set(e.id(), null);
        invalidate();
    }

    void setOwner(Entity e, int faction) {
        if (e.owner == faction) {
            return;
        }
        if (e.owner >= 0) {
            factions[e.owner].possessions(e.category()).remove(e);
        }
        e.owner = faction;
        if (faction >= 0) {
            factions[faction].possessions(e.category()).add(e);
        }
        invalidate();
    }

    void setSite(Entity e, int site) {
        if (e.site == site) {
            return;
        }
        if (e.site >= 0) {
            sites[e.site].stack(e.category()).remove(e);
        }
        e.site = site;
        if (site >= 0) {
            sites[site].stack(e.category()).add(e);
        }
        invalidate();
    }

    void moveToTop(Entity e) {
        List<Entity> stack = sites[e.site].stack(e.category());
        stack.remove(e);
        stack.add(e);
    }

    void setSiteOwner(int site, int faction) {
        Site s = sites[site];
        if (s.owner >= 0) {
            factions[s.owner].siteCount--;
        }
        s.owner = faction;
        if (faction >= 0) {
            factions[faction].siteCount++;
        }
        for (Entity t : s.terrains) {
            setOwner(t, faction);
        }
        for (Entity t : s.effects) {
            setOwner(t, faction);
        }
        invalidate();
    }

    void setClass(Entity e, int classIndex) {
        EntityCategory old = e.category();
        e.setClass(classIndex);
        if (e.category() != old) {
            throw new IllegalStateException("SetEntityClass must keep the category");
        }
        invalidate();
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
