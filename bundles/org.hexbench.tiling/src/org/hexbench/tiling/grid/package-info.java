/**
 * Grids that describe which tiles exist and how they connect, holding no game data (Tiling Module design note,
 * contents item 3): rectangles in every Hexkit geometry (Hexkit User's Guide §3.3 Map Geometry) with optional vertex
 * neighbours and east–west wraparound (Xconq's cylinder, Xconq 7.1 GDL Reference Manual, World and Area Forms), the
 * HexTC2 hexagon
 * board (HexTC2 rules, COMP202 Winter 2005 Assignment 6, section hexIT), grid systems that stitch several grids into
 * one (Tiling Module design note, contents item 4), and
 * tile collections, paths and polygons (Tiling Module design note, contents item 2).
 *
 * <p>Every grid numbers its tiles densely {@code 0 .. size()-1}; searches in
 * {@code org.hexbench.tiling.path} work on these int indexes only.
 */
package org.hexbench.tiling.grid;
