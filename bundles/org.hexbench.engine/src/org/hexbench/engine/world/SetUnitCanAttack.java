package org.hexbench.engine.world;

/**
 * HCL instruction SetUnitCanAttack (Hexkit User's Guide §6.3.2 Available Instructions, Table 7): Sets the Attack
 * ability of one unit.
 *
 * @param unit the unit's entity id
 * @param value the value
 */
public record SetUnitCanAttack(int unit, boolean value) implements Instruction {

    @Override
    public boolean isEffective(WorldState w) {
        return w.require(unit).canAttackFlag() != value;
    }

    @Override
    public void apply(WorldState w) {
        w.require(unit).edit().canAttack = value;
    }
}
