package org.hexbench.xconq.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.hexbench.xconq.synthesis.Blobs;
import org.hexbench.xconq.synthesis.Roads;
import org.hexbench.xconq.synthesis.SynthesisMethod;
import org.hexbench.xconq.synthesis.SynthesisSettings;
import org.hexbench.xconq.synthesis.TerrainRule;

/**
 * Where the synthesis settings come from: a loaded Xconq game or the Design section of an imported scenario. Both
 * answer the same GDL names (GDL reference, Synthesis Methods), so {@link #settings(long, int, int)} reads them once
 * for both. Values are numbers; a type counts as its index, a symbol constant ({@code cell}, {@code border},
 * {@code connection}, {@code river-x}, {@code road-x}, {@code true}, {@code false}) as Xconq's value.
 */
public interface SynthesisSource {

    /** Xconq's value of {@code subtype-x river-x}. */
    int RIVER_X = 10;
    /** Xconq's value of {@code subtype-x road-x}. */
    int ROAD_X = 12;
    /** The symbol constants of the GDL reference that synthesis settings use, by name. */
    java.util.Map<String, Integer> CONSTANTS = java.util.Map.of("cell", 0, "border", 1, "connection", 2,
            "coating", 3, "no-x", 0, "river-x", RIVER_X, "valley-x", 11, "road-x", ROAD_X, "true", 1, "false", 0);

    /** The manual's default synthesis method list (Synthesis Method List). */
    List<String> DEFAULT_METHODS = List.of("make-fractal-percentile-terrain", "make-countries",
            "make-independent-units", "make-roads", "make-rivers", "make-weather", "init-supplies",
            "name-geographical-features");

    /** @return how many terrain types there are */
    int terrainCount();

    /** @return how many unit types there are */
    int unitCount();

    /**
     * The global variables the map synthesis reads (GDL reference, Synthesis Methods), so that the import does not
     * report them as kept but not applied.
     */
    java.util.Set<String> GLOBALS = java.util.Set.of("synthesis-methods", "edge-terrain", "river-sink-terrain",
            "maze-room-density", "maze-passage-density", "edge-road-density", "country-radius-min",
            "country-separation-min", "country-separation-max", "alt-blob-density", "alt-blob-size",
            "alt-blob-height", "alt-smoothing", "wet-blob-density", "wet-blob-size", "wet-blob-height",
            "wet-smoothing");

    /**
     * @param name a global variable
     * @return its value as set, else empty (the manual's default is the caller's)
     */
    Optional<Integer> global(String name);

    /**
     * @param terrain a terrain type index
     * @param name a property
     * @return its value as set
     */
    Optional<Integer> terrain(int terrain, String name);

    /**
     * @param unit a unit type index
     * @param name a property
     * @return its value as set
     */
    Optional<Integer> unit(int unit, String name);

    /**
     * @param name a table indexed by unit or terrain types
     * @param row the row type's index
     * @param column the column type's index
     * @return the cell's number, when the table has one there
     */
    Optional<Integer> table(String name, int row, int column);

    /** @return the names in {@code synthesis-methods}, or empty when the design does not set it */
    Optional<List<String>> methods();

    /** @return the synthesis methods that run: the design's list, else the manual's default list */
    default List<String> methodList() {
        return methods().orElse(DEFAULT_METHODS);
    }

    /**
     * Whether a terrain type fills cells ({@code subtype cell}, the default) rather than being a border, connection
     * or coating (GDL reference, Terrain Subtypes).
     *
     * @param terrain a terrain type index
     * @return whether it is cell terrain
     */
    default boolean isCell(int terrain) {
        return terrain(terrain, "subtype").orElse(0) == 0;
    }

    /**
     * Reads the settings.
     *
     * @param seed the random seed
     * @param width the map's width
     * @param height the map's height
     * @return the settings
     */
    default SynthesisSettings settings(long seed, int width, int height) {
        List<String> methods = methodList();
        SynthesisMethod method = methods.stream().map(SynthesisMethod::ofGdlName).flatMap(Optional::stream)
                .findFirst().orElse(SynthesisMethod.FRACTAL_PERCENTILE);
        List<TerrainRule> rules = new ArrayList<>();
        int river = -1;
        int road = -1;
        for (int t = 0; t < terrainCount(); t++) {
            if (isCell(t)) {
                rules.add(new TerrainRule(t, terrain(t, "alt-percentile-min").orElse(0),
                        terrain(t, "alt-percentile-max").orElse(100), terrain(t, "wet-percentile-min").orElse(0),
                        terrain(t, "wet-percentile-max").orElse(100), terrain(t, "occurrence").orElse(1),
                        terrain(t, "river-chance").orElse(0), terrain(t, "liquid").orElse(0) != 0,
                        terrain(t, "maze-room-occurrence").orElse(0),
                        terrain(t, "maze-passage-occurrence").orElse(0)));
            } else {
                int x = terrain(t, "subtype-x").orElse(0);
                if (x == RIVER_X && river < 0) {
                    river = t;
                }
                if ((x == ROAD_X || x == 3) && road < 0 && terrain(t, "subtype").orElse(0) == 2) {
                    road = t;
                }
            }
        }
        Roads roads = Roads.NONE;
        if (road >= 0 && methods.contains("make-roads")) {
            int units = unitCount();
            int[][] chance = new int[units][units];
            int[] toEdge = new int[units];
            int[] spur = new int[units];
            int[] range = new int[units];
            for (int u = 0; u < units; u++) {
                for (int v = 0; v < units; v++) {
                    chance[u][v] = table("road-chance", u, v).orElse(0);
                }
                toEdge[u] = unit(u, "road-to-edge-chance").orElse(0);
                spur[u] = unit(u, "spur-chance").orElse(0);
                range[u] = unit(u, "spur-range").orElse(1);
            }
            int terrains = terrainCount();
            int[][] into = new int[terrains][terrains];
            for (int a = 0; a < terrains; a++) {
                for (int b = 0; b < terrains; b++) {
                    into[a][b] = table("road-into-chance", a, b).orElse(100);
                }
            }
            roads = new Roads(road, chance, toEdge, spur, range, global("edge-road-density").orElse(0), into);
        }
        int edge = global("edge-terrain").orElse(0);
        int sink = global("river-sink-terrain").orElse(-1);
        return new SynthesisSettings(method, seed, width, height, blobs("alt"), blobs("wet"), rules,
                0, edge >= 0 && edge < terrainCount() ? edge : -1, global("maze-room-density").orElse(1000),
                global("maze-passage-density").orElse(3000), methods.contains("make-rivers") ? river : -1,
                sink >= 0 && sink < terrainCount() ? sink : -1, roads);
    }

    private Blobs blobs(String layer) {
        return new Blobs(clamp(global(layer + "-blob-density").orElse(500), 0, 10_000_000),
                clamp(global(layer + "-blob-size").orElse(100), 0, 10_000),
                clamp(global(layer + "-blob-height").orElse(1000), 1, 1_000_000),
                clamp(global(layer + "-smoothing").orElse(2), 0, 20));
    }

    private static int clamp(int v, int min, int max) {
        return Math.max(min, Math.min(max, v));
    }
}
