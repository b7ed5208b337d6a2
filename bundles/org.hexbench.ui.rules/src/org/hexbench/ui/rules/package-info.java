/**
 * The editor of rule files ({@code .hbrules}), {@link org.hexbench.ui.rules.RuleEditor}: a JFace text editor on the
 * rule language's IDE services, called in-process because Xtext's Eclipse UI is not on Maven Central. It offers syntax
 * and semantic colouring, problems as you type and as markers on save, content assist, hovers, quick fixes, the
 * Outline, go to definition (into the scenario editor for scenario elements), formatting and rename of local names.
 */
package org.hexbench.ui.rules;
