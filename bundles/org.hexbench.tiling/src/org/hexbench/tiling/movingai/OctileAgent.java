package org.hexbench.tiling.movingai;

import org.hexbench.tiling.grid.Grid;
import org.hexbench.tiling.path.PathAgent;

/**
 * The Moving AI octile movement rules as a {@link PathAgent} on {@link MovingAiMap#grid()}, as the
 * Moving AI Lab map format defines them (movingai.com/benchmarks/formats.html: "the optimal path
 * length is assuming sqrt(2) diagonal costs" and "assumes agents cannot cut corners through
 * walls"):
 * <ul>
 * <li>a straight step is allowed when {@link MovingAiTerrain#allowsStep} allows it (both cells
 * traversable and of the same medium, land or water) and costs 1;</li>
 * <li>a diagonal step costs √2 and is allowed only when both orthogonal cells beside it allow the
 * step as well: each must be enterable from the cell left and must allow entering the cell
 * entered ({@link #allowsDiagonal}). For a unit on land, water is a wall like trees; for a unit
 * in water, land is a wall. So no diagonal cuts a corner of a cell that the moving unit could
 * not enter, whatever the reason;</li>
 * <li>a unit may only end on a traversable cell ({@link #canOccupy}), so a problem that starts
 * or ends on {@code @ O T} has no path.</li>
 * </ul>
 * The heuristic is the octile distance, which is admissible and consistent. The agent keeps one
 * medium byte per cell beside each cell's column and row, so a step test is a few array reads and
 * allocates nothing.
 */
public final class OctileAgent implements PathAgent {

    /** The cost of a diagonal step. */
    public static final double SQRT2 = Math.sqrt(2);

    /** The {@link MovingAiTerrain#medium} code of every cell by index. */
    private final byte[] medium;
    /**
     * Cell columns and rows by index, so the hot path never divides. Steps are told apart by
     * these, not by the index difference alone: on a map 2 cells wide a diagonal to the lower
     * left has the same difference, 1, as a straight step to the right.
     */
    private final int[] xOf, yOf;

    /**
     * Creates the agent.
     *
     * @param map the map whose terrain rules the agent follows
     */
    public OctileAgent(MovingAiMap map) {
        int n = map.width() * map.height();
        medium = new byte[n];
        xOf = new int[n];
        yOf = new int[n];
        for (int i = 0; i < n; i++) {
            medium[i] = MovingAiTerrain.medium(map.terrain(i));
            xOf[i] = i % map.width();
            yOf[i] = i / map.width();
        }
    }

    /**
     * The corner rule on letters: a diagonal step from {@code from} to {@code to}, with
     * {@code sideA} and {@code sideB} the two cells orthogonally beside it, is allowed when the
     * straight step from {@code from} into each side and from each side into {@code to} are all
     * allowed by {@link MovingAiTerrain#allowsStep}; the diagonal step itself then is too.
     *
     * @param from the letter of the cell left
     * @param sideA the letter of one orthogonal neighbour shared by both cells
     * @param sideB the letter of the other
     * @param to the letter of the cell entered
     * @return whether the diagonal step is allowed
     */
    public static boolean allowsDiagonal(char from, char sideA, char sideB, char to) {
        return MovingAiTerrain.allowsStep(from, sideA) && MovingAiTerrain.allowsStep(sideA, to)
                && MovingAiTerrain.allowsStep(from, sideB) && MovingAiTerrain.allowsStep(sideB, to);
    }

    /**
     * {@inheritDoc} Straight steps follow {@link MovingAiTerrain#allowsStep}, diagonal steps
     * {@link #allowsDiagonal}; both are evaluated on the precomputed medium codes.
     */
    @Override
    public boolean canMakeStep(int from, int to) {
        byte m = medium[to];
        if (m == MovingAiTerrain.NONE || m != medium[from]) {
            return false;
        }
        int dx = xOf[to] - xOf[from];
        if (dx == 0 || yOf[to] == yOf[from]) {
            return true;
        }
        // Diagonal: (from.x + dx, from.y) and (from.x, to.y) = (to.x - dx, to.y) are the orthogonal cells.
        return medium[from + dx] == m && medium[to - dx] == m;
    }

    /** {@inheritDoc} Only traversable cells ({@code . G S W}) can be occupied. */
    @Override
    public boolean canOccupy(int tile) {
        return medium[tile] != MovingAiTerrain.NONE;
    }

    /** {@inheritDoc} 1 for a straight step, √2 for a diagonal, on every terrain. */
    @Override
    public double getStepCost(int from, int to) {
        return xOf[to] == xOf[from] || yOf[to] == yOf[from] ? 1 : SQRT2;
    }

    /** {@inheritDoc} The octile distance: diagonal steps for the shorter axis, straight steps for the rest. */
    @Override
    public double estimateCost(Grid grid, int from, int target) {
        int dx = Math.abs(xOf[from] - xOf[target]), dy = Math.abs(yOf[from] - yOf[target]);
        return Math.max(dx, dy) + (SQRT2 - 1) * Math.min(dx, dy);
    }
}
