package org.hexbench.tiling;

import static org.junit.jupiter.api.Assertions.*;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The Tiling Module's sample coordinate block (Tiling Module design note, Coordinate System), decoded: 11 centres, 46 sides, 36 vertices. */
class TilingModuleBlockTest {

    /** The 93 "row; col" pairs of the Tiling Module design note's coordinate block, in its order. */
    static final String SEED = "2; 2 2; 6 2; 10 2; 14 4; 4 4; 8 4; 12 6; 2 6; 6 6; 10 6; 14 1; 1 1; 3 1; 5 1; 7 1; 9 1;"
            + " 11 1; 13 1; 15 2; 0 2; 4 2; 8 2; 12 2; 16 3; 1 3; 3 3; 5 3; 7 3; 9 3; 11 3; 13 3; 15 4; 2 4; 6 4;"
            + " 10 4; 14 5; 1 5; 3 5; 5 5; 7 5; 9 5; 11 5; 13 5; 15 6; 0 6; 4 6; 8 6; 12 6; 16 7; 1 7; 3 7; 5 7;"
            + " 7 7; 9 7; 11 7; 13 7; 15 1; 0 1; 2 1; 4 1; 6 1; 8 1; 10 1; 12 1; 14 1; 16 3; 0 3; 2 3; 4 3; 6 3;"
            + " 8 3; 10 3; 12 3; 14 3; 16 5; 0 5; 2 5; 4 5; 6 5; 8 5; 10 5; 12 5; 14 5; 16 7; 0 7; 2 7; 4 7; 6 7;"
            + " 8 7; 10 7; 12 7; 14 7; 16";

    static List<LatticePoint> seedPairs() {
        String[] numbers = SEED.replace(";", " ").trim().split("\\s+");
        LatticePoint[] pairs = new LatticePoint[numbers.length / 2];
        for (int i = 0; i < pairs.length; i++) {
            pairs[i] = new LatticePoint(Integer.parseInt(numbers[2 * i]), Integer.parseInt(numbers[2 * i + 1]));
        }
        return List.of(pairs);
    }

    @Test
    void seedHas93DistinctPairs() {
        assertEquals(93, seedPairs().size());
        assertEquals(93, new HashSet<>(seedPairs()).size());
    }

    @Test
    void elevenCentresYieldExactlyTheListedSidesAndVertices() {
        List<LatticePoint> pairs = seedPairs();
        List<LatticePoint> centres = pairs.subList(0, 11);
        Set<LatticePoint> listedSides = new HashSet<>(pairs.subList(11, 57));
        Set<LatticePoint> listedVertices = new HashSet<>(pairs.subList(57, 93));
        assertEquals(46, listedSides.size());
        assertEquals(36, listedVertices.size());
        Set<LatticePoint> sides = new HashSet<>(), vertices = new HashSet<>();
        for (LatticePoint c : centres) {
            sides.addAll(Tiling.HEX.sides(c.tile()));
            vertices.addAll(Tiling.HEX.vertices(c.tile()));
        }
        assertEquals(listedSides, sides);
        assertEquals(listedVertices, vertices);
    }

    @Test
    void everySeedPairIsClassifiedAsItsRun() {
        List<LatticePoint> pairs = seedPairs();
        for (int i = 0; i < pairs.size(); i++) {
            Feature expected = i < 11 ? Feature.CENTRE : i < 57 ? Feature.SIDE : Feature.VERTEX;
            assertEquals(expected, pairs.get(i).feature(Tiling.HEX), pairs.get(i).toString());
        }
    }

    @Test
    void centresAreTilesOfThreeRowsOfFourThreeAndFourHexes() {
        List<Tile> tiles = seedPairs().subList(0, 11).stream().map(LatticePoint::tile).toList();
        assertEquals(new Tile(1, 1), tiles.get(0));
        assertEquals(new Tile(3, 7), tiles.get(10));
        assertEquals(4, tiles.stream().filter(t -> t.row() == 1).count());
        assertEquals(3, tiles.stream().filter(t -> t.row() == 2).count());
        assertEquals(4, tiles.stream().filter(t -> t.row() == 3).count());
    }

    @Test
    void vertexOneFourIsSharedByHexesTwoTwoTwoSixAndZeroFour() {
        Set<Tile> expected = Set.of(new LatticePoint(2, 2).tile(), new LatticePoint(2, 6).tile(),
                new LatticePoint(0, 4).tile());
        assertEquals(expected, new HashSet<>(Tiling.HEX.tilesOfVertex(new LatticePoint(1, 4))));
    }

    @Test
    void evenRowOddColumnIsUnused() {
        assertEquals(Feature.NONE, Tiling.HEX.classify(2, 3));
        assertEquals(Feature.NONE, Tiling.HEX.classify(-4, -1));
        for (LatticePoint p : seedPairs()) {
            assertFalse((p.row() & 1) == 0 && (p.col() & 1) != 0, p.toString());
        }
    }
}
