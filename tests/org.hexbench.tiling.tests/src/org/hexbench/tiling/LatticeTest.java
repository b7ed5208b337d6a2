package org.hexbench.tiling;

import static org.junit.jupiter.api.Assertions.*;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Lattice enumerations and classification for both tilings (Tiling Module design note, Coordinate System). */
class LatticeTest {

    static List<Tile> sampleTiles(Tiling tiling) {
        List<Tile> tiles = new java.util.ArrayList<>();
        for (int r = -4; r <= 4; r++) {
            for (int c = -8; c <= 8; c++) {
                if (tiling.isTile(r, c)) {
                    tiles.add(new Tile(r, c));
                }
            }
        }
        return tiles;
    }

    @ParameterizedTest
    @EnumSource(Tiling.class)
    void sidesAndVerticesAreMutuallyConsistent(Tiling tiling) {
        int sides = tiling == Tiling.HEX ? 6 : 4, perVertex = tiling == Tiling.HEX ? 3 : 4;
        for (Tile t : sampleTiles(tiling)) {
            assertEquals(Feature.CENTRE, t.centre().feature(tiling));
            List<LatticePoint> ts = tiling.sides(t), tv = tiling.vertices(t);
            assertEquals(sides, new HashSet<>(ts).size());
            assertEquals(sides, new HashSet<>(tv).size());
            for (int k = 0; k < ts.size(); k++) {
                LatticePoint side = ts.get(k);
                assertEquals(Feature.SIDE, side.feature(tiling));
                assertTrue(tiling.tilesOfSide(side).contains(t));
                assertEquals(Set.of(tv.get(k), tv.get((k + 1) % tv.size())), new HashSet<>(tiling.verticesOfSide(side)),
                        "side k joins vertices k and k+1");
            }
            for (LatticePoint v : tv) {
                assertEquals(Feature.VERTEX, v.feature(tiling));
                List<Tile> around = tiling.tilesOfVertex(v);
                assertEquals(perVertex, new HashSet<>(around).size());
                assertTrue(around.contains(t));
                for (LatticePoint s : tiling.sidesOfVertex(v)) {
                    assertTrue(tiling.verticesOfSide(s).contains(v));
                    for (Tile a : tiling.tilesOfSide(s)) {
                        assertTrue(around.contains(a));
                    }
                }
            }
        }
    }

    @ParameterizedTest
    @EnumSource(Tiling.class)
    void sideBetweenNeighboursIsTheirSharedSide(Tiling tiling) {
        Tile t = new Tile(2, 4);
        for (int d = 0; d < tiling.directionCount(); d++) {
            if (!tiling.isEdgeDirection(d)) {
                continue;
            }
            Tile n = tiling.neighbor(t, d);
            LatticePoint side = tiling.sideBetween(t, n);
            assertEquals(Set.of(t, n), new HashSet<>(tiling.tilesOfSide(side)));
            assertEquals(t, tiling.neighbor(n, tiling.opposite(d)));
        }
        assertThrows(IllegalArgumentException.class, () -> tiling.sideBetween(t, t.plus(0, 8)));
    }

    @Test
    void squareLatticeClassification() {
        assertEquals(Feature.CENTRE, Tiling.SQUARE.classify(2, -4));
        assertEquals(Feature.SIDE, Tiling.SQUARE.classify(1, 2));
        assertEquals(Feature.SIDE, Tiling.SQUARE.classify(2, 1));
        assertEquals(Feature.VERTEX, Tiling.SQUARE.classify(-1, 3));
        assertEquals(List.of(new Tile(0, 1), new Tile(1, 1)), Tiling.SQUARE.tilesOfSide(new LatticePoint(1, 2)));
        assertEquals(4, Tiling.SQUARE.sidesOfVertex(new LatticePoint(1, 1)).size());
    }

    @Test
    void hexVerticalSideAndSlantedSide() {
        assertEquals(List.of(new Tile(1, 1), new Tile(1, 3)), Tiling.HEX.tilesOfSide(new LatticePoint(2, 4)));
        assertEquals(Set.of(new Tile(0, 0), new Tile(1, 1)), new HashSet<>(Tiling.HEX.tilesOfSide(new LatticePoint(1, 1))));
        assertEquals(Set.of(new Tile(0, 2), new Tile(1, 1)), new HashSet<>(Tiling.HEX.tilesOfSide(new LatticePoint(1, 3))));
        assertThrows(IllegalArgumentException.class, () -> Tiling.HEX.tilesOfSide(new LatticePoint(2, 2)));
        assertThrows(IllegalArgumentException.class, () -> Tiling.HEX.tilesOfVertex(new LatticePoint(2, 3)));
    }

    @ParameterizedTest
    @EnumSource(Tiling.class)
    void rotationsAndReflectionsAreSymmetries(Tiling tiling) {
        Tile about = new Tile(1, 3);
        int steps = tiling == Tiling.HEX ? 6 : 4;
        for (Tile t : sampleTiles(tiling)) {
            Tile r = t;
            for (int i = 0; i < steps; i++) {
                Tile next = tiling.rotateLeft(r, about);
                assertEquals(tiling.distance(about, r, false), tiling.distance(about, next, false));
                assertEquals(r, tiling.rotateRight(next, about));
                r = next;
            }
            assertEquals(t, r);
            assertEquals(t, tiling.reflectRows(tiling.reflectRows(t, about), about));
            assertEquals(t, tiling.reflectCols(tiling.reflectCols(t, about), about));
            assertTrue(tiling.isTile(tiling.reflectCols(t, about).row(), tiling.reflectCols(t, about).col()));
        }
        assertEquals(tiling == Tiling.HEX ? new Tile(0, 4) : new Tile(0, 3),
                tiling.rotateLeft(tiling.neighbor(about, 0), about));
    }

    @Test
    void squareRingsAndLines() {
        Tile c = new Tile(0, 0);
        assertEquals(16, new HashSet<>(Tiling.SQUARE.ring(c, 2, true)).size());
        assertEquals(8, new HashSet<>(Tiling.SQUARE.ring(c, 2, false)).size());
        for (Tile t : Tiling.SQUARE.ring(c, 3, true)) {
            assertEquals(3, Tiling.SQUARE.distance(c, t, true));
        }
        for (Tile t : Tiling.SQUARE.ring(c, 3, false)) {
            assertEquals(3, Tiling.SQUARE.distance(c, t, false));
        }
        assertEquals(25, Tiling.SQUARE.range(c, 2, true).size());
        List<Tile> line8 = Tiling.SQUARE.line(c, new Tile(3, 5), true);
        assertEquals(6, line8.size());
        List<Tile> line4 = Tiling.SQUARE.line(c, new Tile(3, 5), false);
        assertEquals(9, line4.size());
        for (int i = 1; i < line4.size(); i++) {
            assertEquals(1, Tiling.SQUARE.distance(line4.get(i - 1), line4.get(i), false));
        }
        assertEquals(new Tile(3, 5), line4.get(8));
    }
}
