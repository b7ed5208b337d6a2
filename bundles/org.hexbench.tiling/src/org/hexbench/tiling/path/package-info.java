/**
 * Searches over grids with Hexkit/Tektosyne semantics (Hexkit User's Guide ch. 8 Pathfinding): A*
 * best paths with a relative search limit, Coverage (reachable tiles within a budget),
 * FloodFill (connected region by predicate) and Visibility (line of sight with a
 * visible-fraction threshold). Movement rules come from a {@link org.hexbench.tiling.path.PathAgent}.
 *
 * <p>Each search object belongs to one grid, is reusable, and after its first run allocates
 * nothing: per-tile state lives in int/double arrays indexed by tile index, cleared by
 * generation stamps; the open list is an int-indexed binary heap. Not thread-safe: use one
 * search object per thread.
 */
package org.hexbench.tiling.path;
