/**
 * The map of a scenario (Hexkit User's Guide §4.8 AreaSection Class, §3.3 Map Geometry): its geometry as a tiling
 * {@link org.hexbench.tiling.grid.Grid},
 * the compact run-length terrain layout with O(1) access to a site's terrain stack, resizing a map around an anchor
 * ({@link org.hexbench.scenario.map.MapResize}), and what an entity shows on the map: its frames and the idle
 * animation its class adopts from its image stack ({@link org.hexbench.scenario.map.EntityFrames}, §3.4.3 Frames and
 * Animation, §3.4.4 Composing Image Stacks) and a unit's counter text ({@link org.hexbench.scenario.map.CounterText}).
 */
package org.hexbench.scenario.map;
