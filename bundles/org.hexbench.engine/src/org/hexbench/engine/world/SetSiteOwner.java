package org.hexbench.engine.world;

/**
 * HCL instruction SetSiteOwner (Hexkit User's Guide §6.3.2 Available Instructions, Table 7): Sets the owner of a site; its terrains and effects follow (Hexkit User's Guide §7.3.6 Entity Invariants).
 *
 * @param site a site index (-1 for none)
 * @param faction a faction index (-1 for none)
 */
public record SetSiteOwner(int site, int faction) implements Instruction {

    @Override
    public boolean isEffective(WorldState w) {
        return w.site(site).owner() != faction;
    }

    @Override
    public void apply(WorldState w) {
        w.setSiteOwner(site, faction);
    }
}
