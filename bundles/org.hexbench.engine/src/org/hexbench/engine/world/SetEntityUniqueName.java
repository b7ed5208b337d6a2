package org.hexbench.engine.world;

/**
 * HCL instruction SetEntityUniqueName (Hexkit User's Guide §6.3.2 Available Instructions, Table 7): Names an entity uniquely within a faction's possessions: class name plus the faction's next instance number ("Infantry #3").
 *
 * @param entity the entity id
 * @param faction a faction index (-1 for none)
 */
public record SetEntityUniqueName(int entity, int faction) implements Instruction {

    @Override
    public boolean isEffective(WorldState w) {
        return true;
    }

    @Override
    public void apply(WorldState w) {
        Faction f = w.faction(faction);
        f.instanceCount++;
        Entity e = w.require(entity);
        String base = e.entityClass().getName() != null ? e.entityClass().getName() : e.entityClass().getId();
        e.edit().name = base + " #" + f.instanceCount;
    }
}
