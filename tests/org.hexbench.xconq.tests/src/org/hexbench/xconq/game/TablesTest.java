package org.hexbench.xconq.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.hexbench.xconq.gdl.TypeKind;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Tables by the GDL reference's semantics (Tables): the reference's own example of five equivalent ways to fill a
 * table, clearing to the default, whole-table values, {@code add}, dice cells, and tables the reference does not
 * define (kept, indexed as the module indexes them).
 */
class TablesTest {

    @TempDir
    Path folder;

    /** Unit types a, b, c and terrain types y, z; mp-to-enter-terrain is indexed u t and defaults to 1. */
    private static final String TYPES = "(unit-type a)\n(unit-type b)\n(unit-type c)\n(terrain-type y)\n"
            + "(terrain-type z)\n";

    private List<String> cells(String forms) {
        XconqGame game = new Modules(folder).write("m", TYPES + forms).load("m");
        assertTrue(game.diagnostics().isEmpty(), Modules.texts(game).toString());
        GameTable t = game.table("mp-to-enter-terrain").get();
        assertEquals(TypeKind.UNIT, t.rowKind());
        assertEquals(TypeKind.TERRAIN, t.columnKind());
        List<String> out = new ArrayList<>();
        for (int r = 0; r < 3; r++) {
            for (int c = 0; c < 2; c++) {
                out.add(t.value(r, c).map(String::valueOf).orElse("?"));
            }
        }
        return out;
    }

    @Test
    void theReferencesFiveEquivalentFormsFillTheSameCells() {
        List<String> expected = List.of("1", "9", "2", "9", "3", "9");
        assertEquals(expected, cells("(table mp-to-enter-terrain (a y 1) (b y 2) (c y 3) (a z 9) (b z 9) (c z 9))"));
        assertEquals(expected, cells("(table mp-to-enter-terrain ((a b c) y (1 2 3)) ((a b c) (z) 9))"));
        assertEquals(expected, cells("(define v1 (a b c))\n(table mp-to-enter-terrain (v1 y (1 2 3)) (v1 z 9))"));
        assertEquals(expected, cells("(table mp-to-enter-terrain ((a b c) (y z) ((1 9) (2 9) (3 9))))"));
        assertEquals(expected, cells("(table mp-to-enter-terrain (a y 1) (b y 2) (c y 3))\n"
                + "(table mp-to-enter-terrain add ((a b c) z 9))"));
    }

    @Test
    void aTableFormWithoutAddClearsToTheDefaultFirst() {
        assertEquals(List.of("1", "1", "1", "1", "5", "1"), cells("(table mp-to-enter-terrain (a y 7))\n"
                + "(table mp-to-enter-terrain (c y 5))"), "the second form clears a y back to the default 1");
        assertEquals(List.of("4", "4", "4", "0", "4", "4"), cells("(table mp-to-enter-terrain 4 (b z 0))"),
                "an atom fills every cell");
    }

    @Test
    void diceCellsAndUnknownTablesAreKept() {
        XconqGame game = new Modules(folder).write("m", TYPES + "(table damage (a (b c) 2d6+1) (b a 3))\n"
                + "(table later-table (a y 5))\n").load("m");
        GameTable damage = game.table("damage").get();
        assertEquals("2d6+1", damage.dice(0, 1).get().text());
        assertEquals("2d6+1", damage.dice(0, 2).get().text());
        assertEquals(3, damage.value(1, 0).get());
        assertEquals(1, damage.value(2, 2).get(), "damage defaults to 1 (GDL reference, Combat Actions)");
        GameTable later = game.table("later-table").get();
        assertEquals(TypeKind.UNIT, later.rowKind());
        assertEquals(TypeKind.TERRAIN, later.columnKind());
        assertEquals(5, later.value(0, 0).get());
        assertTrue(later.value(1, 0).isEmpty(), "the default of a table the reference lacks is unknown");
        assertEquals(1, game.diagnostics().size(), Modules.texts(game).toString());
    }

    @Test
    void wrongIndicesSkipTheClauseWithAWarning() {
        XconqGame game = new Modules(folder).write("m", TYPES + "(table mp-to-enter-terrain (a y 3) (y a 4)"
                + " ((a b) y (1 2 3)))\n").load("m");
        assertEquals(3, game.table("mp-to-enter-terrain").get().value(0, 0).get());
        List<String> texts = Modules.texts(game);
        assertEquals(2, texts.size(), texts.toString());
        assertTrue(texts.get(0).contains("index 1 value `y' is not a unit type"), texts.toString());
        assertTrue(texts.get(1).contains("lists of different lengths (2 types, 3 values)"), texts.toString());
    }
}
