/**
 * The hooks a rule file can define and the values each receives: {@link org.hexbench.rules.hooks.HookKind} lists the
 * engine rules a file can override, after Hexkit's overridable Faction, Entity and Unit members (Hexkit User's Guide
 * §7.3 Extendable Classes) and pathfinding hooks (Hexkit User's Guide §8.3 Customizing Pathfinding);
 * {@link org.hexbench.rules.hooks.Role} names the values ({@code unit}, {@code attacker}, {@code site} ...) available
 * in each.
 */
package org.hexbench.rules.hooks;
