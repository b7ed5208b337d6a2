package org.hexbench.interop.movingai;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.hexbench.interop.ImportWarning;
import org.hexbench.interop.Imported;
import org.hexbench.interop.InteropException;
import org.hexbench.interop.internal.ScenarioSkeleton;
import org.hexbench.interop.tiled.TiledImport;
import org.hexbench.scenario.GameMap;
import org.hexbench.scenario.GridShift;
import org.hexbench.scenario.PolygonKind;
import org.hexbench.scenario.PolygonOrientation;
import org.hexbench.scenario.ScenarioFactory;
import org.hexbench.scenario.TerrainClass;
import org.hexbench.scenario.TerrainStack;
import org.hexbench.scenario.map.MapGeometry;
import org.hexbench.scenario.map.TerrainLayout;
import org.hexbench.tiling.movingai.MovingAiFormatException;
import org.hexbench.tiling.movingai.MovingAiMap;
import org.hexbench.tiling.movingai.MovingAiTerrain;

/**
 * Imports a Moving AI Lab map ({@code type octile}) as a scenario: a rectangle of squares on edge of the map's size
 * with vertex neighbours (the octile grid's eight directions), cell (x, y) = site (x, y), and one background terrain
 * class per kind of letter the format defines (movingai.com/benchmarks/formats.html), each with its difficulty (the
 * cost of entering a site, 0 impassable; Hexkit User's Guide Table 10 Standard Variables):
 * <table>
 * <caption>Moving AI letters as terrain classes</caption>
 * <tr><th>letters</th><th>format says</th><th>terrain class</th><th>difficulty</th></tr>
 * <tr><td>{@code . G}</td><td>passable terrain</td><td>{@code ground}</td><td>1</td></tr>
 * <tr><td>{@code S}</td><td>swamp (passable from regular terrain)</td><td>{@code swamp}</td><td>1</td></tr>
 * <tr><td>{@code W}</td><td>water (traversable, but not passable from terrain)</td><td>{@code water}</td><td>0</td></tr>
 * <tr><td>{@code T}</td><td>trees (unpassable)</td><td>{@code trees}</td><td>0</td></tr>
 * <tr><td>{@code @ O}</td><td>out of bounds</td><td>{@code outOfBounds}</td><td>0</td></tr>
 * </table>
 * What the scenario model cannot say, and how it is approximated: <b>water</b> is its own medium in the format
 * (moved through, but never entered from land nor left for it); a terrain's difficulty is the same for every unit,
 * so water is impassable here, which is exact for units that start on land and wrong for a unit placed in water
 * (it could not move). <b>Step costs</b>: the benchmarks cost 1 straight and √2 diagonally and forbid cutting a
 * corner past a blocked cell; a scenario's move costs the entered site's difficulty in any direction, and has no
 * corner rule. The letters {@code G} and {@code .}, and {@code @} and {@code O}, are not told apart.
 */
public final class MovingAiImport {

    private MovingAiImport() {
    }

    /**
     * Reads a Moving AI {@code .map} file into a new scenario titled after the map.
     *
     * @param file the map file
     * @return the scenario and warnings (none: every letter the format defines has a class)
     * @throws InteropException if the file is malformed, with file and line
     * @throws IOException if it cannot be read
     */
    public static Imported read(Path file) throws IOException {
        MovingAiMap source;
        try {
            source = MovingAiMap.read(file);
        } catch (MovingAiFormatException e) {
            throw new InteropException(file.getFileName() + ":" + e.line(), e.detail(), e);
        }
        return new Imported(toScenario(source, TiledImport.titleOf(file.getFileName().toString())).scenario(),
                List.<ImportWarning>of());
    }

    /**
     * Converts a Moving AI map.
     *
     * @param source the map
     * @param title the scenario's title
     * @return the scenario
     * @throws InteropException if the map is larger than a scenario map may be
     */
    public static Imported toScenario(MovingAiMap source, String title) throws InteropException {
        GameMap map = ScenarioFactory.eINSTANCE.createGameMap();
        map.setPolygon(PolygonKind.SQUARE);
        map.setOrientation(PolygonOrientation.ON_EDGE);
        map.setShift(GridShift.NONE);
        map.setVertexNeighbors(true);
        map.setWidth(source.width());
        map.setHeight(source.height());
        String problem = MapGeometry.problem(map);
        if (problem != null) {
            throw new InteropException(source.name(), problem);
        }
        ScenarioSkeleton scenario = new ScenarioSkeleton(title, map);
        // palette order: ground first, so that an all-ground map stores no layout
        TerrainClass[] classes = {
            scenario.terrain("ground", "Ground (. G)", "#c8b88a", 1, true),
            scenario.terrain("swamp", "Swamp (S)", "#6a7f4a", 1, true),
            scenario.terrain("water", "Water (W)", "#3060c0", 0, true),
            scenario.terrain("trees", "Trees (T)", "#2f6b2f", 0, true),
            scenario.terrain("outOfBounds", "Out of bounds (@ O)", "#202020", 0, true)};
        for (TerrainClass terrain : classes) {
            TerrainStack stack = ScenarioFactory.eINSTANCE.createTerrainStack();
            stack.getTerrains().add(terrain);
            map.getPalette().add(stack);
        }
        int[] cells = new int[source.width() * source.height()];
        for (int i = 0; i < cells.length; i++) {
            cells[i] = paletteIndex(source.terrain(i));
        }
        TerrainLayout.store(map, cells);
        return new Imported(scenario.build(), List.of());
    }

    /**
     * Returns the palette entry of a letter: 0 ground, 1 swamp, 2 water, 3 trees, 4 out of bounds.
     *
     * @param letter a letter the format defines
     * @return the palette index
     */
    static int paletteIndex(char letter) {
        if (MovingAiTerrain.isWater(letter)) {
            return 2;
        }
        return switch (letter) {
            case '.', 'G' -> 0;
            case 'S' -> 1;
            case 'T' -> 3;
            default -> 4;
        };
    }
}
