/**
 * The map editor's internals: its tools (GEF tools turning mouse gestures on sites into the EMF commands of
 * {@link org.hexbench.ui.map.editor.scenario.MapEdits}), the palette of terrain stacks, entity classes and factions,
 * the minimap outline page, the Properties view's site description, and the scenario editor's Map page factory. Not
 * API: only {@link org.hexbench.ui.map.editor.MapEditor} and the UI tests use them.
 */
package org.hexbench.ui.map.editor.internal;
