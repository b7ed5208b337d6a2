/**
 * The rule language's binding to the game engine: a scenario's {@code .hbrules} file run as the engine's
 * {@link org.hexbench.engine.rules.Rules} SPI.
 *
 * <p>{@link org.hexbench.rules.engine.RuleBinding} finds the rule file a scenario's master names, has the language
 * runtime ({@code org.hexbench.rules}) parse, link, validate and compile it, and wraps the compiled rules in
 * {@link org.hexbench.rules.engine.ScriptedRules}. The language runtime reaches a game only through its own interfaces
 * in {@code org.hexbench.rules.interpreter} ({@code RuleWorld}, {@code RandomSource}, {@code ElementIndex}); this
 * package implements them over the engine's world state, seeded generator and catalog, and turns the effects rules
 * emit into engine instructions recorded in each command's program, so a saved game replays without its rules
 * (Hexkit's command history: the world changes only through recorded instructions).
 *
 * <p>The binding is a bundle of its own so that the language runtime, its IDE services ({@code org.hexbench.rules.ide})
 * and the rule editor ({@code org.hexbench.ui.rules}) do not require the engine; what plays games (the command line,
 * the Play perspective, the benchmarks) requires this bundle.
 */
package org.hexbench.rules.engine;
