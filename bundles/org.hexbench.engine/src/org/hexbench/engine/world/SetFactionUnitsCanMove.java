package org.hexbench.engine.world;

/**
 * HCL instruction SetFactionUnitsCanMove (Hexkit User's Guide §6.3.2 Available Instructions, Table 7): Sets the Move ability of all units of a faction that belong to a class ({@code null}: all units).
 *
 * @param faction a faction index (-1 for none)
 * @param unitClass a unit class id, or null for all units
 * @param value the value
 */
public record SetFactionUnitsCanMove(int faction, String unitClass, boolean value) implements Instruction {

    /** @return whether any addressed unit's Move ability differs from the value */
    @Override
    public boolean isEffective(WorldState w) {
        return FactionUnits.of(w, faction, unitClass).stream().anyMatch(u -> u.canMoveFlag() != value);
    }

    /** Sets the Move ability of every addressed unit. */
    @Override
    public void apply(WorldState w) {
        for (Entity u : FactionUnits.of(w, faction, unitClass)) {
            u.edit().canMove = value;
        }
    }
}
