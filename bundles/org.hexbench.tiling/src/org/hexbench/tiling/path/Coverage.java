package org.hexbench.tiling.path;

import org.hexbench.tiling.grid.Grid;
import org.hexbench.tiling.grid.TileSet;
import org.hexbench.tiling.internal.IndexedMinHeap;
import org.hexbench.tiling.internal.Stamps;

/**
 * Path coverage (Hexkit User's Guide §8.1.2 Finder Class; Hexkit's
 * {@code FindMoveTargets}): every tile an agent can reach
 * from a source within a movement budget, with the cheapest cost to each, found by
 * Dijkstra's algorithm. A tile is reported if the agent can occupy it; tiles it may only
 * pass through still carry the search. With a {@linkplain PathAgent#isRelaxedRange relaxed
 * range} a last step may exceed the budget when some budget remained before it. The source
 * itself is not reported (as in Tektosyne).
 *
 * <p>Reusable and allocation-free after construction.
 */
public final class Coverage {

    private final Grid grid;
    private final double[] cost;
    private final int[] nodes, neighbors;
    private final Stamps state, reported;
    private final IndexedMinHeap open;
    private int count;

    /**
     * Creates a coverage search for a grid.
     *
     * @param grid the grid to search
     */
    public Coverage(Grid grid) {
        this.grid = grid;
        int n = grid.size();
        cost = new double[n];
        nodes = new int[n];
        neighbors = new int[grid.maxNeighbors()];
        state = new Stamps(n);
        reported = new Stamps(n);
        open = new IndexedMinHeap(n);
    }

    /**
     * Finds all tiles reachable within a budget.
     *
     * @param agent the moving agent
     * @param source the start tile index
     * @param maxCost the movement budget, non-negative
     * @return whether any tile was found
     */
    public boolean findReachable(PathAgent agent, int source, double maxCost) {
        count = 0;
        state.clear();
        reported.clear();
        open.clear();
        boolean relaxed = agent.isRelaxedRange();
        cost[source] = 0;
        state.mark(source);
        open.insert(source, 0, 0);
        while (!open.isEmpty()) {
            int node = open.pop();
            state.close(node);
            double g = cost[node];
            if (node != source && agent.canOccupy(node)) {
                nodes[count++] = node;
                reported.mark(node);
            }
            if (g >= maxCost) {
                continue;
            }
            int n = grid.neighbors(node, neighbors);
            for (int i = 0; i < n; i++) {
                int next = neighbors[i];
                int st = state.state(next);
                if (st == Stamps.CLOSED || !agent.canMakeStep(node, next)) {
                    continue;
                }
                double ng = g + agent.getStepCost(node, next);
                if (ng > maxCost && !relaxed) {
                    continue;
                }
                if (st == Stamps.NONE) {
                    state.mark(next);
                    cost[next] = ng;
                    open.insert(next, ng, 0);
                } else if (ng < cost[next]) {
                    cost[next] = ng;
                    open.decrease(next, ng, 0);
                }
            }
        }
        return count > 0;
    }

    /** @return the number of tiles found by the last search */
    public int count() {
        return count;
    }

    /**
     * Returns a found tile, in order of increasing cost.
     *
     * @param i 0 .. {@link #count()}-1
     * @return the tile index
     */
    public int node(int i) {
        if (i < 0 || i >= count) {
            throw new IndexOutOfBoundsException(i);
        }
        return nodes[i];
    }

    /**
     * Tells whether the last search reported a tile.
     *
     * @param node a tile index
     * @return whether it is reachable and occupiable
     */
    public boolean contains(int node) {
        return reported.isMarked(node);
    }

    /**
     * Returns the cheapest cost to a reported tile.
     *
     * @param node a tile index reported by the last search
     * @return the path cost
     * @throws IllegalArgumentException if the tile was not reported
     */
    public double cost(int node) {
        if (!reported.isMarked(node)) {
            throw new IllegalArgumentException("tile " + node + " was not reached");
        }
        return cost[node];
    }

    /** @return the found tiles as a tile set (allocates) */
    public TileSet tiles() {
        TileSet result = new TileSet(grid.tiling());
        for (int i = 0; i < count; i++) {
            result.add(grid.tile(nodes[i]));
        }
        return result;
    }
}
