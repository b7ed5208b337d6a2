package org.hexbench.tiling.grid;

import java.util.ArrayList;
import java.util.List;
import org.hexbench.tiling.Geometry;
import org.hexbench.tiling.Tile;
import org.hexbench.tiling.Tiling;

/**
 * A finite set of tiles of one tiling with their neighbour relation; it describes the board
 * and holds no game data (Tiling Module design note, contents item 3). Tiles are numbered densely from 0 to
 * {@code size() - 1} so that algorithms can keep per-tile state in plain arrays; the
 * int-based methods never allocate.
 */
public interface Grid {

    /** @return the tiling (hex or square) */
    default Tiling tiling() {
        return geometry().tiling();
    }

    /** @return how the tiles stand on the map, which fixes the world projection */
    Geometry geometry();

    /** @return whether diagonal squares are neighbours (Hexkit's VertexNeighbors) */
    boolean vertexNeighbors();

    /** @return the number of tiles */
    int size();

    /**
     * Returns the index of a tile, or -1 when the grid does not contain it. Wrapping grids
     * accept any image of a tile (e.g. column + width) and return the canonical index.
     *
     * @param row the tile row
     * @param col the tile column
     * @return the index, or -1
     */
    int indexOf(int row, int col);

    /**
     * Returns the canonical tile row of an index.
     *
     * @param index a tile index
     * @return the tile row
     */
    int row(int index);

    /**
     * Returns the canonical tile column of an index.
     *
     * @param index a tile index
     * @return the tile column
     */
    int col(int index);

    /** @return the largest number of neighbours any tile can have */
    int maxNeighbors();

    /**
     * Writes the indexes of a tile's neighbours into {@code out}, in direction order.
     *
     * @param index a tile index
     * @param out a buffer of at least {@link #maxNeighbors()} ints
     * @return the number of neighbours written
     */
    int neighbors(int index, int[] out);

    /**
     * Returns the neighbour in a tiling direction (see {@link Tiling#dRow(int)}).
     *
     * @param index a tile index
     * @param direction a direction index of the tiling
     * @return the neighbour index, or -1 if it lies outside the grid or the direction is a
     *         diagonal of a grid without vertex neighbours
     */
    int neighbor(int index, int direction);

    /**
     * Returns the step distance between two tiles ignoring obstacles: exact for convex
     * grids (rectangles, hexagon boards), a lower bound for grid systems with holes or bays.
     * Always an admissible estimate of the number of steps.
     *
     * @param from a tile index
     * @param to a tile index
     * @return the number of steps
     */
    int distance(int from, int to);

    /**
     * Returns the index of a tile, or -1.
     *
     * @param tile the tile
     * @return the index, or -1
     */
    default int indexOf(Tile tile) {
        return indexOf(tile.row(), tile.col());
    }

    /**
     * Returns the canonical tile of an index.
     *
     * @param index a tile index
     * @return the tile
     */
    default Tile tile(int index) {
        return new Tile(row(index), col(index));
    }

    /**
     * Tells whether the grid contains a tile.
     *
     * @param tile the tile
     * @return whether it is part of the grid
     */
    default boolean contains(Tile tile) {
        return indexOf(tile) >= 0;
    }

    /**
     * Returns the canonical form of a tile (its own coordinates unless the grid wraps).
     *
     * @param tile a tile of the grid
     * @return the canonical tile
     * @throws IllegalArgumentException if the grid does not contain the tile
     */
    default Tile canonical(Tile tile) {
        int index = indexOf(tile);
        if (index < 0) {
            throw new IllegalArgumentException(tile + " is not in the grid");
        }
        return tile(index);
    }

    /**
     * Returns the image of {@code to} nearest to {@code from}; differs from {@code to} only
     * on wrapping grids, where lines and rotations must cross the seam the short way.
     *
     * @param from the reference tile
     * @param to the tile whose nearest image is wanted
     * @return the nearest image
     */
    default Tile nearestImage(Tile from, Tile to) {
        return to;
    }

    /**
     * Returns the neighbours of a tile.
     *
     * @param tile a tile of the grid
     * @return the neighbouring tiles, in direction order
     */
    default List<Tile> neighbors(Tile tile) {
        int[] buffer = new int[maxNeighbors()];
        int n = neighbors(requireIndex(tile), buffer);
        List<Tile> result = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            result.add(tile(buffer[i]));
        }
        return result;
    }

    /**
     * Returns the step distance between two tiles (see {@link #distance(int, int)}).
     *
     * @param from a tile of the grid
     * @param to a tile of the grid
     * @return the number of steps
     */
    default int distance(Tile from, Tile to) {
        return distance(requireIndex(from), requireIndex(to));
    }

    /**
     * Returns the grid tiles of the ring of the given radius around a tile (clipped).
     *
     * @param centre the centre tile
     * @param radius the radius in steps
     * @return the tiles on the ring that the grid contains, without duplicates
     */
    default TileSet ring(Tile centre, int radius) {
        return clip(tiling().ring(centre, radius, vertexNeighbors()));
    }

    /**
     * Returns the grid tiles within the given number of steps of a tile (clipped).
     *
     * @param centre the centre tile
     * @param radius the radius in steps
     * @return the tiles in range that the grid contains
     */
    default TileSet range(Tile centre, int radius) {
        return clip(tiling().range(centre, radius, vertexNeighbors()));
    }

    /**
     * Returns the straight line between two tiles (across the seam of a wrapping grid when
     * that is shorter), keeping only tiles the grid contains.
     *
     * @param from the first tile
     * @param to the last tile
     * @return the canonical tiles of the line, in order
     */
    default List<Tile> line(Tile from, Tile to) {
        List<Tile> result = new ArrayList<>();
        for (Tile t : tiling().line(from, nearestImage(from, to), vertexNeighbors())) {
            int index = indexOf(t);
            if (index >= 0) {
                result.add(tile(index));
            }
        }
        return result;
    }

    /**
     * Rotates a tile one symmetry step counter-clockwise about another, in the lattice
     * frame, if the result lies in the grid.
     *
     * @param tile the tile to rotate
     * @param about the centre of rotation
     * @return the rotated canonical tile, or {@code null} if the grid does not contain it
     */
    default Tile rotateLeft(Tile tile, Tile about) {
        return lookup(tiling().rotateLeft(nearestImage(about, tile), about));
    }

    /**
     * Rotates a tile one symmetry step clockwise about another, if the result lies in the grid.
     *
     * @param tile the tile to rotate
     * @param about the centre of rotation
     * @return the rotated canonical tile, or {@code null} if the grid does not contain it
     */
    default Tile rotateRight(Tile tile, Tile about) {
        return lookup(tiling().rotateRight(nearestImage(about, tile), about));
    }

    /**
     * Mirrors a tile left-to-right across the column of another, if the result lies in the grid.
     *
     * @param tile the tile to mirror
     * @param about a tile on the mirror axis
     * @return the mirrored canonical tile, or {@code null} if the grid does not contain it
     */
    default Tile reflectCols(Tile tile, Tile about) {
        return lookup(tiling().reflectCols(nearestImage(about, tile), about));
    }

    /**
     * Mirrors a tile top-to-bottom across the row of another, if the result lies in the grid.
     *
     * @param tile the tile to mirror
     * @param about a tile on the mirror axis
     * @return the mirrored canonical tile, or {@code null} if the grid does not contain it
     */
    default Tile reflectRows(Tile tile, Tile about) {
        return lookup(tiling().reflectRows(nearestImage(about, tile), about));
    }

    /** @return all tiles of the grid in index order */
    default TileSet tiles() {
        TileSet result = new TileSet(tiling());
        for (int i = 0; i < size(); i++) {
            result.add(tile(i));
        }
        return result;
    }

    private Tile lookup(Tile tile) {
        int index = indexOf(tile);
        return index < 0 ? null : tile(index);
    }

    private TileSet clip(List<Tile> tiles) {
        TileSet result = new TileSet(tiling());
        for (Tile t : tiles) {
            int index = indexOf(t);
            if (index >= 0) {
                result.add(tile(index));
            }
        }
        return result;
    }

    private int requireIndex(Tile tile) {
        int index = indexOf(tile);
        if (index < 0) {
            throw new IllegalArgumentException(tile + " is not in the grid");
        }
        return index;
    }
}
