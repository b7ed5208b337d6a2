/**
 * Moving AI Lab grid benchmarks (Sturtevant 2012): readers for {@code .map} and
 * {@code .map.scen} files, every terrain letter of the Moving AI Lab map format
 * (movingai.com/benchmarks/formats.html) with its rules ({@code . G S} land, {@code W} water,
 * which is traversable but does not connect to land, {@code @ O T} not traversable; see
 * {@link org.hexbench.tiling.movingai.MovingAiTerrain}), the octile movement rules (straight 1,
 * diagonal √2, no corner cutting past a cell the unit could not enter), and a solver that checks
 * every problem of a scenario against its published optimum and counts the problems that start
 * or end on a blocked cell or on water. This is the external ground truth for the square-grid A*
 * of {@code org.hexbench.tiling.path}.
 */
package org.hexbench.tiling.movingai;
