package org.hexbench.tiling;

/**
 * What a lattice coordinate pair denotes in a {@link Tiling}: a tile centre, a tile side, a
 * tile vertex, or nothing (Tiling Module design note, Coordinate System: an even row with an odd column never occurs in
 * its hex coordinate block).
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
