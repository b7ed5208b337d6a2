/**
 * Validation of scenarios (issue 4, Validation): the constraints a scenario author needs, each with a message that
 * names the element, and {@link org.hexbench.scenario.validation.ScenarioCheck}, which turns load errors and
 * validation results into {@code file:line: severity: message} problems.
 */
package org.hexbench.scenario.validation;
