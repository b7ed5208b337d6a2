package org.hexbench.tiling;

/**
 * What a lattice coordinate pair denotes in a {@link Tiling}: a tile centre, a tile side, a
 * tile vertex, or nothing (digest C: "even row with odd column never occurs" on hexes).
 */
public enum Feature {
    /** The centre of a tile; the lattice point stands for the tile itself. */
    CENTRE,
    /** A side (border) shared by exactly two tiles. */
    SIDE,
    /** A vertex (corner) shared by three hexes or four squares. */
    VERTEX,
    /** No feature: the pair is unused by the tiling. */
    NONE
}
