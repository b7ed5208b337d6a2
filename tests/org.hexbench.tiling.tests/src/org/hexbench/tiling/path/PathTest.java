package org.hexbench.tiling.path;

import static org.junit.jupiter.api.Assertions.*;

import java.util.List;
import java.util.Set;
import org.hexbench.tiling.Geometry;
import org.hexbench.tiling.OffsetLayout;
import org.hexbench.tiling.Tile;
import org.hexbench.tiling.grid.HexagonBoard;
import org.hexbench.tiling.grid.RectangleGrid;
import org.hexbench.tiling.grid.TilePath;
import org.hexbench.tiling.projection.Projection;
import org.junit.jupiter.api.Test;

/** A*, Coverage, FloodFill and Visibility with Hexkit semantics (Hexkit User's Guide ch. 8 Pathfinding). */
class PathTest {

    /** Hexkit's default unit agent: impassable where difficulty is 0, cost max(1, difficulty). */
    static class TerrainAgent implements PathAgent {
        final int[] difficulty;
        boolean relaxed;
        int forbidden = -1;

        TerrainAgent(int size) {
            difficulty = new int[size];
            java.util.Arrays.fill(difficulty, 1);
        }

        @Override public double getStepCost(int from, int to) { return Math.max(1, difficulty[to]); }
        @Override public boolean canMakeStep(int from, int to) { return difficulty[to] > 0; }
        @Override public boolean canOccupy(int tile) { return tile != forbidden; }
        @Override public boolean isRelaxedRange() { return relaxed; }
    }

    final RectangleGrid hexes = new RectangleGrid(OffsetLayout.HEXKIT_DEFAULT, 10, 10);

    int at(int x, int y) {
        return hexes.indexOfOffset(x, y);
    }

    @Test
    void aStarFindsTheCheapestPathAroundAWall() {
        TerrainAgent agent = new TerrainAgent(hexes.size());
        for (int y = 0; y < 9; y++) {
            agent.difficulty[at(5, y)] = 0; // wall with a gap at the bottom row
        }
        AStar astar = new AStar(hexes);
        assertTrue(astar.findBestPath(agent, at(2, 2), at(8, 2)));
        TilePath path = astar.path();
        assertTrue(path.isConnectedIn(hexes));
        assertEquals(hexes.tile(at(2, 2)), path.source());
        assertEquals(hexes.tile(at(8, 2)), path.target());
        assertEquals(path.steps(), astar.totalCost(), 1e-9);
        assertTrue(astar.totalCost() > hexes.distance(at(2, 2), at(8, 2)));
        for (Tile t : path.tiles()) {
            assertNotEquals(0, agent.difficulty[hexes.indexOf(t)]);
        }
        int[] nodes = new int[astar.pathLength()];
        assertEquals(nodes.length, astar.pathNodes(nodes));
        assertEquals(at(8, 2), nodes[nodes.length - 1]);

        agent.difficulty[at(5, 9)] = 0; // close the gap
        assertFalse(astar.findBestPath(agent, at(2, 2), at(8, 2)));
        assertNull(astar.path());
        assertEquals(-1, astar.totalCost());
    }

    @Test
    void aStarPrefersCheaperTerrainAndRespectsCanOccupy() {
        TerrainAgent agent = new TerrainAgent(hexes.size());
        agent.difficulty[at(4, 4)] = 9;
        AStar astar = new AStar(hexes);
        assertTrue(astar.findBestPath(agent, at(3, 4), at(5, 4)));
        assertEquals(3, astar.totalCost(), 1e-9, "detour of 3 beats 1 + 9");
        agent.forbidden = at(5, 4);
        assertFalse(astar.findBestPath(agent, at(3, 4), at(5, 4)), "target cannot be occupied");
        PathAgent nearEnough = new TerrainAgent(hexes.size()) {
            @Override public boolean isNearTarget(int tile, int target) { return hexes.distance(tile, target) <= 1; }
        };
        assertTrue(astar.findBestPath(nearEnough, at(0, 0), at(6, 0)));
        assertEquals(5, astar.totalCost(), 1e-9, "stops next to the target");
        assertEquals(at(5, 0), astar.lastNode());
    }

    @Test
    void relativeLimitCutsOffLongDetours() {
        TerrainAgent agent = new TerrainAgent(hexes.size());
        for (int y = 0; y < 9; y++) {
            agent.difficulty[at(5, y)] = 0;
        }
        AStar astar = new AStar(hexes);
        astar.setRelativeLimit(1.5);
        assertFalse(astar.findBestPath(agent, at(4, 0), at(6, 0)), "the gap lies beyond 1.5 x distance");
        astar.setRelativeLimit(0);
        assertTrue(astar.findBestPath(agent, at(4, 0), at(6, 0)));
        assertThrows(IllegalArgumentException.class, () -> astar.setRelativeLimit(0.5));
    }

    @Test
    void coverageFindsEveryTileWithinBudget() {
        HexagonBoard board = new HexagonBoard(6);
        int centre = board.indexOf(5, 11);
        TerrainAgent agent = new TerrainAgent(board.size());
        Coverage coverage = new Coverage(board);
        assertTrue(coverage.findReachable(agent, centre, 2));
        assertEquals(18, coverage.count(), "two rings, source excluded");
        assertFalse(coverage.contains(centre));
        for (int i = 0; i < coverage.count(); i++) {
            int n = coverage.node(i);
            assertEquals(board.distance(centre, n), coverage.cost(n), 1e-9);
        }
        agent.difficulty[board.neighbor(centre, 0)] = 3;
        coverage.findReachable(agent, centre, 2);
        assertFalse(coverage.contains(board.neighbor(centre, 0)), "cost 3 exceeds budget 2");
        agent.relaxed = true;
        coverage.findReachable(agent, centre, 2);
        assertTrue(coverage.contains(board.neighbor(centre, 0)), "relaxed range allows the last step");
        assertEquals(3, coverage.cost(board.neighbor(centre, 0)), 1e-9);
        agent.forbidden = board.neighbor(centre, 1);
        coverage.findReachable(agent, centre, 2);
        assertFalse(coverage.contains(agent.forbidden), "cannot occupy, but can pass");
        assertTrue(coverage.contains(board.neighbor(board.neighbor(centre, 1), 1)));
        assertEquals(coverage.count(), coverage.tiles().size());
    }

    @Test
    void floodFillFindsTheConnectedMatchingRegion() {
        RectangleGrid squares = new RectangleGrid(OffsetLayout.SQUARES, 6, 6);
        boolean[] water = new boolean[squares.size()];
        for (int x = 0; x < 3; x++) {
            water[squares.indexOfOffset(x, 0)] = true;
        }
        water[squares.indexOfOffset(2, 1)] = true;
        water[squares.indexOfOffset(3, 2)] = true; // touches only diagonally
        FloodFill fill = new FloodFill(squares);
        assertTrue(fill.findMatching(i -> water[i], squares.indexOfOffset(0, 0)));
        assertEquals(4, fill.count());
        assertEquals(squares.indexOfOffset(0, 0), fill.node(0));
        assertFalse(fill.findMatching(i -> water[i], squares.indexOfOffset(5, 5)));
        assertEquals(0, fill.count());
        RectangleGrid kings = new RectangleGrid(OffsetLayout.SQUARES, 6, 6, true, false);
        FloodFill fill8 = new FloodFill(kings);
        fill8.findMatching(i -> water[i], 0);
        assertEquals(5, fill8.count(), "vertex neighbours join the diagonal tile");
    }

    @Test
    void visibilityIsBlockedBehindOpaqueTiles() {
        RectangleGrid squares = new RectangleGrid(OffsetLayout.SQUARES, 11, 11);
        Projection projection = new Projection(Geometry.SQUARE_ON_EDGE, 1);
        Visibility visibility = new Visibility(squares, projection);
        int source = squares.indexOfOffset(5, 5);
        assertTrue(visibility.findVisible(i -> false, source, 3));
        int inDisc = 0;
        for (int i = 0; i < squares.size(); i++) {
            if (Math.hypot(i % 11 - 5, i / 11 - 5) <= 3) {
                inDisc++;
                assertTrue(visibility.isVisible(i));
            }
        }
        assertEquals(inDisc, visibility.count(), "an open field is fully visible within range");

        int wall = squares.indexOfOffset(7, 5);
        visibility.findVisible(i -> i == wall, source, 5);
        assertTrue(visibility.isVisible(wall), "the blocker itself is seen");
        assertFalse(visibility.isVisible(squares.indexOfOffset(9, 5)), "directly behind the wall");
        assertTrue(visibility.isVisible(squares.indexOfOffset(9, 8)), "off to the side");
        assertEquals(1.0, visibility.visibleFraction(squares.indexOfOffset(5, 8)), 1e-9);

        int partly = squares.indexOfOffset(9, 6);
        double fraction = visibility.visibleFraction(partly);
        assertTrue(fraction > 0.05 && fraction < 0.95, "partly covered: " + fraction);
        assertEquals(0, visibility.visibleFraction(squares.indexOfOffset(9, 5)), 1e-9, "fully covered");
        visibility.setThreshold(fraction + 0.01);
        visibility.findVisible(i -> i == wall, source, 5);
        assertFalse(visibility.isVisible(partly), "a stricter threshold hides it");
        visibility.setThreshold(fraction - 0.01);
        visibility.findVisible(i -> i == wall, source, 5);
        assertTrue(visibility.isVisible(partly), "a laxer threshold shows it");
        assertThrows(IllegalArgumentException.class, () -> visibility.visibleFraction(0), "out of range");
        assertThrows(IllegalArgumentException.class, () -> visibility.setThreshold(0));
    }

    @Test
    void visibilityOnHexesSeesOverNothingAndIsBlockedByARing() {
        HexagonBoard board = new HexagonBoard(5);
        Projection projection = new Projection(Geometry.HEX_ON_VERTEX, 1);
        Visibility visibility = new Visibility(board, projection);
        int centre = board.indexOf(4, 8);
        Set<Tile> ring = board.ring(board.tile(centre), 1);
        visibility.findVisible(i -> ring.contains(board.tile(i)), centre, 100);
        assertEquals(1 + 6, visibility.count(), "only the source and the blocking ring are seen");
        visibility.findVisible(i -> false, centre, 100);
        assertEquals(61, visibility.count());
        assertThrows(IllegalArgumentException.class, () -> new Visibility(board, new Projection(Geometry.HEX_ON_EDGE, 1)));
    }

    @Test
    void aSearchThatCachesItsGeometryFindsWhatAnUncachedSearchFindsFromEverySource() {
        java.util.SplittableRandom random = new java.util.SplittableRandom(3);
        Object[][] maps = {
            {new RectangleGrid(OffsetLayout.HEXKIT_DEFAULT, 24, 18), new Projection(Geometry.HEX_ON_VERTEX, 1)},
            {new RectangleGrid(OffsetLayout.SQUARES, 20, 20), new Projection(Geometry.SQUARE_ON_EDGE, 1)},
            {new RectangleGrid(OffsetLayout.SQUARES, 20, 20, true, false), new Projection(Geometry.SQUARE_ON_EDGE, 1)},
            {new HexagonBoard(7), new Projection(Geometry.HEX_ON_VERTEX, 1)}};
        for (Object[] map : maps) {
            org.hexbench.tiling.grid.Grid grid = (org.hexbench.tiling.grid.Grid) map[0];
            Projection projection = (Projection) map[1];
            boolean[] opaque = new boolean[grid.size()];
            for (int i = 0; i < opaque.length; i++) {
                opaque[i] = random.nextInt(5) == 0;
            }
            Visibility plain = new Visibility(grid, projection);
            Visibility cached = new Visibility(grid, projection).cachingGeometry();
            int compared = 0;
            for (int source = 0; source < grid.size(); source += 3) {
                double range = 1 + random.nextInt(6) * 1.7;
                plain.findVisible(i -> opaque[i], source, range);
                cached.findVisible(i -> opaque[i], source, range);
                assertEquals(plain.tiles(), cached.tiles(), "from " + source + " within " + range);
                for (int k = 0; k < plain.count(); k++) {
                    assertEquals(plain.visibleFraction(plain.node(k)), cached.visibleFraction(plain.node(k)), 1e-9);
                }
                for (Visibility v : List.of(plain, cached)) {
                    for (int k = 0; k < v.count(); k++) {
                        assertEquals(grid.distance(source, v.node(k)), grid.tiling().distance(v.rowOffset(k),
                                v.colOffset(k), grid.vertexNeighbors()), "the offsets give the step distance");
                    }
                }
                compared += plain.count();
            }
            assertTrue(compared > grid.size(), "many tiles compared: " + compared);
        }
    }
}
