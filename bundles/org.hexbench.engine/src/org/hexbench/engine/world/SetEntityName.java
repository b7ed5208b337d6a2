package org.hexbench.engine.world;

/**
 * HCL instruction SetEntityName (Hexkit User's Guide §6.3.2 Available Instructions, Table 7): Sets the display name of
 * an entity (Rename).
 *
 * @param entity the entity id
 * @param name the name
 */
public record SetEntityName(int entity, String name) implements Instruction {

    @Override
    public boolean isEffective(WorldState w) {
        return !w.require(entity).name().equals(name);
    }

    @Override
    public void apply(WorldState w) {
        w.require(entity).edit().name = name;
    }
}
