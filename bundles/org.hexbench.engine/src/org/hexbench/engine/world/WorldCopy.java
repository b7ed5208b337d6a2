package org.hexbench.engine.world;

import java.util.List;

/**
 * Copies a world state without replaying its history, for the forward model that search players play ahead on
 * ({@link org.hexbench.engine.game.Game#copy}): every faction, site and entity is copied, so that no instruction
 * applied to the copy reaches the original and none applied to the original reaches the copy. Entity ids, stack
 * orders (bottom first) and possession orders are kept, so the copy hashes ({@link StateHash}) exactly as the
 * original and plays on exactly as the original would. Immutable parts (the catalog, its scenario and grid) are
 * shared. Lives in this package because only instructions and their helpers may write a world's fields.
 */
public final class WorldCopy {

    private WorldCopy() {
    }

    /**
     * Copies a world state.
     *
     * @param source the world to copy (read only)
     * @return an independent world with the same state
     */
    public static WorldState of(WorldState source) {
        Catalog catalog = source.catalog();
        WorldState copy = new WorldState(catalog);
        Entity[] entities = new Entity[source.entities.size()];
        for (int id = 0; id < entities.length; id++) {
            Entity e = source.entities.get(id);
            entities[id] = e == null ? null : new Entity(e);
            copy.entities.add(entities[id]);
        }
        for (int i = 0; i < source.siteCount(); i++) {
            Site from = source.site(i);
            Site to = copy.site(i);
            to.owner = from.owner;
            map(from.units, to.units, entities);
            map(from.terrains, to.terrains, entities);
            map(from.effects, to.effects, entities);
        }
        for (int i = 0; i < source.factionCount(); i++) {
            Faction from = source.faction(i);
            Faction to = copy.faction(i);
            to.alive = from.alive;
            to.resigned = from.resigned;
            to.instanceCount = from.instanceCount;
            to.siteCount = from.siteCount;
            System.arraycopy(from.defined, 0, to.defined, 0, from.defined.length);
            System.arraycopy(from.initial, 0, to.initial, 0, from.initial.length);
            System.arraycopy(from.value, 0, to.value, 0, from.value.length);
            System.arraycopy(from.modifiers, 0, to.modifiers, 0, from.modifiers.length);
            map(from.units, to.units, entities);
            map(from.terrains, to.terrains, entities);
            map(from.effects, to.effects, entities);
            map(from.upgrades, to.upgrades, entities);
            copy.setHomeSite(i, source.homeSite(i));
        }
        copy.currentTurn = source.currentTurn;
        copy.activeFaction = source.activeFaction;
        copy.gameOver = source.gameOver;
        copy.winningFaction = source.winningFaction;
        copy.invalidate();
        return copy;
    }

    private static void map(List<Entity> from, List<Entity> to, Entity[] copies) {
        for (Entity e : from) {
            to.add(copies[e.id()]);
        }
    }
}
