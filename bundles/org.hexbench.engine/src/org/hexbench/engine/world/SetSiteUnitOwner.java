package org.hexbench.engine.world;

/**
 * HCL instruction SetSiteUnitOwner (Hexkit User's Guide §6.3.2 Available Instructions, Table 7): Sets the owner of all units on a site at once, bypassing the one-owner invariant in between.
 *
 * @param site a site index (-1 for none)
 * @param faction a faction index (-1 for none)
 */
public record SetSiteUnitOwner(int site, int faction) implements Instruction {

    @Override
    public boolean isEffective(WorldState w) {
        for (int id : w.unitStacks[site]) {
            if (w.entity(id).owner() != faction) {
                return true;
            }
        }
        return false;
    }

    @Override
    public void apply(WorldState w) {
        for (int id : w.unitStacks[site]) {
            w.setOwner(w.entity(id), faction);
        }
    }
}
