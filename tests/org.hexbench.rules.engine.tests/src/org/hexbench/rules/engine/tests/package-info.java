/**
 * Tests of the rule language's engine binding, a fragment of {@code org.hexbench.rules.engine}: every item the rule
 * language, its completion, hovers, quick fixes and New Rule File template offer, proven through the engine on copies
 * of Riverford and Riverford Crossing (the {@code Riverford} fixture: hooks, roles, statements, expressions,
 * declarations, rule errors, IDE offers), the table of {@code bundles/org.hexbench.rules/README.md} checked against
 * the language and these tests ({@code RuleLanguageTableTest}), a generated robustness test that plays every hook with
 * every form in both turn systems ({@code GeneratedRulesTest}), and the HexTC2 example's rule file
 * ({@code examples/hextc2/hextc2.hbrules}) run rule by rule on set-up boards ({@code HexTc2RulesTest} on the
 * {@code HexTc2Table} fixture) and as whole seeded games, with saves that replay after the rule file changed
 * ({@code HexTc2GameTest}).
 *
 * <p>They left the language runtime's tests ({@code org.hexbench.rules.tests}) with the binding itself, so that the
 * language runtime and its tests build and run without the engine.
 */
package org.hexbench.rules.engine.tests;
