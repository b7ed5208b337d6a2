/**
 * The map editor: {@link org.hexbench.ui.map.editor.MapEditor}, a GEF editor on a scenario's map, opened with
 * Open With &gt; Map Editor on a {@code .hexscenario} file (editor id {@code org.hexbench.ui.map.editor}) or embedded
 * as the scenario editor's Map page (page id {@code org.hexbench.ui.map.page}) on that editor's editing domain.
 *
 * <p>This is the authoring side of maps, in the role of the Hexkit Editor's map view: it paints terrain, places units
 * and effects, sets site owners, and shows every map geometry of Hexkit User's Guide §3.3 Map Geometry through the
 * tiling bundle's projections. It draws with the EMF-free renderer of {@code org.hexbench.ui.map} over the scenario
 * model's {@code org.hexbench.ui.map.scenario.ScenarioMapContent}, and needs GEF, EMF.Edit and the scenario editor;
 * that is why it is a bundle of its own: views that only show maps (the Play perspective) require the renderer and
 * none of these.
 */
package org.hexbench.ui.map.editor;
