/**
 * The scenario editor for {@code .hexscenario} files (after Hexkit Editor, Hexkit User's Guide ch. 3 Hexkit Editor):
 * {@link ScenarioEditor}, its problem
 * marker type ({@link ScenarioMarkers}) and the {@link ScenarioPageFactory} through which other bundles add pages,
 * e.g. the map editor, that edit the scenario on the same command stack; and {@link OpenScenario}, the one copy of a
 * scenario file that every editor open on it shares (the scenario editor and the standalone map editor), which
 * saves once for all of them and reloads when the files change on disk.
 */
package org.hexbench.ui.scenario;
