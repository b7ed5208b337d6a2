/**
 * The map of a scenario (Hexkit User's Guide §4.8 AreaSection Class, §3.3 Map Geometry): its geometry as a tiling
 * {@link org.hexbench.tiling.grid.Grid},
 * and the compact run-length terrain layout with O(1) access to a site's terrain stack.
 */
package org.hexbench.scenario.map;
