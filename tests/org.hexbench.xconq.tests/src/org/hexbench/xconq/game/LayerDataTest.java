package org.hexbench.xconq.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Area layers by the GDL reference (World and Area Forms: Area Properties, Layers): the run-length encoding and its
 * example, the subforms (constant, subarea, xform, by-char, by-name), area restrictions, rows from the top, and the
 * hexagon an area that does not wrap is.
 */
class LayerDataTest {

    @TempDir
    Path folder;

    private XconqGame load(String text) {
        return new Modules(folder).write("m", "(terrain-type plains)\n(terrain-type sea)\n(unit-type u)\n" + text)
                .load("m");
    }

    private static List<Integer> row(CellLayer layer, int y) {
        List<Integer> out = new ArrayList<>();
        for (int x = 0; x < layer.width(); x++) {
            out.add(layer.isGiven(x, y) ? layer.value(x, y) : null);
        }
        return out;
    }

    @Test
    void theReferencesExampleRowHas46Values() {
        XconqGame game = load("(world 46)\n(area 46 3 (elevations \"40adaa100,2*-99\" \"46a\" \"45a5,\"))\n");
        assertTrue(game.diagnostics().isEmpty(), Modules.texts(game).toString());
        CellLayer layer = game.area().get().layer("elevations").get();
        List<Integer> top = row(layer, 2);
        assertEquals(46, top.size());
        assertEquals(List.of(0, 3, 0, 0, 100, -99, -99), top.subList(39, 46),
                "40 zeros, a three, two more zeros, a 100, and two -99s");
        assertEquals(0, top.subList(0, 40).stream().mapToInt(Integer::intValue).sum());
        assertEquals(5, row(layer, 0).get(45), "the first string is the top row; digits end a value at a comma");
    }

    @Test
    void charactersByNameByCharAndTheDefaultAlphabet() {
        XconqGame game = load("(world 4)\n(area 4 3 (terrain (by-name \"+.\" plains sea) \"2+2.\" \"+.+.\" \"bbaa\"))\n");
        CellLayer terrain = game.area().get().terrain().get();
        assertEquals(List.of(0, 0, 1, 1), row(terrain, 2));
        assertEquals(List.of(0, 1, 0, 1), row(terrain, 1));
        assertEquals(List.of(1, 1, 0, 0), row(terrain, 0), "letters not remapped keep a = 0, b = 1");
        game = load("(world 3)\n(area 3 3 (terrain (by-name (sea 0) (plains 1)) \"aba\" \"3b\" \"3a\"))\n");
        assertEquals(List.of(1, 0, 1), row(game.area().get().terrain().get(), 2), "(name n) pairs name letter n");
        game = load("(world 3)\n(area 3 3 (terrain (by-char \".+\") \".+.\" \"3.\" \"3+\"))\n");
        assertEquals(List.of(0, 1, 0), row(game.area().get().terrain().get(), 2));
        assertTrue(game.diagnostics().isEmpty(), Modules.texts(game).toString());
    }

    @Test
    void constantSubareaAndXform() {
        XconqGame game = load("(world 3)\n(area 3 3 (elevations (xform 10 5) \"abc\" \"3a\" \"3a\")"
                + " (temperatures (constant 7)) (clouds (subarea 1 1 2 1) \"bc\"))\n");
        GameArea area = game.area().get();
        assertEquals(List.of(5, 15, 25), row(area.layer("elevations").get(), 2), "value × 10 + 5");
        assertEquals(List.of(7, 7, 7), row(area.layer("temperatures").get(), 0));
        CellLayer clouds = area.layer("clouds").get();
        assertEquals(2, clouds.givenCount());
        assertEquals(List.of(1, 2), List.of(clouds.value(1, 1), clouds.value(2, 1)));
    }

    @Test
    void aRestrictionReadsAPartOfALargerAreasData() {
        XconqGame game = load("(world 4)\n(area 4 3 (restrict 6 5 1 1))\n(area (terrain \"6b\" \"6b\" \"abbbba\""
                + " \"abaaba\" \"6b\"))\n");
        CellLayer terrain = game.area().get().terrain().get();
        assertEquals(List.of(1, 1, 1, 1), row(terrain, 2));
        assertEquals(List.of(1, 1, 1, 1), row(terrain, 1));
        assertEquals(List.of(1, 0, 0, 1), row(terrain, 0), "data row y 1 is area row 0, columns from 1");
    }

    @Test
    void anAreaThatDoesNotWrapIsTheReferencesHexagon() {
        XconqGame game = load("(area 8 7)\n");
        GameArea area = game.area().get();
        assertFalse(area.wraps(), "the world's circumference (360 by default) is not the area's width");
        List<Integer> widths = new ArrayList<>();
        for (int y = 6; y >= 0; y--) {
            int n = 0;
            for (int x = 0; x < 8; x++) {
                n += area.inArea(x, y) ? 1 : 0;
            }
            widths.add(n);
        }
        assertEquals(List.of(5, 6, 7, 8, 7, 6, 5), widths, "the 8x7 hexagon drawn in the reference, Area Properties");
    }

    @Test
    void garbledRowsAndStrangeCharactersAreWarnings() {
        XconqGame game = load("(world 4)\n(area 4 3 (terrain \"a!aa\" \"2*\" \"4a\"))\n(area (elevations \"-\" \"4a\""
                + " \"4a\"))\n");
        List<String> texts = Modules.texts(game);
        assertTrue(texts.contains("m.g:5:22: warning: bad character '!' (0x21) in layer data; 0 is used instead"),
                texts.toString());
        assertTrue(texts.stream().anyMatch(t -> t.startsWith("m.g:5:30: warning: garbled layer data (a run length has no value after it)")),
                texts.toString());
        assertTrue(texts.stream().anyMatch(t -> t.startsWith("m.g:6:21: warning: garbled layer data (a minus sign"
                + " stands alone)")), texts.toString());
        assertEquals(3, texts.size(), texts.toString());
    }
}
