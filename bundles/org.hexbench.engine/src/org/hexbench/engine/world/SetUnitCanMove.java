package org.hexbench.engine.world;

/**
 * HCL instruction SetUnitCanMove (Hexkit User's Guide §6.3.2 Available Instructions, Table 7): Sets the Move ability of
 * one unit.
 *
 * @param unit the unit's entity id
 * @param value the value
 */
public record SetUnitCanMove(int unit, boolean value) implements Instruction {

    @Override
    public boolean isEffective(WorldState w) {
        return w.require(unit).canMoveFlag() != value;
    }

    @Override
    public void apply(WorldState w) {
        w.require(unit).edit().canMove = value;
    }
}
