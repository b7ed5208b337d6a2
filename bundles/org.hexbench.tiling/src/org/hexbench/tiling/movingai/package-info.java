/**
 * Moving AI Lab grid benchmarks (Sturtevant 2012): readers for {@code .map} and
 * {@code .map.scen} files, the octile movement rules (straight 1, diagonal √2, no corner
 * cutting), and a solver that checks every problem of a scenario against its published
 * optimum. This is the external ground truth for the square-grid A* of
 * {@code org.hexbench.tiling.path}.
 */
package org.hexbench.tiling.movingai;
