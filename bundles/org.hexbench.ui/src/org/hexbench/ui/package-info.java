/**
 * The Hexbench RCP shell as seen by other bundles: the ids of its perspectives ({@link org.hexbench.ui.Perspectives})
 * and the Scenario Authoring perspective ({@link org.hexbench.ui.AuthoringPerspective}), where authors write
 * scenarios and rules with the Project Explorer, the editors, Outline, Properties and Problems, as in any Eclipse
 * IDE; and the persistent store of the map settings every map view reads ({@link org.hexbench.ui.MapPreferences}).
 */
package org.hexbench.ui;
