package org.hexbench.ai.balance;

/**
 * One unit's class and strength at one moment of a game, as the {@link StrengthLedger} compares them.
 *
 * @param unitClass the unit class's id, e.g. {@code cavalry}
 * @param name the class's name as people read it, e.g. "Cavalry"
 * @param strength the unit's Strength (Hexkit User's Guide §3.5.3, standard variables; 1 when the scenario maps none)
 */
public record UnitStrength(String unitClass, String name, int strength) {
}
