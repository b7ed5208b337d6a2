package org.hexbench.engine.world;

/**
 * HCL instruction AdvanceFaction (digest A.7): Activates the next living faction; the turn counter increases when activation wraps around (internal use, digest A.5 step 2).
 */
public record AdvanceFaction() implements Instruction {

    @Override
    public boolean isEffective(WorldState w) {
        return !w.aliveFactions().isEmpty();
    }

    @Override
    public void apply(WorldState w) {
        w.advanceFaction();
    }
}
