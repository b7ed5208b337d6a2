/**
 * Documentation of what a rule can name, shared by hovers and content proposals: scenario classes, factions and
 * variables with their names and values from the scenario, and the rule file's own declarations.
 */
package org.hexbench.rules.documentation;
