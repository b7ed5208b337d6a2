/**
 * Grids that describe which tiles exist and how they connect, holding no game data (digest
 * C, item 3): rectangles in every Hexkit geometry (digest A.2) with optional vertex
 * neighbours and east–west wraparound (Xconq's cylinder, digest B.3), the HexTC2 hexagon
 * board (digest D), grid systems that stitch several grids into one (digest C, item 4), and
 * tile collections, paths and polygons (digest C, item 2).
 *
 * <p>Every grid numbers its tiles densely {@code 0 .. size()-1}; searches in
 * {@code org.hexbench.tiling.path} work on these int indexes only.
 */
package org.hexbench.tiling.grid;
