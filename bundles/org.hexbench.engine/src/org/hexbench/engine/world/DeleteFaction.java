package org.hexbench.engine.world;

/**
 * HCL instruction DeleteFaction (Hexkit User's Guide §6.3.2 Available Instructions, Table 7): Deletes a faction from the game; if it was active, the next living faction becomes active.
 *
 * @param faction a faction index (-1 for none)
 */
public record DeleteFaction(int faction) implements Instruction {

    @Override
    public boolean isEffective(WorldState w) {
        return w.faction(faction).alive;
    }

    @Override
    public void apply(WorldState w) {
        w.deleteFaction(faction);
    }
}
