package org.hexbench.xconq.synthesis;

/**
 * What the synthesis needs to know of one cell (background) terrain class (GDL reference, Synthesis Methods). Rules
 * are tried in their order (the types' order of definition) and the first whose ranges hold a cell's percentiles
 * gives the cell its terrain.
 *
 * @param terrain the terrain class's index in the scenario's terrain classes (Xconq's terrain type index)
 * @param altMin {@code alt-percentile-min}, 0..100 (default 0)
 * @param altMax {@code alt-percentile-max}, 0..100 (default 100)
 * @param wetMin {@code wet-percentile-min} (default 0)
 * @param wetMax {@code wet-percentile-max} (default 100)
 * @param occurrence {@code occurrence}: its weight in the random method (default 1)
 * @param riverChance {@code river-chance} in hundredths of a percent: the chance a river starts in one of its cells
 *        (default 0)
 * @param liquid {@code liquid}: water, where rivers end and roads do not go
 * @param mazeRoom {@code maze-room-occurrence}: its weight in the rooms of a maze (default 0)
 * @param mazePassage {@code maze-passage-occurrence}: its weight in the passages of a maze (default 0)
 */
public record TerrainRule(int terrain, int altMin, int altMax, int wetMin, int wetMax, int occurrence,
        int riverChance, boolean liquid, int mazeRoom, int mazePassage) {

    /**
     * A rule with only its percentile ranges; occurrence 1, no rivers, not liquid, not in mazes.
     *
     * @param terrain the terrain class index
     * @param altMin lowest altitude percentile
     * @param altMax highest altitude percentile
     * @param wetMin lowest wetness percentile
     * @param wetMax highest wetness percentile
     * @return the rule
     */
    public static TerrainRule ofPercentiles(int terrain, int altMin, int altMax, int wetMin, int wetMax) {
        return new TerrainRule(terrain, altMin, altMax, wetMin, wetMax, 1, 0, false, 0, 0);
    }

    /**
     * This rule with other percentile ranges (the map editor's dialog edits them).
     *
     * @param aMin lowest altitude percentile
     * @param aMax highest altitude percentile
     * @param wMin lowest wetness percentile
     * @param wMax highest wetness percentile
     * @return the changed rule
     */
    public TerrainRule withPercentiles(int aMin, int aMax, int wMin, int wMax) {
        return new TerrainRule(terrain, aMin, aMax, wMin, wMax, occurrence, riverChance, liquid, mazeRoom,
                mazePassage);
    }

    /**
     * Whether a cell of these percentiles takes this terrain: the minimum inclusive, the maximum exclusive except at
     * 100, so that adjacent ranges (0..68, 68..69) share no percentile.
     *
     * @param alt the cell's altitude percentile, 0..99
     * @param wet its wetness percentile, 0..99
     * @return whether both lie in this rule's ranges
     */
    public boolean holds(int alt, int wet) {
        return alt >= altMin && (alt < altMax || altMax >= 100) && wet >= wetMin && (wet < wetMax || wetMax >= 100);
    }
}
