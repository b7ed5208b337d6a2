package org.hexbench.engine.rules;

/**
 * An estimate of the strength both sides lose in an attack (Hexkit Unit.EstimateLosses, Hexkit User's Guide §7.4.1
 * Attack Command).
 *
 * @param attacker the attackers' estimated strength loss
 * @param defender the defenders' estimated strength loss
 */
public record Losses(int attacker, int defender) {
}
