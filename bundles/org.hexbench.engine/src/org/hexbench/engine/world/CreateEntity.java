package org.hexbench.engine.world;

/**
 * HCL instruction CreateEntity (Hexkit User's Guide §6.3.2 Available Instructions, Table 7): Creates an entity of a
 * class with the next free id, unowned and unplaced.
 *
 * @param entity the entity id
 * @param entityClass an entity class id
 */
public record CreateEntity(int entity, String entityClass) implements Instruction {

    @Override
    public boolean isEffective(WorldState w) {
        return true;
    }

    @Override
    public void apply(WorldState w) {
        w.createEntity(entity, w.catalog().requireClass(entityClass));
    }
}
