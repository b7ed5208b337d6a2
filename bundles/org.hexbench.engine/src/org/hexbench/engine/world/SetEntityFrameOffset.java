package org.hexbench.engine.world;

/**
 * HCL instruction SetEntityFrameOffset (Hexkit User's Guide §6.3.2 Available Instructions, Table 7): Sets the image
 * frame offset of an entity.
 *
 * @param entity the entity id
 * @param offset the frame offset
 */
public record SetEntityFrameOffset(int entity, int offset) implements Instruction {

    @Override
    public boolean isEffective(WorldState w) {
        return w.require(entity).frameOffset() != offset;
    }

    @Override
    public void apply(WorldState w) {
        w.require(entity).edit().frameOffset = offset;
    }
}
