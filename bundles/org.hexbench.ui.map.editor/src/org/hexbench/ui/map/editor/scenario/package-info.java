/**
 * The map editor's changes to a scenario's map as EMF commands: {@link org.hexbench.ui.map.editor.scenario.MapEdits}
 * makes them (paint terrain, place and remove units and effects, set site owners) for an editing domain's command
 * stack, so that undo, redo, the dirty marker and Save follow from the stack. Terrain painting rewrites the map's
 * terrain layout through {@link org.hexbench.ui.map.editor.scenario.PaintTerrainCommand}; a site's own owner and
 * entities go into a single-site area, since site contents live in areas (Hexkit User's Guide §4.8 AreaSection
 * Class). The commands use no workbench and no GEF classes.
 */
package org.hexbench.ui.map.editor.scenario;
