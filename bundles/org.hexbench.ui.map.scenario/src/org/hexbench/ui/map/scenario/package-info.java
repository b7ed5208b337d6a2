/**
 * A scenario's map as the renderer's content: {@link org.hexbench.ui.map.scenario.ScenarioMapContent} implements
 * {@link org.hexbench.ui.map.MapContent} over the EMF scenario model (the terrain layout, the areas' terrain stacks,
 * owners, units and effects with their counter text, home and place sites; Hexkit User's Guide §4.8 AreaSection
 * Class) and makes each entity class's {@link org.hexbench.ui.map.MapSymbol} from its composed image stack (every
 * frame, when it animates) or its symbol graphic (Hexkit User's Guide §3.4 Bitmap Tiles).
 *
 * <p>It is a bundle of its own, between the EMF-free renderer and the GEF map editor, because both the map editor and
 * the Play perspective draw scenario entities this same way: the Play perspective takes its symbols, faction colours
 * and place sites from here without depending on GEF or the scenario editor. It needs SWT (for image data), EMF and
 * the scenario model, but no OSGi and no workbench, so benchmarks use it on a plain class path.
 */
package org.hexbench.ui.map.scenario;
