package org.hexbench.engine.world;

/**
 * HCL instruction SelectEntity (digest A.7): Event: selects an entity in the map and data views.
 *
 * @param entity the entity id
 */
public record SelectEntity(int entity) implements Instruction {

    /** @return {@code true}: events are never dropped from a program */
    @Override
    public boolean isEffective(WorldState w) {
        return true;
    }

    /** Does nothing: events do not change the world state. */
    @Override
    public void apply(WorldState w) {
    }

    /** @return {@code true} */
    @Override
    public boolean isEvent() {
        return true;
    }
}
