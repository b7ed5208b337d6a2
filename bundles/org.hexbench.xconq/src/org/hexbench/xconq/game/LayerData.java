package org.hexbench.xconq.game;

import java.util.Arrays;
import java.util.List;
import org.hexbench.xconq.gdl.Diagnostics;
import org.hexbench.xconq.gdl.Gdl;
import org.hexbench.xconq.gdl.Gdl.GdlList;
import org.hexbench.xconq.gdl.Gdl.GdlNumber;
import org.hexbench.xconq.gdl.Gdl.GdlString;
import org.hexbench.xconq.gdl.Gdl.GdlSymbol;
import org.hexbench.xconq.gdl.Gdl.GdlType;
import org.hexbench.xconq.gdl.SourcePosition;

/**
 * Decodes layer data (GDL reference, World and Area Forms: Layers): one string per row, the top row first; each
 * string encodes the row's values, {@code a..~} and {@code :..[} for 0 to 63, other numbers as digits ended by a comma
 * or the end of the string, an optional {@code -} for negative values; a decimal run length before a value repeats
 * it, and {@code *} separates a run length from a value written in digits ({@code "40adaa100,2*-99"} is 40 zeros,
 * a three, two zeros, a hundred and two −99s). Subforms before the rows: {@code (constant n)}, {@code (subarea x y w
 * h)}, {@code (xform mul add)}, {@code (by-bits)}, {@code (by-char "str")} and {@code (by-name ...)}.
 */
final class LayerData {

    private final GameArea area;
    private final CellLayer layer;
    private final Diagnostics diagnostics;
    private final GdlEvaluator evaluator;
    private final int terrainTypes;
    private int multiplier = 1;
    private int adder;
    private int[] codes;
    private boolean ignoreSpecials;
    private int subX;
    private int subY;
    private int subW = -1;
    private int subH = -1;
    private int badChars;
    private int badTerrain;

    LayerData(GameArea area, CellLayer layer, Diagnostics diagnostics, GdlEvaluator evaluator, int terrainTypes) {
        this.area = area;
        this.layer = layer;
        this.diagnostics = diagnostics;
        this.evaluator = evaluator;
        this.terrainTypes = terrainTypes;
    }

    void read(List<Gdl> contents, SourcePosition at) {
        for (int i = 0; i < contents.size(); i++) {
            Gdl item = contents.get(i);
            if (item instanceof GdlString) {
                rows(contents.subList(i, contents.size()), at);
                return;
            }
            if (!(item instanceof GdlList sub) || sub.head() == null) {
                diagnostics.warning(item.position(), "ignoring garbage layer description " + item.text());
                continue;
            }
            switch (sub.head()) {
                case "constant" -> {
                    Integer n = number(sub.get(1));
                    if (n == null) {
                        diagnostics.warning(sub.position(), "(constant n) needs a number; ignored");
                        continue;
                    }
                    for (int y = 0; y < area.height(); y++) {
                        for (int x = 0; x < area.width(); x++) {
                            store(x, y, n * multiplier + adder, sub.position());
                        }
                    }
                    report(at);
                    return;
                }
                case "subarea" -> {
                    List<Gdl> a = sub.rest(1);
                    if (a.size() != 4 || !a.stream().allMatch(GdlNumber.class::isInstance)) {
                        diagnostics.warning(sub.position(), "(subarea x y w h) needs four numbers; ignored");
                        continue;
                    }
                    subX = ((GdlNumber) a.get(0)).value();
                    subY = ((GdlNumber) a.get(1)).value();
                    subW = ((GdlNumber) a.get(2)).value();
                    subH = ((GdlNumber) a.get(3)).value();
                }
                case "xform" -> {
                    Integer mul = number(sub.get(1));
                    Integer add = number(sub.get(2));
                    if (mul == null || add == null) {
                        diagnostics.warning(sub.position(), "(xform mul add) needs two numbers; ignored");
                        continue;
                    }
                    multiplier = mul;
                    adder = add;
                }
                case "by-bits" -> {
                    // the reference describes no meaning for it; Xconq ignores it too
                }
                case "by-char" -> byChar(sub);
                case "by-name" -> byName(sub);
                default -> diagnostics.warning(sub.position(), "ignoring garbage layer description "
                        + GdlInterpreter.abbreviated(sub));
            }
        }
    }

    private Integer number(Gdl g) {
        if (g == null) {
            return null;
        }
        Gdl v = evaluator.eval(g);
        return v instanceof GdlNumber n ? Integer.valueOf(n.value())
                : v instanceof GdlType t ? Integer.valueOf(t.index()) : null;
    }

    private static int[] seeded() {
        int[] table = new int[256];
        Arrays.fill(table, Integer.MIN_VALUE);
        for (int c = 'a'; c <= '~'; c++) {
            table[c] = c - 'a';
        }
        for (int c = ':'; c <= '['; c++) {
            table[c] = c - ':' + 30;
        }
        return table;
    }

    private void byChar(GdlList sub) {
        if (!(sub.get(1) instanceof GdlString s)) {
            diagnostics.warning(sub.position(), "(by-char \"chars\") needs a string; ignored");
            return;
        }
        codes = seeded();
        for (int i = 0; i < s.value().length(); i++) {
            char c = s.value().charAt(i);
            codes[c & 0xff] = i;
            if (c == '*' || c == ',') {
                ignoreSpecials = true;
            }
        }
    }

    private void byName(GdlList sub) {
        codes = seeded();
        List<Gdl> items = sub.rest(1);
        String chars = null;
        if (!items.isEmpty() && items.get(0) instanceof GdlString s) {
            chars = s.value();
            for (int i = 0; i < chars.length(); i++) {
                codes[chars.charAt(i) & 0xff] = i;
            }
            items = items.subList(1, items.size());
        }
        int next = 0;
        for (Gdl item : items) {
            Gdl symbol;
            int index;
            if (item instanceof GdlSymbol) {
                symbol = item;
                index = next++;
            } else if (item instanceof GdlList pair && pair.size() >= 2 && pair.get(1) instanceof GdlNumber n) {
                symbol = pair.get(0);
                index = n.value();
            } else {
                diagnostics.warning(item.position(), "by-name entry " + item.text() + " is neither a name nor"
                        + " (name number); ignored");
                continue;
            }
            Integer value = number(symbol);
            if (value == null) {
                diagnostics.warning(item.position(), "by-name name " + symbol.text() + " is not a type or number;"
                        + " ignored");
                continue;
            }
            int c;
            if (chars != null) {
                if (index < 0 || index >= chars.length()) {
                    diagnostics.warning(item.position(), "by-name index " + index + " has no character in \""
                            + chars + "\"; ignored");
                    continue;
                }
                c = chars.charAt(index);
            } else if (index >= 0 && index <= 29) {
                c = 'a' + index;
            } else if (index >= 30 && index <= 63) {
                c = ':' + index - 30;
            } else {
                diagnostics.warning(item.position(), "by-name index " + index + " is not in 0..63; ignored");
                continue;
            }
            codes[c & 0xff] = value;
        }
    }

    private void rows(List<Gdl> rows, SourcePosition at) {
        int width = subW >= 0 ? subW : area.dataWidth();
        int height = subH >= 0 ? subH : area.dataHeight();
        int y = height - 1;
        for (Gdl row : rows) {
            if (y < 0) {
                diagnostics.warning(row.position(), "the layer has more than its " + height + " rows; the rest are"
                        + " ignored");
                break;
            }
            if (!(row instanceof GdlString s)) {
                diagnostics.warning(row.position(), "layer row " + GdlInterpreter.abbreviated(row)
                        + " is not a string; skipped");
            } else {
                row(s, y, width);
            }
            y--;
        }
        if (y >= 0) {
            diagnostics.warning(at, "the layer gives " + (height - 1 - y) + " rows for an area of " + height
                    + " rows; the missing rows keep their values");
        }
        report(at);
    }

    private void report(SourcePosition at) {
        if (badTerrain > 0) {
            diagnostics.warning(at, badTerrain + " cells of the layer name no terrain type; they are left out");
        }
    }

    private void row(GdlString row, int y, int width) {
        String s = row.value();
        int n = s.length();
        int i = 0;
        int x = 0;
        while (i < n && x < width) {
            int run = 1;
            Integer value = null;
            char c = s.charAt(i);
            if (Character.isDigit(c) || c == '-') {
                boolean negative = c == '-';
                if (negative) {
                    i++;
                    if (i >= n || !Character.isDigit(s.charAt(i))) {
                        bad(row, i, "a minus sign stands alone");
                        return;
                    }
                }
                int start = i;
                long number = 0;
                while (i < n && Character.isDigit(s.charAt(i))) {
                    number = Math.min(1_000_000_000L, number * 10 + s.charAt(i++) - '0');
                }
                if (i - start > 10) {
                    bad(row, start, "a number is too long");
                    return;
                }
                if (i < n && s.charAt(i) == '*' && !ignoreSpecials) {
                    if (negative) {
                        bad(row, i, "a run length is negative");
                        return;
                    }
                    run = (int) number;
                    i++;
                    boolean negativeValue = i < n && s.charAt(i) == '-';
                    if (negativeValue) {
                        i++;
                    }
                    if (i < n && Character.isDigit(s.charAt(i))) {
                        long v = 0;
                        while (i < n && Character.isDigit(s.charAt(i))) {
                            v = Math.min(1_000_000_000L, v * 10 + s.charAt(i++) - '0');
                        }
                        value = (int) (negativeValue ? -v : v);
                        if (i < n && s.charAt(i) == ',' && !ignoreSpecials) {
                            i++;
                        }
                    } else if (negativeValue) {
                        bad(row, i, "a minus sign stands alone");
                        return;
                    }
                } else if (i >= n || s.charAt(i) == ',' && !ignoreSpecials) {
                    if (i < n) {
                        i++;
                    }
                    value = (int) (negative ? -number : number);
                } else {
                    if (negative) {
                        bad(row, i, "a run length is negative");
                        return;
                    }
                    run = (int) number;
                }
            }
            if (value == null) {
                if (i >= n) {
                    bad(row, i, "a run length has no value after it");
                    return;
                }
                char code = s.charAt(i++);
                int v = codes != null ? codes[code & 0xff] : code >= 'a' && code <= '~' ? code - 'a'
                        : code >= ':' && code <= '[' ? code - ':' + 30 : Integer.MIN_VALUE;
                if (v == Integer.MIN_VALUE) {
                    if (++badChars <= 5) {
                        diagnostics.warning(new SourcePosition(row.position().file(), row.position().line(),
                                row.position().column() + 1 + i - 1), "bad character '" + code + "' (0x"
                                + Integer.toHexString(code) + ") in layer data; 0 is used instead");
                    }
                    v = 0;
                }
                value = v;
            }
            int stored = value * multiplier + adder;
            for (int k = 0; k < run && x < width; k++, x++) {
                store(x, y, stored, row.position());
            }
        }
    }

    private void bad(GdlString row, int index, String what) {
        diagnostics.warning(new SourcePosition(row.position().file(), row.position().line(),
                row.position().column() + 1 + index), "garbled layer data (" + what + "); the rest of the row is"
                        + " skipped");
    }

    private void store(int dataX, int dataY, int value, SourcePosition at) {
        int x = dataX - area.restrictX() + subX;
        int y = dataY - area.restrictY() + subY;
        if (x < 0 || x >= area.width() || !area.inArea(x, y)) {
            return;
        }
        if (layer.property().equals("terrain") && (value < 0 || value >= terrainTypes)) {
            badTerrain++;
            return;
        }
        layer.set(x, y, value);
    }
}
