package org.hexbench.tiling;

import static org.junit.jupiter.api.Assertions.*;

import org.hexbench.tiling.grid.HexagonBoard;
import org.junit.jupiter.api.Test;

/** HexTC2 board facts (HexTC2 rules, COMP202 Winter 2005 Assignment 6, section hexIT). */
class HexTc2CoordTest {

    @Test
    void boardHas61ValidCells() {
        int valid = 0;
        for (int x = -1; x <= 9; x++) {
            for (int y = -1; y <= 9; y++) {
                if (new HexTc2Coord(x, y).isValid()) {
                    valid++;
                }
            }
        }
        assertEquals(61, valid);
        assertEquals(61, HexagonBoard.hexTc2().size());
    }

    @Test
    void seedExamples() {
        assertFalse(new HexTc2Coord(6, 0).isValid());
        assertFalse(new HexTc2Coord(1, 8).isValid());
        HexagonBoard board = HexagonBoard.hexTc2();
        assertEquals(-1, board.indexOf(new HexTc2Coord(6, 0)));
        assertEquals(-1, board.indexOf(new HexTc2Coord(1, 8)));
        HexTc2Coord from = new HexTc2Coord(3, 4), to = new HexTc2Coord(2, 1);
        assertEquals(3, from.distance(to));
        assertEquals(3, board.distance(board.indexOf(from), board.indexOf(to)));
        // "1 NW then 2 W"
        assertEquals(to, from.neighbor(HexDirection.NW).neighbor(HexDirection.W).neighbor(HexDirection.W));
    }

    @Test
    void tilesRoundTripAndAgreeWithTheBoard() {
        HexagonBoard board = HexagonBoard.hexTc2();
        for (int i = 0; i < board.size(); i++) {
            HexTc2Coord c = board.boardCoord(i);
            assertTrue(c.isValid());
            assertEquals(board.tile(i), c.toTile());
            assertEquals(c, HexTc2Coord.fromTile(c.toTile()));
            for (HexDirection d : HexDirection.values()) {
                HexTc2Coord n = c.neighbor(d);
                int expected = n.isValid() ? board.indexOf(n) : -1;
                assertEquals(expected, board.neighbor(i, d.ordinal()));
                if (n.isValid()) {
                    assertEquals(board.tiling().neighbor(c.toTile(), d.ordinal()), n.toTile());
                }
            }
        }
        assertEquals(new Tile(4, 0), new HexTc2Coord(4, 0).toTile());
        assertEquals(new Tile(4, 16), new HexTc2Coord(4, 8).toTile());
    }

    @Test
    void boardOfSideThreeHasNineteenCells() {
        HexagonBoard b = new HexagonBoard(3);
        assertEquals(19, b.size());
        int centre = b.indexOf(2, 4);
        assertEquals(6, b.neighbors(b.tile(centre)).size());
        assertEquals(18, b.range(b.tile(centre), 2).size() - 1);
    }
}
