package org.hexbench.engine.world;

/**
 * HCL instruction AdvanceFaction (Hexkit User's Guide §6.3.2 Available Instructions, Table 7): Activates the next living faction; the turn counter increases when activation wraps around (internal use; Hexkit User's Guide §2.4.3 Turn Sequence step 2).
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
