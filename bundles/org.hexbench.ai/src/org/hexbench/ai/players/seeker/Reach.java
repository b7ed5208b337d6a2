package org.hexbench.ai.players.seeker;

/**
 * How a unit reaches a target site (Hexkit User's Guide §9.3.1 Reaching a Target): its range category, its distance
 * in map sites from the unit, the movement path cost to the position from which the unit has reached it (needed, and
 * searched, only at long range: §9.3.3 compares medium-range targets by distance), and that position (the target
 * itself for a movement target; for an attack target a site from which the unit can attack it, its own site at short
 * range).
 *
 * @param target the target site
 * @param category its range category
 * @param distance its distance from the unit's site, in map sites
 * @param pathCost the path cost to {@code position} at long range (0 at short and medium range)
 * @param position where the unit must stand to have reached the target
 */
public record Reach(int target, RangeCategory category, int distance, double pathCost, int position) {

    /**
     * The range ordering of §9.3.3 Comparing Ranges: the unit is closer to {@code a} than to {@code b} if a is at
     * short range and b is not; a is at medium range and b at long range; both are at medium range and a is at the
     * smaller distance (map distance, not path cost, "to create more realistic looking actions"); or both are at
     * long range and the path to reach a costs less.
     *
     * @param a a target's reach
     * @param b another target's reach by the same unit
     * @return whether a is closer than b
     */
    public static boolean closer(Reach a, Reach b) {
        return compareCategory(a, b) < 0;
    }

    private static int compareCategory(Reach a, Reach b) {
        if (a.category != b.category) {
            return a.category.ordinal() - b.category.ordinal();
        }
        return switch (a.category) {
            case SHORT -> 0;
            case MEDIUM -> Integer.compare(a.distance, b.distance);
            case LONG -> Double.compare(a.pathCost, b.pathCost);
        };
    }

    /**
     * The first two conditions of both target selections (§9.4.2 Mobile Attack, §9.5.2): a target the unit can act on
     * this turn (short or medium range) before a long-range one; of two long-range targets the one whose path costs
     * less.
     *
     * @param a a target's reach
     * @param b another target's reach by the same unit
     * @return negative if a is preferred, positive if b is, 0 if these conditions do not decide
     */
    public static int compareThisTurnThenPathCost(Reach a, Reach b) {
        if (a.category.isThisTurn() != b.category.isThisTurn()) {
            return a.category.isThisTurn() ? -1 : 1;
        }
        return a.category == RangeCategory.LONG ? Double.compare(a.pathCost, b.pathCost) : 0;
    }

    /**
     * The later range conditions of both target selections (§9.4.2 Mobile Attack 6–7, §9.5.2 4–5): short before
     * medium range; of two medium-range targets the nearer.
     *
     * @param a a target's reach
     * @param b another target's reach by the same unit, both short or medium range
     * @return negative if a is preferred, positive if b is, 0 if these conditions do not decide
     */
    public static int compareShortThenDistance(Reach a, Reach b) {
        if (a.category != b.category) {
            return a.category == RangeCategory.SHORT ? -1 : 1;
        }
        return a.category == RangeCategory.MEDIUM ? Integer.compare(a.distance, b.distance) : 0;
    }

}
