package org.hexbench.engine.world;

/**
 * What a faction last saw on a site under full fog of war: the site's owner and its units, each with its state at
 * that moment ({@link EntityState}s are never changed once a world holds them, so keeping them is a snapshot). Taken
 * whenever the site is in the faction's sight at the end of a command and what it shows changed; kept while the site
 * is out of sight.
 *
 * @param owner the site's owner then, -1 for none
 * @param units the ids of the units then on the site, bottom first (a stack array, never changed)
 * @param states their states then, in the same order
 * @param stamp the faction's count of sight changes when it was taken: of two memories of one unit the one with the
 *        larger stamp is the later
 */
record SiteMemory(int owner, int[] units, EntityState[] states, int stamp) {

    /**
     * Takes a site's memory now.
     *
     * @param w the world
     * @param site a site index
     * @param stamp the viewing faction's sight change count
     * @return the memory
     */
    static SiteMemory of(WorldState w, int site, int stamp) {
        int[] units = w.unitStacks[site];
        EntityState[] states = new EntityState[units.length];
        for (int i = 0; i < units.length; i++) {
            states[i] = w.states[units[i]];
        }
        return new SiteMemory(w.siteOwners[site], units, states, stamp);
    }

    /**
     * @param faction a faction index
     * @return whether the memory holds a unit that is not the faction's
     */
    boolean hasAlienUnits(int faction) {
        for (EntityState s : states) {
            if (s.owner != faction) {
                return true;
            }
        }
        return false;
    }
}
