package org.hexbench.engine.world;

import org.hexbench.scenario.EntityClass;

/**
 * The state of one entity at one moment: class, display class, name, owner, site, frame offset, abilities, and the
 * variables (defined flags, initial and current values, modifiers per target). A state is never changed once a world
 * holds it: a change makes a changed copy ({@link #edit()}) that replaces it, and the arrays inside are likewise
 * replaced, never written. So a copy of a world ({@link WorldCopy}) shares every state with the original until one
 * of them changes the entity, and copying a world costs one array of references, whatever its size.
 */
final class EntityState implements Cloneable {

    int classIndex;
    int displayClass;
    String name;
    int owner = -1;
    int site = -1;
    int frameOffset;
    boolean canAttack = true;
    boolean canMove = true;
    boolean[] defined;
    int[] initial;
    int[] value;
    int[] modifiers;
    /** Whether any modifier targets units on sites: the entity is a source of its world's per-site cache. */
    boolean unitModifierSource;

    /**
     * The state of a new entity of a class: its class's variables and modifiers, its class's name.
     *
     * @param catalog the scenario's catalog
     * @param classIndex the class
     */
    EntityState(Catalog catalog, int classIndex) {
        defined = new boolean[catalog.variableCount()];
        setClass(catalog, classIndex);
        displayClass = classIndex;
        EntityClass c = catalog.entityClass(classIndex);
        name = c.getName() != null ? c.getName() : c.getId();
    }

    /** @return a copy to change before it replaces this state; the arrays are shared until replaced */
    EntityState edit() {
        try {
            return (EntityState) clone();
        } catch (CloneNotSupportedException e) {
            throw new AssertionError(e);
        }
    }

    /**
     * Resets the variables and modifiers to those of a class, keeping the resources and counters the entity has
     * (Hexkit User's Guide §6.3.2, SetEntityClass). Only on a state no world holds yet.
     */
    void setClass(Catalog catalog, int newClass) {
        boolean first = !anyDefined();
        classIndex = newClass;
        EntityClass c = catalog.entityClass(newClass);
        int n = defined.length;
        boolean[] keep = new boolean[n];
        boolean[] newDefined = new boolean[n];
        int[] newInitial = new int[n];
        int[] newValue = new int[n];
        int[] newModifiers = new int[n * Entity.TARGETS];
        for (int v = 0; v < n; v++) {
            keep[v] = !first && defined[v] && catalog.kind(v) != VariableKind.ATTRIBUTE;
            if (keep[v]) {
                newDefined[v] = true;
                newInitial[v] = initial[v];
                newValue[v] = value[v];
            }
        }
        for (var vv : c.getVariables()) {
            int v = catalog.variableIndex(vv.getVariable() == null ? null : vv.getVariable().getId());
            if (v >= 0 && !keep[v]) {
                newDefined[v] = true;
                newInitial[v] = vv.getValue();
                newValue[v] = vv.getValue();
            }
        }
        for (var m : c.getModifiers()) {
            int v = catalog.variableIndex(m.getVariable() == null ? null : m.getVariable().getId());
            if (v >= 0) {
                newModifiers[m.getTarget().getValue() * n + v] = m.getValue();
            }
        }
        defined = newDefined;
        initial = newInitial;
        value = newValue;
        modifiers = newModifiers;
        unitModifierSource = targetsUnits(newModifiers, n);
    }

    private boolean anyDefined() {
        for (boolean d : defined) {
            if (d) {
                return true;
            }
        }
        return false;
    }

    /** Defines a variable with a value as both its initial and current value. Only on a state no world holds yet. */
    void define(int v, int x) {
        markDefined(v);
        initial = with(initial, v, x);
        value = with(value, v, x);
    }

    /** Sets a current value, defining the variable with it if it was not. Only on a state no world holds yet. */
    void setValue(int v, int x) {
        if (!defined[v]) {
            define(v, x);
        } else if (value[v] != x) {
            value = with(value, v, x);
        }
    }

    /**
     * Sets an initial value, defining the variable if it was not; the current value follows for attributes and new
     * variables. Only on a state no world holds yet.
     */
    void setInitial(Catalog catalog, int v, int x) {
        if (!defined[v] || catalog.kind(v) == VariableKind.ATTRIBUTE) {
            value = with(value, v, x);
        }
        markDefined(v);
        initial = with(initial, v, x);
    }

    /** Sets one modifier. Only on a state no world holds yet. */
    void setModifier(int target, int v, int x) {
        modifiers = with(modifiers, target * defined.length + v, x);
        unitModifierSource = targetsUnits(modifiers, defined.length);
    }

    private void markDefined(int v) {
        if (!defined[v]) {
            boolean[] d = defined.clone();
            d[v] = true;
            defined = d;
        }
    }

    /** @return a copy of an array with one element changed (the arrays of a state are shared, never written) */
    private static int[] with(int[] values, int i, int x) {
        int[] copy = values.clone();
        copy[i] = x;
        return copy;
    }

    /** @return the modifier of a target ordinal and variable index */
    int modifier(int target, int variable) {
        return modifiers[target * defined.length + variable];
    }

    private static boolean targetsUnits(int[] modifiers, int variables) {
        for (int i = 2 * variables; i < modifiers.length; i++) {
            if (modifiers[i] != 0) {
                return true;
            }
        }
        return false;
    }
}
