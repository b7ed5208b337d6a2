/**
 * The rule hooks of Hexkit's rule script (Hexkit User's Guide ch. 7 Custom Rules) as a Java SPI:
 * {@link org.hexbench.engine.rules.Rules} with
 * the default rules ({@link org.hexbench.engine.rules.DefaultRules}, Hexkit's "Default Rules.cs" semantics of
 * Hexkit User's Guide §7.3.7, §7.4 and ch. 8, including resource transfer and Automate) as one implementation. Rules
 * read the world
 * state and emit instructions through a {@link org.hexbench.engine.rules.RuleContext}, which also runs the data
 * change handlers (Hexkit Table 8) and inlines commands; target finding uses the tiling bundle's Coverage, A* and
 * Visibility through {@link org.hexbench.engine.rules.Finder}. {@link org.hexbench.engine.rules.DefeatCheck} is
 * step 1 of the turn sequence (Hexkit User's Guide §2.4.3 Turn Sequence) and
 * {@link org.hexbench.engine.rules.AutomationText} reads Automate texts (Hexkit User's Guide §6.4.4).
 */
package org.hexbench.engine.rules;
