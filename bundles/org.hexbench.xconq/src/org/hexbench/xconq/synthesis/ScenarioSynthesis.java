package org.hexbench.xconq.synthesis;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.hexbench.scenario.Area;
import org.hexbench.scenario.BoardShape;
import org.hexbench.scenario.EntityTemplate;
import org.hexbench.scenario.GameMap;
import org.hexbench.scenario.Scenario;
import org.hexbench.scenario.ScenarioFactory;
import org.hexbench.scenario.TerrainClass;
import org.hexbench.scenario.TerrainStack;
import org.hexbench.scenario.map.LayoutFormatException;
import org.hexbench.scenario.map.MapAnchor;
import org.hexbench.scenario.map.MapGeometry;
import org.hexbench.scenario.map.MapResize;
import org.hexbench.scenario.map.TerrainLayout;
import org.hexbench.tiling.grid.Grid;
import org.hexbench.xconq.internal.DesignSynthesisSource;
import org.hexbench.xconq.internal.ScenarioBuilder;
import org.hexbench.xconq.internal.UnitRelocation;

/**
 * Regenerating a scenario's map by Xconq's synthesis: the settings a scenario carries ({@link #settingsOf}) and the
 * regenerated map ({@link #generate}), for {@code hexbench generate-map} and the map editor's Generate Map dialog.
 *
 * <p>An imported Xconq game carries its module's settings in the Design section (GDL reference, Synthesis Methods:
 * the blob globals, the terrain types' percentile ranges, {@code edge-terrain}, rivers and roads). Another scenario
 * gets defaults derived from its terrain classes: the manual's blob defaults, and the background terrain classes
 * sharing the altitude percentiles equally in their order (the first the lowest), every wetness, no edge terrain,
 * rivers or roads.
 *
 * <p>The regenerated map has the settings' size (resized from the top-left corner, so areas, units, home and place
 * sites keep their coordinates and those outside a smaller map are dropped, as Resize Map does); every site gets a
 * new terrain stack: its background terrain, then the river terrain where a river runs, then the road terrain where a
 * road runs, as foreground terrains on the site (Hexkit User's Guide §2.5.2 Terrains: one background terrain and any
 * foreground terrains), since Hexbench's map has no edge features. Units stay where they are, except that in an
 * imported Xconq game a unit on terrain its type may not start on ({@code favored-terrain} 0) moves to the nearest
 * site it may; roads run between them. Sites of an imported hexagonal area's 'Outside the world' terrain stay outside when the size is unchanged.
 */
public final class ScenarioSynthesis {

    private ScenarioSynthesis() {
    }

    /**
     * Whether a scenario carries Xconq synthesis settings (an imported Xconq game's Design section).
     *
     * @param scenario the scenario
     * @return whether {@link #settingsOf} reads them from the Design section rather than making defaults
     */
    public static boolean hasDesign(Scenario scenario) {
        return scenario.getDesign() != null && scenario.getEntities() != null;
    }

    /**
     * The synthesis settings a scenario carries, for its map's current size.
     *
     * @param scenario a scenario with a map and entity section
     * @param seed the random seed
     * @return the settings
     * @throws IllegalArgumentException if the scenario has no map or no terrain classes
     */
    public static SynthesisSettings settingsOf(Scenario scenario, long seed) {
        GameMap map = map(scenario);
        List<TerrainClass> terrains = scenario.getEntities() == null ? List.of()
                : scenario.getEntities().getTerrains();
        if (terrains.isEmpty()) {
            throw new IllegalArgumentException("the scenario has no terrain classes to make a map of");
        }
        int width = map.getShape() == BoardShape.HEXAGON ? map.getSide() : map.getWidth();
        int height = map.getShape() == BoardShape.HEXAGON ? map.getSide() : map.getHeight();
        if (hasDesign(scenario)) {
            return new DesignSynthesisSource(scenario).settings(seed, width, height);
        }
        List<Integer> background = new ArrayList<>();
        for (int t = 0; t < terrains.size(); t++) {
            if (terrains.get(t).isBackground()) {
                background.add(t);
            }
        }
        if (background.isEmpty()) {
            throw new IllegalArgumentException("the scenario has no background terrain class to make a map of");
        }
        List<TerrainRule> rules = new ArrayList<>();
        for (int k = 0; k < background.size(); k++) {
            rules.add(TerrainRule.ofPercentiles(background.get(k), 100 * k / background.size(),
                    100 * (k + 1) / background.size(), 0, 100));
        }
        return new SynthesisSettings(SynthesisMethod.FRACTAL_PERCENTILE, seed, width, height, Blobs.DEFAULT,
                Blobs.DEFAULT, rules, background.get(0), -1, 1000, 3000, -1, -1, Roads.NONE);
    }

    private static GameMap map(Scenario scenario) {
        if (scenario.getAreas() == null || scenario.getAreas().getMap() == null) {
            throw new IllegalArgumentException("the scenario has no map");
        }
        return scenario.getAreas().getMap();
    }

    /**
     * Makes the regenerated map of a scenario, leaving the scenario unchanged.
     *
     * @param scenario the scenario
     * @param settings the settings (their size is the new map's; for a hexagon board, width is its side)
     * @return a new map to put in the scenario's place, referring to the scenario's classes and factions
     * @throws IllegalArgumentException if the scenario has no valid map
     */
    public static GameMap generate(Scenario scenario, SynthesisSettings settings) {
        return generateWith(scenario, settings).map();
    }

    /**
     * A regenerated map with what the synthesis made.
     *
     * @param map the new map
     * @param synthesis the terrain, rivers and roads per site of the new map
     * @param movedUnits how many units moved off terrain their type may not stand on
     */
    public record Result(GameMap map, SynthesizedMap synthesis, int movedUnits) {
    }

    /**
     * Makes the regenerated map of a scenario and keeps the synthesis's per-site data (altitudes, rivers, roads).
     *
     * @param scenario the scenario
     * @param settings the settings
     * @return the new map and what the synthesis made
     * @throws IllegalArgumentException if the scenario has no valid map
     */
    public static Result generateWith(Scenario scenario, SynthesisSettings settings) {
        GameMap old = map(scenario);
        String problem = MapGeometry.problem(old);
        if (problem != null) {
            throw new IllegalArgumentException("the map is not valid: " + problem);
        }
        boolean board = old.getShape() == BoardShape.HEXAGON;
        boolean sameSize = board ? settings.width() == old.getSide()
                : settings.width() == old.getWidth() && settings.height() == old.getHeight();
        GameMap map = sameSize ? EcoreUtil.copy(old)
                : board ? MapResize.board(old, settings.width(), MapAnchor.TOP_LEFT).result()
                        : MapResize.rectangle(old, settings.width(), settings.height(), MapAnchor.TOP_LEFT).result();
        TerrainLayout layout;
        try {
            layout = TerrainLayout.decode(map);
        } catch (LayoutFormatException e) {
            throw new IllegalArgumentException("the map's terrain cannot be read: " + e.getMessage(), e);
        }
        Grid grid = layout.grid();
        List<TerrainClass> terrains = scenario.getEntities().getTerrains();
        boolean[] mask = new boolean[grid.size()];
        Arrays.fill(mask, true);
        if (sameSize) {
            for (int site = 0; site < grid.size(); site++) {
                List<TerrainClass> stack = layout.stackAt(site);
                mask[site] = stack.isEmpty() || !ScenarioBuilder.OUTSIDE.equals(stack.get(0).getId());
            }
        }
        int moved = 0;
        if (hasDesign(scenario)) {
            // the terrain first (the same seed makes the same terrain again below), to move units off forbidden terrain
            SynthesizedMap terrainFirst = MapSynthesis.synthesize(grid, mask, settings, new int[0], new int[0]);
            DesignSynthesisSource source = new DesignSynthesisSource(scenario);
            moved = UnitRelocation.relocate(scenario, map, layout, mask, terrainFirst.terrain(), source::favoured);
        }
        List<Integer> classes = new ArrayList<>();
        List<Integer> sites = new ArrayList<>();
        for (Area area : map.getAreas()) {
            if (area.getUnits().isEmpty()) {
                continue;
            }
            for (int site : layout.sitesOf(area.getBounds(), area.getSites())) {
                for (EntityTemplate t : area.getUnits()) {
                    int u = scenario.getEntities().getUnits().indexOf(t.getEntityClass());
                    if (u >= 0) {
                        classes.add(u);
                        sites.add(site);
                    }
                }
            }
        }
        SynthesizedMap made = MapSynthesis.synthesize(grid, mask, settings,
                classes.stream().mapToInt(Integer::intValue).toArray(),
                sites.stream().mapToInt(Integer::intValue).toArray());
        List<TerrainStack> oldPalette = new ArrayList<>(map.getPalette());
        int[] oldCells = new int[grid.size()];
        for (int site = 0; site < grid.size(); site++) {
            oldCells[site] = layout.stackIndex(site);
        }
        map.getPalette().clear();
        Map<List<Integer>, Integer> palette = new LinkedHashMap<>();
        Map<Integer, Integer> kept = new LinkedHashMap<>();
        int[] cells = new int[grid.size()];
        for (int site = 0; site < grid.size(); site++) {
            int t = made.terrain()[site];
            if (t < 0) {
                int old0 = oldCells[site];
                Integer entry = kept.get(old0);
                if (entry == null) {
                    entry = map.getPalette().size();
                    kept.put(old0, entry);
                    map.getPalette().add(EcoreUtil.copy(oldPalette.get(old0)));
                }
                cells[site] = entry;
                continue;
            }
            List<Integer> key = new ArrayList<>(3);
            key.add(t);
            if (made.river()[site] >= 0 && settings.riverTerrain() >= 0) {
                key.add(settings.riverTerrain());
            }
            if (made.road()[site] && settings.roads().terrain() >= 0) {
                key.add(settings.roads().terrain());
            }
            Integer entry = palette.get(key);
            if (entry == null) {
                entry = map.getPalette().size();
                palette.put(key, entry);
                TerrainStack stack = ScenarioFactory.eINSTANCE.createTerrainStack();
                for (int k : key) {
                    stack.getTerrains().add(terrains.get(k));
                }
                map.getPalette().add(stack);
            }
            cells[site] = entry;
        }
        TerrainLayout.store(map, cells);
        return new Result(map, made, moved);
    }
}
