package org.hexbench.xconq.internal;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.hexbench.xconq.game.GameArea;
import org.hexbench.xconq.game.GameType;
import org.hexbench.xconq.game.XconqGame;
import org.hexbench.xconq.gdl.Gdl;
import org.hexbench.xconq.gdl.TypeKind;

/**
 * Terrain for a module that lets Xconq generate its map (GDL reference, Synthesis Methods), made with a seeded random
 * generator so that the same seed gives the same map. Two of the manual's methods are followed: the fractal
 * percentile world ({@code make-fractal-percentile-terrain}, the default: "alt" and "wet" layers of random blobs,
 * smoothed, then for each cell the first terrain type whose alt and wet percentile ranges hold the cell's percentiles,
 * type 0 where none does; the edge cells get {@code edge-terrain}) and the random world ({@code make-random-terrain}:
 * each cell terrain type is drawn by the types' {@code occurrence} weights). The manual does not give the fractal
 * method's exact blob shapes, so the map has the module's proportions of terrain but is not the map Xconq would
 * draw; the maze and earthlike methods are stood in for by the fractal one.
 */
public final class TerrainSynthesis {

    /** The method used, in words, for the import's notes. */
    private String method = "none";

    private final XconqGame game;
    private final GameArea area;
    private final Random random;
    private final List<GameType> cellTypes = new ArrayList<>();

    /**
     * Prepares a synthesis.
     *
     * @param game the game
     * @param area its area (size and wrapping)
     * @param seed the random seed
     */
    public TerrainSynthesis(XconqGame game, GameArea area, long seed) {
        this.game = game;
        this.area = area;
        this.random = new Random(seed);
        for (GameType t : game.types(TypeKind.TERRAIN)) {
            if (isCell(t)) {
                cellTypes.add(t);
            }
        }
    }

    /**
     * Whether a terrain type fills cells (its {@code subtype} is {@code cell}, the default) rather than being a
     * border, connection or coating (GDL reference, Terrain Subtypes).
     *
     * @param t a terrain type
     * @return whether it is cell terrain
     */
    public static boolean isCell(GameType t) {
        return t.properties().value("subtype").map(v -> v instanceof Gdl.GdlNumber n ? n.value() == 0
                : v.text().equals("cell")).orElse(true);
    }

    /** @return which method made the terrain, in words */
    public String method() {
        return method;
    }

    /**
     * Makes the terrain.
     *
     * @return a terrain type index per cell, {@code y · width + x}; -1 outside the area
     */
    public int[] terrain() {
        int w = area.width();
        int h = area.height();
        int[] cells = new int[w * h];
        Arrays.fill(cells, -1);
        if (cellTypes.isEmpty()) {
            return cells;
        }
        List<String> methods = methods();
        if (methods.contains("make-random-terrain") || methods.contains("make-maze-terrain")
                && !methods.contains("make-fractal-percentile-terrain")) {
            method = methods.contains("make-random-terrain") ? "the random world (make-random-terrain)"
                    : "the random world, standing in for the maze world (make-maze-terrain)";
            random(cells);
        } else if (methods.contains("make-fractal-percentile-terrain") || methods.contains("make-earthlike-terrain")) {
            method = methods.contains("make-fractal-percentile-terrain")
                    ? "the fractal percentile world (make-fractal-percentile-terrain)"
                    : "the fractal percentile world, standing in for the earthlike world (make-earthlike-terrain)";
            fractal(cells);
        } else {
            method = "no terrain method in synthesis-methods: every cell is the first terrain type";
            for (int y = 0; y < h; y++) {
                for (int x = 0; x < w; x++) {
                    if (area.inArea(x, y)) {
                        cells[y * w + x] = cellTypes.get(0).index();
                    }
                }
            }
            return cells;
        }
        edges(cells);
        return cells;
    }

    /** @return the synthesis methods the module asks for, or the GDL reference's default list */
    public List<String> methods() {
        Gdl value = game.globals().value("synthesis-methods").orElse(null);
        if (value == null) {
            return List.of("make-fractal-percentile-terrain", "make-countries", "make-independent-units",
                    "make-roads", "make-rivers", "make-weather", "init-supplies", "name-geographical-features");
        }
        List<String> out = new ArrayList<>();
        addMethods(value, out);
        return out;
    }

    /** Adds the method names of a list as written or evaluated: {@code '(a b)}, {@code (quote (a b))}, {@code (a b)}. */
    private static void addMethods(Gdl value, List<String> out) {
        if (value instanceof Gdl.GdlList l) {
            if ("quote".equals(l.head()) && l.size() > 1) {
                addMethods(l.get(1), out);
                return;
            }
            for (Gdl item : l.items()) {
                addMethods(item, out);
            }
        } else {
            out.add(value.text());
        }
    }

    private void random(int[] cells) {
        int total = 0;
        int[] weights = new int[cellTypes.size()];
        for (int i = 0; i < weights.length; i++) {
            weights[i] = Math.max(0, cellTypes.get(i).number("occurrence").orElse(1));
            total += weights[i];
        }
        for (int y = 0; y < area.height(); y++) {
            for (int x = 0; x < area.width(); x++) {
                if (!area.inArea(x, y)) {
                    continue;
                }
                int pick = total == 0 ? 0 : random.nextInt(total);
                int k = 0;
                while (k < weights.length - 1 && pick >= weights[k]) {
                    pick -= weights[k];
                    k++;
                }
                cells[y * area.width() + x] = cellTypes.get(k).index();
            }
        }
    }

    private void fractal(int[] cells) {
        int[] alt = blobs("alt");
        int[] wet = blobs("wet");
        int[] altPercentile = percentiles(alt);
        int[] wetPercentile = percentiles(wet);
        int w = area.width();
        for (int y = 0; y < area.height(); y++) {
            for (int x = 0; x < w; x++) {
                int i = y * w + x;
                if (!area.inArea(x, y)) {
                    continue;
                }
                int chosen = game.types(TypeKind.TERRAIN).get(0).index();
                for (GameType t : cellTypes) {
                    if (within(altPercentile[i], t, "alt") && within(wetPercentile[i], t, "wet")) {
                        chosen = t.index();
                        break;
                    }
                }
                cells[i] = chosen;
            }
        }
    }

    private static boolean within(int percentile, GameType t, String layer) {
        int min = t.number(layer + "-percentile-min").orElse(0);
        int max = t.number(layer + "-percentile-max").orElse(100);
        return percentile >= min && (percentile < max || max >= 100);
    }

    private int[] blobs(String layer) {
        int w = area.width();
        int h = area.height();
        int cells = area.cellCount();
        int density = game.global(layer + "-blob-density").orElse(500);
        int size = game.global(layer + "-blob-size").orElse(100);
        int height = Math.max(1, game.global(layer + "-blob-height").orElse(1000));
        int smoothing = Math.max(0, Math.min(10, game.global(layer + "-smoothing").orElse(2)));
        int[] values = new int[w * h];
        long count = Math.max(1, (long) density * cells / 10_000);
        double blobCells = Math.max(1.0, (double) size * cells / 10_000);
        // a hexagon of radius r holds 3r(r+1)+1 cells
        int radius = Math.max(0, (int) Math.round((-3 + Math.sqrt(9 + 12 * (blobCells - 1))) / 6));
        for (long b = 0; b < Math.min(count, 1_000_000); b++) {
            int cx = random.nextInt(w);
            int cy = random.nextInt(h);
            int r = radius == 0 ? 0 : random.nextInt(2 * radius + 1);
            int delta = random.nextBoolean() ? height : -height;
            for (int dy = -r; dy <= r; dy++) {
                for (int dx = Math.max(-r, -dy - r); dx <= Math.min(r, -dy + r); dx++) {
                    int x = cx + dx;
                    int y = cy + dy;
                    if (y < 0 || y >= h) {
                        continue;
                    }
                    x = area.wraps() ? Math.floorMod(x, w) : x;
                    if (x >= 0 && x < w) {
                        values[y * w + x] += delta;
                    }
                }
            }
        }
        for (int pass = 0; pass < smoothing; pass++) {
            values = smoothed(values);
        }
        return values;
    }

    private static final int[] DX = {0, 1, 1, 0, -1, -1};
    private static final int[] DY = {1, 0, -1, -1, 0, 1};

    private int[] smoothed(int[] values) {
        int w = area.width();
        int h = area.height();
        int[] out = new int[values.length];
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                long sum = values[y * w + x];
                int n = 1;
                for (int d = 0; d < 6; d++) {
                    int nx = x + DX[d];
                    int ny = y + DY[d];
                    if (ny < 0 || ny >= h) {
                        continue;
                    }
                    nx = area.wraps() ? Math.floorMod(nx, w) : nx;
                    if (nx >= 0 && nx < w) {
                        sum += values[ny * w + nx];
                        n++;
                    }
                }
                out[y * w + x] = (int) (sum / n);
            }
        }
        return out;
    }

    /** Each in-area cell's percentile (0..99) among the in-area cells, by value. */
    private int[] percentiles(int[] values) {
        int w = area.width();
        List<Integer> inside = new ArrayList<>();
        for (int y = 0; y < area.height(); y++) {
            for (int x = 0; x < w; x++) {
                if (area.inArea(x, y)) {
                    inside.add(y * w + x);
                }
            }
        }
        inside.sort((a, b) -> values[a] != values[b] ? Integer.compare(values[a], values[b]) : Integer.compare(a, b));
        int[] out = new int[values.length];
        for (int rank = 0; rank < inside.size(); rank++) {
            out[inside.get(rank)] = (int) ((long) rank * 100 / inside.size());
        }
        return out;
    }

    /** The edge cells (in the area but not inside it, where no unit may be) get {@code edge-terrain}. */
    private void edges(int[] cells) {
        int edge = game.global("edge-terrain").orElse(game.types(TypeKind.TERRAIN).get(0).index());
        if (edge < 0 || edge >= game.types(TypeKind.TERRAIN).size()) {
            return;
        }
        int w = area.width();
        int h = area.height();
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                if (area.inArea(x, y) && !inside(x, y)) {
                    cells[y * w + x] = edge;
                }
            }
        }
    }

    /** Xconq's {@code inside_area}: the area without its outermost ring of cells. */
    public boolean inside(int x, int y) {
        if (y < 1 || y > area.height() - 2) {
            return false;
        }
        if (area.wraps()) {
            return true;
        }
        int half = area.height() / 2;
        return x >= 1 && x <= area.width() - 2 && x + y >= half + 1 && x + y <= area.width() + half - 2;
    }
}
