/**
 * Validation of rule files: {@link org.hexbench.rules.validation.RulesValidator} checks that the scenario loads,
 * expressions are well typed, hooks have the form of their kind and are reachable and unique, and dice and chances make
 * sense; every diagnostic carries one of the {@link org.hexbench.rules.validation.IssueCodes}, to which quick fixes are
 * bound. {@link org.hexbench.rules.validation.RuleFileCheck} runs the same checks headless for
 * {@code hexbench validate}.
 */
package org.hexbench.rules.validation;
