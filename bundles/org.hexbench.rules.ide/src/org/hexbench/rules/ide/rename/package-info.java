/**
 * Rename of rule-local names (lets, vars, loop and quantifier variables, parameters, and the file's own groups,
 * functions and events) in one edit. Scenario elements are renamed in the scenario, not here.
 */
package org.hexbench.rules.ide.rename;
