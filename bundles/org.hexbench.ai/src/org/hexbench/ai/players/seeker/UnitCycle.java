package org.hexbench.ai.players.seeker;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.random.RandomGenerator;
import org.hexbench.engine.command.Attack;
import org.hexbench.engine.command.Command;
import org.hexbench.engine.command.Move;
import org.hexbench.engine.world.Entity;

/**
 * Seeker's unit cycle (Hexkit User's Guide §9.8.1 steps 1–3; §9.8.2 Initialization, §9.8.3 Unit Actions, §9.8.4
 * Cycle Control), which gives the faction's Attack and Move orders one at a time: the game executes each before the
 * cycle continues, so the cycle sees every outcome as Hexkit's does.
 *
 * <p><b>Initialization.</b> The active units are the faction's placed units that can attack or move; the current
 * unit index starts at zero, the minimum attack odds at four; the engaged attack targets start empty. The other
 * target lists ({@link SeekerTargets}) are read afresh for every decision.
 *
 * <p><b>Unit actions</b>, for the current unit:
 * <ol>
 * <li>Select an attack target if it is a combat unit (or one that fights by moving onto enemy units,
 * {@link Situation#fightsByMoving}) that can still move or the odds are still positive: a mobile
 * attack ({@link AttackTarget#selectMobile}) if it can move, else a stationary one, the engaged targets preferred;
 * the target becomes engaged.</li>
 * <li>Select a movement target if it can move and no attack target is in range or the odds are below two: a free
 * capture target if it can capture; if it needs a supply resource with priority 60 % or more, move at once to a
 * medium-range capture target, else to a site that supplies it (attacking first unless the odds are zero); else a
 * garrison target.</li>
 * <li>Apply the target heuristics: no target, next unit; only an attack target, attack or move towards it; only a
 * movement target, move; the same target or both reached, attack or move; otherwise <em>improve the attack
 * position</em> (a movement target at this turn's reach that is an attack position, or a nearby garrison that is),
 * <em>drop garrison targets</em>, <em>prefer capture targets</em> (at least as close as the enemy, or at medium range
 * unless the unit must stay to guard a more valuable site from enemies that can capture), else <em>prefer the attack
 * target</em>.</li>
 * <li>Execute the attack as a conditional group attack at the current odds ({@link GroupAttack}); if the target
 * was cleared and the unit can still move, select targets again for it; else execute the movement, if any.</li>
 * <li>Execute the movement: a Move to the target, or as far along the best path to it as the unit gets this turn;
 * if the unit can still attack (or fight by moving), select targets again for it.</li>
 * </ol>
 *
 * <p><b>Cycle control.</b> Units that became inactive leave the list. The index advances with wrap-around; when it
 * comes back to zero without any order given since, the cycle ends if the odds are zero or no unit found a target,
 * else the odds drop by one and the cycle goes on.
 *
 * <p>Hexbench's simultaneous turns: a unit's order is a directive for the turn's resolution, after which the unit
 * counts as inactive ({@link Situation}); nothing changes on the map until the turn resolves. As a safeguard
 * against rules whose commands do not use up a unit's abilities, a unit that was given four orders in one turn
 * leaves the cycle.
 */
public final class UnitCycle {

    /** The most orders one unit is given in a turn. */
    public static final int ORDERS_PER_UNIT = 4;

    private enum Step { SELECT, CONTROL }

    /** A decision for the current unit: attack a target (or -1), then (or else) move towards a site (or -1). */
    private record Plan(int attack, int moveGoal) {
        static final Plan NOTHING = new Plan(-1, -1);

        static Plan move(int goal) {
            return new Plan(-1, goal);
        }
    }

    /** What remains to do for the current unit once the game has executed its order. */
    private sealed interface Continuation permits AfterAttack, AfterMove {
    }

    private record AfterAttack(int unit, int target, int moveGoal) implements Continuation {
    }

    private record AfterMove(int unit) implements Continuation {
    }

    private final SeekerOptions options;
    private final RandomGenerator random;
    private final LossComparison comparison;
    private final List<Integer> active = new ArrayList<>();
    private final Set<Integer> engaged = new LinkedHashSet<>();
    private final Deque<Attack> groupRest = new ArrayDeque<>();
    private final Map<Integer, Integer> ordersGiven = new HashMap<>();
    private int index;
    private int odds = AttackOdds.INITIAL;
    private boolean issued;
    private boolean targetsFound;
    private boolean finished;
    private Continuation continuation;

    private UnitCycle(SeekerOptions options, RandomGenerator random, LossComparison comparison) {
        this.options = options;
        this.random = random;
        this.comparison = comparison;
    }

    /**
     * Initializes the cycle (§9.8.2); the loss comparison is selected once, now (§9.4.1).
     *
     * @param situation the game as the turn begins
     * @param options the player's options
     * @param random the player's random source
     * @return the cycle
     */
    public static UnitCycle begin(Situation situation, SeekerOptions options, RandomGenerator random) {
        UnitCycle cycle = new UnitCycle(options, random,
                LossComparison.select(situation.world(), situation.supply()));
        for (Entity u : situation.units()) {
            if (situation.isActive(u)) {
                cycle.active.add(u.id());
            }
        }
        return cycle;
    }

    /** @return the current minimum attack odds */
    public int odds() {
        return odds;
    }

    /** @return the loss comparison selected for this turn */
    public LossComparison comparison() {
        return comparison;
    }

    /** @return whether the cycle has ended */
    public boolean isFinished() {
        return finished;
    }

    /**
     * Continues the cycle with the game as it is now.
     *
     * @param situation the game now (after the previous order was executed)
     * @return the next Attack or Move order, or {@code null} when the cycle has ended
     */
    public Command next(Situation situation) {
        Attack rest = nextOfGroup(situation);
        if (rest != null) {
            return given(rest);
        }
        Step step = Step.SELECT;
        if (continuation != null) {
            Continuation c = continuation;
            continuation = null;
            prune(situation);
            Object resumed = resume(situation, c);
            if (resumed instanceof Command order) {
                return given(order);
            }
            step = (Step) resumed;
        }
        for (int guard = 0; !finished && guard < 100_000; guard++) {
            prune(situation);
            if (active.isEmpty()) {
                break;
            }
            if (step == Step.CONTROL || index < 0) {
                if (!cycleControl()) {
                    break;
                }
            }
            Entity unit = situation.entity(active.get(index));
            Command order = execute(situation, unit, decide(situation, unit));
            if (order != null) {
                return given(order);
            }
            step = Step.CONTROL;
        }
        finished = true;
        return null;
    }

    private Command given(Command order) {
        issued = true;
        for (int id : CombatEstimate.unitsOf(order)) {
            ordersGiven.merge(id, 1, Integer::sum);
        }
        return order;
    }

    /** The rest of a group attack: the next site's Attack, while the target holds enemies and they can attack it. */
    private Attack nextOfGroup(Situation situation) {
        while (!groupRest.isEmpty()) {
            Attack planned = groupRest.poll();
            if (!situation.hasEnemies(planned.target())) {
                groupRest.clear();
                return null;
            }
            List<Entity> able = new ArrayList<>();
            for (int id : planned.units()) {
                Entity u = situation.entity(id);
                if (u != null && situation.isActive(u) && situation.canAttackTarget(u, planned.target())) {
                    able.add(u);
                }
            }
            if (able.size() == 1 || !able.isEmpty()
                    && Arrays.binarySearch(situation.attackTargets(able), planned.target()) >= 0) {
                return new Attack(able.stream().map(Entity::id).toList(), planned.target());
            }
            for (Entity u : able) {
                groupRest.push(new Attack(List.of(u.id()), planned.target()));
            }
        }
        return null;
    }

    /** Removes units that became inactive (or were given their share of orders) and finds the current unit again. */
    private void prune(Situation situation) {
        Integer current = index >= 0 && index < active.size() ? active.get(index) : null;
        active.removeIf(id -> {
            Entity u = situation.entity(id);
            return u == null || !situation.isActive(u) || ordersGiven.getOrDefault(id, 0) >= ORDERS_PER_UNIT;
        });
        index = current == null ? -1 : active.indexOf(current);
    }

    /** What to do for the current unit after its order was executed (§9.8.3 Execute Attack, Execute Movement). */
    private Object resume(Situation situation, Continuation c) {
        int id = c instanceof AfterAttack a ? a.unit() : ((AfterMove) c).unit();
        Entity unit = situation.entity(id);
        if (unit == null || index < 0 || active.get(index) != id) {
            index = -1;
            return Step.CONTROL;
        }
        if (c instanceof AfterAttack a) {
            if (!situation.hasEnemies(a.target()) && situation.canMove(unit)) {
                return Step.SELECT;
            }
            if (a.moveGoal() >= 0 && situation.canMove(unit)) {
                Move move = moveToward(situation, unit, a.moveGoal());
                if (move != null) {
                    continuation = new AfterMove(id);
                    return move;
                }
            }
            return Step.CONTROL;
        }
        return situation.canFight(unit) ? Step.SELECT : Step.CONTROL;
    }

    /** §9.8.4: advances the index; false when the cycle ends. */
    private boolean cycleControl() {
        if (active.isEmpty()) {
            return false;
        }
        index = index + 1 >= active.size() ? 0 : index + 1;
        if (index == 0) {
            if (issued) {
                issued = false;
                targetsFound = false;
            } else if (odds <= 0 || !targetsFound) {
                return false;
            } else {
                odds--;
                targetsFound = false;
            }
        }
        return true;
    }

    /** §9.8.3 Select Attack Target, Select Move Target and Apply Target Heuristics. */
    private Plan decide(Situation situation, Entity unit) {
        boolean canMove = situation.canMove(unit);
        int limit = options.targetLimit();
        SeekerTargets targets = situation.targets();
        AttackTarget attack = null;
        if ((situation.isCombatUnit(unit) || situation.fightsByMoving(unit)) && (canMove || odds > 0)) {
            attack = canMove
                    ? AttackTarget.selectMobile(situation, unit, targets.attack(), engaged, comparison, limit, random)
                    : AttackTarget.selectStationary(situation, unit, comparison, limit, random);
            if (attack != null) {
                engaged.add(attack.site());
            }
        }
        MoveTarget move = null;
        if (canMove && (attack == null || attack.reach().category() != RangeCategory.SHORT || odds < 2)) {
            if (situation.canCapture(unit)) {
                move = MoveTarget.select(situation, unit, targets.freeCapture(), -1, limit, random);
            }
            Supply.Requirement need = situation.supply().required(unit);
            if (need != null && need.isUrgent()) {
                if (move != null && move.reach().category() == RangeCategory.MEDIUM) {
                    targetsFound = true;
                    return Plan.move(move.site());
                }
                MoveTarget supply = MoveTarget.select(situation, unit, situation.supply().targets(need.resource()),
                        need.resource(), limit, random);
                if (supply != null) {
                    targetsFound = true;
                    return new Plan(attack != null && odds > 0 ? attack.site() : -1, supply.site());
                }
            }
            if (move == null) {
                move = MoveTarget.select(situation, unit, targets.garrison(), -1, limit, random);
            }
        }
        if (attack == null && move == null) {
            return Plan.NOTHING;
        }
        targetsFound = true;
        if (move == null) {
            return approach(attack);
        }
        if (attack == null) {
            return Plan.move(move.site());
        }
        return choose(situation, unit, attack, move, targets);
    }

    /** Apply Target Heuristics for two valid targets. */
    private Plan choose(Situation situation, Entity unit, AttackTarget attack, MoveTarget move,
            SeekerTargets targets) {
        Reach toAttack = attack.reach();
        Reach toMove = move.reach();
        if (attack.site() == move.site()
                || toAttack.category() == RangeCategory.SHORT && toMove.category() == RangeCategory.SHORT) {
            return approach(attack);
        }
        // improve attack position
        if (toAttack.category().isThisTurn()) {
            if (toMove.category().isThisTurn() && situation.inAttackRange(unit, move.site(), attack.site())) {
                return Plan.move(move.site());
            }
            boolean remoteCapture = targets.isFreeCapture(move.site()) && toMove.category() == RangeCategory.LONG;
            boolean idleGarrison = targets.isGarrison(move.site())
                    && !situation.inAttackRange(unit, move.site(), attack.site());
            if (remoteCapture || idleGarrison) {
                int garrison = garrisonAttackPosition(situation, unit, attack.site(), targets);
                if (garrison == unit.site()) {
                    return new Plan(attack.site(), -1);
                }
                if (garrison >= 0) {
                    return Plan.move(garrison);
                }
            }
        }
        // drop garrison targets
        if (targets.isGarrison(move.site())) {
            return approach(attack);
        }
        // prefer capture targets
        if (!Reach.closer(toAttack, toMove)) {
            return Plan.move(move.site());
        }
        if (toMove.category() == RangeCategory.MEDIUM && !mustGuard(situation, unit, attack, move)) {
            return new Plan(attack.site(), move.site());
        }
        // prefer attack target
        return approach(attack);
    }

    /** Attack the target if possible, else move to a position from which the unit can. */
    private static Plan approach(AttackTarget attack) {
        Reach reach = attack.reach();
        return new Plan(attack.site(), reach.category() == RangeCategory.SHORT ? -1 : reach.position());
    }

    /**
     * A garrison target from which the unit can attack the target: its own site (short range), else the nearest it
     * can move to this turn (medium range); -1 if there is none.
     */
    private static int garrisonAttackPosition(Situation situation, Entity unit, int target, SeekerTargets targets) {
        int here = unit.site();
        if (targets.isGarrison(here) && situation.inAttackRange(unit, here, target)) {
            return here;
        }
        int best = -1;
        for (int g : targets.garrison()) {
            if (situation.canMoveTo(unit, g) && !situation.hasEnemies(g) && situation.inAttackRange(unit, g, target)
                    && (best < 0 || situation.distance(here, g) < situation.distance(here, best))) {
                best = g;
            }
        }
        return best;
    }

    /**
     * The exception of Prefer Capture Targets: the unit is the last combat unit on its site, the site can be
     * captured, the attack target holds enemy units that can capture, and the unit's site is worth more to the
     * faction than the capture target.
     */
    private static boolean mustGuard(Situation situation, Entity unit, AttackTarget attack, MoveTarget move) {
        int here = unit.site();
        for (Entity other : situation.world().site(here).units()) {
            if (other.id() != unit.id() && situation.isCombatUnit(other)) {
                return false;
            }
        }
        if (!SeekerTargets.isCapturable(situation.world(), here)) {
            return false;
        }
        boolean captors = situation.world().site(attack.site()).units().stream().anyMatch(situation::canCapture);
        return captors && situation.valuation().evaluate(here) > situation.valuation().evaluate(move.site());
    }

    /** §9.8.3 Execute Attack and Execute Movement: the first order of a plan, or null if it leads to none. */
    private Command execute(Situation situation, Entity unit, Plan plan) {
        if (plan.attack() >= 0 && situation.canFightAt(unit, plan.attack())) {
            List<Entity> activeUnits = new ArrayList<>();
            for (int id : active) {
                activeUnits.add(situation.entity(id));
            }
            GroupAttack group = GroupAttack.attempt(situation, unit, plan.attack(), activeUnits, odds);
            if (group != null) {
                List<Command> orders = group.orders(situation);
                for (Command rest : orders.subList(1, orders.size())) {
                    groupRest.add((Attack) rest); // only Attack groups have more than one order
                }
                continuation = new AfterAttack(unit.id(), plan.attack(), plan.moveGoal());
                return orders.get(0);
            }
        }
        if (plan.moveGoal() >= 0 && situation.canMove(unit)) {
            Move move = moveToward(situation, unit, plan.moveGoal());
            if (move != null) {
                continuation = new AfterMove(unit.id());
                return move;
            }
        }
        return null;
    }

    /**
     * A Move towards a site: onto it if the unit can get there this turn, else as far along its best path as the
     * unit gets (Hexkit's Move command goes as far as it can; Hexbench's Move names a site the unit reaches this
     * turn). Never onto units of another faction.
     */
    private static Move moveToward(Situation situation, Entity unit, int goal) {
        int here = unit.site();
        if (goal == here) {
            return null;
        }
        if (situation.canMoveTo(unit, goal) && !situation.hasEnemies(goal)) {
            return new Move(List.of(unit.id()), goal);
        }
        int[] path = situation.movePath(unit, goal);
        for (int i = path.length - 1; i > 0; i--) {
            if (situation.canMoveTo(unit, path[i]) && !situation.hasEnemies(path[i])) {
                return new Move(List.of(unit.id()), path[i]);
            }
        }
        return null;
    }
}
