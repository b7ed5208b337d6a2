/**
 * Hovers of the rule language: the documentation of scenario elements and rule declarations, and a sentence with an
 * example for each built-in (hook names, roles, queries, dice, chances, effects).
 */
package org.hexbench.rules.ide.hover;
