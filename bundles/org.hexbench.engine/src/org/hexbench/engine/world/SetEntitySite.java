package org.hexbench.engine.world;

/**
 * HCL instruction SetEntitySite (Hexkit User's Guide §6.3.2 Available Instructions, Table 7): Places an entity on a site (on top of its stack) or removes it from the map (-1). Placed terrains and effects take the site owner; a unit may not join a site held by another faction's units.
 *
 * @param entity the entity id
 * @param site a site index (-1 for none)
 */
public record SetEntitySite(int entity, int site) implements Instruction {

    @Override
    public boolean isEffective(WorldState w) {
        return w.require(entity).site() != site;
    }

    @Override
    public void apply(WorldState w) {
        Entity e = w.require(entity);
        if (site >= 0 && e.category() == EntityCategory.UNIT && w.site(site).hasAlienUnits(e.owner())) {
            throw new IllegalStateException("unit " + entity + " cannot join another faction's units on site " + site);
        }
        w.setSite(e, site);
        if (site >= 0 && (e.category() == EntityCategory.TERRAIN || e.category() == EntityCategory.EFFECT)) {
            w.setOwner(e, w.site(site).owner());
        }
    }
}
