package org.hexbench.engine.world;

/**
 * HCL instruction DeleteEntity (Hexkit User's Guide §6.3.2 Available Instructions, Table 7): Deletes an entity from the world state (only inside the rules' entity deletion).
 *
 * @param entity the entity id
 */
public record DeleteEntity(int entity) implements Instruction {

    @Override
    public boolean isEffective(WorldState w) {
        return w.entity(entity) != null;
    }

    @Override
    public void apply(WorldState w) {
        w.deleteEntity(w.require(entity));
    }
}
