/**
 * The map view and editor (the GEF map editor), reusable by any part that shows a map.
 *
 * <h2>Showing a map: implement {@link org.hexbench.ui.map.MapContent}</h2>
 * A map view needs three objects:
 * <pre>
 * MapContent content = ...;                       // what is on each site (yours)
 * MapRenderer renderer = new MapRenderer(content, new MapOverlays());
 * MapFigure figure = new MapFigure(renderer);     // a draw2d figure; put it in a FigureCanvas or a GEF viewer
 * </pre>
 * {@link org.hexbench.ui.map.MapContent} is small on purpose and independent of EMF:
 * <ul>
 * <li>{@code grid()}: the tiling bundle's {@link org.hexbench.tiling.grid.Grid} (for a scenario map,
 * {@link org.hexbench.scenario.map.MapGeometry#toGrid}); sites are its dense indexes, and its geometry picks the
 * projection (hexagons on vertex or edge, squares on edge or vertex, hexagon boards; Hexkit User's Guide §3.3 Map
 * Geometry, Tiling Module design note, Coordinate System).</li>
 * <li>{@code terrain(site)}: the terrain stack bottom first, as {@link org.hexbench.ui.map.MapSymbol}s (an image, or
 * a symbol graphic: shape, colour, glyph, label).</li>
 * <li>{@code counters(site)}: units and effects as {@link org.hexbench.ui.map.MapCounter}s with the owner's
 * colour.</li>
 * <li>{@code ownerRgb}, {@code homeRgb}, {@code placeRgb}: site owner, home-site and place-site markers as faction
 * colours ({@code NO_OWNER} for none).</li>
 * <li>{@code siteName(site)}: the coordinates as players know them, for status lines.</li>
 * <li>change listeners: call them after the world changed; the figure repaints.</li>
 * </ul>
 * The renderer calls these only for the sites it paints, each frame, so answer from arrays or maps prepared in
 * advance: create one {@code MapSymbol} per entity class, not per call. A live game world can implement the interface
 * directly over its state; {@link org.hexbench.ui.map.scenario.ScenarioMapContent} is the implementation over a
 * scenario's EMF model and shows how.
 *
 * <h2>Selection, highlights, paths</h2>
 * {@link org.hexbench.ui.map.MapOverlays} holds what is drawn on top: the selection, named highlight sets (move or
 * attack targets, with a colour and opacity), a path (a move preview) and the hovered site. Hit-test mouse positions
 * with {@link org.hexbench.ui.map.MapRenderer#siteAt(int, int)} after {@link org.hexbench.ui.map.MapFigure#toMap}.
 * A read-only view needs nothing else: no editing domain, no GEF tools.
 *
 * <h2>Performance</h2>
 * The renderer visits only the sites inside the clip rectangle, so a frame of a 1000×1000 map costs what the same
 * viewport of a 20×20 map costs ({@code MapRepaintBenchmark} measures it). It needs SWT and draw2d but no OSGi and no
 * workbench.
 *
 * <h2>Editing</h2>
 * {@link org.hexbench.ui.map.MapEditor} edits a scenario's map with GEF tools; its edits are EMF commands
 * ({@link org.hexbench.ui.map.scenario.MapEdits}) on the editing domain's command stack.
 */
package org.hexbench.ui.map;
