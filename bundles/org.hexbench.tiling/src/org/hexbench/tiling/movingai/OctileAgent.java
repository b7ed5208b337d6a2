package org.hexbench.tiling.movingai;

import org.hexbench.tiling.grid.Grid;
import org.hexbench.tiling.path.PathAgent;

/**
 * The Moving AI octile movement rules as a {@link PathAgent} on {@link MovingAiMap#grid()}:
 * straight steps cost 1, diagonal steps √2, and a diagonal step needs both orthogonal cells
 * beside it passable (no corner cutting). The heuristic is the octile distance, which is
 * admissible and consistent.
 */
public final class OctileAgent implements PathAgent {

    /** The cost of a diagonal step. */
    public static final double SQRT2 = Math.sqrt(2);

    private final MovingAiMap map;
    /**
     * Cell columns and rows by index, so the hot path never divides. Steps are told apart by
     * these, not by the index difference alone: on a map 2 cells wide a diagonal to the lower
     * left has the same difference, 1, as a straight step to the right.
     */
    private final int[] xOf, yOf;

    /**
     * Creates the agent.
     *
     * @param map the map whose passability rules the agent follows
     */
    public OctileAgent(MovingAiMap map) {
        this.map = map;
        int n = map.width() * map.height();
        xOf = new int[n];
        yOf = new int[n];
        for (int i = 0; i < n; i++) {
            xOf[i] = i % map.width();
            yOf[i] = i / map.width();
        }
    }

    @Override
    public boolean canMakeStep(int from, int to) {
        if (!map.isPassable(to)) {
            return false;
        }
        int dx = xOf[to] - xOf[from];
        if (dx == 0 || yOf[to] == yOf[from]) {
            return true;
        }
        // Diagonal: (from.x + dx, from.y) and (from.x, to.y) = (to.x - dx, to.y) are the orthogonal cells.
        return map.isPassable(from + dx) && map.isPassable(to - dx);
    }

    @Override
    public double getStepCost(int from, int to) {
        return xOf[to] == xOf[from] || yOf[to] == yOf[from] ? 1 : SQRT2;
    }

    @Override
    public double estimateCost(Grid grid, int from, int target) {
        int dx = Math.abs(xOf[from] - xOf[target]), dy = Math.abs(yOf[from] - yOf[target]);
        return Math.max(dx, dy) + (SQRT2 - 1) * Math.min(dx, dy);
    }
}
