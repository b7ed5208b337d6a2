package org.hexbench.tiling.path;

import java.util.function.IntPredicate;
import org.hexbench.tiling.grid.Grid;
import org.hexbench.tiling.grid.TileSet;
import org.hexbench.tiling.internal.Stamps;

/**
 * Flood fill (Hexkit User's Guide §8.1.1 Tektosyne Types; Hexkit Editor uses it to replace all identical adjacent map
 * sites): the connected region of tiles matching a predicate that contains the source,
 * found breadth-first. Reusable and allocation-free after construction.
 */
public final class FloodFill {

    private final Grid grid;
    private final int[] queue, neighbors;
    private final Stamps seen;
    private int count;

    /**
     * Creates a flood fill for a grid.
     *
     * @param grid the grid to fill
     */
    public FloodFill(Grid grid) {
        this.grid = grid;
        queue = new int[grid.size()];
        neighbors = new int[grid.maxNeighbors()];
        seen = new Stamps(grid.size());
    }

    /**
     * Finds the matching region around a source.
     *
     * @param matches which tile indexes belong to the region
     * @param source the start tile index
     * @return whether the source matched (otherwise the region is empty)
     */
    public boolean findMatching(IntPredicate matches, int source) {
        count = 0;
        seen.clear();
        if (!matches.test(source)) {
            return false;
        }
        seen.mark(source);
        queue[count++] = source;
        for (int head = 0; head < count; head++) {
            int n = grid.neighbors(queue[head], neighbors);
            for (int i = 0; i < n; i++) {
                int next = neighbors[i];
                if (!seen.isMarked(next)) {
                    seen.mark(next);
                    if (matches.test(next)) {
                        queue[count++] = next;
                    }
                }
            }
        }
        return true;
    }

    /** @return the number of tiles in the last region */
    public int count() {
        return count;
    }

    /**
     * Returns a tile of the last region, in breadth-first order (source first).
     *
     * @param i 0 .. {@link #count()}-1
     * @return the tile index
     */
    public int node(int i) {
        if (i < 0 || i >= count) {
            throw new IndexOutOfBoundsException(i);
        }
        return queue[i];
    }

    /** @return the last region as a tile set (allocates) */
    public TileSet tiles() {
        TileSet result = new TileSet(grid.tiling());
        for (int i = 0; i < count; i++) {
            result.add(grid.tile(queue[i]));
        }
        return result;
    }
}
