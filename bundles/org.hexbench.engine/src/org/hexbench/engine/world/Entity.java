package org.hexbench.engine.world;

import org.hexbench.scenario.EntityClass;

/**
 * One unit, terrain, effect or upgrade of the world state (Hexkit User's Guide §5.5 Entity Class). Its variables are
 * stored per variable index of the {@link Catalog}: an initial and a current value, a defined flag, and one modifier
 * per {@link org.hexbench.scenario.ModifierTarget} (Hexkit User's Guide §3.5.2 Modifier Targets). Only instructions
 * change an entity; every public method is a read.
 *
 * <p>An entity is its world's handle on the entity's current {@link EntityState}: one handle per entity and world,
 * so a reference held across instructions always reads the entity as it is now. A deleted entity's handle keeps the
 * state it had when it was deleted.
 */
public final class Entity {

    /** The number of modifier targets (Self, Owner, Units, OwnerUnits, UnitsRanged, OwnerUnitsRanged). */
    public static final int TARGETS = 6;

    private final WorldState world;
    private final int id;
    /** The current state, replaced (never changed) by {@link #edit()}; read by the world package directly. */
    EntityState state;

    Entity(WorldState world, int id, EntityState state) {
        this.world = world;
        this.id = id;
        this.state = state;
    }

    /**
     * Replaces the current state with a copy of it for an instruction to change at once, before anything else reads
     * the entity.
     *
     * @return the entity's new state, not shared with any other world
     */
    EntityState edit() {
        world.edited(state);
        EntityState s = state.edit();
        state = s;
        world.states[id] = s;
        return s;
    }

    /** @return the entity id, unique for the whole game */
    public int id() {
        return id;
    }

    /** @return the entity's category */
    public EntityCategory category() {
        return EntityCategory.of(entityClass());
    }

    /** @return the index of the entity's class in the catalog */
    public int classIndex() {
        return state.classIndex;
    }

    /** @return the entity's class */
    public EntityClass entityClass() {
        return world.catalog().entityClass(state.classIndex);
    }

    /** @return the class index shown instead of the real class (Hexkit DisplayClass) */
    public int displayClass() {
        return state.displayClass;
    }

    /** @return the display name */
    public String name() {
        return state.name;
    }

    /** @return the owning faction index, or -1 */
    public int owner() {
        return state.owner;
    }

    /** @return the site index, or -1 when unplaced */
    public int site() {
        return state.site;
    }

    /** @return whether the entity stands on the map */
    public boolean isPlaced() {
        return state.site >= 0;
    }

    /** @return the image frame offset */
    public int frameOffset() {
        return state.frameOffset;
    }

    /** @return the unit's Attack ability flag (restored each turn) */
    public boolean canAttackFlag() {
        return state.canAttack;
    }

    /** @return the unit's Move ability flag (restored each turn) */
    public boolean canMoveFlag() {
        return state.canMove;
    }

    /**
     * @param variable a variable index
     * @return whether the entity has this variable
     */
    public boolean has(int variable) {
        return variable >= 0 && state.defined[variable];
    }

    /**
     * Returns the stored current value of a resource or counter (attributes: use
     * {@link WorldState#attribute(Entity, int)}, which adds modifiers).
     *
     * @param variable a variable index
     * @return the value, 0 if undefined
     */
    public int value(int variable) {
        EntityState s = state;
        return variable >= 0 && s.defined[variable] ? s.value[variable] : 0;
    }

    /**
     * @param variable a variable index
     * @return the initial value, 0 if undefined
     */
    public int initial(int variable) {
        EntityState s = state;
        return variable >= 0 && s.defined[variable] ? s.initial[variable] : 0;
    }

    /**
     * @param target a modifier target ordinal (0..5)
     * @param variable a variable index
     * @return the modifier value (0 when none)
     */
    public int modifier(int target, int variable) {
        return state.modifier(target, variable);
    }

    @Override
    public String toString() {
        return state.name + " (" + id + ")";
    }
}
