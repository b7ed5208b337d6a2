package org.hexbench.scenario.template;

import java.util.List;
import org.hexbench.scenario.BoardShape;
import org.hexbench.scenario.GridShift;
import org.hexbench.scenario.PolygonKind;
import org.hexbench.scenario.PolygonOrientation;

/**
 * What the New Scenario wizard asks: the map geometry (Hexkit User's Guide §3.3 Map Geometry: polygon, orientation,
 * shift, vertex
 * neighbours, board shape), its size, the factions and the starter unit and terrain classes, by name.
 *
 * @param title the scenario title
 * @param polygon squares or hexagons
 * @param orientation on edge or on vertex
 * @param shift which rows or columns are shifted
 * @param vertexNeighbors whether squares also neighbour diagonally
 * @param shape a rectangle, or a hexagon-shaped board
 * @param width columns of a rectangle
 * @param height rows of a rectangle
 * @param side side length of a hexagon board
 * @param factions faction names, at least two
 * @param units starter unit class names
 * @param terrains starter terrain class names, at least one; all are background terrains, the first is the default
 */
public record ScenarioSettings(String title, PolygonKind polygon, PolygonOrientation orientation, GridShift shift,
        boolean vertexNeighbors, BoardShape shape, int width, int height, int side, List<String> factions,
        List<String> units, List<String> terrains) {
}
