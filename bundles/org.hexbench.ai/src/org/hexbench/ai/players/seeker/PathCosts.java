package org.hexbench.ai.players.seeker;

import java.util.Arrays;
import java.util.List;
import org.hexbench.engine.rules.Rules;
import org.hexbench.engine.world.Entity;
import org.hexbench.engine.world.WorldState;
import org.hexbench.tiling.path.AStar;
import org.hexbench.tiling.path.Coverage;
import org.hexbench.tiling.path.PathAgent;

/**
 * The movement paths of a unit over any number of turns: the cheapest path by the rules' step costs from its site to
 * every site it could end a move on, over steps the rules allow, ending where the rules let it stay (Hexkit's
 * UnitAgent, Hexkit User's Guide §8.3), and leaving out steps that cost more than the unit's movement (unless the
 * rules relax its range): a unit never makes such a step in any turn, so a target behind one is out of its reach,
 * not at long range (§9.3.2). Seeker compares long-range targets by these costs (§9.3.3 Comparing Ranges: "the total
 * cost for the movement path that would allow the unit to reach" them). Hexkit asks A* once per target; one Dijkstra
 * search from the unit gives the same optimal costs for all targets at once, and A* over the same steps gives the
 * path a unit follows towards a remote target.
 */
public final class PathCosts {

    private final int source;
    private final double[] cost;

    private PathCosts(int source, double[] cost) {
        this.source = source;
        this.cost = cost;
    }

    /**
     * Searches the costs.
     *
     * @param world the world state
     * @param rules the rules whose path hooks apply
     * @param unit a placed unit
     * @return the costs from its site
     */
    public static PathCosts of(WorldState world, Rules rules, Entity unit) {
        Coverage coverage = new Coverage(world.catalog().grid());
        double[] cost = new double[world.siteCount()];
        Arrays.fill(cost, Double.POSITIVE_INFINITY);
        coverage.findReachable(agent(world, rules, unit), unit.site(), Double.POSITIVE_INFINITY);
        for (int i = 0; i < coverage.count(); i++) {
            cost[coverage.node(i)] = coverage.cost(coverage.node(i));
        }
        cost[unit.site()] = 0;
        return new PathCosts(unit.site(), cost);
    }

    /**
     * The unit's path agent: the rules' step costs, steps and occupation (Hexkit's UnitAgent), without steps that
     * cost more than the unit's movement unless the rules relax its range.
     *
     * @param world the world state
     * @param rules the rules
     * @param unit a placed unit
     * @return the agent
     */
    public static PathAgent agent(WorldState world, Rules rules, Entity unit) {
        List<Entity> units = List.of(unit);
        double movement = world.movement(unit);
        boolean relaxed = rules.isRelaxedRange(world, units);
        return new PathAgent() {
            private int lastFrom = -1;
            private int lastTo = -1;
            private double lastCost;

            @Override
            public double getStepCost(int from, int to) {
                if (from != lastFrom || to != lastTo) {
                    lastFrom = from;
                    lastTo = to;
                    lastCost = rules.stepCost(world, units, from, to);
                }
                return lastCost;
            }

            @Override
            public boolean canMakeStep(int from, int to) {
                return rules.canMakeStep(world, units, from, to) && (relaxed || getStepCost(from, to) <= movement);
            }

            @Override
            public boolean canOccupy(int tile) {
                return rules.canOccupy(world, units, tile);
            }
        };
    }

    /**
     * The cheapest path over the same steps (A*).
     *
     * @param world the world state
     * @param rules the rules
     * @param unit a placed unit
     * @param goal a site
     * @return the path, the unit's site first; empty if there is none
     */
    public static int[] path(WorldState world, Rules rules, Entity unit, int goal) {
        AStar astar = new AStar(world.catalog().grid());
        if (!astar.findBestPath(agent(world, rules, unit), unit.site(), goal)) {
            return new int[0];
        }
        int[] path = new int[astar.pathLength()];
        astar.pathNodes(path);
        return path;
    }

    /** @return the site the paths start from */
    public int source() {
        return source;
    }

    /**
     * @param site a site index
     * @return the cheapest path cost to end a move there, 0 for the unit's own site, infinite if it cannot
     */
    public double cost(int site) {
        return cost[site];
    }

    /**
     * @param site a site index
     * @return whether the unit can get there at all
     */
    public boolean reaches(int site) {
        return cost[site] != Double.POSITIVE_INFINITY;
    }
}
