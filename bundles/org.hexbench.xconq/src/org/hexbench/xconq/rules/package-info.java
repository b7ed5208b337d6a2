/**
 * Xconq's rules for the engine: {@link org.hexbench.xconq.rules.XconqRules}, the engine's Rules driven by the tables
 * and type properties an imported module keeps in the scenario's Design section, read once by
 * {@link org.hexbench.xconq.rules.XconqDesign}. A scenario plays by them when its master's rule set is
 * {@value org.hexbench.xconq.rules.XconqRules#RULE_SET} (the import writes it); the game session picks them.
 */
package org.hexbench.xconq.rules;
