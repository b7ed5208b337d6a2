/**
 * The document outline of a rule file: the names and symbol kinds of its groups, functions, hooks and events; local
 * names are not listed.
 */
package org.hexbench.rules.ide.symbols;
