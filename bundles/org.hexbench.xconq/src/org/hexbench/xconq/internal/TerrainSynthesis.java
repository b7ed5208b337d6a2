package org.hexbench.xconq.internal;

import java.util.Arrays;
import java.util.List;
import org.hexbench.scenario.map.MapGeometry;
import org.hexbench.tiling.grid.Grid;
import org.hexbench.xconq.game.GameArea;
import org.hexbench.xconq.game.GameType;
import org.hexbench.xconq.game.XconqGame;
import org.hexbench.xconq.gdl.Gdl;
import org.hexbench.xconq.synthesis.MapSynthesis;
import org.hexbench.xconq.synthesis.SynthesisMethod;
import org.hexbench.xconq.synthesis.SynthesisSettings;
import org.hexbench.xconq.synthesis.SynthesizedMap;

/**
 * The import's use of {@link MapSynthesis} for a module that lets Xconq generate its map (GDL reference, Synthesis
 * Methods): the settings from the loaded game, the synthesis run on the Hexbench grid of Xconq's area (its hexagonal
 * shape or cylinder as a mask and wrapping), and the results turned back into Xconq's cells ({@code y · width + x}).
 */
public final class TerrainSynthesis {

    private final GameArea area;
    private final XconqGrid cells;
    private final Grid grid;
    private final boolean[] mask;
    private final SynthesisSettings settings;
    private final GameSynthesisSource source;
    private String method = "none";

    /**
     * Prepares a synthesis.
     *
     * @param game the game
     * @param area its area (size and wrapping)
     * @param seed the random seed
     */
    public TerrainSynthesis(XconqGame game, GameArea area, long seed) {
        this.area = area;
        this.cells = new XconqGrid(area);
        this.grid = MapGeometry.toGrid(cells.newMap());
        this.mask = new boolean[grid.size()];
        for (int r = 0; r < cells.height(); r++) {
            for (int c = 0; c < cells.width(); c++) {
                mask[r * cells.width() + c] = cells.inArea(c, r);
            }
        }
        this.source = new GameSynthesisSource(game);
        this.settings = source.settings(seed, cells.width(), cells.height());
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

    /** @return the settings read from the game */
    public SynthesisSettings settings() {
        return settings;
    }

    /** @return the synthesis methods the module asks for, or the GDL reference's default list */
    public List<String> methods() {
        return source.methodList();
    }

    /**
     * The site of a cell on the synthesis's grid.
     *
     * @param x the cell's column
     * @param y its row
     * @return the site index
     */
    public int site(int x, int y) {
        return cells.row(y) * cells.width() + cells.column(x, y);
    }

    /**
     * Makes the terrain.
     *
     * @return a terrain type index per cell, {@code y · width + x}; -1 outside the area
     */
    public int[] terrain() {
        int[] out = new int[area.width() * area.height()];
        Arrays.fill(out, -1);
        if (settings.rules().isEmpty()) {
            return out;
        }
        if (methods().stream().noneMatch(m -> SynthesisMethod.ofGdlName(m).isPresent())) {
            method = "no terrain method in synthesis-methods: every cell is the first terrain type";
            int first = settings.rules().get(0).terrain();
            forCells((x, y) -> out[y * area.width() + x] = first);
            return out;
        }
        SynthesizedMap made = synthesize(new int[0], new int[0]);
        method = made.method();
        forCells((x, y) -> out[y * area.width() + x] = made.terrain()[site(x, y)]);
        return out;
    }

    /**
     * Runs the whole synthesis again with the units placed since, for rivers and roads: the same seed gives the same
     * terrain, so only the roads change.
     *
     * @param unitClasses the unit type of each unit
     * @param unitSites each unit's site on this synthesis's grid ({@link #site(int, int)})
     * @return the map made, per site of {@link #grid()}
     */
    public SynthesizedMap synthesize(int[] unitClasses, int[] unitSites) {
        return MapSynthesis.synthesize(grid, mask, settings, unitClasses, unitSites);
    }

    /** @return the grid the synthesis runs on: the import's map of the area */
    public Grid grid() {
        return grid;
    }

    private void forCells(CellAction action) {
        for (int y = 0; y < area.height(); y++) {
            for (int x = 0; x < area.width(); x++) {
                if (area.inArea(x, y)) {
                    action.at(x, y);
                }
            }
        }
    }

    private interface CellAction {
        void at(int x, int y);
    }

    /**
     * Xconq's {@code inside_area}: the area without its outermost ring of cells.
     *
     * @param area the area
     * @param x a cell's column
     * @param y its row
     * @return whether the cell lies inside
     */
    public static boolean inside(GameArea area, int x, int y) {
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
