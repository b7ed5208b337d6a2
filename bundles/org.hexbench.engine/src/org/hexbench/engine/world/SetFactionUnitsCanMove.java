package org.hexbench.engine.world;

/**
 * HCL instruction SetFactionUnitsCanMove (digest A.7): Sets the Move ability of all units of a faction that belong to a class ({@code null}: all units).
 *
 * @param faction a faction index (-1 for none)
 * @param unitClass a unit class id, or null for all units
 * @param value the value
 */
public record SetFactionUnitsCanMove(int faction, String unitClass, boolean value) implements Instruction {

    @Override
    public boolean isEffective(WorldState w) {
        for (Entity u : w.faction(faction).units) {
            if (matches(w, u) && u.canMove != value) {
                return true;
            }
        }
        return false;
    }

    @Override
    public void apply(WorldState w) {
        for (Entity u : w.faction(faction).units) {
            if (matches(w, u)) {
                u.canMove = value;
            }
        }
    }

    private boolean matches(WorldState w, Entity u) {
        return unitClass == null || u.classIndex() == w.catalog().requireClass(unitClass);
    }
}
