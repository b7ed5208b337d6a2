package org.hexbench.xconq.synthesis;

/**
 * What a synthesis made, per site of the grid it ran on (site indexes of {@link org.hexbench.tiling.grid.Grid}).
 * Arrays are the synthesis's own: the caller may keep them.
 *
 * @param terrain the background terrain class index of every site; -1 where the mask left a site out
 * @param altitude each site's altitude percentile (0..99) by the fractal method, -1 without one (random and maze
 *        worlds have no altitudes)
 * @param river where the river on a site flows: the next site downstream (the last river site's is the water or
 *        lake it ends in), -1 without a river
 * @param road whether a road runs through each site
 * @param method the method that made the terrain, in words
 */
public record SynthesizedMap(int[] terrain, int[] altitude, int[] river, boolean[] road, String method) {

    /**
     * Counts the sites of a terrain class.
     *
     * @param terrainClass a terrain class index
     * @return how many sites have it as background
     */
    public int count(int terrainClass) {
        int n = 0;
        for (int t : terrain) {
            if (t == terrainClass) {
                n++;
            }
        }
        return n;
    }
}
