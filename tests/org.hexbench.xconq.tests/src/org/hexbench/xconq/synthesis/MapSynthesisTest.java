package org.hexbench.xconq.synthesis;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.List;
import org.hexbench.testdata.SharedData;
import org.hexbench.tiling.OffsetLayout;
import org.hexbench.tiling.grid.Grid;
import org.hexbench.tiling.grid.RectangleGrid;
import org.hexbench.xconq.game.XconqGame;
import org.junit.jupiter.api.Test;

/**
 * Xconq's synthesis methods against the GDL reference (Synthesis Methods) and the standard module's numbers
 * ({@code lib/stdterr.g}, {@code lib/stdunit.g} of Xconq's library). Expected shares are worked out by hand from the
 * percentile ranges in the comments, not by the code under test.
 */
class MapSynthesisTest {

    /** Xconq's world: hexagons on vertex, odd rows shifted right, east and west joined (a cylinder). */
    private static Grid cylinder(int width, int height) {
        return new RectangleGrid(OffsetLayout.HEXKIT_DEFAULT, width, height, false, true);
    }

    private static XconqGame standard() {
        Path lib = SharedData.xconq().map(p -> p.resolve("lib")).orElse(null);
        assumeTrue(lib != null, "the shared Xconq library is present");
        return XconqGame.load(lib.resolve("standard.g"), List.of(lib));
    }

    private static SynthesizedMap world(XconqGame game, long seed, int width, int height) {
        return MapSynthesis.synthesize(cylinder(width, height), null, MapSynthesis.settingsOf(game, seed, width,
                height), new int[0], new int[0]);
    }

    /**
     * stdterr.g's ranges, first match wins (terrain types 0..7 = sea shallows swamp desert plains forest mountains
     * ice): alt [0,68) sea; [68,69) shallows; swamp alt [69,71) with wet [50,100): 2% · 50% = 1%; desert alt
     * [70,93) wet [0,20): 23% · 20% = 4.6%; plains alt [70,93) wet [20,80) less swamp's alt 70 wet [50,80): 13.8%
     * − 0.3% = 13.5%; forest alt [70,93) wet [80,100) less swamp's alt 70 wet [80,100): 4.6% − 0.2% = 4.4%;
     * mountains [93,99) 6%; ice [99,100] 1%; alt 69 with wet below 50 falls in no range and gets type 0 (sea):
     * 68% + 0.5% = 68.5%. The edge (top and bottom rows of the cylinder) is ice, edge-terrain, so shares are counted
     * inside. Altitude and wetness are independent blob layers, hence the products; but the wetness blobs are few
     * and large (wet-blob-density 2000, size 1% of the map), so the land's split by wetness varies by a point or two
     * from one seed to another (eight seeds measured: desert 3.7..5.8, plains 12.1..14.3, forest 3.1..6.5), while
     * the bands of altitude alone (and the land as a whole, 23% − 0.5% swamp at alt 70) hold to a tenth of a point.
     * Lakes where rivers end add a little shallows.
     */
    @Test
    void aStandardWorldHasTheShareOfEachTerrainItsPercentileRangesGive() {
        XconqGame game = standard();
        int width = 360;
        int height = 180;
        SynthesizedMap map = world(game, 7, width, height);
        double[] expected = {68.5, 1.0, 1.0, 4.6, 13.5, 4.4, 6.0, 1.0};
        double[] tolerance = {0.3, 0.15, 0.2, 1.8, 2.0, 2.2, 0.15, 0.1};
        int[] counts = new int[8];
        int inside = 0;
        for (int site = width; site < width * (height - 1); site++) {
            counts[map.terrain()[site]]++;
            inside++;
        }
        for (int t = 0; t < 8; t++) {
            double share = 100.0 * counts[t] / inside;
            assertEquals(expected[t], share, tolerance[t], "share of terrain type " + t + " in %");
        }
        assertEquals(22.5, 100.0 * (counts[3] + counts[4] + counts[5]) / inside, 0.3, "desert, plains and forest");
        for (int x = 0; x < width; x++) {
            assertEquals(7, map.terrain()[x], "the top row is the edge terrain, ice");
            assertEquals(7, map.terrain()[(height - 1) * width + x], "the bottom row too");
        }
        assertTrue(map.method().contains("make-fractal-percentile-terrain"), map.method());
    }

    @Test
    void theSameSeedGivesTheSameMapAndAnotherSeedAnother() {
        XconqGame game = standard();
        SynthesizedMap a = world(game, 42, 120, 60);
        SynthesizedMap b = world(game, 42, 120, 60);
        SynthesizedMap c = world(game, 43, 120, 60);
        assertArrayEquals(a.terrain(), b.terrain());
        assertArrayEquals(a.river(), b.river());
        assertArrayEquals(a.road(), b.road());
        int differ = 0;
        for (int i = 0; i < a.terrain().length; i++) {
            if (a.terrain()[i] != c.terrain()[i]) {
                differ++;
            }
        }
        assertTrue(differ > a.terrain().length / 10, "another seed changes more than a tenth of the map: " + differ);
    }

    /**
     * Making Rivers: stdterr.g's river (a border with subtype-x river-x) starts in plains, forest and mountains
     * (5%, 8%, 12% of their cells), runs always to a lower neighbour, and ends where it meets water (sea or
     * shallows, both liquid) or another river, or in a pit that becomes river-sink-terrain: shallows.
     */
    @Test
    void riversRunDownhillIntoWaterOrALake() {
        XconqGame game = standard();
        int width = 120;
        int height = 60;
        Grid grid = cylinder(width, height);
        SynthesisSettings settings = MapSynthesis.settingsOf(game, 5, width, height);
        assertEquals(8, settings.riverTerrain(), "stdterr.g's river is terrain type 8");
        assertEquals(1, settings.riverSinkTerrain(), "river-sink-terrain shallows");
        SynthesizedMap map = MapSynthesis.synthesize(grid, null, settings, new int[0], new int[0]);
        int riverSites = 0;
        for (int site = 0; site < grid.size(); site++) {
            int next = map.river()[site];
            if (next < 0) {
                continue;
            }
            riverSites++;
            assertTrue(grid.distance(site, next) == 1, "a river flows to a neighbour");
            assertTrue(map.altitude()[next] <= map.altitude()[site], "downhill at " + site);
            int end = site;
            for (int steps = 0; map.river()[end] >= 0; steps++) {
                assertTrue(steps < grid.size(), "no cycle");
                end = map.river()[end];
            }
            int t = map.terrain()[end];
            assertTrue(t == 0 || t == 1, "the river from " + site + " ends in sea or shallows, not " + t);
        }
        assertTrue(riverSites > 50, "rivers were made: " + riverSites);
    }

    /**
     * Making Roads: road-chance 100 from a town to the nearest town lays a road joining their sites; road-into-chance
     * 0 into mountains keeps every road off them.
     */
    @Test
    void aRoadJoinsTwoTownsAndAvoidsTerrainItMayNotEnter() {
        int width = 30;
        int height = 20;
        Grid grid = new RectangleGrid(OffsetLayout.HEXKIT_DEFAULT, width, height, false, false);
        // terrain 0 plains for the lower half of altitudes, 1 mountains above; terrain 2 is the road
        List<TerrainRule> rules = List.of(TerrainRule.ofPercentiles(0, 0, 50, 0, 100),
                TerrainRule.ofPercentiles(1, 50, 100, 0, 100));
        int[][] into = {{100, 0, 100}, {100, 0, 100}, {100, 100, 100}};
        Roads roads = new Roads(2, new int[][] {{100}}, new int[] {0}, new int[] {0}, new int[] {1}, 0, into);
        // the first seed from 1 whose plains join the plains cells nearest two opposite corners
        SynthesisSettings settings = null;
        SynthesizedMap plain = null;
        int a = -1;
        int b = -1;
        for (long seed = 1; plain == null || !reachable(grid, plain.terrain(), a, b); seed++) {
            assertTrue(seed < 50, "some seed joins the corners");
            settings = new SynthesisSettings(SynthesisMethod.FRACTAL_PERCENTILE, seed, width, height, Blobs.DEFAULT,
                    Blobs.DEFAULT, rules, 0, -1, 1000, 3000, -1, -1, roads);
            plain = MapSynthesis.synthesize(grid, null, settings, new int[0], new int[0]);
            a = -1;
            b = -1;
            for (int site = 0; site < grid.size(); site++) {
                if (plain.terrain()[site] == 0) {
                    if (a < 0 || grid.distance(site, 0) < grid.distance(a, 0)) {
                        a = site;
                    }
                    if (b < 0 || grid.distance(site, grid.size() - 1) < grid.distance(b, grid.size() - 1)) {
                        b = site;
                    }
                }
            }
        }
        assertTrue(grid.distance(a, b) > 10, "the towns lie apart");
        SynthesizedMap map = MapSynthesis.synthesize(grid, null, settings, new int[] {0, 0}, new int[] {a, b});
        assertArrayEquals(plain.terrain(), map.terrain(), "units change the roads only");
        assertTrue(map.road()[a] && map.road()[b], "the road reaches both towns");
        boolean[] seen = reached(grid, a, site -> map.road()[site]);
        assertTrue(seen[b], "the road joins the towns");
        for (int site = 0; site < grid.size(); site++) {
            assertFalse(map.road()[site] && map.terrain()[site] == 1 && site != a && site != b,
                    "no road on mountains");
        }
    }

    /**
     * Making Roads: road-to-edge-chance 100 runs a road from the unit to "some edge of the area"; on plains alone
     * every step costs the same, so the road is a shortest one to the nearest edge: as many sites as that distance
     * plus one (the distance found here by measuring to every edge site).
     */
    @Test
    void aRoadToTheEdgeIsAShortestOneOnEvenGround() {
        int width = 30;
        int height = 20;
        Grid grid = new RectangleGrid(OffsetLayout.HEXKIT_DEFAULT, width, height, false, false);
        Roads roads = new Roads(1, new int[][] {{0}}, new int[] {100}, new int[] {0}, new int[] {1}, 0, null);
        SynthesisSettings settings = new SynthesisSettings(SynthesisMethod.FRACTAL_PERCENTILE, 2, width, height,
                Blobs.DEFAULT, Blobs.DEFAULT, List.of(TerrainRule.ofPercentiles(0, 0, 100, 0, 100)), 0, -1, 1000,
                3000, -1, -1, roads);
        int town = 8 * width + 12;
        SynthesizedMap map = MapSynthesis.synthesize(grid, null, settings, new int[] {0}, new int[] {town});
        int nearest = Integer.MAX_VALUE;
        for (int site = 0; site < grid.size(); site++) {
            int x = site % width;
            int y = site / width;
            if (x == 0 || y == 0 || x == width - 1 || y == height - 1) {
                nearest = Math.min(nearest, grid.distance(town, site));
            }
        }
        int roadSites = 0;
        boolean atEdge = false;
        boolean[] joined = reached(grid, town, site -> map.road()[site]);
        for (int site = 0; site < grid.size(); site++) {
            if (map.road()[site]) {
                roadSites++;
                assertTrue(joined[site], "one road, from the town");
                int x = site % width;
                int y = site / width;
                atEdge |= x == 0 || y == 0 || x == width - 1 || y == height - 1;
            }
        }
        assertTrue(atEdge, "the road reaches the edge");
        assertEquals(nearest + 1, roadSites, "a shortest road: the nearest edge lies " + nearest + " steps away");
    }

    private static boolean reachable(Grid grid, int[] terrain, int a, int b) {
        return reached(grid, a, site -> terrain[site] == 0 || site == b)[b];
    }

    /** The sites a breadth-first walk from a site reaches through sites that pass the test. */
    private static boolean[] reached(Grid grid, int from, java.util.function.IntPredicate passes) {
        boolean[] seen = new boolean[grid.size()];
        ArrayDeque<Integer> queue = new ArrayDeque<>(List.of(from));
        seen[from] = true;
        int[] nb = new int[grid.maxNeighbors()];
        while (!queue.isEmpty()) {
            int at = queue.poll();
            for (int k = 0, n = grid.neighbors(at, nb); k < n; k++) {
                if (passes.test(nb[k]) && !seen[nb[k]]) {
                    seen[nb[k]] = true;
                    queue.add(nb[k]);
                }
            }
        }
        return seen;
    }

    /** Random World: occurrence weights 1 and 3 give a quarter and three quarters of the cells. */
    @Test
    void theRandomWorldFollowsOccurrence() {
        List<TerrainRule> rules = List.of(new TerrainRule(0, 0, 100, 0, 100, 1, 0, false, 0, 0),
                new TerrainRule(1, 0, 100, 0, 100, 3, 0, false, 0, 0));
        SynthesisSettings settings = new SynthesisSettings(SynthesisMethod.RANDOM, 9, 100, 100, Blobs.DEFAULT,
                Blobs.DEFAULT, rules, 0, -1, 1000, 3000, -1, -1, null);
        SynthesizedMap map = MapSynthesis.synthesize(cylinder(100, 100), null, settings, new int[0], new int[0]);
        assertEquals(2500, map.count(0), 150);
        assertEquals(7500, map.count(1), 150);
    }

    /**
     * Maze World: maze-room-density 1000 and maze-passage-density 3000 per 10,000 cells make a tenth of the cells
     * room (the last room may overshoot by at most one room of radius 3, 37 cells) and three tenths passage, each
     * filled by its own occurrences: rooms of terrain 1, passages of terrain 2, the rest terrain 0 by occurrence.
     */
    @Test
    void theMazeCarvesItsDensitiesOfRoomAndPassage() {
        List<TerrainRule> rules = List.of(new TerrainRule(0, 0, 100, 0, 100, 1, 0, false, 0, 0),
                new TerrainRule(1, 0, 100, 0, 100, 0, 0, false, 1, 0),
                new TerrainRule(2, 0, 100, 0, 100, 0, 0, false, 0, 1));
        SynthesisSettings settings = new SynthesisSettings(SynthesisMethod.MAZE, 4, 60, 50, Blobs.DEFAULT,
                Blobs.DEFAULT, rules, 0, -1, 1000, 3000, -1, -1, null);
        SynthesizedMap map = MapSynthesis.synthesize(new RectangleGrid(OffsetLayout.SQUARES, 60, 50, false, false),
                null, settings, new int[0], new int[0]);
        assertTrue(map.count(1) >= 300 && map.count(1) < 300 + 37, "room cells: " + map.count(1));
        assertEquals(900, map.count(2), "passage cells");
        assertEquals(3000 - map.count(1) - 900, map.count(0));
    }

    /** The mask leaves sites out: they keep no terrain, and the sites next to them are edge. */
    @Test
    void maskedSitesStayOutAndTheirNeighboursAreEdge() {
        XconqGame game = standard();
        Grid grid = new RectangleGrid(OffsetLayout.HEXKIT_DEFAULT, 20, 10, false, false);
        boolean[] mask = new boolean[grid.size()];
        for (int site = 0; site < grid.size(); site++) {
            mask[site] = site % 20 < 10;
        }
        SynthesizedMap map = MapSynthesis.synthesize(grid, mask, MapSynthesis.settingsOf(game, 1, 20, 10),
                new int[0], new int[0]);
        for (int site = 0; site < grid.size(); site++) {
            if (!mask[site]) {
                assertEquals(-1, map.terrain()[site]);
            } else if (site % 20 == 9 || site % 20 == 0) {
                assertEquals(7, map.terrain()[site], "ice on the edge at " + site);
            }
        }
    }
}
