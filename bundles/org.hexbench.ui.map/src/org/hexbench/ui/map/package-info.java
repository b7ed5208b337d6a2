/**
 * The map renderer: draws any map of the tiling bundle's grids with SWT and draw2d, for every view that shows a map
 * (the map editor, the Play perspective's Game Map and Replay views, benchmarks). It knows nothing of EMF, GEF, the
 * scenario model or the workbench, so a read-only map view needs only this bundle, draw2d and
 * {@code org.hexbench.tiling}.
 *
 * <h2>Showing a map: implement {@link org.hexbench.ui.map.MapContent}</h2>
 * A map view needs three objects:
 * <pre>
 * MapContent content = ...;                       // what is on each site (yours)
 * MapRenderer renderer = new MapRenderer(content, new MapOverlays());
 * MapFigure figure = new MapFigure(renderer);     // a draw2d figure; put it in a FigureCanvas or a GEF viewer
 * </pre>
 * {@link org.hexbench.ui.map.MapContent} is small on purpose and independent of where the map comes from:
 * <ul>
 * <li>{@code grid()}: the tiling bundle's {@link org.hexbench.tiling.grid.Grid}; sites are its dense indexes, and
 * its geometry picks the projection: squares on edge or on vertex, hexagons on edge or on vertex, and hexagon boards
 * (Hexkit User's Guide §3.3 Map Geometry; projections as in the Tiling Module design note).</li>
 * <li>{@code terrain(site)}: the terrain stack bottom first, as {@link org.hexbench.ui.map.MapSymbol}s (a bitmap
 * tile, Hexkit User's Guide §3.4 Bitmap Tiles, or a symbol graphic: shape, colour, glyph, label).</li>
 * <li>{@code counters(site)}: units and effects as {@link org.hexbench.ui.map.MapCounter}s with the owner's
 * colour, a unit's gauge (Hexkit User's Guide §2.5.1 Units) and its counter text (strength-movement, printed at the
 * bottom of the counter).</li>
 * <li>{@code animated()}, optional: whether a symbol has an {@link org.hexbench.ui.map.MapAnimation} (Hexkit User's
 * Guide §3.4.3 Frames and Animation: its frames and when and in what order they play).</li>
 * <li>{@code overlay()}, optional: a picture drawn below the whole map ({@link org.hexbench.ui.map.MapImage}, §3.4.6
 * Static Overlay Images); {@link org.hexbench.ui.map.MapSymbol#NONE} lets it show through a site.</li>
 * <li>{@code ownerRgb}, {@code homeRgb}, {@code placeRgb}: site owner, home-site and place-site markers as faction
 * colours ({@code NO_OWNER} for none).</li>
 * <li>{@code siteName(site)}: the coordinates as players know them, for status lines.</li>
 * <li>change listeners: call them after the map changed; the figure repaints.</li>
 * </ul>
 * The renderer calls these only for the sites it paints, each frame, so answer from arrays or maps prepared in
 * advance: create one {@code MapSymbol} per entity class, not per call. A live game world implements the interface
 * directly over its state (the Play perspective's {@code WorldMapContent}); {@code ScenarioMapContent} in the bundle
 * {@code org.hexbench.ui.map.scenario} implements it over a scenario's EMF model and shows how.
 *
 * <h2>A ready-made read-only view: {@link org.hexbench.ui.map.MapViewer}</h2>
 * {@link org.hexbench.ui.map.MapViewer} puts the three together on a scrolling {@code FigureCanvas}: it creates and
 * releases the renderer and figure of each content shown, keeps the zoom across contents
 * ({@link org.hexbench.ui.map.MapRenderer#ZOOM_LEVELS}, Ctrl+wheel), and turns canvas points into sites. The Play
 * perspective's Game Map and Replay views are built on it.
 *
 * <h2>Animation</h2>
 * A {@link org.hexbench.ui.map.MapAnimator} is a map view's animation clock: a display timer that advances the
 * renderer's step every {@link org.hexbench.ui.map.MapAnimation#STEP_MILLIS} ms and repaints only the sites in view
 * whose picture changes. It runs while the content animates, the view shows and {@link org.hexbench.ui.map.MapLook}
 * says so; {@link org.hexbench.ui.map.MapViewer} makes one for each content it shows, and a view with its own figure
 * (the map editor) makes its own and disposes it with the view.
 *
 * <h2>Selection, highlights, paths</h2>
 * {@link org.hexbench.ui.map.MapOverlays} holds what is drawn on top: the selection, named highlight sets (move or
 * attack targets, with a colour and opacity), a path (a move preview) and the hovered site. Hit-test mouse positions
 * with {@link org.hexbench.ui.map.MapRenderer#siteAt(int, int)} after {@link org.hexbench.ui.map.MapFigure#toMap}.
 * A read-only view needs nothing else: no editing domain, no GEF tools.
 *
 * <h2>Performance</h2>
 * The renderer visits only the sites inside the clip rectangle, so a frame of a 1000×1000 map costs what the same
 * viewport of a 20×20 map costs ({@code MapRepaintBenchmark} measures it). It needs SWT, JFace and draw2d but no OSGi
 * and no workbench.
 *
 * <h2>Settings</h2>
 * {@link org.hexbench.ui.map.MapLook} holds what Window › Preferences › Hexbench › Map sets for every map view (grid
 * lines, grid, highlight and selection colours, animation) in a JFace preference store; the renderer reads it on every paint and
 * {@link org.hexbench.ui.map.MapFigure} repaints when it changes. Highlights get an outline readable on their terrain
 * (WCAG 2.1 contrast ratio of at least 3:1).
 *
 * <h2>Editing</h2>
 * The GEF map editor ({@code MapEditor} in the bundle {@code org.hexbench.ui.map.editor}) paints with the same
 * {@link org.hexbench.ui.map.MapFigure}; its tools and EMF commands live there, so that views which only show maps do
 * not depend on GEF or on the scenario editor.
 */
package org.hexbench.ui.map;
