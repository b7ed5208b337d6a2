package org.hexbench.engine.world;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * One map site (Hexkit User's Guide §5.3 Site Class): its owner and its unit, terrain and effect stacks (bottom first).
 * Changed only by
 * instructions.
 */
public final class Site {

    private final int index;
    int owner = -1;
    final List<Entity> units = new ArrayList<>(4);
    final List<Entity> terrains = new ArrayList<>(2);
    final List<Entity> effects = new ArrayList<>(0);

    Site(int index) {
        this.index = index;
    }

    /** @return the site index (the grid index) */
    public int index() {
        return index;
    }

    /** @return the owning faction index, or -1 */
    public int owner() {
        return owner;
    }

    /** @return the units on the site, bottom first (unmodifiable view) */
    public List<Entity> units() {
        return Collections.unmodifiableList(units);
    }

    /** @return the terrains on the site, background first (unmodifiable view) */
    public List<Entity> terrains() {
        return Collections.unmodifiableList(terrains);
    }

    /** @return the effects on the site (unmodifiable view) */
    public List<Entity> effects() {
        return Collections.unmodifiableList(effects);
    }

    /** @return the faction owning the units here, or -1 when there are none (one owner per site, Hexkit User's Guide §7.3.6 Entity Invariants) */
    public int unitOwner() {
        return units.isEmpty() ? -1 : units.get(0).owner;
    }

    /**
     * @param faction a faction index
     * @return whether units of another faction stand here
     */
    public boolean hasAlienUnits(int faction) {
        for (Entity u : units) {
            if (u.owner != faction) {
                return true;
            }
        }
        return false;
    }

    /** @return whether a terrain or effect here blocks line of sight (Hexkit Site.BlocksAttack) */
    public boolean blocksAttack() {
        for (Entity t : terrains) {
            if (t.entityClass().isBlocksAttack()) {
                return true;
            }
        }
        for (Entity e : effects) {
            if (e.entityClass().isBlocksAttack()) {
                return true;
            }
        }
        return false;
    }

    List<Entity> stack(EntityCategory category) {
        return switch (category) {
            case UNIT -> units;
            case TERRAIN -> terrains;
            case EFFECT -> effects;
            case UPGRADE -> throw new IllegalArgumentException("upgrades are never placed");
        };
    }

    /** Takes over the owner and entities of the same site in a replayed world ({@link WorldState#restore}). */
    void restore(Site replayed) {
        owner = replayed.owner;
        units.clear();
        units.addAll(replayed.units);
        terrains.clear();
        terrains.addAll(replayed.terrains);
        effects.clear();
        effects.addAll(replayed.effects);
    }
}
