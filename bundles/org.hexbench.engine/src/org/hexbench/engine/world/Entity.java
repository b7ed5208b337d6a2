package org.hexbench.engine.world;

import java.util.Arrays;
import org.hexbench.scenario.EntityClass;

/**
 * One unit, terrain, effect or upgrade of the world state (Hexkit User's Guide §5.5 Entity Class). Its variables are
 * stored per
 * variable index of the {@link Catalog}: an initial and a current value, a defined flag, and one modifier per
 * {@link org.hexbench.scenario.ModifierTarget} (Hexkit User's Guide §3.5.2 Modifier Targets). Only instructions change
 * an entity; every public
 * method is a read.
 */
public final class Entity {

    /** The number of modifier targets (Self, Owner, Units, OwnerUnits, UnitsRanged, OwnerUnitsRanged). */
    public static final int TARGETS = 6;

    private final int id;
    private final Catalog catalog;
    int classIndex;
    int displayClass;
    String name;
    int owner = -1;
    int site = -1;
    int frameOffset;
    boolean canAttack = true;
    boolean canMove = true;
    final boolean[] defined;
    final int[] initial;
    final int[] value;
    final int[] modifiers;

    Entity(int id, Catalog catalog, int classIndex) {
        this.id = id;
        this.catalog = catalog;
        int n = catalog.variableCount();
        defined = new boolean[n];
        initial = new int[n];
        value = new int[n];
        modifiers = new int[n * TARGETS];
        setClass(classIndex);
        this.displayClass = classIndex;
        EntityClass c = catalog.entityClass(classIndex);
        this.name = c.getName() != null ? c.getName() : c.getId();
    }

    /**
     * Copies an entity for a copy of its world (the forward model, computer players' trials), without resetting it
     * to its class first: every field is taken from the source.
     */
    Entity(Entity source) {
        this.id = source.id;
        this.catalog = source.catalog;
        this.classIndex = source.classIndex;
        this.displayClass = source.displayClass;
        this.name = source.name;
        this.owner = source.owner;
        this.site = source.site;
        this.frameOffset = source.frameOffset;
        this.canAttack = source.canAttack;
        this.canMove = source.canMove;
        this.defined = source.defined.clone();
        this.initial = source.initial.clone();
        this.value = source.value.clone();
        this.modifiers = source.modifiers.clone();
    }

    /** Resets the variables and modifiers to those of a class (keeping counters and matching resources). */
    void setClass(int newClass) {
        boolean first = !anyDefined();
        this.classIndex = newClass;
        EntityClass c = catalog.entityClass(newClass);
        boolean[] keep = new boolean[defined.length];
        for (int v = 0; v < defined.length; v++) {
            keep[v] = !first && defined[v] && catalog.kind(v) != VariableKind.ATTRIBUTE;
        }
        for (int v = 0; v < defined.length; v++) {
            if (!keep[v]) {
                defined[v] = false;
                initial[v] = 0;
                value[v] = 0;
            }
        }
        Arrays.fill(modifiers, 0);
        for (var vv : c.getVariables()) {
            int v = catalog.variableIndex(vv.getVariable() == null ? null : vv.getVariable().getId());
            if (v >= 0 && !keep[v]) {
                defined[v] = true;
                initial[v] = vv.getValue();
                value[v] = vv.getValue();
            }
        }
        for (var m : c.getModifiers()) {
            int v = catalog.variableIndex(m.getVariable() == null ? null : m.getVariable().getId());
            if (v >= 0) {
                modifiers[m.getTarget().getValue() * defined.length + v] = m.getValue();
            }
        }
    }

    private boolean anyDefined() {
        for (boolean d : defined) {
            if (d) {
                return true;
            }
        }
        return false;
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
        return classIndex;
    }

    /** @return the entity's class */
    public EntityClass entityClass() {
        return catalog.entityClass(classIndex);
    }

    /** @return the class index shown instead of the real class (Hexkit DisplayClass) */
    public int displayClass() {
        return displayClass;
    }

    /** @return the display name */
    public String name() {
        return name;
    }

    /** @return the owning faction index, or -1 */
    public int owner() {
        return owner;
    }

    /** @return the site index, or -1 when unplaced */
    public int site() {
        return site;
    }

    /** @return whether the entity stands on the map */
    public boolean isPlaced() {
        return site >= 0;
    }

    /** @return the image frame offset */
    public int frameOffset() {
        return frameOffset;
    }

    /** @return the unit's Attack ability flag (restored each turn) */
    public boolean canAttackFlag() {
        return canAttack;
    }

    /** @return the unit's Move ability flag (restored each turn) */
    public boolean canMoveFlag() {
        return canMove;
    }

    /**
     * @param variable a variable index
     * @return whether the entity has this variable
     */
    public boolean has(int variable) {
        return variable >= 0 && defined[variable];
    }

    /**
     * Returns the stored current value of a resource or counter (attributes: use
     * {@link WorldState#attribute(Entity, int)}, which adds modifiers).
     *
     * @param variable a variable index
     * @return the value, 0 if undefined
     */
    public int value(int variable) {
        return variable >= 0 && defined[variable] ? value[variable] : 0;
    }

    /**
     * @param variable a variable index
     * @return the initial value, 0 if undefined
     */
    public int initial(int variable) {
        return variable >= 0 && defined[variable] ? initial[variable] : 0;
    }

    /**
     * @param target a modifier target ordinal (0..5)
     * @param variable a variable index
     * @return the modifier value (0 when none)
     */
    public int modifier(int target, int variable) {
        return modifiers[target * defined.length + variable];
    }

    /** @return whether any modifier targets units on sites (for the per-site cache) */
    boolean hasUnitModifiers() {
        for (int i = 2 * defined.length; i < modifiers.length; i++) {
            if (modifiers[i] != 0) {
                return true;
            }
        }
        return false;
    }

    @Override
    public String toString() {
        return name + " (" + id + ")";
    }
}
