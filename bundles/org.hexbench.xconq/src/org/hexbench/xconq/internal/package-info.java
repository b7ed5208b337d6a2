/**
 * Internals of the Xconq import: the mapping of Xconq's cells to Hexbench sites, the terrain synthesis for modules
 * whose map Xconq generates, colour names, and the building of the scenario. Not API.
 */
package org.hexbench.xconq.internal;
