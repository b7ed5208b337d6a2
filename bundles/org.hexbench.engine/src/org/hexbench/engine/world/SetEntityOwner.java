package org.hexbench.engine.world;

/**
 * HCL instruction SetEntityOwner (Hexkit User's Guide §6.3.2 Available Instructions, Table 7): Sets the owner of an
 * entity (-1 for none).
 *
 * @param entity the entity id
 * @param faction a faction index (-1 for none)
 */
public record SetEntityOwner(int entity, int faction) implements Instruction {

    @Override
    public boolean isEffective(WorldState w) {
        return w.require(entity).owner() != faction;
    }

    @Override
    public void apply(WorldState w) {
        w.setOwner(w.require(entity), faction);
    }
}
