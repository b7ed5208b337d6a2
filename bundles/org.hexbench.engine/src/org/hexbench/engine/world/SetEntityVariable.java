package org.hexbench.engine.world;

/**
 * HCL instruction SetEntityVariable (Hexkit User's Guide §6.3.2 Available Instructions, Table 7): Adds or changes the current value of an entity variable (a new variable also gets this initial value).
 *
 * @param entity the entity id
 * @param variable a variable class id
 * @param value the value
 */
public record SetEntityVariable(int entity, String variable, int value) implements Instruction {

    @Override
    public boolean isEffective(WorldState w) {
        Entity e = w.require(entity);
        int v = w.catalog().requireVariable(variable);
        return !e.has(v) || e.value(v) != value;
    }

    @Override
    public void apply(WorldState w) {
        Entity e = w.require(entity);
        int v = w.catalog().requireVariable(variable);
        e.edit().setValue(v, value);
    }
}
