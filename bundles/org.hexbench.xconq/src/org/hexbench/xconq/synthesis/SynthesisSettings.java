package org.hexbench.xconq.synthesis;

import java.util.List;

/**
 * Everything a map synthesis needs (GDL reference, Synthesis Methods): the method, the seed, the size of the map to
 * make, the blob layers, the rules of the cell terrain classes, the edge terrain, and rivers and roads. Terrain and
 * unit classes are named by their index in the scenario's lists (Xconq's type indexes, the same order). Same
 * settings, same map.
 *
 * @param method the terrain method
 * @param seed the random seed
 * @param width the map's width in sites (columns)
 * @param height its height in sites (rows)
 * @param alt the altitude blobs ({@code alt-blob-*}, {@code alt-smoothing})
 * @param wet the wetness blobs ({@code wet-blob-*}, {@code wet-smoothing})
 * @param rules the cell terrain classes in order of priority
 * @param fallbackTerrain the terrain of cells no rule holds (the manual's terrain type 0)
 * @param edgeTerrain {@code edge-terrain} for the cells on the edge of the area, or -1 to leave them
 * @param mazeRoomDensity {@code maze-room-density}, cells of room per 10,000 (default 1000)
 * @param mazePassageDensity {@code maze-passage-density}, cells of passage per 10,000 (default 3000)
 * @param riverTerrain the river terrain class (a border or connection with {@code subtype-x river-x}), or -1
 * @param riverSinkTerrain {@code river-sink-terrain}: what a cell where a river can flow no lower becomes, or -1
 * @param roads the road settings
 */
public record SynthesisSettings(SynthesisMethod method, long seed, int width, int height, Blobs alt, Blobs wet,
        List<TerrainRule> rules, int fallbackTerrain, int edgeTerrain, int mazeRoomDensity, int mazePassageDensity,
        int riverTerrain, int riverSinkTerrain, Roads roads) {

    /** Checks the size (1..10,000 each way, as Hexbench's maps) and copies the rules. */
    public SynthesisSettings {
        if (width < 1 || height < 1 || width > 10_000 || height > 10_000) {
            throw new IllegalArgumentException("the map size must be 1..10000 each way: " + width + " x " + height);
        }
        rules = List.copyOf(rules);
        if (roads == null) {
            roads = Roads.NONE;
        }
    }

    /**
     * These settings with another seed.
     *
     * @param newSeed the seed
     * @return the changed settings
     */
    public SynthesisSettings withSeed(long newSeed) {
        return new SynthesisSettings(method, newSeed, width, height, alt, wet, rules, fallbackTerrain, edgeTerrain,
                mazeRoomDensity, mazePassageDensity, riverTerrain, riverSinkTerrain, roads);
    }

    /**
     * These settings with another map size.
     *
     * @param newWidth columns
     * @param newHeight rows
     * @return the changed settings
     */
    public SynthesisSettings withSize(int newWidth, int newHeight) {
        return new SynthesisSettings(method, seed, newWidth, newHeight, alt, wet, rules, fallbackTerrain, edgeTerrain,
                mazeRoomDensity, mazePassageDensity, riverTerrain, riverSinkTerrain, roads);
    }

    /**
     * These settings with other terrain rules (the map editor's percentile ranges).
     *
     * @param newRules the rules
     * @return the changed settings
     */
    public SynthesisSettings withRules(List<TerrainRule> newRules) {
        return new SynthesisSettings(method, seed, width, height, alt, wet, newRules, fallbackTerrain, edgeTerrain,
                mazeRoomDensity, mazePassageDensity, riverTerrain, riverSinkTerrain, roads);
    }
}
