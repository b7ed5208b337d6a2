package org.hexbench.engine.world;

/**
 * HCL instruction SetFactionResigned (Hexkit User's Guide §6.3.2 Available Instructions, Table 7): Sets a faction's resigned flag; a resigned faction is deleted at the next End Turn.
 *
 * @param faction a faction index (-1 for none)
 * @param resigned the resigned flag
 */
public record SetFactionResigned(int faction, boolean resigned) implements Instruction {

    @Override
    public boolean isEffective(WorldState w) {
        return w.faction(faction).resigned != resigned;
    }

    @Override
    public void apply(WorldState w) {
        w.faction(faction).resigned = resigned;
    }
}
