package org.hexbench.benchmarks.tiling;

import org.hexbench.tiling.movingai.MovingAiMap;
import org.hexbench.tiling.movingai.MovingAiTerrain;
import org.kynosarges.tektosyne.geometry.PointI;
import org.kynosarges.tektosyne.graph.GraphAgent;

/**
 * The Moving AI octile rules as a Tektosyne agent, the same rules as Hexbench's {@code OctileAgent}: a step needs
 * both cells in one medium (land or water, {@link MovingAiTerrain#allowsStep}), straight steps cost 1, diagonal steps
 * √2, and a diagonal may not cut the corner of a cell the unit could not enter.
 */
final class TektosyneOctileAgent implements GraphAgent<PointI> {

    private static final double SQRT2 = Math.sqrt(2);
    private final MovingAiMap map;

    TektosyneOctileAgent(MovingAiMap map) {
        this.map = map;
    }

    @Override
    public boolean relaxedRange() {
        return false;
    }

    @Override
    public boolean canMakeStep(PointI from, PointI to) {
        char start = map.terrain(from.x, from.y);
        char end = map.terrain(to.x, to.y);
        if (!MovingAiTerrain.allowsStep(start, end)) {
            return false;
        }
        if (from.x == to.x || from.y == to.y) {
            return true;
        }
        return corner(start, map.terrain(to.x, from.y), end) && corner(start, map.terrain(from.x, to.y), end);
    }

    private static boolean corner(char start, char side, char end) {
        return MovingAiTerrain.allowsStep(start, side) && MovingAiTerrain.allowsStep(side, end);
    }

    /**
     * Tektosyne 6.2.0's default compares {@code node == target} by reference, a leftover of the C# original where
     * PointI is a value type; its grids create new PointI objects, so the default never finds a target. Hexkit's
     * meaning, the same tile, is value equality.
     */
    @Override
    public boolean isNearTarget(PointI node, PointI target, double distance) {
        return node.equals(target);
    }

    @Override
    public double getStepCost(PointI from, PointI to) {
        return from.x == to.x || from.y == to.y ? 1 : SQRT2;
    }
}
