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
}
