package org.hexbench.engine.world;

/**
 * HCL instruction CreateFaction (Hexkit User's Guide §6.3.2 Available Instructions, Table 7): Completes the creation of a faction, bringing it (back) into the game (internal use).
 *
 * @param faction a faction index (-1 for none)
 */
public record CreateFaction(int faction) implements Instruction {

    @Override
    public boolean isEffective(WorldState w) {
        return !w.faction(faction).alive;
    }

    @Override
    public void apply(WorldState w) {
        w.faction(faction).alive = true;
    }
}
