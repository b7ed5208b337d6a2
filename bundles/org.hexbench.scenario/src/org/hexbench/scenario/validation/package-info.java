/**
 * Validation of scenarios against Hexkit's scenario structure (Hexkit User's Guide §3.2 Scenario Sections, ch. 4 Class
 * Structure): the constraints a scenario author needs, each with a message that
 * names the element, and {@link org.hexbench.scenario.validation.ScenarioCheck}, which turns load errors and
 * validation results into {@code file:line: severity: message} problems.
 */
package org.hexbench.scenario.validation;
