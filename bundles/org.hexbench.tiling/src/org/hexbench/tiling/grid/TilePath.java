package org.hexbench.tiling.grid;

import java.util.List;
import org.hexbench.tiling.Tile;

/**
 * A path of tiles from a source to a target, each tile a neighbour of the previous one in
 * some grid, with its total movement cost (Tiling Module design note, contents item 2; the result of A*, Hexkit User's
 * Guide §8.1 Pathfinding Classes).
 *
 * @param tiles the tiles from source to target, at least one
 * @param cost the total step cost of the path
 */
public record TilePath(List<Tile> tiles, double cost) {

    /**
     * Copies and checks the tiles.
     *
     * @param tiles the tiles, not empty
     * @param cost the total cost, non-negative
     */
    public TilePath {
        tiles = List.copyOf(tiles);
        if (tiles.isEmpty() || cost < 0 || Double.isNaN(cost)) {
            throw new IllegalArgumentException("a path needs a tile and a non-negative cost");
        }
    }

    /** @return the first tile */
    public Tile source() {
        return tiles.get(0);
    }

    /** @return the last tile */
    public Tile target() {
        return tiles.get(tiles.size() - 1);
    }

    /** @return the number of steps, one less than the number of tiles */
    public int steps() {
        return tiles.size() - 1;
    }

    /**
     * Tells whether every step joins two neighbours of the grid.
     *
     * @param grid the grid to check against
     * @return whether the path is connected in that grid
     */
    public boolean isConnectedIn(Grid grid) {
        for (int i = 1; i < tiles.size(); i++) {
            if (!grid.neighbors(tiles.get(i - 1)).contains(grid.canonical(tiles.get(i)))) {
                return false;
            }
        }
        return true;
    }
}
