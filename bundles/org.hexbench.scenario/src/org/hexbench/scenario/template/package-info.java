/**
 * Starting points for new scenarios: the settings the New Scenario wizard and the New Hexbench Project templates ask
 * for ({@link org.hexbench.scenario.template.ScenarioSettings}) and the complete, valid scenario built from them
 * ({@link org.hexbench.scenario.template.ScenarioTemplate}): map geometry as in Hexkit User's Guide §3.3, starter
 * classes, home sites and a turn limit. Pure EMF model code, so front ends without a workbench can use it too.
 */
package org.hexbench.scenario.template;
