/**
 * Name resolution of rule files: {@link org.hexbench.rules.scoping.ScenarioOfRules} loads the scenario a file names
 * ({@code rules for "hextc2.hexscenario"}) into the file's resource set, so that scenario classes, factions and
 * variables are EMF cross-references by id rather than strings; {@link org.hexbench.rules.scoping.RulesScopeProvider}
 * adds the rule-local names (lets, vars, loop variables, parameters) where they are visible.
 */
package org.hexbench.rules.scoping;
