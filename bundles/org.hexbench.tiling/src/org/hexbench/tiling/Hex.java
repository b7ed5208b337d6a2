package org.hexbench.tiling;

import java.util.ArrayList;
import java.util.List;

/**
 * A hex in axial coordinates {@code (q, r)} with the implied cube coordinate
 * {@code s = -q - r}, following Red Blob Games' hex guide. Pointy-top frame: {@code q} grows
 * east, {@code r} grows south-east (one tile row down).
 *
 * <p>Relation to the Tiling Module (Tiling Module design note, Coordinate System):
 * {@code Tile(row, col) = (r, 2q + r)}, i.e. the
 * Tiling Module's tile coordinates are Red Blob's "doubled width" coordinates.
 *
 * @param q the axial column
 * @param r the axial row
 */
public record Hex(int q, int r) {

    /**
     * Creates a hex from cube coordinates.
     *
     * @param q cube q
     * @param r cube r
     * @param s cube s, must equal {@code -q - r}
     * @return the hex
     * @throws IllegalArgumentException if {@code q + r + s != 0}
     */
    public static Hex cube(int q, int r, int s) {
        if (q + r + s != 0) {
            throw new IllegalArgumentException("q + r + s must be 0: " + q + "," + r + "," + s);
        }
        return new Hex(q, r);
    }

    /**
     * Converts a Tiling Module hex tile to axial coordinates.
     *
     * @param tile a hex tile ({@code row + col} even)
     * @return the hex
     * @throws IllegalArgumentException if the tile has an odd coordinate sum
     */
    public static Hex fromTile(Tile tile) {
        if (((tile.row() + tile.col()) & 1) != 0) {
            throw new IllegalArgumentException(tile + " is not a hex tile (row + col must be even)");
        }
        return new Hex((tile.col() - tile.row()) / 2, tile.row());
    }

    /** @return the cube coordinate {@code s = -q - r} */
    public int s() {
        return -q - r;
    }

    /** @return the Tiling Module tile {@code (r, 2q + r)} */
    public Tile toTile() {
        return new Tile(r, 2 * q + r);
    }

    /**
     * Adds another hex as a vector.
     *
     * @param other the vector
     * @return the sum
     */
    public Hex add(Hex other) {
        return new Hex(q + other.q, r + other.r);
    }

    /**
     * Subtracts another hex as a vector.
     *
     * @param other the vector
     * @return the difference
     */
    public Hex subtract(Hex other) {
        return new Hex(q - other.q, r - other.r);
    }

    /**
     * Scales this hex as a vector.
     *
     * @param k the factor
     * @return the scaled vector
     */
    public Hex scale(int k) {
        return new Hex(q * k, r * k);
    }

    /** @return this vector rotated 60° counter-clockwise about the origin */
    public Hex rotateLeft() {
        return new Hex(-s(), -q);
    }

    /** @return this vector rotated 60° clockwise about the origin */
    public Hex rotateRight() {
        return new Hex(-r, -s());
    }

    /**
     * Returns the neighbour in a direction (0 = east, counter-clockwise).
     *
     * @param direction 0..5
     * @return the neighbour
     */
    public Hex neighbor(int direction) {
        HexDirection d = HexDirection.of(Math.floorMod(direction, 6));
        return new Hex(q + d.dq(), r + d.dr());
    }

    /**
     * Returns the diagonal neighbour (across a vertex, two steps away) in a diagonal direction;
     * diagonal 0 lies between directions 0 and 1.
     *
     * @param direction 0..5
     * @return the diagonal neighbour
     */
    public Hex diagonalNeighbor(int direction) {
        HexDirection a = HexDirection.of(Math.floorMod(direction, 6));
        HexDirection b = HexDirection.of(Math.floorMod(direction + 1, 6));
        return new Hex(q + a.dq() + b.dq(), r + a.dr() + b.dr());
    }

    /** @return the step distance from the origin */
    public int length() {
        return (Math.abs(q) + Math.abs(r) + Math.abs(s())) / 2;
    }

    /**
     * Returns the step distance to another hex.
     *
     * @param other the other hex
     * @return the number of steps
     */
    public int distance(Hex other) {
        return subtract(other).length();
    }

    /**
     * Returns the hexes at exactly {@code radius} steps, counter-clockwise starting at the
     * south-west corner of the ring (Red Blob Games' order).
     *
     * @param radius the radius, non-negative
     * @return {@code 6·radius} hexes, or this hex for radius 0
     */
    public List<Hex> ring(int radius) {
        if (radius < 0) {
            throw new IllegalArgumentException("negative radius " + radius);
        }
        List<Hex> result = new ArrayList<>(Math.max(1, 6 * radius));
        if (radius == 0) {
            result.add(this);
            return result;
        }
        HexDirection start = HexDirection.SW;
        Hex h = add(new Hex(start.dq(), start.dr()).scale(radius));
        for (int side = 0; side < 6; side++) {
            for (int i = 0; i < radius; i++) {
                result.add(h);
                h = h.neighbor(side);
            }
        }
        return result;
    }

    /**
     * Returns the hexes on the straight line to another hex, both ends included, sampling
     * {@code distance + 1} points nudged by a tiny epsilon so that ties on hex edges round
     * consistently (Red Blob Games' line drawing).
     *
     * @param other the last hex
     * @return the line
     */
    public List<Hex> line(Hex other) {
        int n = distance(other);
        FractionalHex a = new FractionalHex(q + 1e-6, r + 1e-6, s() - 2e-6);
        FractionalHex b = new FractionalHex(other.q + 1e-6, other.r + 1e-6, other.s() - 2e-6);
        List<Hex> result = new ArrayList<>(n + 1);
        double step = 1.0 / Math.max(n, 1);
        for (int i = 0; i <= n; i++) {
            result.add(a.lerp(b, step * i).round());
        }
        return result;
    }

    @Override
    public String toString() {
        return "Hex(" + q + "," + r + "," + s() + ")";
    }
}
