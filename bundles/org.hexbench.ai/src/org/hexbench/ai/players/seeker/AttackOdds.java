package org.hexbench.ai.players.seeker;

/**
 * The condition of Hexkit's conditional attack, AlgorithmGeneral.AttemptAttack (Hexkit User's Guide §9.4.4
 * Conditional Attacks): with required minimum odds of n, an attack is made only if the defenders' relative losses are
 * at least 10 % × n or the attackers' do not exceed 10 % (inflict the damage the odds ask for, or at least suffer
 * none to speak of), and the attackers' relative losses are at most the defenders' divided by n (a favourable rate of
 * attrition). Odds of zero or less make the attack unconditional. Relative losses, since odds are ratios.
 */
public final class AttackOdds {

    /** Seeker's initial minimum odds (§9.8.2 Minimum Attack Odds). */
    public static final int INITIAL = 4;

    private AttackOdds() {
    }

    /**
     * @param estimate the attack's estimated losses
     * @param odds the required minimum odds n
     * @return whether the attack meets them
     */
    public static boolean met(CombatEstimate estimate, int odds) {
        if (odds <= 0) {
            return true;
        }
        double attacker = estimate.attackerPercent();
        double defender = estimate.defenderPercent();
        return (defender >= 0.1 * odds || attacker <= 0.1) && attacker <= defender / odds;
    }
}
