package org.hexbench.tiling.path;

import java.util.ArrayList;
import java.util.List;
import org.hexbench.tiling.Tile;
import org.hexbench.tiling.grid.Grid;
import org.hexbench.tiling.grid.TilePath;
import org.hexbench.tiling.internal.IndexedMinHeap;
import org.hexbench.tiling.internal.Stamps;

/**
 * A* best-path search with Tektosyne/Hexkit semantics (Hexkit User's Guide §8.1 Pathfinding Classes, §8.3 Customizing
 * Pathfinding): the path ends at the
 * first tile that is {@linkplain PathAgent#isNearTarget near the target} and that the agent
 * {@linkplain PathAgent#canOccupy can occupy}; every step must satisfy
 * {@link PathAgent#canMakeStep}. An optional {@linkplain #setRelativeLimit relative limit}
 * bounds the search radius on large maps (Hexkit's {@code Finder.AStar.RelativeLimit}; the
 * Roman Empire scenario uses 3.0).
 *
 * <p>Reusable and allocation-free after construction; ties on {@code f = g + h} favour the
 * larger {@code g}. The agent's estimate must be admissible and consistent for the result to
 * be optimal.
 */
public final class AStar {

    private final Grid grid;
    private final double[] cost;
    private final int[] parent, neighbors;
    private final Stamps state;
    private final IndexedMinHeap open;
    private double relativeLimit;
    private int source = -1, best = -1, expanded;

    /**
     * Creates a search for a grid.
     *
     * @param grid the grid to search
     */
    public AStar(Grid grid) {
        this.grid = grid;
        int n = grid.size();
        cost = new double[n];
        parent = new int[n];
        neighbors = new int[grid.maxNeighbors()];
        state = new Stamps(n);
        open = new IndexedMinHeap(n);
    }

    /** @return the searched grid */
    public Grid grid() {
        return grid;
    }

    /** @return the relative limit, or 0 when the search radius is unlimited */
    public double relativeLimit() {
        return relativeLimit;
    }

    /**
     * Sets the relative limit: tiles farther from the source than {@code limit} times the
     * source–target distance are not searched. 0 removes the limit.
     *
     * @param limit 0, or a value of at least 1
     */
    public void setRelativeLimit(double limit) {
        if (limit != 0 && !(limit >= 1)) {
            throw new IllegalArgumentException("relative limit must be 0 or >= 1: " + limit);
        }
        this.relativeLimit = limit;
    }

    /**
     * Searches the cheapest path.
     *
     * @param agent the moving agent
     * @param source the start tile index
     * @param target the target tile index
     * @return whether a path was found
     */
    public boolean findBestPath(PathAgent agent, int source, int target) {
        this.source = source;
        best = -1;
        expanded = 0;
        state.clear();
        open.clear();
        double limit = relativeLimit > 0
                ? relativeLimit * Math.max(1, grid.distance(source, target)) : Double.POSITIVE_INFINITY;
        cost[source] = 0;
        parent[source] = -1;
        state.mark(source);
        open.insert(source, agent.estimateCost(grid, source, target), 0);
        while (!open.isEmpty()) {
            int node = open.pop();
            state.close(node);
            expanded++;
            if (agent.isNearTarget(node, target) && agent.canOccupy(node)) {
                best = node;
                return true;
            }
            double g = cost[node];
            int count = grid.neighbors(node, neighbors);
            for (int i = 0; i < count; i++) {
                int next = neighbors[i];
                int st = state.state(next);
                if (st == Stamps.CLOSED || !agent.canMakeStep(node, next)) {
                    continue;
                }
                if (limit != Double.POSITIVE_INFINITY && grid.distance(source, next) > limit) {
                    continue;
                }
                double ng = g + agent.getStepCost(node, next);
                if (st == Stamps.NONE) {
                    state.mark(next);
                    cost[next] = ng;
                    parent[next] = node;
                    open.insert(next, ng + agent.estimateCost(grid, next, target), ng);
                } else if (ng < cost[next]) {
                    cost[next] = ng;
                    parent[next] = node;
                    open.decrease(next, ng + agent.estimateCost(grid, next, target), ng);
                }
            }
        }
        return false;
    }

    /** @return whether the last search found a path */
    public boolean found() {
        return best >= 0;
    }

    /** @return the total cost of the last path found, or -1 */
    public double totalCost() {
        return best >= 0 ? cost[best] : -1;
    }

    /** @return the tile the last path ends on (near the target), or -1 */
    public int lastNode() {
        return best;
    }

    /** @return the number of tiles expanded by the last search */
    public int expandedNodes() {
        return expanded;
    }

    /** @return the number of tiles on the last path, source and end included; 0 if none */
    public int pathLength() {
        int n = 0;
        for (int node = best; node >= 0; node = parent[node]) {
            n++;
        }
        return n;
    }

    /**
     * Writes the last path into a buffer, source first, without allocating.
     *
     * @param out a buffer of at least {@link #pathLength()} ints
     * @return the number of tiles written
     */
    public int pathNodes(int[] out) {
        int n = pathLength();
        int i = n;
        for (int node = best; node >= 0; node = parent[node]) {
            out[--i] = node;
        }
        return n;
    }

    /**
     * Returns the last path as tiles.
     *
     * @return the path, or {@code null} if the last search failed
     */
    public TilePath path() {
        if (best < 0) {
            return null;
        }
        int[] nodes = new int[pathLength()];
        pathNodes(nodes);
        List<Tile> tiles = new ArrayList<>(nodes.length);
        for (int node : nodes) {
            tiles.add(grid.tile(node));
        }
        return new TilePath(tiles, cost[best]);
    }

    /** @return the source of the last search, or -1 before the first search */
    public int source() {
        return source;
    }
}
