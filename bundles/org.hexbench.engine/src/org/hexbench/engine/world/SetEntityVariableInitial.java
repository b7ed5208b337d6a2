package org.hexbench.engine.world;

/**
 * HCL instruction SetEntityVariableInitial (Hexkit User's Guide §6.3.2 Available Instructions, Table 7): Adds or changes the initial value of an entity variable; an attribute's current value follows.
 *
 * @param entity the entity id
 * @param variable a variable class id
 * @param value the value
 */
public record SetEntityVariableInitial(int entity, String variable, int value) implements Instruction {

    @Override
    public boolean isEffective(WorldState w) {
        Entity e = w.require(entity);
        int v = w.catalog().requireVariable(variable);
        return !e.has(v) || e.initial(v) != value;
    }

    @Override
    public void apply(WorldState w) {
        Entity e = w.require(entity);
        int v = w.catalog().requireVariable(variable);
        e.edit().setInitial(w.catalog(), v, value);
    }
}
