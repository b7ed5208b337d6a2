/**
 * The evaluator of rule files: {@link org.hexbench.rules.interpreter.RuleCompiler} compiles a validated file into
 * closures over slot numbers and element indexes ({@link org.hexbench.rules.interpreter.CompiledRules}), which run
 * against a {@link org.hexbench.rules.interpreter.RuleWorld} with a seeded
 * {@link org.hexbench.rules.interpreter.RandomSource} and a step budget, so that a runaway rule fails with a
 * {@link org.hexbench.rules.interpreter.RuleError} naming the hook and the line instead of hanging the game. Rules act
 * only by emitting {@link org.hexbench.rules.interpreter.Effect}s, which the engine binding turns into instructions.
 * Random events are checked once per turn, each independently (Xconq 7.1 GDL Reference Manual, Random Events; HexTC2
 * rules, COMP202 Winter 2005 Assignment 6).
 */
package org.hexbench.rules.interpreter;
