package org.hexbench.ai.players.mcts;

import org.hexbench.engine.world.Faction;
import org.hexbench.engine.world.WorldState;
import org.hexbench.scenario.Condition;
import org.hexbench.scenario.ConditionKind;
import org.hexbench.scenario.ConditionParameter;
import org.hexbench.scenario.ResourceClass;

/**
 * What a position is worth to each faction, in [0, 1], where a playout stops: a won game is 1, a lost one 0, a game
 * that ended without a winner (or reached its turn limit) ½ for every faction still in it. Any other position is
 * judged by the scenario's own terms (Hexkit User's Guide §4.7.1 Condition Members, §7.3.7 Attributes and Resources),
 * so that the same judgement serves every scenario:
 * <ul>
 * <li><b>victory progress</b> ({@value #PROGRESS}): for every victory threshold (a victory condition on sites, units or
 * unit strength; a resource's victory value) how far the faction has come, value / threshold, minus the best of the
 * other factions; the mean over the thresholds, mapped to [0, 1]. Winning is what the scenario asks for, so this
 * weighs most: a Riverford lord that spends the gold it needs for 2000 loses value for it, a Riverford Crossing lord
 * gains by every town it takes. Without any threshold (HexTC2 wins by the rules' hooks) material takes its weight;</li>
 * <li><b>material</b> ({@value #MATERIAL}): the faction's share of the summed unit strength of all living factions
 * (the Strength resource, or one per unit where the scenario maps none);</li>
 * <li><b>ground</b> ({@value #GROUND}): its share of the sites the living factions own;</li>
 * <li><b>reach</b> ({@value #REACH}): its share of the sites its placed units reach in fewer steps than any other
 * faction's ({@link #reach}), which rewards moving out towards the enemy and the sites still to take.</li>
 * </ul>
 * The judgement is squeezed into [{@value #FLOOR}, 1 − {@value #FLOOR}], so that a won or lost game always counts for
 * more than any judgement. The weights were chosen by playing the shipped examples against the {@code random} player
 * (the {@code org.hexbench.ai} README has the tournament).
 */
public final class StateEvaluation {

    /** The weight of the material share. */
    public static final double MATERIAL = 0.1;

    /** The weight of the share of owned sites. */
    public static final double GROUND = 0.1;

    /** The weight of the share of sites nearer to the faction's units than to any other faction's. */
    public static final double REACH = 0.1;

    /** The weight of the standing on the victory thresholds. */
    public static final double PROGRESS = 0.7;

    /** How far a judged position stays from a decided game's 0 and 1. */
    public static final double FLOOR = 0.05;

    private StateEvaluation() {
    }

    /**
     * @param world a position
     * @param finished whether play has ended there (the game is over or its turn limit reached)
     * @return the value of the position to each faction, by faction index
     */
    public static double[] values(WorldState world, boolean finished) {
        int n = world.factionCount();
        double[] values = new double[n];
        if (world.isGameOver() || finished) {
            int winner = world.isGameOver() ? world.winningFaction() : -1;
            for (int f = 0; f < n; f++) {
                values[f] = winner >= 0 ? (f == winner ? 1 : 0) : world.faction(f).isAlive() ? 0.5 : 0;
            }
            return values;
        }
        double[] material = new double[n];
        double[] ground = new double[n];
        double[][] progress = new double[n][];
        double[] reach = reach(world);
        for (int f = 0; f < n; f++) {
            Faction faction = world.faction(f);
            if (faction.isAlive()) {
                material[f] = world.unitStrength(f);
                ground[f] = faction.siteCount();
                progress[f] = progress(world, f);
            }
        }
        for (int f = 0; f < n; f++) {
            if (!world.faction(f).isAlive()) {
                continue;
            }
            double victory = progressStanding(progress, f);
            double judged = MATERIAL * share(material, f, n) + GROUND * share(ground, f, n) + REACH * share(reach, f, n)
                    + PROGRESS * (Double.isNaN(victory) ? share(material, f, n) : victory);
            values[f] = FLOOR + (1 - 2 * FLOOR) * judged;
        }
        return values;
    }

    /**
     * The faction's progress towards each of its victory thresholds, 0 to 1: a victory condition on sites, units or
     * unit strength (value / threshold; by parameter), and a resource's victory value (value / victory; by resource).
     *
     * @return by measure (the three condition parameters, then every variable), NaN where the faction has none
     */
    static double[] progress(WorldState world, int faction) {
        Faction f = world.faction(faction);
        int variables = world.catalog().variableCount();
        double[] measures = new double[3 + variables];
        java.util.Arrays.fill(measures, Double.NaN);
        for (Condition c : f.scenarioFaction().getConditions()) {
            if (c.getKind() != ConditionKind.VICTORY || c.getThreshold() <= 0
                    || c.getParameter() == ConditionParameter.TURNS) {
                continue;
            }
            double value = switch (c.getParameter()) {
                case SITES -> f.siteCount();
                case UNITS -> f.units().size();
                case UNIT_STRENGTH -> world.unitStrength(faction);
                case TURNS -> 0;
            };
            int k = c.getParameter().ordinal();
            measures[k] = Math.max(Double.isNaN(measures[k]) ? 0 : measures[k], fraction(value, c.getThreshold()));
        }
        for (int v = 0; v < variables; v++) {
            if (f.has(v) && world.catalog().variable(v) instanceof ResourceClass r && r.isSetVictory()
                    && r.getVictory() > 0) {
                measures[3 + v] = fraction(f.value(v), r.getVictory());
            }
        }
        return measures;
    }

    private static double fraction(double value, double threshold) {
        return Math.min(1, Math.max(0, value / threshold));
    }

    /**
     * How the faction stands on its victory measures: ½ + ½ × the mean, over every victory measure some faction has,
     * of its progress minus the best progress of the other living factions (0 where it has none). A difference, not
     * a share, so that every bit of progress counts the same however far ahead or behind the faction is: gold spent
     * by a faction that wins by gold always costs it.
     *
     * @return the standing, 0 to 1, or NaN when no faction has a victory threshold
     */
    private static double progressStanding(double[][] progress, int f) {
        int measures = progress[f].length;
        double sum = 0;
        int counted = 0;
        for (int k = 0; k < measures; k++) {
            boolean any = false;
            double others = 0;
            for (int g = 0; g < progress.length; g++) {
                if (progress[g] != null && !Double.isNaN(progress[g][k])) {
                    any = true;
                    if (g != f) {
                        others = Math.max(others, progress[g][k]);
                    }
                }
            }
            if (any) {
                sum += (Double.isNaN(progress[f][k]) ? 0 : progress[f][k]) - others;
                counted++;
            }
        }
        return counted == 0 ? Double.NaN : 0.5 + 0.5 * sum / counted;
    }

    /**
     * Counts for each faction the sites its placed units reach in fewer steps than any other faction's (a Voronoi
     * partition of the map by step distance over passable sites; sites reached first by two factions at once count
     * for neither): the ground a faction's army covers, which grows as it moves out and towards the enemy.
     */
    static double[] reach(WorldState world) {
        var grid = world.catalog().grid();
        int sites = grid.size();
        int[] owner = new int[sites];
        int[] distance = new int[sites];
        java.util.Arrays.fill(distance, -1);
        int[] queue = new int[sites];
        int head = 0;
        int tail = 0;
        for (int f = 0; f < world.factionCount(); f++) {
            if (!world.faction(f).isAlive()) {
                continue;
            }
            for (var u : world.faction(f).units()) {
                int site = u.site();
                if (site < 0) {
                    continue;
                }
                if (distance[site] < 0) {
                    distance[site] = 0;
                    owner[site] = f;
                    queue[tail++] = site;
                } else if (owner[site] != f) {
                    owner[site] = -1;
                }
            }
        }
        int[] neighbours = new int[grid.maxNeighbors()];
        while (head < tail) {
            int site = queue[head++];
            int count = grid.neighbors(site, neighbours);
            for (int i = 0; i < count; i++) {
                int next = neighbours[i];
                if (world.difficulty(next) <= 0) {
                    continue;
                }
                if (distance[next] < 0) {
                    distance[next] = distance[site] + 1;
                    owner[next] = owner[site];
                    queue[tail++] = next;
                } else if (distance[next] == distance[site] + 1 && owner[next] != owner[site]) {
                    owner[next] = -1;
                }
            }
        }
        double[] reach = new double[world.factionCount()];
        for (int i = 0; i < tail; i++) {
            if (owner[queue[i]] >= 0) {
                reach[owner[queue[i]]]++;
            }
        }
        return reach;
    }

    private static double share(double[] amounts, int f, int n) {
        double total = sum(amounts);
        return total > 0 ? amounts[f] / total : 1.0 / n;
    }

    private static double sum(double[] amounts) {
        double total = 0;
        for (double a : amounts) {
            total += a;
        }
        return total;
    }
}
