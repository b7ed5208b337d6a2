package org.hexbench.engine.rules;

/**
 * An estimate of the strength both sides lose in an attack (Hexkit Unit.EstimateLosses, digest A.6).
 *
 * @param attacker the attackers' estimated strength loss
 * @param defender the defenders' estimated strength loss
 */
public record Losses(int attacker, int defender) {
}
