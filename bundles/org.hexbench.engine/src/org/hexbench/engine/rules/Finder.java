package org.hexbench.engine.rules;

import java.util.List;
import org.hexbench.engine.world.Entity;
import org.hexbench.engine.world.WorldState;
import org.hexbench.scenario.RangedAttackMode;
import org.hexbench.tiling.grid.Grid;
import org.hexbench.tiling.path.AStar;
import org.hexbench.tiling.path.Coverage;
import org.hexbench.tiling.path.Visibility;

/**
 * Hexkit's Finder (Hexkit User's Guide §8.1.2 Finder Class, Figures 37 and 44): attack targets (the intersection of the
 * attackers'
 * range circles, filtered by {@link Rules#canAttackTarget}, with line of sight for ranged attacks), move targets
 * ({@link Coverage} within the group's minimum movement) and move paths ({@link AStar}). One finder per world; its
 * searches are made when first needed (a world copied for one estimate often needs none), then reused, and are not
 * thread-safe.
 */
public final class Finder {

    private final WorldState world;
    private final Rules rules;
    private final Grid grid;
    private Coverage coverage;
    private AStar astar;
    private Visibility visibility;
    private final double stepDistance;

    /**
     * Creates the finder of a world.
     *
     * @param world the world state
     * @param rules the rules whose hooks the searches use
     */
    public Finder(WorldState world, Rules rules) {
        this.world = world;
        this.rules = rules;
        this.grid = world.catalog().grid();
        int[] n = new int[grid.maxNeighbors()];
        int count = grid.size() > 1 ? grid.neighbors(0, n) : 0;
        var p = world.catalog().projection();
        stepDistance = count == 0 ? 1 : p.centre(grid.tile(0)).distance(p.centre(grid.tile(n[0])));
    }

    /** @return the world this finder searches */
    public WorldState world() {
        return world;
    }

    /**
     * Tells whether a unit standing on {@code source} reaches {@code target} (Hexkit AreUnitsInAttackRange):
     * within its attack range and, beyond distance 1 for line-of-sight attackers, visible past sites that block
     * attacks.
     *
     * @param unit the attacker
     * @param source the site it attacks from
     * @param target the target site
     * @return whether the target is in range
     */
    public boolean inAttackRange(Entity unit, int source, int target) {
        int distance = grid.distance(source, target);
        if (distance > world.attackRange(unit) || distance == 0) {
            return false;
        }
        if (distance > 1 && unit.entityClass() instanceof org.hexbench.scenario.UnitClass c
                && c.getRangedAttack() == RangedAttackMode.LINE_OF_SIGHT) {
            if (visibility == null) {
                visibility = new Visibility(grid, world.catalog().projection());
            }
            visibility.findVisible(site -> world.site(site).blocksAttack(), source, distance * stepDistance + 1e-6);
            return visibility.isVisible(target);
        }
        return true;
    }

    /**
     * Finds the sites a group of placed units can attack together (Hexkit FindAttackTargets).
     *
     * @param units the attackers
     * @return the target sites, ascending; empty if any unit cannot attack
     */
    public int[] attackTargets(List<Entity> units) {
        if (units.isEmpty()) {
            return new int[0];
        }
        for (Entity u : units) {
            if (u.site() < 0 || !rules.canAttack(world, u)) {
                return new int[0];
            }
        }
        Entity first = units.get(0);
        int range = world.attackRange(first);
        var candidates = grid.range(grid.tile(first.site()), range);
        int[] result = new int[candidates.size()];
        int count = 0;
        for (var tile : candidates) {
            int site = grid.indexOf(tile);
            if (site >= 0 && rules.canAttackTarget(world, units, site)) {
                result[count++] = site;
            }
        }
        int[] trimmed = java.util.Arrays.copyOf(result, count);
        java.util.Arrays.sort(trimmed);
        return trimmed;
    }

    /**
     * Finds the sites a group of units on one site can move to this turn (Hexkit FindMoveTargets).
     *
     * @param units the units, all on the same site
     * @return the reachable sites, ascending; empty if any unit cannot move
     */
    public int[] moveTargets(List<Entity> units) {
        if (units.isEmpty()) {
            return new int[0];
        }
        int source = units.get(0).site();
        int budget = Integer.MAX_VALUE;
        for (Entity u : units) {
            if (u.site() != source || source < 0 || !rules.canMove(world, u)) {
                return new int[0];
            }
            budget = Math.min(budget, world.movement(u));
        }
        if (coverage == null) {
            coverage = new Coverage(grid);
        }
        coverage.findReachable(new UnitAgent(world, rules, units), source, budget);
        int[] result = new int[coverage.count()];
        for (int i = 0; i < result.length; i++) {
            result[i] = coverage.node(i);
        }
        java.util.Arrays.sort(result);
        return result;
    }

    /**
     * Finds the best path for a group of units (Hexkit FindMovePath).
     *
     * @param units the units
     * @param source the start site
     * @param target the target site
     * @return the sites of the path, source first, or an empty array if there is none
     */
    public int[] movePath(List<Entity> units, int source, int target) {
        if (astar == null) {
            astar = new AStar(grid);
        }
        if (!astar.findBestPath(new UnitAgent(world, rules, units), source, target)) {
            return new int[0];
        }
        int[] path = new int[astar.pathLength()];
        astar.pathNodes(path);
        return path;
    }

    /** @return the map grid */
    public Grid grid() {
        return grid;
    }
}
