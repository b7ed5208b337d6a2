package org.hexbench.xconq.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.hexbench.xconq.game.GameArea;
import org.hexbench.xconq.game.GameTable;
import org.hexbench.xconq.game.GameType;
import org.hexbench.xconq.game.XconqGame;
import org.hexbench.xconq.gdl.TypeKind;

/**
 * The units Xconq gives each side when a game starts (GDL reference, Synthesis Methods: Making Countries and Making
 * Independent Units), for modules that leave them to the synthesis methods {@code make-countries} and
 * {@code make-independent-units}. A side's country is a region around a center cell that keeps
 * {@code country-separation-min} from every other center (and {@code country-separation-max} from one of them) and
 * holds the {@code country-terrain-min}/{@code -max} terrain within {@code country-radius-min}; it gets
 * {@code start-with} units of each type, less those the module placed for it already, on cells of terrain the type
 * favours ({@code favored-terrain} above 0, 100 by default) within the country's radius; the independent units are
 * {@code independent-density} units of each type per 10,000 cells of each terrain, rounded up. The manual gives the
 * constraints, not the placement algorithm, so the countries are not the ones Xconq would draw; the seed makes them
 * repeatable.
 */
public final class CountryPlacement {

    /**
     * A unit to place.
     *
     * @param type the unit type
     * @param x its cell's column
     * @param y its cell's row
     * @param side the index of its side in the list given to {@link #countries}, or -1 for an independent unit
     */
    public record Placement(GameType type, int x, int y, int side) {
    }

    private final XconqGame game;
    private final GameArea area;
    private final int[] terrain;
    private final Random random;
    private int[][] favoured;
    private final List<int[]> centers = new ArrayList<>();

    /**
     * Prepares a placement.
     *
     * @param game the game
     * @param area its area
     * @param terrain the terrain type index of every cell, {@code y · width + x}
     * @param seed the random seed
     */
    public CountryPlacement(XconqGame game, GameArea area, int[] terrain, long seed) {
        this.game = game;
        this.area = area;
        this.terrain = terrain;
        this.random = new Random(seed * 31 + 7);
    }

    private int favoured(GameType unit, int t) {
        if (favoured == null) {
            int units = game.types(TypeKind.UNIT).size();
            int terrains = game.types(TypeKind.TERRAIN).size();
            favoured = new int[units][terrains];
            GameTable table = game.table("favored-terrain").orElse(null);
            for (int u = 0; u < units; u++) {
                for (int k = 0; k < terrains; k++) {
                    favoured[u][k] = table == null || table.rowKind() != TypeKind.UNIT
                            || table.columnKind() != TypeKind.TERRAIN ? 100 : table.value(u, k).orElse(100);
                }
            }
        }
        return favoured[unit.index()][t];
    }

    private int distance(int x1, int y1, int x2, int y2) {
        int dy = y2 - y1;
        int dx = x2 - x1;
        if (area.wraps()) {
            int w = area.width();
            dx = Math.floorMod(dx, w);
            int best = Integer.MAX_VALUE;
            for (int candidate : new int[] {dx, dx - w}) {
                best = Math.min(best, (Math.abs(candidate) + Math.abs(dy) + Math.abs(candidate + dy)) / 2);
            }
            return best;
        }
        return (Math.abs(dx) + Math.abs(dy) + Math.abs(dx + dy)) / 2;
    }

    private List<int[]> cells() {
        List<int[]> out = new ArrayList<>();
        for (int y = 0; y < area.height(); y++) {
            for (int x = 0; x < area.width(); x++) {
                if (TerrainSynthesis.inside(area, x, y) && terrain[y * area.width() + x] >= 0) {
                    out.add(new int[] {x, y});
                }
            }
        }
        return out;
    }

    /**
     * Places the countries' units.
     *
     * @param missing per side (in the caller's order) and unit type index, how many units the side still needs
     * @return the units placed
     */
    public List<Placement> countries(int[][] missing) {
        List<Placement> out = new ArrayList<>();
        List<int[]> cells = cells();
        if (cells.isEmpty()) {
            return out;
        }
        List<GameType> units = game.types(TypeKind.UNIT);
        for (int side = 0; side < missing.length; side++) {
            int total = 0;
            GameType main = null;
            for (GameType u : units) {
                total += missing[side][u.index()];
                if (main == null && missing[side][u.index()] > 0) {
                    main = u;
                }
            }
            if (total == 0) {
                continue;
            }
            int[] center = center(cells, centers, main);
            centers.add(center);
            int radius = radius(cells, center, total);
            for (GameType u : units) {
                for (int k = 0; k < missing[side][u.index()]; k++) {
                    int[] cell = near(cells, center, u, radius);
                    out.add(new Placement(u, cell[0], cell[1], side));
                }
            }
        }
        return out;
    }

    /** @return the center cell of each country placed so far, {@code {x, y}}, in the order of the sides */
    public List<int[]> centers() {
        return List.copyOf(centers);
    }

    /**
     * A country's center: a random cell on terrain its first unit type favours that lies at least
     * {@code country-separation-min} from every other country's center and, when {@code country-separation-max} is
     * set, at most that far from one of them (GDL reference, Making Countries: "The max separation bound needs to be
     * satisfied for a country with respect to only one other country ... The minimum bound must be satisfied for all
     * pairs") and whose surroundings hold the terrain {@code country-terrain-min} and {@code -max} ask for. Random
     * cells are tried first, then every cell in order, then every cell without the terrain bounds; when no cell
     * meets the separation bounds, the cell farthest from the other centers.
     */
    private int[] center(List<int[]> cells, List<int[]> centers, GameType main) {
        int min = game.global("country-separation-min").orElse(-1);
        int max = game.global("country-separation-max").orElse(-1);
        for (int attempt = 0; attempt < 200; attempt++) {
            int[] c = cells.get(random.nextInt(cells.size()));
            if (fits(c, centers, main, min, max) && terrainFits(c)) {
                return c;
            }
        }
        for (int[] c : cells) {
            if (fits(c, centers, main, min, max) && terrainFits(c)) {
                return c;
            }
        }
        for (int[] c : cells) {
            if (fits(c, centers, main, min, max)) {
                return c;
            }
        }
        int[] best = null;
        int bestDistance = -1;
        for (int[] c : cells) {
            int d = Integer.MAX_VALUE;
            for (int[] other : centers) {
                d = Math.min(d, distance(c[0], c[1], other[0], other[1]));
            }
            if (d > bestDistance) {
                best = c;
                bestDistance = d;
            }
        }
        return best;
    }

    private boolean fits(int[] c, List<int[]> centers, GameType main, int min, int max) {
        if (main != null && favoured(main, terrain[c[1] * area.width() + c[0]]) <= 0) {
            return false;
        }
        boolean nearOne = centers.isEmpty() || max < 0;
        for (int[] other : centers) {
            int d = distance(c[0], c[1], other[0], other[1]);
            if (min >= 0 && d < min) {
                return false;
            }
            nearOne |= d <= max;
        }
        return nearOne;
    }

    /**
     * Whether the cells within {@code country-radius-min} of a center hold at least {@code country-terrain-min} and
     * at most {@code country-terrain-max} cells of each terrain type (GDL reference, Making Countries).
     */
    private boolean terrainFits(int[] c) {
        int radius = game.global("country-radius-min").orElse(-1);
        if (radius < 0) {
            return true;
        }
        List<GameType> terrains = game.types(TypeKind.TERRAIN);
        int[] count = new int[terrains.size()];
        for (int dy = -radius; dy <= radius; dy++) {
            for (int dx = Math.max(-radius, -dy - radius); dx <= Math.min(radius, -dy + radius); dx++) {
                int x = c[0] + dx;
                int y = c[1] + dy;
                x = area.wraps() ? Math.floorMod(x, area.width()) : x;
                if (y >= 0 && y < area.height() && x >= 0 && x < area.width() && area.inArea(x, y)) {
                    int t = terrain[y * area.width() + x];
                    if (t >= 0) {
                        count[t]++;
                    }
                }
            }
        }
        for (GameType t : terrains) {
            int least = t.number("country-terrain-min").orElse(0);
            int most = t.number("country-terrain-max").orElse(-1);
            if (count[t.index()] < least || most >= 0 && count[t.index()] > most) {
                return false;
            }
        }
        return true;
    }

    /**
     * The radius of a country's initial area: {@code country-radius-min}, or when that is -1 (the default) the
     * smallest radius holding four cells per unit (the manual leaves the "reasonable" size to the implementation).
     */
    private int radius(List<int[]> cells, int[] center, int units) {
        int set = game.global("country-radius-min").orElse(-1);
        if (set >= 0) {
            return set;
        }
        int[] within = new int[Math.max(area.width(), area.height()) + 1];
        for (int[] c : cells) {
            int d = distance(c[0], c[1], center[0], center[1]);
            if (d < within.length) {
                within[d]++;
            }
        }
        int sum = 0;
        for (int r = 0; r < within.length; r++) {
            sum += within[r];
            if (sum >= 4 * units) {
                return Math.max(1, r);
            }
        }
        return within.length - 1;
    }

    /**
     * A cell for a unit: a random favoured cell within the country's radius, else within twice, four times ... that
     * radius; the center when no cell is favoured.
     */
    private int[] near(List<int[]> cells, int[] center, GameType unit, int initial) {
        for (int radius = Math.max(1, initial); radius <= 2 * Math.max(area.width(), area.height()); radius *= 2) {
            List<int[]> candidates = new ArrayList<>();
            for (int[] c : cells) {
                if (distance(c[0], c[1], center[0], center[1]) <= radius
                        && favoured(unit, terrain[c[1] * area.width() + c[0]]) > 0) {
                    candidates.add(c);
                }
            }
            if (!candidates.isEmpty()) {
                return candidates.get(random.nextInt(candidates.size()));
            }
        }
        return center;
    }

    /**
     * Places the independent units of {@code independent-density}: per unit type, the table's value per 10,000 cells
     * of each terrain type, summed over the terrain types and rounded up, less the independent units of that type
     * placed already; each on a random cell of a terrain type drawn in proportion to its share.
     *
     * @param existing per unit type index, the independent units the module placed
     * @return the units placed
     */
    public List<Placement> independents(int[] existing) {
        List<Placement> out = new ArrayList<>();
        GameTable density = game.table("independent-density").orElse(null);
        if (density == null || density.rowKind() != TypeKind.UNIT || density.columnKind() != TypeKind.TERRAIN) {
            return out;
        }
        List<int[]> cells = cells();
        List<GameType> terrains = game.types(TypeKind.TERRAIN);
        List<List<int[]>> byTerrain = new ArrayList<>();
        for (int t = 0; t < terrains.size(); t++) {
            byTerrain.add(new ArrayList<>());
        }
        for (int[] c : cells) {
            byTerrain.get(terrain[c[1] * area.width() + c[0]]).add(c);
        }
        for (GameType u : game.types(TypeKind.UNIT)) {
            double[] share = new double[terrains.size()];
            double sum = 0;
            for (int t = 0; t < terrains.size(); t++) {
                share[t] = density.value(u.index(), t).orElse(0) * (double) byTerrain.get(t).size() / 10_000;
                sum += Math.max(0, share[t]);
            }
            long count = (long) Math.ceil(sum) - existing[u.index()];
            for (long k = 0; k < count && sum > 0; k++) {
                double pick = random.nextDouble() * sum;
                int t = 0;
                while (t < share.length - 1 && (share[t] <= 0 || pick >= share[t])) {
                    pick -= Math.max(0, share[t]);
                    t++;
                }
                List<int[]> ofTerrain = byTerrain.get(t);
                if (!ofTerrain.isEmpty()) {
                    int[] c = ofTerrain.get(random.nextInt(ofTerrain.size()));
                    out.add(new Placement(u, c[0], c[1], -1));
                }
            }
        }
        return out;
    }
}
