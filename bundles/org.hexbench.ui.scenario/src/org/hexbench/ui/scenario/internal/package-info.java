/**
 * The scenario editor's pages, forms, markers, actions and the New Scenario wizard. Internal: other bundles use
 * {@link org.hexbench.ui.scenario.ScenarioEditor} and the {@code org.hexbench.ui.scenario.pages} extension point.
 */
package org.hexbench.ui.scenario.internal;
