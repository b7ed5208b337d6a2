package org.hexbench.tiling.grid;

import java.util.AbstractSet;
import java.util.Collection;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.Objects;
import java.util.Set;
import org.hexbench.tiling.LatticePoint;
import org.hexbench.tiling.Tile;
import org.hexbench.tiling.Tiling;

/**
 * A collection of tiles of one tiling, manipulated as tiles (Tiling Module design note, contents item 2): set algebra,
 * the boundary as a set of sides, and the outline as a {@link TilePolygon}. Iteration order
 * is insertion order. Not thread-safe.
 */
public final class TileSet extends AbstractSet<Tile> {

    private final Tiling tiling;
    private final LinkedHashSet<Tile> tiles = new LinkedHashSet<>();

    /**
     * Creates an empty set.
     *
     * @param tiling the tiling of the tiles
     */
    public TileSet(Tiling tiling) {
        this.tiling = Objects.requireNonNull(tiling);
    }

    /**
     * Creates a set holding the given tiles.
     *
     * @param tiling the tiling of the tiles
     * @param tiles the initial tiles
     */
    public TileSet(Tiling tiling, Collection<Tile> tiles) {
        this(tiling);
        addAll(tiles);
    }

    /** @return the tiling of this set */
    public Tiling tiling() {
        return tiling;
    }

    /**
     * Adds a tile.
     *
     * @param tile a valid tile of the tiling
     * @return whether the set changed
     * @throws IllegalArgumentException if the coordinates are not a tile of the tiling
     */
    @Override
    public boolean add(Tile tile) {
        if (!tiling.isTile(tile.row(), tile.col())) {
            throw new IllegalArgumentException(tile + " is not a " + tiling + " tile");
        }
        return tiles.add(tile);
    }

    @Override
    public boolean contains(Object o) {
        return tiles.contains(o);
    }

    @Override
    public boolean remove(Object o) {
        return tiles.remove(o);
    }

    @Override
    public Iterator<Tile> iterator() {
        return tiles.iterator();
    }

    @Override
    public int size() {
        return tiles.size();
    }

    /**
     * Returns the union with another set.
     *
     * @param other the other set
     * @return a new set with the tiles of both
     */
    public TileSet union(Set<Tile> other) {
        TileSet result = new TileSet(tiling, this);
        result.addAll(other);
        return result;
    }

    /**
     * Returns the intersection with another set.
     *
     * @param other the other set
     * @return a new set with the tiles in both
     */
    public TileSet intersect(Set<Tile> other) {
        TileSet result = new TileSet(tiling, this);
        result.retainAll(other);
        return result;
    }

    /**
     * Returns the difference with another set.
     *
     * @param other the tiles to leave out
     * @return a new set with the tiles of this set not in {@code other}
     */
    public TileSet minus(Set<Tile> other) {
        TileSet result = new TileSet(tiling, this);
        result.removeAll(other);
        return result;
    }

    /**
     * Returns the boundary: every side between a tile of this set and a tile outside it,
     * e.g. the coast of a land region or the front line of an army (the Tiling Module design note's motivation in
     * Coordinate System:
     * borders need coordinates of their own).
     *
     * @return the boundary sides as lattice points, in tile order then side order
     */
    public Set<LatticePoint> boundary() {
        Set<LatticePoint> result = new LinkedHashSet<>();
        for (Tile t : tiles) {
            for (LatticePoint side : tiling.sides(t)) {
                if (!tiles.contains(otherTile(side, t))) {
                    result.add(side);
                }
            }
        }
        return result;
    }

    /**
     * Returns the tile across a side from a given tile.
     *
     * @param side a side of {@code tile}
     * @param tile one of the two tiles of the side
     * @return the other tile
     */
    Tile otherTile(LatticePoint side, Tile tile) {
        var pair = tiling.tilesOfSide(side);
        return pair.get(0).equals(tile) ? pair.get(1) : pair.get(0);
    }

    /** @return the outline of this set as closed loops of vertices */
    public TilePolygon outline() {
        return TilePolygon.of(this);
    }
}
