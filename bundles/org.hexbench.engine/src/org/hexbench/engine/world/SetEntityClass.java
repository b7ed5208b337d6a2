package org.hexbench.engine.world;

/**
 * HCL instruction SetEntityClass (Hexkit User's Guide §6.3.2 Available Instructions, Table 7): Changes an entity's class within its category; counters and resources the new class shares are kept, the id is unchanged.
 *
 * @param entity the entity id
 * @param entityClass an entity class id
 */
public record SetEntityClass(int entity, String entityClass) implements Instruction {

    @Override
    public boolean isEffective(WorldState w) {
        return w.require(entity).classIndex() != w.catalog().requireClass(entityClass);
    }

    @Override
    public void apply(WorldState w) {
        w.setClass(w.require(entity), w.catalog().requireClass(entityClass));
    }
}
