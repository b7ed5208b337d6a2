package org.hexbench.engine.world;

import java.util.ArrayList;
import java.util.List;

/**
 * The units a faction-wide ability instruction addresses (Hexkit User's Guide §6.1.2 Optimizing the Program:
 * "faction-wide enable/disable instructions
 * keep programs small"): all units of one faction, or only those of one unit class. Shared by
 * {@link SetFactionUnitsCanAttack} and {@link SetFactionUnitsCanMove}, which differ only in the flag they set.
 */
final class FactionUnits {

    private FactionUnits() {
    }

    /**
     * @param w the world state
     * @param faction a faction index
     * @param unitClass a unit class id, or {@code null} for all of the faction's units
     * @return the addressed units in the faction's order (a new list)
     * @throws IllegalArgumentException if the scenario has no such class
     */
    static List<Entity> of(WorldState w, int faction, String unitClass) {
        List<Entity> units = w.faction(faction).units();
        if (unitClass == null) {
            return new ArrayList<>(units);
        }
        int classIndex = w.catalog().requireClass(unitClass);
        List<Entity> result = new ArrayList<>();
        for (Entity u : units) {
            if (u.classIndex() == classIndex) {
                result.add(u);
            }
        }
        return result;
    }
}
