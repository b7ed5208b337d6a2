package org.hexbench.ai.players.seeker;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.hexbench.engine.command.Attack;
import org.hexbench.engine.command.Command;
import org.hexbench.engine.command.Move;
import org.hexbench.engine.world.Entity;

/**
 * An attack group composed around a leading unit (Hexkit User's Guide §9.4.4, Conditional Group Attack, Hexkit's
 * AlgorithmGeneral.AttemptGroupAttack): the leader alone attacks if the required odds are met ({@link AttackOdds});
 * otherwise the active units that can also attack the target from where they stand join one at a time, in the order
 * of the active units, until the odds are met, and none ever leaves again. With odds of zero or less the leader and
 * every such unit attack unconditionally (PerformGroupAttack).
 *
 * <p>Hexbench's Attack command takes units standing on one site, so a group drawn from several sites attacks as one
 * Attack per site, the leader's site first and the others in the order their first unit joined (see
 * {@link #orders}); the later ones follow as long as the target still holds enemy units.
 *
 * <p>A unit that fights by moving onto enemy units ({@link Situation#fightsByMoving}) attacks alone: its attack is a
 * Move, which neither takes units from other sites nor lets them join, so the group reduces to the leader, whose
 * Move is made if it meets the odds, and only if playing it out shows a battle (a loss on either side): where the
 * rules let units share a site with enemies in peace, such a move is no attack.
 *
 * @param target the target site
 * @param attackers the leader first, then the support units in the order they joined
 */
public record GroupAttack(int target, List<Entity> attackers) {

    /**
     * Copies the attackers.
     *
     * @param target the target site
     * @param attackers the attackers, leader first
     */
    public GroupAttack {
        attackers = List.copyOf(attackers);
    }

    /**
     * Composes a group attack.
     *
     * @param situation the game
     * @param leader the leading unit, which can attack the target from where it stands
     * @param target the target site
     * @param active the active units, from which support units are drawn
     * @param odds the required minimum odds
     * @return the group, or {@code null} if even all support units do not meet the odds
     */
    public static GroupAttack attempt(Situation situation, Entity leader, int target, List<Entity> active, int odds) {
        List<Entity> group = new ArrayList<>(List.of(leader));
        if (!situation.isCombatUnit(leader)) {
            CombatEstimate battle = estimate(situation, group, target);
            boolean fought = battle.attackerLosses() > 0 || battle.defenderLosses() > 0;
            return fought && AttackOdds.met(battle, odds) ? new GroupAttack(target, group) : null;
        }
        if (odds <= 0) {
            group.addAll(supporters(situation, leader, target, active));
            return new GroupAttack(target, group);
        }
        if (AttackOdds.met(estimate(situation, group, target), odds)) {
            return new GroupAttack(target, group);
        }
        for (Entity support : supporters(situation, leader, target, active)) {
            group.add(support);
            if (AttackOdds.met(estimate(situation, group, target), odds)) {
                return new GroupAttack(target, group);
            }
        }
        return null;
    }

    private static CombatEstimate estimate(Situation situation, List<Entity> group, int target) {
        return situation.trialEstimate(new GroupAttack(target, group).orders(situation), target);
    }

    private static List<Entity> supporters(Situation situation, Entity leader, int target, List<Entity> active) {
        List<Entity> result = new ArrayList<>();
        for (Entity u : active) {
            if (u.id() != leader.id() && situation.canAttackTarget(u, target)) {
                result.add(u);
            }
        }
        return result;
    }

    /**
     * The group's Attack orders: one per site the attackers stand on, the leader's first; where the units of one
     * site cannot attack together (a rule hook may judge a group otherwise than its units), each attacks alone. A
     * leader that fights by moving has one order: its Move onto the target.
     *
     * @param situation the game
     * @return the orders, in the order to give them
     */
    public List<Command> orders(Situation situation) {
        Entity leader = attackers.get(0);
        if (!situation.isCombatUnit(leader)) {
            return List.of(new Move(List.of(leader.id()), target));
        }
        Map<Integer, List<Entity>> bySite = new LinkedHashMap<>();
        for (Entity u : attackers) {
            bySite.computeIfAbsent(u.site(), s -> new ArrayList<>()).add(u);
        }
        List<Command> orders = new ArrayList<>();
        for (List<Entity> stack : bySite.values()) {
            if (stack.size() == 1 || Arrays.binarySearch(situation.attackTargets(stack), target) >= 0) {
                orders.add(new Attack(stack.stream().map(Entity::id).toList(), target));
            } else {
                for (Entity u : stack) {
                    orders.add(new Attack(List.of(u.id()), target));
                }
            }
        }
        return orders;
    }
}
