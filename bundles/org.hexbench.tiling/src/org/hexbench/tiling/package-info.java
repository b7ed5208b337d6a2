/**
 * Coordinates of the Tiling Module (digest C): tiles, the lattice in which tile centres,
 * sides and vertices each own a unique pair of integers, directions, and conversions to the
 * coordinates of other tools (Hexkit offset geometries, digest A.2; Red Blob Games axial,
 * cube, offset and doubled coordinates; HexTC2 board coordinates, digest D).
 *
 * <p>Conventions used throughout: rows grow downward (south), columns grow to the right
 * (east), like Hexkit's map coordinates. The Tiling Module leaves the sign of "up" open; we
 * pick "down is +1" so that screen, Hexkit and lattice rows agree.
 */
package org.hexbench.tiling;
