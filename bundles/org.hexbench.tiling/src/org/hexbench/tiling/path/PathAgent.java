package org.hexbench.tiling.path;

import org.hexbench.tiling.grid.Grid;

/**
 * The moving agent of a search, in the spirit of Tektosyne's {@code IGraphAgent} and Hexkit's
 * {@code UnitAgent} (Hexkit User's Guide §8.3 Customizing Pathfinding, Table 11 Unit Agent Programs). All tiles are
 * grid indexes.
 */
public interface PathAgent {

    /**
     * Returns the cost of one step between neighbours; Hexkit's default is
     * {@code max(1, target difficulty)}. Only called when {@link #canMakeStep} succeeded.
     *
     * @param from the tile left
     * @param to the neighbouring tile entered
     * @return the cost, positive
     */
    double getStepCost(int from, int to);

    /**
     * Tells whether the agent may pass through {@code to} coming from {@code from}: the
     * transient occupation test (Hexkit's default fails on impassable terrain or alien units;
     * Crécy adds a stacking limit).
     *
     * @param from the tile left
     * @param to the neighbouring tile entered
     * @return whether the step is allowed
     */
    boolean canMakeStep(int from, int to);

    /**
     * Tells whether the agent may end its move on a tile: the permanent occupation test,
     * checked only after {@link #canMakeStep} succeeded for it (Hexkit default: true).
     *
     * @param tile the tile
     * @return whether the agent may stay there
     */
    default boolean canOccupy(int tile) {
        return true;
    }

    /**
     * Tells whether a tile is close enough to the target for A* to stop there; Hexkit uses
     * "can attack the target" when attacking and {@code tile == target} otherwise.
     *
     * @param tile the tile reached
     * @param target the search target
     * @return whether the search may end at {@code tile}
     */
    default boolean isNearTarget(int tile, int target) {
        return tile == target;
    }

    /**
     * Tells whether the movement budget is relaxed: a last step may exceed the budget if some
     * budget was left before it (Hexkit's {@code GetRelaxedRange}, default false).
     *
     * @return whether the range is relaxed
     */
    default boolean isRelaxedRange() {
        return false;
    }

    /**
     * Returns a lower bound on the cost from a tile to the target, the A* heuristic. It must
     * never overestimate and should be consistent; the default is grid distance times
     * {@link #minimumStepCost()}.
     *
     * @param grid the searched grid
     * @param from a tile
     * @param target the target tile
     * @return the estimated remaining cost
     */
    default double estimateCost(Grid grid, int from, int target) {
        return grid.distance(from, target) * minimumStepCost();
    }

    /**
     * Returns a lower bound of every step cost, used by the default heuristic (Hexkit's step
     * costs are at least 1).
     *
     * @return the smallest possible step cost
     */
    default double minimumStepCost() {
        return 1;
    }
}
