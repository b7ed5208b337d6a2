package org.hexbench.engine.world;

import java.util.AbstractList;
import java.util.List;
import java.util.RandomAccess;

/**
 * One map site (Hexkit User's Guide §5.3 Site Class): its owner and its unit, terrain and effect stacks (bottom first).
 * A site is a view of its world: the owner and the stacks live in the {@link WorldState}, as arrays of entity ids that
 * instructions replace rather than change, so that a copy of the world ({@link WorldCopy}) shares every stack until
 * one side changes it. Changed only by instructions.
 */
public final class Site {

    private final WorldState world;
    private final int index;

    Site(WorldState world, int index) {
        this.world = world;
        this.index = index;
    }

    /** @return the site index (the grid index) */
    public int index() {
        return index;
    }

    /** @return the owning faction index, or -1 */
    public int owner() {
        return world.siteOwners[index];
    }

    /**
     * @return the units on the site, bottom first, as they are now (unmodifiable; later instructions do not change
     *         a list already returned)
     */
    public List<Entity> units() {
        return new Stack(world, world.unitStacks[index]);
    }

    /** @return the terrains on the site, background first, as they are now (unmodifiable) */
    public List<Entity> terrains() {
        return new Stack(world, world.terrainStacks[index]);
    }

    /** @return the effects on the site, as they are now (unmodifiable) */
    public List<Entity> effects() {
        return new Stack(world, world.effectStacks[index]);
    }

    /** @return the faction owning the units here, or -1 when there are none (one owner per site, Hexkit User's Guide §7.3.6 Entity Invariants) */
    public int unitOwner() {
        int[] units = world.unitStacks[index];
        return units.length == 0 ? -1 : world.states[units[0]].owner;
    }

    /**
     * @param faction a faction index
     * @return whether units of another faction stand here
     */
    public boolean hasAlienUnits(int faction) {
        for (int id : world.unitStacks[index]) {
            if (world.states[id].owner != faction) {
                return true;
            }
        }
        return false;
    }

    /** @return whether a terrain or effect here blocks line of sight (Hexkit Site.BlocksAttack) */
    public boolean blocksAttack() {
        for (int id : world.terrainStacks[index]) {
            if (world.entity(id).entityClass().isBlocksAttack()) {
                return true;
            }
        }
        for (int id : world.effectStacks[index]) {
            if (world.entity(id).entityClass().isBlocksAttack()) {
                return true;
            }
        }
        return false;
    }

    /** The entities of one stack of a world, by their ids at the time the stack was asked for. */
    private static final class Stack extends AbstractList<Entity> implements RandomAccess {

        private final WorldState world;
        private final int[] ids;

        Stack(WorldState world, int[] ids) {
            this.world = world;
            this.ids = ids;
        }

        @Override
        public Entity get(int i) {
            return world.entity(ids[i]);
        }

        @Override
        public int size() {
            return ids.length;
        }
    }
}
