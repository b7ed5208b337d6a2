/**
 * Tiling benchmarks against Tektosyne 6.2.0, the library behind Hexkit's pathfinding (Hexkit User's Guide §8.1
 * Pathfinding Classes): A* and Coverage on Moving AI problems with the same octile costs, and grid primitives
 * (neighbours, step distances, tile lines) on Hexkit's default map geometry (Hexkit User's Guide §3.3 Map Geometry).
 */
package org.hexbench.benchmarks.tiling;
