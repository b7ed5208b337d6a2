/**
 * A scenario's map for the map view: {@link org.hexbench.ui.map.scenario.ScenarioMapContent} implements
 * {@link org.hexbench.ui.map.MapContent} over the EMF model, and {@link org.hexbench.ui.map.scenario.MapEdits}
 * makes the map editor's changes as EMF commands for an editing domain's command stack. No workbench classes, so
 * benchmarks can use them on a plain class path.
 */
package org.hexbench.ui.map.scenario;
