/**
 * The scenario editor for {@code .hexscenario} files (after Hexkit Editor, Hexkit User's Guide ch. 3 Hexkit Editor):
 * {@link ScenarioEditor}, its problem
 * marker type ({@link ScenarioMarkers}) and the {@link ScenarioPageFactory} through which other bundles add pages,
 * e.g. the map editor, that edit the scenario on the same command stack.
 */
package org.hexbench.ui.scenario;
