/**
 * Coordinates of the Tiling Module (Tiling Module design note, Coordinate System): tiles, the lattice in which tile
 * centres,
 * sides and vertices each own a unique pair of integers, directions, and conversions to the
 * coordinates of other tools (Hexkit offset geometries, Hexkit User's Guide §3.3 Map Geometry; Red Blob Games axial,
 * cube, offset and doubled coordinates; HexTC2 board coordinates, HexTC2 rules, COMP202 Winter 2005 Assignment 6,
 * section hexIT).
 *
 * <p>Conventions used throughout: rows grow downward (south), columns grow to the right
 * (east), like Hexkit's map coordinates. The Tiling Module leaves the sign of "up" open; we
 * pick "down is +1" so that screen, Hexkit and lattice rows agree.
 */
package org.hexbench.tiling;
