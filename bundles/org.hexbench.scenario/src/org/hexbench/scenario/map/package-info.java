/**
 * The map of a scenario (digest A.1 Areas, A.2): its geometry as a tiling {@link org.hexbench.tiling.grid.Grid},
 * and the compact run-length terrain layout with O(1) access to a site's terrain stack.
 */
package org.hexbench.scenario.map;
