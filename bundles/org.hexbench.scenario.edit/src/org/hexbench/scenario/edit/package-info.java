/**
 * Hand-written customisation of the generated item providers: readable labels for the
 * small value elements of a scenario (values, modifiers, conditions, sites), used by the editors.
 */
package org.hexbench.scenario.edit;
