package org.hexbench.tiling;

import static org.junit.jupiter.api.Assertions.*;

import java.util.HashSet;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Red Blob Games' published hex test cases (redblobgames.com/grids/hexagons implementation tests). */
class RedBlobHexTest {

    private static Hex hex(int q, int r, int s) {
        return Hex.cube(q, r, s);
    }

    @Test
    void arithmetic() {
        assertEquals(hex(4, -10, 6), hex(1, -3, 2).add(hex(3, -7, 4)));
        assertEquals(hex(-2, 4, -2), hex(1, -3, 2).subtract(hex(3, -7, 4)));
        assertThrows(IllegalArgumentException.class, () -> hex(1, 1, 1));
    }

    @Test
    void distanceNeighborDiagonal() {
        assertEquals(7, hex(3, -7, 4).distance(hex(0, 0, 0)));
        assertEquals(hex(1, -3, 2), hex(1, -2, 1).neighbor(2));
        assertEquals(hex(-1, -1, 2), hex(1, -2, 1).diagonalNeighbor(3));
    }

    @Test
    void rotation() {
        assertEquals(hex(-2, -1, 3), hex(1, -3, 2).rotateLeft());
        assertEquals(hex(3, -2, -1), hex(1, -3, 2).rotateRight());
    }

    @Test
    void rounding() {
        FractionalHex a = new FractionalHex(0, 0, 0), b = new FractionalHex(1, -1, 0), c = new FractionalHex(0, -1, 1);
        assertEquals(hex(5, -10, 5), new FractionalHex(0, 0, 0).lerp(new FractionalHex(10, -20, 10), 0.5).round());
        assertEquals(hex(0, 0, 0), a.lerp(b, 0.499).round());
        assertEquals(hex(1, -1, 0), a.lerp(b, 0.501).round());
        assertEquals(hex(0, 0, 0), new FractionalHex(a.q() * 0.4 + b.q() * 0.3 + c.q() * 0.3,
                a.r() * 0.4 + b.r() * 0.3 + c.r() * 0.3, a.s() * 0.4 + b.s() * 0.3 + c.s() * 0.3).round());
        assertEquals(hex(0, -1, 1), new FractionalHex(a.q() * 0.3 + b.q() * 0.3 + c.q() * 0.4,
                a.r() * 0.3 + b.r() * 0.3 + c.r() * 0.4, a.s() * 0.3 + b.s() * 0.3 + c.s() * 0.4).round());
    }

    @Test
    void lineDrawing() {
        assertEquals(List.of(hex(0, 0, 0), hex(0, -1, 1), hex(0, -2, 2), hex(1, -3, 2), hex(1, -4, 3), hex(1, -5, 4)),
                hex(0, 0, 0).line(hex(1, -5, 4)));
        assertEquals(List.of(hex(2, 0, -2)), hex(2, 0, -2).line(hex(2, 0, -2)));
    }

    @Test
    void offsetFromCube() {
        assertEquals(new OffsetCoord(1, 3), HexOffset.EVEN_Q.fromHex(hex(1, 2, -3)));
        assertEquals(new OffsetCoord(1, 2), HexOffset.ODD_Q.fromHex(hex(1, 2, -3)));
        // r-offset: row 2 is even, so even-r and odd-r agree for this hex (col = q + r/2 = 2).
        assertEquals(new OffsetCoord(2, 2), HexOffset.EVEN_R.fromHex(hex(1, 2, -3)));
        assertEquals(new OffsetCoord(2, 2), HexOffset.ODD_R.fromHex(hex(1, 2, -3)));
        assertEquals(new OffsetCoord(3, 3), HexOffset.EVEN_R.fromHex(hex(1, 3, -4)));
        assertEquals(new OffsetCoord(2, 3), HexOffset.ODD_R.fromHex(hex(1, 3, -4)));
    }

    @Test
    void offsetToCube() {
        assertEquals(hex(1, 2, -3), HexOffset.EVEN_Q.toHex(new OffsetCoord(1, 3)));
        assertEquals(hex(1, 2, -3), HexOffset.ODD_Q.toHex(new OffsetCoord(1, 2)));
    }

    @Test
    void offsetRoundTrip() {
        Hex a = hex(3, 4, -7);
        OffsetCoord b = new OffsetCoord(1, -3);
        for (HexOffset layout : HexOffset.values()) {
            assertEquals(a, layout.toHex(layout.fromHex(a)), layout.name());
            assertEquals(b, layout.fromHex(layout.toHex(b)), layout.name());
        }
    }

    @Test
    void doubledCoordinates() {
        assertEquals(new DoubledCoord(1, 5), DoubledCoord.fromHexQ(hex(1, 2, -3)));
        assertEquals(new DoubledCoord(4, 2), DoubledCoord.fromHexR(hex(1, 2, -3)));
        assertEquals(hex(1, 2, -3), new DoubledCoord(1, 5).toHexQ());
        assertEquals(hex(1, 2, -3), new DoubledCoord(4, 2).toHexR());
        Hex a = hex(3, 4, -7);
        assertEquals(a, DoubledCoord.fromHexQ(a).toHexQ());
        assertEquals(a, DoubledCoord.fromHexR(a).toHexR());
        DoubledCoord b = new DoubledCoord(1, -3);
        assertEquals(b, DoubledCoord.fromHexQ(b.toHexQ()));
        assertEquals(b, DoubledCoord.fromHexR(b.toHexR()));
    }

    @Test
    void tilingModuleTilesAreDoubledWidth() {
        Hex h = hex(1, 2, -3);
        DoubledCoord d = DoubledCoord.fromHexR(h);
        assertEquals(new Tile(d.row(), d.col()), h.toTile());
        assertEquals(h, Hex.fromTile(h.toTile()));
        assertThrows(IllegalArgumentException.class, () -> Hex.fromTile(new Tile(0, 1)));
    }

    @Test
    void ringsAndDirections() {
        Hex c = hex(0, 0, 0);
        List<Hex> ring = c.ring(3);
        assertEquals(18, new HashSet<>(ring).size());
        for (Hex h : ring) {
            assertEquals(3, h.distance(c));
        }
        assertEquals(List.of(c), c.ring(0));
        for (int d = 0; d < 6; d++) {
            Hex n = c.neighbor(d);
            assertEquals(1, n.length());
            assertEquals(c, n.neighbor(d + 3));
            HexDirection dir = HexDirection.of(d);
            assertEquals(new Tile(dir.dRow(), dir.dCol()), n.toTile());
            assertEquals(2, c.diagonalNeighbor(d).length());
        }
        assertEquals(HexDirection.W, HexDirection.E.opposite());
    }
}
