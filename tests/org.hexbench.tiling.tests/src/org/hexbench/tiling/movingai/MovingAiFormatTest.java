package org.hexbench.tiling.movingai;

import static org.junit.jupiter.api.Assertions.*;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Readers give clear errors with line numbers; the octile rules on a small map. */
class MovingAiFormatTest {

    static final List<String> MAP = List.of("type octile", "height 3", "width 4", "map", "....", ".T..", "....");

    @Test
    void readsAMap() throws Exception {
        MovingAiMap map = MovingAiMap.parse("t.map", MAP);
        assertEquals(4, map.width());
        assertEquals(3, map.height());
        assertFalse(map.isPassable(1, 1));
        assertTrue(map.isPassable(3, 2));
        assertFalse(map.isPassable(4, 0));
    }

    @Test
    void malformedMapsNameTheLine() {
        MovingAiFormatException e = assertThrows(MovingAiFormatException.class, () -> MovingAiMap.parse("bad.map",
                List.of("type octile", "height 3", "width 4", "map", "....", ".X..", "....")));
        assertEquals(6, e.line());
        assertEquals("bad.map", e.source());
        assertTrue(e.getMessage().startsWith("bad.map:6: "), e.getMessage());
        assertEquals(7, assertThrows(MovingAiFormatException.class, () -> MovingAiMap.parse("m",
                List.of("type octile", "height 3", "width 4", "map", "....", "....", "..."))).line());
        assertEquals(2, assertThrows(MovingAiFormatException.class, () -> MovingAiMap.parse("m",
                List.of("type octile", "height x", "width 4", "map"))).line());
        assertEquals(1, assertThrows(MovingAiFormatException.class, () -> MovingAiMap.parse("m",
                List.of("type hex", "height 1", "width 1", "map", "."))).line());
        assertEquals(8, assertThrows(MovingAiFormatException.class, () -> MovingAiMap.parse("m",
                List.of("type octile", "height 3", "width 4", "map", "....", "....", "....", "....", ""))).line());
    }

    @Test
    void malformedScenariosNameTheLine() throws Exception {
        List<MovingAiProblem> ok = MovingAiScenario.parse("s", List.of("version 1",
                "0\tt.map\t4\t3\t0\t0\t3\t2\t3.82842712", "", "1 t.map 4 3 0 2 2 0 2.82 "));
        assertEquals(2, ok.size());
        assertEquals(4, ok.get(1).line());
        assertEquals(2, ok.get(1).optimalDecimals());
        assertEquals(1, assertThrows(MovingAiFormatException.class,
                () -> MovingAiScenario.parse("s", List.of("version 2"))).line());
        assertEquals(3, assertThrows(MovingAiFormatException.class, () -> MovingAiScenario.parse("s",
                List.of("version 1", "0 t.map 4 3 0 0 3 2 3.8", "0 t.map 4 3 0 0 3 2"))).line());
        assertEquals(2, assertThrows(MovingAiFormatException.class, () -> MovingAiScenario.parse("s",
                List.of("version 1", "0 t.map 4 3 0 zero 3 2 3.8"))).line());
    }

    @Test
    void octileRulesForbidCornerCutting() throws Exception {
        MovingAiMap map = MovingAiMap.parse("t.map", MAP);
        MovingAiSolver solver = new MovingAiSolver(map);
        // (0,0) -> (2,2): every diagonal step would cut the tree at (1,1), so 4 straight steps.
        MovingAiProblem p = new MovingAiProblem(2, 0, "t.map", 4, 3, 0, 0, 2, 2, 4, 8);
        assertEquals(4, solver.pathCost(p), 1e-9);
        // (0,2) -> (3,0): around the tree's south side, one diagonal that cuts no corner.
        MovingAiProblem q = new MovingAiProblem(3, 0, "t.map", 4, 3, 0, 2, 3, 0, 3 + Math.sqrt(2), 8);
        assertEquals(3 + Math.sqrt(2), solver.pathCost(q), 1e-9);
        MovingAiReport report = solver.solve(List.of(p, q), MovingAiSolver.TOLERANCE);
        assertTrue(report.allSolved());
        MovingAiProblem wrong = new MovingAiProblem(4, 0, "t.map", 4, 3, 0, 0, 2, 2, 2 * Math.sqrt(2), 8);
        MovingAiReport bad = solver.solve(List.of(wrong), MovingAiSolver.TOLERANCE);
        assertEquals(1, bad.mismatches());
        assertTrue(bad.firstFailure().startsWith("line 4"));
        assertThrows(IllegalArgumentException.class,
                () -> solver.pathCost(new MovingAiProblem(5, 0, "x", 5, 5, 0, 0, 1, 1, 1, 0)));
    }

    @Test
    void diagonalsOnAMapTwoCellsWideAreDiagonals() throws Exception {
        // On a 2-wide map the lower-left diagonal (1,0) -> (0,1) has the index difference 1 of a straight step east.
        // All passable: one diagonal, √2 (not 1).
        MovingAiMap open = MovingAiMap.parse("two.map", List.of("type octile", "height 2", "width 2", "map", "..", ".."));
        assertEquals(Math.sqrt(2), new MovingAiSolver(open).pathCost(
                new MovingAiProblem(2, 0, "two.map", 2, 2, 1, 0, 0, 1, Math.sqrt(2), 8)), 1e-9);
        // A tree at (1,1) beside that diagonal: no corner cutting, so via (0,0): 2.
        MovingAiMap tree = MovingAiMap.parse("two.map", List.of("type octile", "height 2", "width 2", "map", "..", ".T"));
        assertEquals(2, new MovingAiSolver(tree).pathCost(
                new MovingAiProblem(2, 0, "two.map", 2, 2, 1, 0, 0, 1, 2, 0)), 1e-9);
    }

    @Test
    void toleranceWidensOnlyForCoarselyRoundedOptima() {
        MovingAiProblem fine = new MovingAiProblem(1, 0, "m", 1, 1, 0, 0, 0, 0, 1.41421, 5);
        MovingAiProblem coarse = new MovingAiProblem(1, 0, "m", 1, 1, 0, 0, 0, 0, 244.95, 2);
        assertEquals(0.001, fine.tolerance(0.001), 1e-12);
        assertEquals(0.005, coarse.tolerance(0.001), 1e-6);
    }
}
