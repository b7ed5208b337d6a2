/**
 * Tests of the rule language (a fragment of {@code org.hexbench.rules}): linking into the scenario, the type checker,
 * validation and its issue codes, the evaluator with its step budget and rule errors, the IDE services through Xtext's
 * IDE API, a generated 5,000-rule file, and every rule of HexTC2 (HexTC2 rules, COMP202 Winter 2005 Assignment 6) as
 * the example's rule file gives it, alone and in whole games.
 */
package org.hexbench.rules.tests;
