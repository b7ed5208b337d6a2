package org.hexbench.engine.world;

/**
 * HCL instruction MoveEntityToTop (Hexkit User's Guide §6.3.2 Available Instructions, Table 7): Moves a placed entity
 * to the top of its site stack.
 *
 * @param entity the entity id
 */
public record MoveEntityToTop(int entity) implements Instruction {

    @Override
    public boolean isEffective(WorldState w) {
        Entity e = w.entity(entity);
        if (e == null || e.site() < 0) {
            return false;
        }
        int[] stack = w.stacks(e.category())[e.site()];
        return stack[stack.length - 1] != e.id();
    }

    @Override
    public void apply(WorldState w) {
        w.moveToTop(w.require(entity));
    }
}
