/**
 * The rule hooks of Hexkit's rule script (digest A.8) as a Java SPI: {@link org.hexbench.engine.rules.Rules} with
 * the default rules ({@link org.hexbench.engine.rules.DefaultRules}, Hexkit's "Default Rules.cs" semantics of
 * digest A.6 and A.9) as one implementation. Rules read the world state and emit instructions through a
 * {@link org.hexbench.engine.rules.RuleContext}; target finding uses the tiling bundle's Coverage, A* and
 * Visibility through {@link org.hexbench.engine.rules.Finder}.
 */
package org.hexbench.engine.rules;
