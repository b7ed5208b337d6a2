/**
 * The map editor's internals: its tools (GEF tools turning mouse gestures on sites into EMF commands), the palette
 * of terrain stacks, entity classes and factions, the minimap outline page, and the Properties view's site
 * description. Not API.
 */
package org.hexbench.ui.map.internal;
