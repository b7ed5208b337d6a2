/**
 * The static type system of the rule language: the {@link org.hexbench.rules.typing.Type}s (int, bool, text, unit,
 * site, faction, class and sets of these) and the {@link org.hexbench.rules.typing.TypeChecker}, which gives every
 * expression exactly one type and checks operands, roles and calls against it.
 */
package org.hexbench.rules.typing;
