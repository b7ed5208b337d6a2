/**
 * The map renderer's repaint of one viewport on a generated 1000×1000 map against the same viewport of a 20×20 map: the
 * cost of a frame must depend on the viewport, not on the size of the map.
 */
package org.hexbench.benchmarks.map;
