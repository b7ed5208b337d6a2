/**
 * Rule language benchmarks: whole HexTC2 games (HexTC2 rules, COMP202 Winter 2005 Assignment 6) played by the example's
 * rule file against the same rules written by hand in Java, and validation and content assist on a generated 5,000-rule
 * file.
 */
package org.hexbench.benchmarks.rules;
