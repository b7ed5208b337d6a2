package org.hexbench.xconq.synthesis;

import java.util.Arrays;
import java.util.Random;
import org.hexbench.tiling.grid.Grid;
import org.hexbench.xconq.game.XconqGame;
import org.hexbench.xconq.internal.GameSynthesisSource;
import org.hexbench.xconq.internal.RiverNetwork;
import org.hexbench.xconq.internal.RoadNetwork;
import org.hexbench.xconq.internal.SynthesisGrid;
import org.hexbench.xconq.internal.TerrainWorlds;

/**
 * Xconq's map synthesis on any Hexbench grid (GDL reference, Synthesis Methods): the terrain by the settings' method
 * ({@code make-fractal-percentile-terrain}, {@code make-random-terrain}, {@code make-maze-terrain}; the earthlike
 * method is stood in for by the fractal one), {@code edge-terrain} on the edge of the area, then rivers
 * ({@code make-rivers}, on fractal worlds, which have altitudes) and roads between the given units ({@code
 * make-roads}). Rivers run before roads (Xconq's default list has them the other way round) so that roads avoid the
 * lakes rivers end in. Each stage draws from its own generator seeded from the settings' seed, so the same settings
 * give the same map, and the units given change the roads only. The manual names the parameters but not the exact
 * shapes Xconq draws, so a map has the module's proportions and features, not the cells Xconq would pick.
 */
public final class MapSynthesis {

    private MapSynthesis() {
    }

    /**
     * The synthesis settings of a loaded Xconq game: its {@code synthesis-methods} (the first terrain method, the
     * fractal one when none; rivers and roads when the list names them), blob globals, terrain types' percentile
     * ranges, occurrences, river chances and liquids, {@code edge-terrain}, {@code river-sink-terrain}, the river
     * and road terrain types ({@code subtype-x river-x}, {@code road-x}) and the road tables, each with the manual's
     * default where the game sets none.
     *
     * @param game the game
     * @param seed the random seed
     * @param width the map's width
     * @param height the map's height
     * @return the settings
     */
    public static SynthesisSettings settingsOf(XconqGame game, long seed, int width, int height) {
        return new GameSynthesisSource(game).settings(seed, width, height);
    }

    /**
     * Makes a map's terrain, rivers and roads.
     *
     * @param grid the map's grid (its size, geometry and wrapping; the settings' size is not used here)
     * @param mask which sites take part (the others stay -1 and count as outside the area), or null for all
     * @param settings the settings
     * @param unitClasses the unit class index of each unit already on the map, for roads
     * @param unitSites the site of each of those units
     * @return the map made
     */
    public static SynthesizedMap synthesize(Grid grid, boolean[] mask, SynthesisSettings settings, int[] unitClasses,
            int[] unitSites) {
        if (unitClasses.length != unitSites.length) {
            throw new IllegalArgumentException("one site per unit: " + unitClasses.length + " classes, "
                    + unitSites.length + " sites");
        }
        SynthesisGrid map = new SynthesisGrid(grid, mask);
        int[] terrain = new int[grid.size()];
        Arrays.fill(terrain, -1);
        TerrainWorlds worlds = new TerrainWorlds(map, settings, new Random(settings.seed()));
        int[] altitude = null;
        String method;
        switch (settings.method()) {
            case RANDOM -> {
                worlds.random(terrain);
                method = "the random world (make-random-terrain)";
            }
            case MAZE -> {
                worlds.maze(terrain);
                method = "the maze world (make-maze-terrain)";
            }
            case EARTHLIKE -> {
                altitude = worlds.fractal(terrain);
                method = "the fractal percentile world, standing in for the earthlike world (make-earthlike-terrain)";
            }
            default -> {
                altitude = worlds.fractal(terrain);
                method = "the fractal percentile world (make-fractal-percentile-terrain)";
            }
        }
        worlds.edges(terrain);
        int[] river = RiverNetwork.run(map, settings, altitude, terrain, new Random(settings.seed() * 31 + 1));
        boolean[] road = new RoadNetwork(map, settings, terrain, new Random(settings.seed() * 31 + 2))
                .lay(unitClasses, unitSites);
        int[] percentile = new int[grid.size()];
        Arrays.fill(percentile, -1);
        if (altitude != null) {
            long cells = map.sites().length;
            for (int site : map.sites()) {
                percentile[site] = (int) (altitude[site] * 100L / cells);
            }
        }
        return new SynthesizedMap(terrain, percentile, river, road, method);
    }
}
