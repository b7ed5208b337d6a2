package org.hexbench.ai.players.seeker;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.hexbench.engine.command.Attack;
import org.hexbench.engine.command.Command;
import org.hexbench.engine.command.Move;
import org.hexbench.engine.game.Game;
import org.hexbench.engine.rules.Losses;
import org.hexbench.engine.rules.RuleContext;
import org.hexbench.engine.rules.Rules;
import org.hexbench.engine.world.Entity;
import org.hexbench.engine.world.WorldState;

/**
 * Hexkit's CombatResults (Hexkit User's Guide §9.4.1 Comparing Losses): the estimated strength losses of an attack
 * on each side, with the strength each side had before, in absolute and relative terms. A loss never exceeds the
 * strength a side has.
 *
 * <p>Hexkit estimates losses with Unit.EstimateLosses, which a rule script overrides to match its combat. Hexbench
 * has the same hook ({@link Rules#estimateLosses}, Hexkit's default: the defenders lose the attackers' strength, the
 * attackers the difference), but its rule files change combat (damage, hits, battles) without a way to change the
 * estimate. So there are two estimates here: {@link #of} asks the rules' hook, as Hexkit does, and Seeker compares
 * targets by it; {@link #byTrial} plays the attack out on copies of the game with dice of their own and averages the
 * losses (as the Play perspective's combat preview does), and Seeker decides by it whether an attack meets the
 * required odds (§9.4.4), which is what keeps its units from attacking to their death. Where a unit fights by moving
 * onto enemy units (HexTC2's battles), the trial plays out that Move.
 *
 * @param attackerStrength the attackers' total strength before the battle
 * @param defenderStrength the defenders' total strength before the battle
 * @param attackerLosses the attackers' estimated strength loss
 * @param defenderLosses the defenders' estimated strength loss
 */
public record CombatEstimate(double attackerStrength, double defenderStrength, double attackerLosses,
        double defenderLosses) {

    /** How many trial attacks {@link #byTrial} averages. */
    public static final int TRIALS = 8;

    /**
     * Estimates an attack by the rules' estimate (Hexkit Unit.EstimateLosses).
     *
     * @param world the world state
     * @param rules the rules
     * @param attackers the attacking units
     * @param target the target site
     * @return the estimate
     */
    public static CombatEstimate of(WorldState world, Rules rules, List<Entity> attackers, int target) {
        int attack = strength(world, attackers);
        int defence = strength(world, world.site(target).units());
        Losses losses = rules.estimateLosses(world, attackers, target);
        return new CombatEstimate(attack, defence, Math.max(0, Math.min(attack, losses.attacker())),
                Math.max(0, Math.min(defence, losses.defender())));
    }

    /**
     * Estimates an attack by trial: on each of {@link #TRIALS} copies of the game, with dice drawn from the given
     * seed (never the game's), the attackers' Attack orders (or the Move onto the target of a unit that fights by
     * moving) are carried out as the game would carry them out (one per site, in the given order, while the target
     * holds enemy units), and the strength each side lost is
     * averaged. If the rules fail on a copy, the rules' estimate ({@link #of}) is used instead.
     *
     * @param situation the game
     * @param orders the Attack orders of the attackers, each from where its units stand, or a Move onto the target
     * @param target the target site
     * @param seed the seed of the trials' dice
     * @return the estimate
     */
    public static CombatEstimate byTrial(Situation situation, List<? extends Command> orders, int target, long seed) {
        WorldState world = situation.world();
        List<Integer> attackers = new ArrayList<>();
        for (Command order : orders) {
            attackers.addAll(unitsOf(order));
        }
        List<Integer> defenders = world.site(target).units().stream().map(Entity::id).toList();
        int attack = strength(world, attackers.stream().map(world::entity).toList());
        int defence = strength(world, world.site(target).units());
        SplittableRandom dice = new SplittableRandom(seed);
        double attackerLoss = 0;
        double defenderLoss = 0;
        try {
            for (int t = 0; t < TRIALS; t++) {
                Game trial = situation.trial(dice.nextLong());
                for (Command order : orders) {
                    RuleContext context = trial.context(situation.faction());
                    if (!trial.world().site(target).hasAlienUnits(situation.faction())
                            || order.validate(context) != null) {
                        continue;
                    }
                    order.generate(context);
                }
                attackerLoss += attack - trial.world().strengthOf(attackers);
                defenderLoss += defence - trial.world().strengthOf(defenders);
            }
        } catch (RuntimeException | StackOverflowError e) {
            return of(world, situation.rules(), attackers.stream().map(world::entity).toList(), target);
        }
        return new CombatEstimate(attack, defence, Math.max(0, Math.min(attack, attackerLoss / TRIALS)),
                Math.max(0, Math.min(defence, defenderLoss / TRIALS)));
    }

    /**
     * @param order an Attack or Move order
     * @return the units it gives the order to
     */
    static List<Integer> unitsOf(Command order) {
        return order instanceof Attack a ? a.units() : ((Move) order).units();
    }

    private static int strength(WorldState world, List<Entity> units) {
        int sum = 0;
        for (Entity u : units) {
            sum += Math.max(0, world.strength(u));
        }
        return sum;
    }

    /** @return the attackers' relative loss, 0..1 (1: annihilation) */
    public double attackerPercent() {
        return share(attackerLosses, attackerStrength);
    }

    /** @return the defenders' relative loss, 0..1 (1: annihilation) */
    public double defenderPercent() {
        return share(defenderLosses, defenderStrength);
    }

    private static double share(double loss, double strength) {
        return strength <= 0 ? (loss > 0 ? 1 : 0) : loss / strength;
    }
}
