/**
 * Tests of the scenario model (a fragment of {@code org.hexbench.scenario}): the generated code against the
 * {@code .ecore}, round trips of scenario files, the validation constraints, broken files reported with file and line,
 * maps and their binary terrain files, and the facts of the shipped examples (HexTC2 after the HexTC2 rules, COMP202
 * Winter 2005 Assignment 6, and the Hexkit-style Riverford).
 */
package org.hexbench.scenario.tests;
