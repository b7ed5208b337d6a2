package org.hexbench.tiling.movingai;

import static org.junit.jupiter.api.Assertions.*;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Every terrain letter of the Moving AI Lab map format (movingai.com/benchmarks/formats.html) on small hand-made maps:
 * {@code . G} passable terrain, {@code @ O} out of bounds, {@code T} trees, {@code S} swamp (passable from regular
 * terrain), {@code W} water (traversable, but not passable from terrain). The shared benchmark subset uses only
 * {@code . @ T}, so these maps are what proves the swamp and water rules. Expected costs are worked out by hand in the
 * comments: straight steps 1, diagonal steps √2.
 */
class MovingAiTerrainTest {

    private static final double R2 = Math.sqrt(2);

    /** A map from its rows (every row the same width). */
    private static MovingAiMap map(String... rows) throws MovingAiFormatException {
        List<String> lines = new ArrayList<>(List.of("type octile", "height " + rows.length,
                "width " + rows[0].length(), "map"));
        lines.addAll(List.of(rows));
        return MovingAiMap.parse("hand.map", lines);
    }

    /** The best path cost from (sx, sy) to (gx, gy), or -1 when there is none. */
    private static double cost(MovingAiMap map, int sx, int sy, int gx, int gy) {
        return new MovingAiSolver(map).pathCost(problem(map, sx, sy, gx, gy));
    }

    private static MovingAiProblem problem(MovingAiMap map, int sx, int sy, int gx, int gy) {
        return new MovingAiProblem(1, 0, map.name(), map.width(), map.height(), sx, sy, gx, gy, 0, 0);
    }

    private static boolean isLand(char c) {
        return c == '.' || c == 'G' || c == 'S';
    }

    @Test
    void theFormatDefinesSevenLettersAndNoOthers() throws Exception {
        assertEquals(".G@OTSW", MovingAiTerrain.LETTERS);
        MovingAiMap all = map(".G@OTSW");
        for (int x = 0; x < 7; x++) {
            assertEquals(MovingAiTerrain.LETTERS.charAt(x), all.terrain(x, 0));
            assertEquals(MovingAiTerrain.LETTERS.charAt(x), all.terrain(x));
            assertTrue(MovingAiTerrain.isKnown(all.terrain(x)));
        }
        assertEquals('@', all.terrain(-1, 0), "outside the map is out of bounds");
        assertEquals('@', all.terrain(7, 0));
        assertEquals(7, all.terrainCounts().size());
        assertEquals(Map.of('.', 2), map("..").terrainCounts());
        for (String bad : List.of("w", "X", " ", "E")) {
            MovingAiFormatException e = assertThrows(MovingAiFormatException.class,
                    () -> MovingAiMap.parse("odd.map", List.of("type octile", "height 2", "width 3", "map", "...",
                            ".." + bad)));
            assertEquals("odd.map", e.source());
            assertEquals(6, e.line());
            assertTrue(e.getMessage().startsWith("odd.map:6: unknown terrain '" + bad + "' at column 3"),
                    e.getMessage());
            assertFalse(MovingAiTerrain.isKnown(bad.charAt(0)));
        }
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new MovingAiMap("made", 2, 1, new char[] { '.', 'x' }));
        assertTrue(e.getMessage().contains("'x' at column 2"), e.getMessage());
    }

    @Test
    void landWaterAndSwampAreTraversableTreesAndOutOfBoundsAreNot() throws Exception {
        MovingAiMap all = map(".G@OTSW");
        for (int x = 0; x < 7; x++) {
            char c = all.terrain(x);
            boolean expected = c == '.' || c == 'G' || c == 'S' || c == 'W';
            assertEquals(expected, MovingAiTerrain.isTraversable(c), "traversable " + c);
            assertEquals(expected, all.isPassable(x, 0), "isPassable " + c);
            assertEquals(expected, all.isPassable(x), "isPassable " + c);
            assertEquals(c == 'W', MovingAiTerrain.isWater(c), "water " + c);
        }
    }

    /** All 49 letter pairs: a step is allowed exactly between two land letters or two water letters. */
    @Test
    void stepsConnectLandToLandAndWaterToWaterOnly() throws Exception {
        for (char a : MovingAiTerrain.LETTERS.toCharArray()) {
            for (char b : MovingAiTerrain.LETTERS.toCharArray()) {
                boolean expected = isLand(a) && isLand(b) || a == 'W' && b == 'W';
                assertEquals(expected, MovingAiTerrain.allowsStep(a, b), a + " -> " + b);
                OctileAgent across = new OctileAgent(map("" + a + b));
                assertEquals(expected, across.canMakeStep(0, 1), "agent, east step " + a + " -> " + b);
                OctileAgent down = new OctileAgent(map("" + a, "" + b));
                assertEquals(expected, down.canMakeStep(0, 1), "agent, south step " + a + " -> " + b);
            }
        }
        assertFalse(MovingAiTerrain.allowsStep('S', 'W'), "swamp is terrain: water is not passable from it");
        assertFalse(MovingAiTerrain.allowsStep('W', 'S'));
        assertTrue(MovingAiTerrain.allowsStep('.', 'S'), "swamp is passable from regular terrain");
        assertTrue(MovingAiTerrain.allowsStep('S', 'G'));
    }

    /**
     * All 2,401 fillings of a 2×2 map: the agent's diagonal step from the top-left to the bottom-right cell (and back)
     * is allowed exactly when {@link OctileAgent#allowsDiagonal} says so, and that is exactly when all four cells are
     * traversable and of one medium.
     */
    @Test
    void diagonalsNeedBothOrthogonalCellsToAllowTheStep() throws Exception {
        for (char from : MovingAiTerrain.LETTERS.toCharArray()) {
            for (char a : MovingAiTerrain.LETTERS.toCharArray()) {
                for (char b : MovingAiTerrain.LETTERS.toCharArray()) {
                    for (char to : MovingAiTerrain.LETTERS.toCharArray()) {
                        boolean expected = isLand(from) && isLand(a) && isLand(b) && isLand(to)
                                || from == 'W' && a == 'W' && b == 'W' && to == 'W';
                        String what = "" + from + a + "/" + b + to;
                        assertEquals(expected, OctileAgent.allowsDiagonal(from, a, b, to), what);
                        OctileAgent agent = new OctileAgent(map("" + from + a, "" + b + to));
                        assertEquals(expected, agent.canMakeStep(0, 3), "agent " + what);
                        assertEquals(expected, agent.canMakeStep(3, 0), "agent back " + what);
                        OctileAgent mirrored = new OctileAgent(map("" + a + from, "" + to + b));
                        assertEquals(expected, mirrored.canMakeStep(1, 2), "agent mirrored " + what);
                    }
                }
            }
        }
    }

    /**
     * <pre>
     *   x 01234
     * y0  ..WWW
     * y1  ..W.W
     * y2  ..WWW
     * </pre>
     * A ring of water around a one-cell island of land at (3,1).
     */
    @Test
    void waterIsCrossedFromWaterAndDoesNotConnectToLand() throws Exception {
        MovingAiMap m = map("..WWW", "..W.W", "..WWW");
        // Water to water, (2,0) -> (4,2): every diagonal inside the ring would cut a corner of the island, which a unit
        // in water cannot enter, so only straight steps: (3,0), (4,0), (4,1), (4,2) = 4. (Cutting the island's corner
        // at (3,0) -> (4,1) would give 1 + √2 + 1 = 3.414.)
        assertEquals(4, cost(m, 2, 0, 4, 2), 1e-9);
        assertEquals(4, cost(m, 4, 2, 2, 0), 1e-9);
        // Water to water along the west side: (2,0) -> (2,1) -> (2,2) = 2.
        assertEquals(2, cost(m, 2, 0, 2, 2), 1e-9);
        // No step land -> water or water -> land, even between neighbours.
        assertEquals(-1, cost(m, 1, 0, 2, 0), 1e-9);
        assertEquals(-1, cost(m, 2, 0, 1, 0), 1e-9);
        assertEquals(-1, cost(m, 2, 1, 3, 1), 1e-9, "the island is land: not entered from water");
        // Land to the island would have to cross water: no path. The island to itself costs nothing.
        assertEquals(-1, cost(m, 0, 0, 3, 1), 1e-9);
        assertEquals(0, cost(m, 3, 1, 3, 1), 1e-9);
        // Land to land west of the water: diagonal (0,0) -> (1,1) (sides (1,0) and (0,1) are land), then (1,2): √2 + 1.
        assertEquals(R2 + 1, cost(m, 0, 0, 1, 2), 1e-9);
    }

    /**
     * <pre>
     * .SSW      .S
     *           ..
     * </pre>
     */
    @Test
    void swampIsReachedFromLandButNotFromWater() throws Exception {
        MovingAiMap row = map(".SSW");
        // (0,0) -> (1,0) -> (2,0): land, swamp, swamp = 2; and back = 2.
        assertEquals(2, cost(row, 0, 0, 2, 0), 1e-9);
        assertEquals(2, cost(row, 2, 0, 0, 0), 1e-9);
        // Swamp is terrain, and water is not passable from terrain: (2,0) and (3,0) do not connect.
        assertEquals(-1, cost(row, 0, 0, 3, 0), 1e-9);
        assertEquals(-1, cost(row, 3, 0, 2, 0), 1e-9);
        // Swamp beside a diagonal does not block a unit on land: (0,0) -> (1,1) is one diagonal, √2.
        assertEquals(R2, cost(map(".S", ".."), 0, 0, 1, 1), 1e-9);
    }

    /**
     * The map of {@code MovingAiFormatTest} with {@code G} in place of some {@code .}:
     * <pre>
     * G.G.
     * .TG.
     * ..GG
     * </pre>
     */
    @Test
    void gIsPassableTerrainLikeDot() throws Exception {
        MovingAiMap m = map("G.G.", ".TG.", "..GG");
        // (0,0) -> (2,2): every diagonal would cut the tree at (1,1), so 4 straight steps, as on the all-'.' map.
        assertEquals(4, cost(m, 0, 0, 2, 2), 1e-9);
        // (0,2) -> (3,0): east along row 2 to (2,2), north to (2,1), diagonal to (3,0): 3 + √2, as on the all-'.' map.
        assertEquals(3 + R2, cost(m, 0, 2, 3, 0), 1e-9);
        assertEquals(cost(map("....", ".T..", "...."), 0, 2, 3, 0), cost(m, 0, 2, 3, 0), 1e-9);
    }

    /**
     * <pre>
     *   x 012
     * y0  .T.
     * y1  .@.
     * y2  .O.
     * y3  ...
     * </pre>
     */
    @Test
    void treesAndOutOfBoundsAreBlocked() throws Exception {
        MovingAiMap m = map(".T.", ".@.", ".O.", "...");
        // (0,0) -> (2,0) around the wall of T, @ and O: down the west column to (0,3), east to (2,3), up to (2,0),
        // 8 straight steps; the diagonals (0,2) -> (1,3) and (1,3) -> (2,2) would cut the corner of O.
        assertEquals(8, cost(m, 0, 0, 2, 0), 1e-9);
        // Nothing starts or ends on a blocked cell, not even an empty path.
        assertEquals(-1, cost(m, 1, 0, 0, 0), 1e-9, "start on a tree");
        assertEquals(-1, cost(m, 0, 0, 1, 1), 1e-9, "goal out of bounds (@)");
        assertEquals(-1, cost(m, 1, 2, 1, 2), 1e-9, "start = goal out of bounds (O)");
        assertEquals(0, cost(m, 0, 0, 0, 0), 1e-9);
        // For a unit on land, water is as much a wall as trees: the same detour, 8.
        assertEquals(8, cost(map(".W.", ".W.", ".W.", "..."), 0, 0, 2, 0), 1e-9);
    }

    /**
     * <pre>
     * .W    WW    WW
     * ..    W.    WW
     * </pre>
     */
    @Test
    void diagonalsDoNotCutCornersOfTheOtherMedium() throws Exception {
        // Land (0,0) -> (1,1) past a water corner at (1,0): forbidden, so via (0,1): 2.
        assertEquals(2, cost(map(".W", ".."), 0, 0, 1, 1), 1e-9);
        // The same past land: one diagonal, √2.
        assertEquals(R2, cost(map("..", ".."), 0, 0, 1, 1), 1e-9);
        // Water (0,1) -> (1,0) past a land corner at (1,1): forbidden, so via (0,0): 2.
        assertEquals(2, cost(map("WW", "W."), 0, 1, 1, 0), 1e-9);
        // Water with water on both sides: one diagonal, √2.
        assertEquals(R2, cost(map("WW", "WW"), 0, 1, 1, 0), 1e-9);
    }

    /** The report counts problems on blocked cells and on water, and the map's letters. */
    @Test
    void theReportCountsBlockedAndWaterEndpoints() throws Exception {
        MovingAiMap m = map("..WWW", "T.W.W", "..WWW");
        List<MovingAiProblem> problems = List.of(
                new MovingAiProblem(2, 0, "hand.map", 5, 3, 2, 0, 4, 2, 4, 0), // water to water: 4, solved
                // land, (0,0) -> (1,0) -> (1,1) -> (1,2): the tree at (0,1) forbids the diagonal (0,0) -> (1,1): 3
                new MovingAiProblem(3, 0, "hand.map", 5, 3, 0, 0, 1, 2, 3, 0),
                new MovingAiProblem(4, 0, "hand.map", 5, 3, 0, 1, 1, 1, 1, 0), // from a tree: unreachable
                new MovingAiProblem(5, 0, "hand.map", 5, 3, 1, 1, 2, 1, 1, 0)); // land to water: unreachable
        MovingAiReport r = new MovingAiSolver(m).solve(problems, MovingAiSolver.TOLERANCE);
        assertEquals(4, r.problems());
        assertEquals(2, r.solved());
        assertEquals(2, r.unreachable());
        assertEquals(1, r.blockedEndpoints());
        assertEquals(2, r.waterEndpoints());
        assertEquals(Map.of('.', 6, 'T', 1, 'W', 8), r.terrain());
        assertEquals(". 6, T 1, W 8", r.terrainSummary());
        assertTrue(r.firstFailure().startsWith("line 4: no path"), r.firstFailure());
    }
}
