/**
 * Quick fixes for the common errors of rule files, each bound to an issue code of
 * {@link org.hexbench.rules.validation.IssueCodes}: the closest known name for an unknown one, the scenario file next
 * to the rules, an available role and the like.
 */
package org.hexbench.rules.ide.quickfix;
