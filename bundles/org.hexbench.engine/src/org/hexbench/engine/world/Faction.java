package org.hexbench.engine.world;

import java.util.List;

/**
 * One faction of the world state (Hexkit User's Guide §5.4 Faction Class): its possessions, resources and counters
 * (initial and
 * current values, self modifiers only), the resigned flag and the instance count used for unique names. A deleted
 * faction stays in the array with {@link #isAlive()} false, so faction indexes never change.
 */
public final class Faction {

    private final int index;
    private final org.hexbench.scenario.Faction scenarioFaction;
    boolean alive = true;
    boolean resigned;
    int instanceCount;
    final boolean[] defined;
    final int[] initial;
    final int[] value;
    final int[] modifiers;
    private final WorldState world;
    final EntityIds units;
    final EntityIds terrains;
    final EntityIds effects;
    final EntityIds upgrades;
    int siteCount;

    Faction(WorldState world, int index, org.hexbench.scenario.Faction scenarioFaction, int variables) {
        this.world = world;
        this.index = index;
        this.scenarioFaction = scenarioFaction;
        defined = new boolean[variables];
        initial = new int[variables];
        value = new int[variables];
        modifiers = new int[variables];
        units = new EntityIds();
        terrains = new EntityIds();
        effects = new EntityIds();
        upgrades = new EntityIds();
    }

    /**
     * Copies a faction for a copy of its world ({@link WorldCopy}): its possessions become the copy's entities of
     * the same ids, in the same order.
     *
     * @param source the faction to copy
     * @param world the copy
     */
    Faction(Faction source, WorldState world) {
        this.world = world;
        this.index = source.index;
        this.scenarioFaction = source.scenarioFaction;
        alive = source.alive;
        resigned = source.resigned;
        instanceCount = source.instanceCount;
        siteCount = source.siteCount;
        defined = source.defined.clone();
        initial = source.initial.clone();
        value = source.value.clone();
        modifiers = source.modifiers.clone();
        units = new EntityIds(source.units);
        terrains = new EntityIds(source.terrains);
        effects = new EntityIds(source.effects);
        upgrades = new EntityIds(source.upgrades);
    }

    /** @return the faction index (activation order) */
    public int index() {
        return index;
    }

    /** @return the scenario faction (read-only) */
    public org.hexbench.scenario.Faction scenarioFaction() {
        return scenarioFaction;
    }

    /** @return the faction id */
    public String id() {
        return scenarioFaction.getId();
    }

    /** @return the display name */
    public String name() {
        return scenarioFaction.getName() != null ? scenarioFaction.getName() : scenarioFaction.getId();
    }

    /** @return whether the faction is still in the game */
    public boolean isAlive() {
        return alive;
    }

    /** @return whether the faction has resigned (it is deleted at the next End Turn) */
    public boolean isResigned() {
        return resigned;
    }

    /** @return the number of entities named so far, for unique names */
    public int instanceCount() {
        return instanceCount;
    }

    /**
     * @param variable a variable index
     * @return whether the faction has this resource or counter
     */
    public boolean has(int variable) {
        return variable >= 0 && defined[variable];
    }

    /**
     * @param variable a variable index
     * @return the current value, 0 if undefined
     */
    public int value(int variable) {
        return has(variable) ? value[variable] : 0;
    }

    /**
     * @param variable a variable index
     * @return the initial value, 0 if undefined
     */
    public int initial(int variable) {
        return has(variable) ? initial[variable] : 0;
    }

    /**
     * @param variable a variable index
     * @return the faction's own (self) modifier of a resource
     */
    public int modifier(int variable) {
        return modifiers[variable];
    }

    /** @return the faction's units, placed or not, in creation order */
    public List<Entity> units() {
        return units.entities(world);
    }

    /** @return the faction's terrains */
    public List<Entity> terrains() {
        return terrains.entities(world);
    }

    /** @return the faction's effects */
    public List<Entity> effects() {
        return effects.entities(world);
    }

    /** @return the faction's upgrades */
    public List<Entity> upgrades() {
        return upgrades.entities(world);
    }

    /** @return the number of sites the faction owns */
    public int siteCount() {
        return siteCount;
    }

    EntityIds possessions(EntityCategory category) {
        return switch (category) {
            case UNIT -> units;
            case TERRAIN -> terrains;
            case EFFECT -> effects;
            case UPGRADE -> upgrades;
        };
    }

    @Override
    public String toString() {
        return name();
    }

    /** Takes over the state of the same faction in a replayed world ({@link WorldState#restore}). */
    void restore(Faction replayed) {
        alive = replayed.alive;
        resigned = replayed.resigned;
        instanceCount = replayed.instanceCount;
        System.arraycopy(replayed.defined, 0, defined, 0, defined.length);
        System.arraycopy(replayed.initial, 0, initial, 0, initial.length);
        System.arraycopy(replayed.value, 0, value, 0, value.length);
        System.arraycopy(replayed.modifiers, 0, modifiers, 0, modifiers.length);
        units.set(replayed.units);
        terrains.set(replayed.terrains);
        effects.set(replayed.effects);
        upgrades.set(replayed.upgrades);
        siteCount = replayed.siteCount;
    }
}
