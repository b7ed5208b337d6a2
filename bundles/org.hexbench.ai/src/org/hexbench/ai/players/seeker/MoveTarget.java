package org.hexbench.ai.players.seeker;

import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;
import org.hexbench.engine.world.Entity;

/**
 * A movement target a unit selected (Hexkit User's Guide §9.5.2 Selecting a Target, Hexkit's
 * AlgorithmGeneral.SelectMoveTarget): the site, how the unit reaches it, and how much of a required supply resource
 * it provides. A unit has <em>reached</em> a movement target when it stands on it (§9.3.1).
 *
 * @param site the target site
 * @param reach how the unit reaches it
 * @param supplied how much of the required supply resource the site provides (0 when none is required)
 */
public record MoveTarget(int site, Reach reach, int supplied) {

    /**
     * How a unit reaches a movement target: short range if it stands on it, medium range if it may move there this
     * turn, long range if a path leads there.
     *
     * @param situation the game
     * @param unit a placed unit
     * @param target a site
     * @return the reach, or {@code null} if the unit cannot get there
     */
    public static Reach reach(Situation situation, Entity unit, int target) {
        int here = unit.site();
        int distance = situation.distance(here, target);
        if (target == here) {
            return new Reach(target, RangeCategory.SHORT, 0, 0, target);
        }
        if (situation.canMoveTo(unit, target)) {
            return new Reach(target, RangeCategory.MEDIUM, distance, 0, target);
        }
        PathCosts paths = situation.paths(unit);
        return paths.reaches(target) ? new Reach(target, RangeCategory.LONG, distance, paths.cost(target), target)
                : null;
    }

    /**
     * Selects a movement target (§9.5.2): among the candidates the unit can trace a path to (that provide the
     * required supply resource, if one is required), nearest first and at most {@code limit} of them, prefer (1) short
     * or medium over long range, (2) of two long-range targets the one with the cheaper path, (3) when a supply
     * resource is required, the one that provides more of it, (4) short over medium range, (5) of two medium-range
     * targets the nearer, (6) the higher valuation ({@link Valuation#selectValuable}).
     *
     * @param situation the game
     * @param unit the unit
     * @param candidates potential target sites
     * @param supplyResource the variable index of a required supply resource, or -1 for none
     * @param limit the target limit (§9.3.4)
     * @param random the player's random source
     * @return the selected target, or {@code null} if the unit can reach none
     */
    public static MoveTarget select(Situation situation, Entity unit, int[] candidates, int supplyResource, int limit,
            RandomGenerator random) {
        List<MoveTarget> examined = new ArrayList<>();
        for (int site : situation.nearestFirst(unit.site(), candidates)) {
            if (examined.size() >= limit) {
                break;
            }
            int supplied = supplyResource < 0 ? 0 : situation.supply().provided(site, supplyResource);
            if (supplyResource >= 0 && supplied <= 0) {
                continue;
            }
            Reach reach = reach(situation, unit, site);
            if (reach != null) {
                examined.add(new MoveTarget(site, reach, supplied));
            }
        }
        MoveTarget best = null;
        for (MoveTarget t : examined) {
            best = best == null ? t : prefer(situation, best, t, supplyResource >= 0, random);
        }
        return best;
    }

    private static MoveTarget prefer(Situation situation, MoveTarget a, MoveTarget b, boolean supply,
            RandomGenerator random) {
        int byRange = Reach.compareThisTurnThenPathCost(a.reach, b.reach);
        if (byRange != 0) {
            return byRange < 0 ? a : b;
        }
        if (supply && a.supplied != b.supplied) {
            return a.supplied > b.supplied ? a : b;
        }
        int byDistance = Reach.compareShortThenDistance(a.reach, b.reach);
        if (byDistance != 0) {
            return byDistance < 0 ? a : b;
        }
        return situation.valuation().selectValuable(a.site, b.site, random) == a.site ? a : b;
    }
}
