package org.hexbench.ai.players.seeker;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import java.util.random.RandomGenerator;
import org.hexbench.engine.command.Move;
import org.hexbench.engine.world.Entity;
import org.hexbench.tiling.Tile;

/**
 * An attack target a unit selected (Hexkit User's Guide §9.4.2 Selecting a Target, Hexkit's
 * AlgorithmGeneral.SelectAttackTarget): the target site, how the unit reaches it, the estimated losses of its attack
 * there, and whether mobile enemy units stand there.
 *
 * <p>A unit has <em>reached</em> an attack target when it stands on a site from which it can attack it (§9.3.1): in
 * its attack range and, for line-of-sight attackers, in sight. Such a position never holds units of another faction
 * here: Seeker does not plan to move onto enemy units (under HexTC2's rules that would start a battle) except as the
 * attack itself. A unit that fights by moving ({@link Situation#fightsByMoving}: no Attack, but the rules make a move
 * onto enemy units a battle) attacks by that Move: it has reached a target that is one of its move targets (short
 * range), and its attack positions are the target's neighbours ({@link Situation#inAttackRange}).
 *
 * @param site the target site
 * @param reach how the unit reaches it (its position: where it attacks from)
 * @param estimate the estimated losses if the unit attacks it alone
 * @param mobileDefenders whether a unit there is mobile (Hexkit Unit.IsMobile)
 */
public record AttackTarget(int site, Reach reach, CombatEstimate estimate, boolean mobileDefenders) {

    /**
     * How a unit reaches an attack target: short range if it can attack it from where it stands, medium range if it
     * can move this turn to a site from which it can, long range if a path leads to such a site. The medium-range
     * position is the one fewest sites away from the unit, the long-range one the one with the cheapest path; among
     * equal ones the farthest from the target (ranged units keep their distance), then the lowest site index.
     *
     * @param situation the game
     * @param unit a placed unit
     * @param target a site with enemy units
     * @param mobile whether the unit may move (a mobile attack); if not only short range counts
     * @return the reach, or {@code null} if the unit cannot reach the target at all
     */
    public static Reach reach(Situation situation, Entity unit, int target, boolean mobile) {
        int here = unit.site();
        int distance = situation.distance(here, target);
        if (situation.inAttackRange(unit, here, target)) {
            return new Reach(target, RangeCategory.SHORT, distance, 0, here);
        }
        int range = situation.fightingRange(unit);
        if (!mobile || range <= 0) {
            return null;
        }
        List<Integer> thisTurn = new ArrayList<>();
        List<Integer> later = new ArrayList<>();
        int[] moves = situation.moveTargets(unit);
        for (Tile tile : situation.grid().range(situation.grid().tile(target), range)) {
            int p = situation.grid().indexOf(tile);
            if (p >= 0 && p != here && !situation.hasEnemies(p)) {
                (Arrays.binarySearch(moves, p) >= 0 ? thisTurn : later).add(p);
            }
        }
        Comparator<Integer> keepDistance = Comparator.comparingInt((Integer p) -> -situation.distance(p, target))
                .thenComparingInt(p -> p);
        thisTurn.sort(Comparator.comparingInt((Integer p) -> situation.distance(here, p)).thenComparing(keepDistance));
        for (int p : thisTurn) {
            if (situation.inAttackRange(unit, p, target)) {
                return new Reach(target, RangeCategory.MEDIUM, distance, 0, p);
            }
        }
        PathCosts paths = situation.paths(unit);
        later.removeIf(p -> !paths.reaches(p));
        later.sort(Comparator.comparingDouble((Integer p) -> paths.cost(p)).thenComparing(keepDistance));
        for (int p : later) {
            if (situation.inAttackRange(unit, p, target)) {
                return new Reach(target, RangeCategory.LONG, distance, paths.cost(p), p);
            }
        }
        return null;
    }

    /**
     * The stationary attack (§9.4.2): for a unit that cannot move, among the targets it can attack from where it
     * stands, nearest first and at most {@code limit} of them, prefer (1) a target with mobile units, (2) the greater
     * difference between enemy and friendly losses, (3) the higher valuation ({@link Valuation#selectValuable}).
     *
     * @param situation the game
     * @param unit the attacking unit
     * @param comparison how losses are compared this turn
     * @param limit the target limit (§9.3.4)
     * @param random the player's random source
     * @return the selected target, or {@code null} if there is none
     */
    public static AttackTarget selectStationary(Situation situation, Entity unit, LossComparison comparison,
            int limit, RandomGenerator random) {
        AttackTarget best = null;
        for (AttackTarget t : candidates(situation, unit, situation.attackTargets(unit), false, limit)) {
            best = best == null ? t : prefer(situation, best, t, comparison, random);
        }
        return best;
    }

    private static AttackTarget prefer(Situation situation, AttackTarget a, AttackTarget b,
            LossComparison comparison, RandomGenerator random) {
        if (a.mobileDefenders != b.mobileDefenders) {
            return a.mobileDefenders ? a : b;
        }
        double losses = comparison.compare(a.estimate, b.estimate);
        if (losses != 0) {
            return losses > 0 ? a : b;
        }
        return situation.valuation().selectValuable(a.site, b.site, random) == a.site ? a : b;
    }

    /**
     * The mobile attack (§9.4.2): for a unit that can move, among all targets it could attack, even after several
     * moves, nearest first and at most {@code limit} of them, prefer (1) short or medium over long range, (2) of two
     * long-range targets the one whose attack position costs less to reach, (3) a preferred target (one already
     * engaged, to group attacks), (4) a target with mobile units, (5) the greater difference between enemy and
     * friendly losses, (6) short over medium range, (7) of two medium-range targets the nearer, (8) the higher
     * valuation ({@link Valuation#selectValuable}).
     *
     * @param situation the game
     * @param unit the unit
     * @param candidates the potential targets (sites with enemy units)
     * @param preferred targets to prefer (the engaged attack targets)
     * @param comparison how losses are compared this turn
     * @param limit the target limit (§9.3.4)
     * @param random the player's random source
     * @return the selected target, or {@code null} if the unit can reach none
     */
    public static AttackTarget selectMobile(Situation situation, Entity unit, int[] candidates, Set<Integer> preferred,
            LossComparison comparison, int limit, RandomGenerator random) {
        AttackTarget best = null;
        for (AttackTarget t : candidates(situation, unit, candidates, true, limit)) {
            best = best == null ? t : preferMobile(situation, best, t, preferred, comparison, random);
        }
        return best;
    }

    private static AttackTarget preferMobile(Situation situation, AttackTarget a, AttackTarget b,
            Set<Integer> preferred, LossComparison comparison, RandomGenerator random) {
        int byRange = Reach.compareThisTurnThenPathCost(a.reach, b.reach);
        if (byRange != 0) {
            return byRange < 0 ? a : b;
        }
        boolean pa = preferred.contains(a.site);
        boolean pb = preferred.contains(b.site);
        if (pa != pb) {
            return pa ? a : b;
        }
        if (a.mobileDefenders != b.mobileDefenders) {
            return a.mobileDefenders ? a : b;
        }
        double losses = comparison.compare(a.estimate, b.estimate);
        if (losses != 0) {
            return losses > 0 ? a : b;
        }
        int byDistance = Reach.compareShortThenDistance(a.reach, b.reach);
        if (byDistance != 0) {
            return byDistance < 0 ? a : b;
        }
        return situation.valuation().selectValuable(a.site, b.site, random) == a.site ? a : b;
    }

    /** The reachable targets, nearest first (then by site index), at most {@code limit} of them. */
    private static List<AttackTarget> candidates(Situation situation, Entity unit, int[] sites, boolean mobile,
            int limit) {
        List<AttackTarget> result = new ArrayList<>();
        for (int site : situation.nearestFirst(unit.site(), sites)) {
            if (result.size() >= limit) {
                break;
            }
            Reach reach = situation.attackReach(unit, site, mobile);
            if (reach != null) {
                result.add(new AttackTarget(site, reach, estimate(situation, unit, site),
                        situation.world().site(site).units().stream().anyMatch(situation::isMobile)));
            }
        }
        return result;
    }

    /**
     * The estimated losses target selection compares: the rules' estimate (Hexkit's Unit.EstimateLosses); for a unit
     * that fights by moving and can move onto the target now, the battle played out by trial, since that Move is
     * what the unit would do and Hexbench's rule files have no estimate hook to describe their battles (Hexkit's rule
     * scripts override EstimateLosses to fit their combat, §9.4.1).
     */
    private static CombatEstimate estimate(Situation situation, Entity unit, int site) {
        if (!situation.isCombatUnit(unit) && situation.canFightAt(unit, site)) {
            return situation.trialEstimate(List.of(new Move(List.of(unit.id()), site)), site);
        }
        return CombatEstimate.of(situation.world(), situation.rules(), List.of(unit), site);
    }
}
