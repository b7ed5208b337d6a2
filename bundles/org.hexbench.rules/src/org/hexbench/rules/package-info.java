/**
 * The Hexbench rule language ({@code .hbrules}): game rules for a scenario, written by scenario authors in place of
 * Hexkit's rule script (Hexkit User's Guide ch. 7 Custom Rules). The grammar {@code Rules.xtext} beside this file is
 * the source of truth; the parser, the EMF model of rule files and the Xtext infrastructure are generated from it into
 * {@code src-gen/}. {@link org.hexbench.rules.RulesRuntimeModule} wires the generated defaults to the hand-written
 * scoping, validation, formatting and documentation, and {@link org.hexbench.rules.RulesStandaloneSetup} sets the
 * language up without the Equinox extension registry (tests, command line).
 */
package org.hexbench.rules;
