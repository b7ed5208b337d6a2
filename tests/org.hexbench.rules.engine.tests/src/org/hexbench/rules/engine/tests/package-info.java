/**
 * Tests of the rule language's engine binding, a fragment of {@code org.hexbench.rules.engine}: the HexTC2 example's
 * rule file ({@code examples/hextc2/hextc2.hbrules}) run by the engine, rule by rule on set-up boards
 * ({@code HexTc2RulesTest} on the {@code HexTc2Table} fixture) and as whole seeded games between random players,
 * with saves that replay after the rule file changed ({@code HexTc2GameTest}).
 *
 * <p>They left the language runtime's tests ({@code org.hexbench.rules.tests}) with the binding itself, so that the
 * language runtime and its tests build and run without the engine.
 */
package org.hexbench.rules.engine.tests;
