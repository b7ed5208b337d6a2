/**
 * Projections between Tiling Module coordinates and world (pixel) coordinates (Tiling Module design note,
 * contents item 5): they keep the visual geometry of tiles out of grids and game objects. Map editors
 * and views use only this package to draw tiles and to hit-test the mouse.
 */
package org.hexbench.tiling.projection;
