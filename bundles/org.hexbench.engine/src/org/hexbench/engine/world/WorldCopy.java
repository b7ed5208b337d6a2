package org.hexbench.engine.world;

/**
 * Copies a world state without replaying its history, for the forward model that search players play ahead on
 * ({@link org.hexbench.engine.game.Game#copy}): no instruction applied to the copy reaches the original and none
 * applied to the original reaches the copy. Entity ids, stack orders (bottom first) and possession orders are kept,
 * so the copy hashes ({@link StateHash}) exactly as the original and plays on exactly as the original would. What is
 * never changed in place is shared rather than copied: the catalog, its scenario and grid, the sites' stacks (arrays
 * of entity ids that instructions replace) and the entities' states ({@link EntityState}, replaced when an
 * instruction changes an entity); the copy makes its own handle of an entity ({@link Entity}) when it is first asked
 * for. So a copy costs a few arrays of the size of the map and of the entity count, whatever the entities hold.
 * Lives in this package because only instructions and their helpers may write a world's fields.
 */
public final class WorldCopy {

    private WorldCopy() {
    }

    /**
     * Copies a world state.
     *
     * @param source the world to copy (read only)
     * @return an independent world with the same state
     */
    public static WorldState of(WorldState source) {
        WorldState copy = new WorldState(source);
        for (int i = 0; i < source.factions.length; i++) {
            copy.factions[i] = new Faction(source.factions[i], copy);
        }
        return copy;
    }

    /**
     * Copies a world as one faction knows it under fog of war, for what that faction's players are handed (their
     * reads, their legal orders and targets, and the copies they play ahead on): the same world, except that
     * <ul>
     * <li>every unit of another faction, or of none, that does not stand on a site the faction sees now is gone, as
     * if it had never existed (deleted: no read of the copy finds it, by id, by site or in its owner's list), unplaced
     * ones included;</li>
     * <li>under full fog, the units the faction last saw on sites out of its sight stand there again as it saw them
     * (their state then), unless it sees the unit elsewhere now, saw it somewhere later, or its own units stand there;
     * </li>
     * <li>a site out of its sight shows the owner it last saw there (full fog) or none if never explored; sites it
     * holds it always knows;</li>
     * <li>the other factions' views are empty (theirs would tell where their units are).</li>
     * </ul>
     * Terrain is not hidden: it is the scenario's (Xconq's see-terrain-always: a faction learns of terrain changes
     * on sites it explored; the Game Map draws unexplored sites black). The factions' own values (resources,
     * counters), their upgrades and the turn are not hidden either. Without fog of war this is {@link #of}.
     *
     * @param source the world to copy (read only)
     * @param faction the faction whose knowledge the copy holds
     * @return an independent world as the faction knows it
     */
    public static WorldState asSeenBy(WorldState source, int faction) {
        WorldState copy = of(source);
        Vision vision = copy.vision();
        if (vision == null) {
            return copy;
        }
        FactionView view = vision.view(faction);
        for (int id = 0; id < copy.nextEntityId(); id++) {
            EntityState s = copy.states[id];
            if (s != null && s.owner != faction && isUnit(copy, s) && (s.site < 0 || !view.inSight(s.site))) {
                copy.deleteEntity(copy.entity(id));
            }
        }
        if (vision.remembers()) {
            restoreRemembered(copy, view, faction);
        }
        for (int site = 0; site < copy.siteCount(); site++) {
            int owner = copy.siteOwners[site];
            if (view.inSight(site) || owner == faction) {
                continue;
            }
            SiteMemory m = view.memory(site);
            int known = m != null && m.owner() != faction && view.isExplored(site) ? m.owner() : -1;
            if (known != owner) {
                copy.setSiteOwner(site, known);
            }
        }
        vision.keepOnly(faction);
        return copy;
    }

    private static boolean isUnit(WorldState w, EntityState s) {
        return EntityCategory.of(w.catalog().entityClass(s.classIndex)) == EntityCategory.UNIT;
    }

    /** Puts the units a faction remembers on sites out of its sight back there, each at the place it saw it last. */
    private static void restoreRemembered(WorldState copy, FactionView view, int faction) {
        java.util.Map<Integer, SiteMemory> latest = new java.util.HashMap<>();
        java.util.Map<Integer, EntityState> states = new java.util.HashMap<>();
        for (int page = 0; page < view.pageCount(); page++) {
            if (!view.pageUsed(page)) {
                continue;
            }
            int end = Math.min(copy.siteCount(), (page + 1) * FactionView.PAGE);
            for (int site = page * FactionView.PAGE; site < end; site++) {
                SiteMemory m = view.memory(site);
                if (m == null || view.inSight(site)) {
                    continue;
                }
                for (int i = 0; i < m.units().length; i++) {
                    int id = m.units()[i];
                    EntityState s = m.states()[i];
                    if (s.owner == faction || copy.states[id] != null) {
                        continue; // its own units it knows as they are; a unit it sees now stands where it is seen
                    }
                    SiteMemory other = latest.get(id);
                    if (other == null || other.stamp() < m.stamp()) {
                        latest.put(id, m);
                        states.put(id, s);
                    }
                }
            }
        }
        java.util.List<Integer> ids = new java.util.ArrayList<>(latest.keySet());
        java.util.Collections.sort(ids);
        for (int id : ids) {
            EntityState s = states.get(id);
            if (copy.site(s.site).hasAlienUnits(s.owner)) {
                continue; // the faction's own units, or others it sees, stand there now
            }
            copy.rememberUnit(id, s);
        }
    }
}
