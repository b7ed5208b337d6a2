package org.hexbench.engine.world;

/**
 * HCL instruction SelectEntity (Hexkit User's Guide §6.3.2 Available Instructions, Table 7): Event: selects an entity
 * in the map and data views.
 *
 * @param entity the entity id
 */
public record SelectEntity(int entity) implements EventInstruction {
}
