package org.hexbench.tiling.grid;

import static org.junit.jupiter.api.Assertions.*;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.hexbench.tiling.LatticePoint;
import org.hexbench.tiling.Tile;
import org.hexbench.tiling.Tiling;
import org.junit.jupiter.api.Test;

/** Tile collections, boundaries, outlines and paths (Tiling Module design note, contents item 2). */
class TileSetTest {

    @Test
    void setAlgebra() {
        TileSet a = new TileSet(Tiling.HEX, List.of(new Tile(0, 0), new Tile(0, 2), new Tile(1, 1)));
        TileSet b = new TileSet(Tiling.HEX, List.of(new Tile(0, 2), new Tile(2, 2)));
        assertEquals(Set.of(new Tile(0, 0), new Tile(0, 2), new Tile(1, 1), new Tile(2, 2)), a.union(b));
        assertEquals(Set.of(new Tile(0, 2)), a.intersect(b));
        assertEquals(Set.of(new Tile(0, 0), new Tile(1, 1)), a.minus(b));
        assertEquals(3, a.size(), "operations return new sets");
        assertThrows(IllegalArgumentException.class, () -> a.add(new Tile(0, 1)));
    }

    @Test
    void boundaryCountsSides() {
        TileSet one = new TileSet(Tiling.HEX, List.of(new Tile(0, 0)));
        assertEquals(new HashSet<>(Tiling.HEX.sides(new Tile(0, 0))), one.boundary());
        TileSet two = new TileSet(Tiling.HEX, List.of(new Tile(0, 0), new Tile(0, 2)));
        assertEquals(10, two.boundary().size());
        assertFalse(two.boundary().contains(new LatticePoint(0, 2)), "the shared side is inside");
        TileSet block = new TileSet(Tiling.SQUARE, List.of(new Tile(0, 0), new Tile(0, 1), new Tile(1, 0), new Tile(1, 1)));
        assertEquals(8, block.boundary().size());
    }

    @Test
    void outlineOfOneHexIsItsVertices() {
        TilePolygon p = new TileSet(Tiling.HEX, List.of(new Tile(2, 2))).outline();
        assertEquals(1, p.loops().size());
        assertEquals(Tiling.HEX.vertices(new Tile(2, 2)), p.loops().get(0));
    }

    @Test
    void outlineOfAHexRingHasAnOuterLoopAndAHole() {
        TileSet ring = new TileSet(Tiling.HEX, Tiling.HEX.ring(new Tile(0, 0), 1, false));
        TilePolygon p = ring.outline();
        assertEquals(2, p.loops().size());
        Set<Integer> sizes = Set.of(p.loops().get(0).size(), p.loops().get(1).size());
        assertEquals(Set.of(18, 6), sizes);
        assertEquals(ring.boundary().size(), p.vertexCount(), "closed loops: as many vertices as sides");
        TileSet two = new TileSet(Tiling.HEX, List.of(new Tile(0, 0), new Tile(0, 2)));
        assertEquals(10, two.outline().loops().get(0).size());
    }

    @Test
    void squaresTouchingAtACornerGiveTwoLoops() {
        TileSet diagonal = new TileSet(Tiling.SQUARE, List.of(new Tile(0, 0), new Tile(1, 1)));
        TilePolygon p = diagonal.outline();
        assertEquals(2, p.loops().size());
        assertEquals(4, p.loops().get(0).size());
        assertEquals(4, p.loops().get(1).size());
        assertTrue(new TileSet(Tiling.SQUARE).outline().loops().isEmpty());
    }

    @Test
    void pathsKnowTheirEndsAndConnectivity() {
        RectangleGrid grid = new RectangleGrid(org.hexbench.tiling.OffsetLayout.SQUARES, 4, 4);
        TilePath ok = new TilePath(List.of(new Tile(0, 0), new Tile(0, 1), new Tile(1, 1)), 2);
        assertEquals(new Tile(0, 0), ok.source());
        assertEquals(new Tile(1, 1), ok.target());
        assertEquals(2, ok.steps());
        assertTrue(ok.isConnectedIn(grid));
        assertFalse(new TilePath(List.of(new Tile(0, 0), new Tile(1, 1)), 1).isConnectedIn(grid));
        assertThrows(IllegalArgumentException.class, () -> new TilePath(List.of(), 0));
    }
}
