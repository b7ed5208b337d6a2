/**
 * UI tests of the map editor and its renderer: painting, flood fill, placing and owning on a copy of Riverford, the
 * editor embedded as a page of another editor, the map editor and the scenario editor open on one scenario file
 * (shared edits, undo, saves, reloads from disk, Save As, kept file permissions), a 1000×1000 map, and the renderer
 * on every Hexkit map geometry (Hexkit User's Guide §3.3 Map Geometry) at several zoom levels.
 */
package org.hexbench.ui.tests.map;
