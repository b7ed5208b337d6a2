package org.hexbench.engine.rules;

import java.util.List;
import org.hexbench.engine.world.Entity;
import org.hexbench.engine.world.WorldState;
import org.hexbench.tiling.path.PathAgent;

/**
 * Adapts a group of units to the tiling bundle's path searches (Hexkit UnitAgent, Hexkit User's Guide §8.3 Customizing
 * Pathfinding, Table 11): every question is
 * forwarded to the {@link Rules} hooks for step cost, step and occupation.
 */
final class UnitAgent implements PathAgent {

    private final WorldState world;
    private final Rules rules;
    private final List<Entity> units;

    UnitAgent(WorldState world, Rules rules, List<Entity> units) {
        this.world = world;
        this.rules = rules;
        this.units = units;
    }

    @Override
    public double getStepCost(int from, int to) {
        return rules.stepCost(world, units, from, to);
    }

    @Override
    public boolean canMakeStep(int from, int to) {
        return rules.canMakeStep(world, units, from, to);
    }

    @Override
    public boolean canOccupy(int tile) {
        return rules.canOccupy(world, units, tile);
    }

    @Override
    public boolean isRelaxedRange() {
        return rules.isRelaxedRange(world, units);
    }
}
