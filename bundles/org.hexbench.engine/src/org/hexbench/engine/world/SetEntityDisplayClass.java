package org.hexbench.engine.world;

/**
 * HCL instruction SetEntityDisplayClass (Hexkit User's Guide §6.3.2 Available Instructions, Table 7): Sets the class an
 * entity is displayed as.
 *
 * @param entity the entity id
 * @param entityClass an entity class id
 */
public record SetEntityDisplayClass(int entity, String entityClass) implements Instruction {

    @Override
    public boolean isEffective(WorldState w) {
        return w.require(entity).displayClass() != w.catalog().requireClass(entityClass);
    }

    @Override
    public void apply(WorldState w) {
        w.require(entity).edit().displayClass = w.catalog().requireClass(entityClass);
    }
}
