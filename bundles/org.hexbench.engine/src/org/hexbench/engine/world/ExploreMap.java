package org.hexbench.engine.world;

/**
 * Instruction ExploreMap (beyond Hexkit's Table 7): a faction knows the whole map's terrain from now on, every site
 * counting as explored, though it sees units only in its sight (the scenario's Terrain Known setting, Xconq GDL
 * reference: world-seen). The engine gives it with the first sight of the game.
 *
 * @param faction a faction index
 */
public record ExploreMap(int faction) implements Instruction {

    @Override
    public boolean isEffective(WorldState w) {
        return w.vision() != null && !w.vision().view(faction).mapExplored;
    }

    @Override
    public void apply(WorldState w) {
        if (w.vision() == null) {
            throw new IllegalStateException("ExploreMap in a game without fog of war");
        }
        w.vision().view(faction).mapExplored = true;
    }
}
