package org.hexbench.engine.world;

/**
 * HCL instruction SelectEntity (digest A.7): Event: selects an entity in the map and data views.
 *
 * @param entity the entity id
 */
public record SelectEntity(int entity) implements EventInstruction {
}
