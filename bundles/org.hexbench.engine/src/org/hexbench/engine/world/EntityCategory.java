package org.hexbench.engine.world;

import org.hexbench.scenario.EntityClass;
import org.hexbench.scenario.TerrainClass;
import org.hexbench.scenario.UnitClass;
import org.hexbench.scenario.UpgradeClass;

/** The four entity categories of Hexkit (Hexkit User's Guide §2.5 Entities, Table 1). */
public enum EntityCategory {
    /** Units: any number per site, one owner per site; may wait unplaced in inventory. */
    UNIT,
    /** Terrains: one background plus foreground terrains per site; owned by the site owner. */
    TERRAIN,
    /** Effects: always placed, owned by the site owner. */
    EFFECT,
    /** Upgrades: never placed, kept by a faction. */
    UPGRADE;

    /**
     * Returns the category of a scenario entity class.
     *
     * @param entityClass a unit, terrain, effect or upgrade class
     * @return its category
     */
    public static EntityCategory of(EntityClass entityClass) {
        if (entityClass instanceof UnitClass) {
            return UNIT;
        }
        if (entityClass instanceof TerrainClass) {
            return TERRAIN;
        }
        if (entityClass instanceof UpgradeClass) {
            return UPGRADE;
        }
        return EFFECT;
    }
}
