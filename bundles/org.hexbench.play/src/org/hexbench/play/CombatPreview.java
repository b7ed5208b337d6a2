package org.hexbench.play;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.hexbench.engine.command.Attack;
import org.hexbench.engine.game.Game;
import org.hexbench.engine.world.Entity;
import org.hexbench.engine.world.StateHash;
import org.hexbench.engine.world.WorldState;

/**
 * The expected losses of an attack, shown while hovering over its target (Hexkit User's Guide §2.7.2 Attack Site: "a
 * rough estimate of the expected losses on both sides ... expressed as a percentage of the total current strength of
 * both sides"; §2.8.2: the estimate shows in the status bar while hovering over a target). Estimated by trial: the
 * attack is played out on {@value #TRIALS} copies of the game ({@link Game#copy}: the world copied, not replayed),
 * each with dice of its own drawn from a stream unrelated to the game's, under the game's own rules (default or rule file alike), and the
 * strength each side lost is averaged. The game itself, its history and its random stream are never touched, and the
 * estimate reveals nothing of the dice the game will roll.
 *
 * @param attackerStrength the attackers' strength before the attack
 * @param defenderStrength the defenders' strength before the attack
 * @param attackerLoss the attackers' average strength loss
 * @param defenderLoss the defenders' average strength loss
 * @param trials how many trial attacks were averaged
 */
public record CombatPreview(int attackerStrength, int defenderStrength, double attackerLoss, double defenderLoss,
        int trials) {

    /** How many trial attacks an estimate averages. */
    public static final int TRIALS = 24;

    /**
     * Estimates an attack by trial.
     *
     * @param game the game (read only; call it under the session's lock)
     * @param units the attacking unit ids
     * @param target the attacked site
     * @return the estimate; empty when the rules reject the attack
     */
    public static Optional<CombatPreview> of(Game game, List<Integer> units, int target) {
        WorldState world = game.world();
        if (target < 0 || target >= world.siteCount()) {
            return Optional.empty();
        }
        List<Integer> defenders = world.site(target).units().stream().map(Entity::id).toList();
        int attackStrength = world.strengthOf(units);
        int defenceStrength = world.strengthOf(defenders);
        // another stream than the game's: seeded by the state and the attack, never by the game's dice
        SplittableRandom dice = new SplittableRandom(StateHash.of(world) * 31 + units.hashCode() * 17L + target);
        double attackerLoss = 0;
        double defenderLoss = 0;
        Attack attack = new Attack(units, target);
        for (int t = 0; t < TRIALS; t++) {
            Game trial = game.copy(dice.nextLong());
            if (!trial.execute(attack).accepted()) {
                return Optional.empty();
            }
            attackerLoss += attackStrength - trial.world().strengthOf(units);
            defenderLoss += defenceStrength - trial.world().strengthOf(defenders);
        }
        return Optional.of(new CombatPreview(attackStrength, defenceStrength, attackerLoss / TRIALS,
                defenderLoss / TRIALS, TRIALS));
    }

    /** @return the attackers' expected loss in percent of the strength of both sides */
    public double attackerPercent() {
        return percent(attackerLoss);
    }

    /** @return the defenders' expected loss in percent of the strength of both sides */
    public double defenderPercent() {
        return percent(defenderLoss);
    }

    private double percent(double loss) {
        int total = attackerStrength + defenderStrength;
        return total == 0 ? 0 : 100 * loss / total;
    }

    /** @return the estimate in words, e.g. "Expected losses: attackers 8 %, defenders 31 % of both sides' strength" */
    public String describe() {
        return "Expected losses: attackers " + Math.round(attackerPercent()) + " %, defenders "
                + Math.round(defenderPercent()) + " % of both sides' strength";
    }

    /** @return the losses as they would read in a list, for tests and tooltips */
    @Override
    public String toString() {
        List<String> parts = new ArrayList<>();
        parts.add(describe());
        parts.add("(average of " + trials + " trial attacks)");
        return String.join(" ", parts);
    }
}
