package org.hexbench.interop.image;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.hexbench.interop.InteropException;
import org.hexbench.interop.OutputFile;
import org.hexbench.interop.internal.ScenarioMap;
import org.hexbench.scenario.Area;
import org.hexbench.scenario.EntityClass;
import org.hexbench.scenario.EntityTemplate;
import org.hexbench.scenario.Faction;
import org.hexbench.scenario.GameMap;
import org.hexbench.scenario.Scenario;
import org.hexbench.scenario.SymbolShape;
import org.hexbench.scenario.TerrainClass;
import org.hexbench.scenario.map.MapGeometry;
import org.hexbench.scenario.map.TerrainLayout;
import org.hexbench.tiling.grid.Grid;
import org.hexbench.tiling.projection.Projection;

/**
 * Draws a scenario's map as an SVG 1.1 document (W3C, Scalable Vector Graphics 1.1, §9.9 The 'polygon' element):
 * one {@code <polygon>} per site, filled with the colour of its background terrain's symbol (grey when it has none),
 * in the tiling bundle's projection with a polygon side of 20 units, the size and layout the map renderer draws at
 * 100 % (so an SVG and a PNG of one map have the same size); a disc per foreground terrain; an owned site's outline
 * in its owner's colour; and a counter per site with units (the top unit's symbol colour and glyph, a border in the
 * unit owner's colour, the number of units when more than one). Images of entity classes are not embedded: the
 * symbols stand for them. Every site's polygon carries {@code data-site="x,y"} and its terrain classes'
 * ids in {@code data-terrain}.
 */
public final class SvgMap {

    /** The polygon side in SVG units, {@code MapRenderer.BASE_SIDE}. */
    public static final double SIDE = 20;
    /** The margin around the map, as the map renderer draws it. */
    public static final int MARGIN = 6;
    private static final String BACKGROUND = "#3a3f44";
    private static final String UNKNOWN = "#b0b0b0";

    private SvgMap() {
    }

    /**
     * Writes a scenario's map as an SVG file, atomically.
     *
     * @param scenario the scenario
     * @param target the {@code .svg} file
     * @throws InteropException if the scenario has no drawable map (nothing is written)
     * @throws IOException if the file cannot be written
     */
    public static void write(Scenario scenario, Path target) throws IOException {
        OutputFile.write(target, render(scenario).getBytes(StandardCharsets.UTF_8));
    }

    /**
     * Draws a scenario's map.
     *
     * @param scenario the scenario
     * @return the SVG document
     * @throws InteropException if the scenario has no map, or its geometry or terrain is malformed
     */
    public static String render(Scenario scenario) throws InteropException {
        String title = ScenarioMap.title(scenario);
        TerrainLayout layout = ScenarioMap.layout(scenario);
        GameMap map = scenario.getAreas().getMap();
        Grid grid = layout.grid();
        Projection projection = new Projection(grid.geometry(), SIDE);
        double[] corners = new double[12];
        double minX = Double.POSITIVE_INFINITY, minY = Double.POSITIVE_INFINITY;
        double maxX = Double.NEGATIVE_INFINITY, maxY = Double.NEGATIVE_INFINITY;
        for (int site = 0; site < grid.size(); site++) {
            int n = projection.corners(grid.row(site), grid.col(site), corners);
            for (int k = 0; k < n; k++) {
                minX = Math.min(minX, corners[2 * k]);
                maxX = Math.max(maxX, corners[2 * k]);
                minY = Math.min(minY, corners[2 * k + 1]);
                maxY = Math.max(maxY, corners[2 * k + 1]);
            }
        }
        double offsetX = minX - MARGIN, offsetY = minY - MARGIN;
        int width = (int) Math.ceil(maxX - minX) + 2 * MARGIN;
        int height = (int) Math.ceil(maxY - minY) + 2 * MARGIN;

        Map<Integer, Faction> owners = new HashMap<>();
        Map<Integer, List<EntityTemplate>> units = new HashMap<>();
        Map<Integer, Faction> unitOwners = new HashMap<>();
        for (Area area : map.getAreas()) {
            for (int site : layout.sitesOf(area.getBounds(), area.getSites())) {
                if (area.getOwner() != null) {
                    owners.put(site, area.getOwner());
                }
                if (!area.getUnits().isEmpty()) {
                    units.computeIfAbsent(site, s -> new ArrayList<>()).addAll(area.getUnits());
                    Faction owner = area.getUnitOwner() != null ? area.getUnitOwner() : area.getOwner();
                    if (owner != null) {
                        unitOwners.put(site, owner);
                    }
                }
            }
        }

        StringBuilder svg = new StringBuilder();
        svg.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        svg.append("<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"").append(width)
                .append("\" height=\"").append(height).append("\" viewBox=\"0 0 ").append(width).append(' ')
                .append(height).append("\">\n");
        svg.append("  <title>").append(escape(title)).append("</title>\n");
        svg.append("  <rect x=\"0\" y=\"0\" width=\"").append(width).append("\" height=\"").append(height)
                .append("\" fill=\"").append(BACKGROUND).append("\"/>\n");
        svg.append("  <g id=\"sites\" stroke=\"#50555a\" stroke-width=\"1\">\n");
        StringBuilder foreground = new StringBuilder();
        StringBuilder ownership = new StringBuilder();
        StringBuilder counters = new StringBuilder();
        for (int site = 0; site < grid.size(); site++) {
            int n = projection.corners(grid.row(site), grid.col(site), corners);
            double cx = projection.worldX(grid.row(site), grid.col(site)) - offsetX;
            double cy = projection.worldY(grid.row(site), grid.col(site)) - offsetY;
            List<TerrainClass> stack = layout.stackAt(site);
            int[] xy = MapGeometry.locationOf(grid, site);
            svg.append("    <polygon points=\"").append(points(corners, n, offsetX, offsetY, cx, cy, 1))
                    .append("\" fill=\"").append(stack.isEmpty() ? UNKNOWN : colorOf(stack.get(0)))
                    .append("\" data-site=\"").append(xy[0]).append(',').append(xy[1]).append("\" data-terrain=\"")
                    .append(escape(String.join(" ", stack.stream().map(TerrainClass::getId).toList())))
                    .append("\"/>\n");
            for (int level = 1; level < stack.size(); level++) {
                TerrainClass terrain = stack.get(level);
                if (terrain.getSymbol() != null && terrain.getSymbol().getShape() == SymbolShape.FILL) {
                    foreground.append("    <polygon points=\"").append(points(corners, n, offsetX, offsetY, cx, cy,
                            0.7)).append("\" fill=\"").append(colorOf(terrain)).append("\"/>\n");
                } else {
                    foreground.append("    <circle cx=\"").append(format(cx)).append("\" cy=\"").append(format(cy))
                            .append("\" r=\"").append(format(SIDE * 0.35)).append("\" fill=\"")
                            .append(colorOf(terrain)).append("\"/>\n");
                }
            }
            Faction owner = owners.get(site);
            if (owner != null) {
                ownership.append("    <polygon points=\"").append(points(corners, n, offsetX, offsetY, cx, cy, 0.86))
                        .append("\" fill=\"none\" stroke=\"").append(colorOf(owner)).append("\"/>\n");
            }
            List<EntityTemplate> stackUnits = units.get(site);
            if (stackUnits != null) {
                counter(counters, stackUnits, unitOwners.get(site), cx, cy);
            }
        }
        svg.append("  </g>\n");
        group(svg, "foreground", "", foreground);
        group(svg, "owners", " stroke-width=\"2\"", ownership);
        group(svg, "units", "", counters);
        svg.append("</svg>\n");
        return svg.toString();
    }

    private static void counter(StringBuilder out, List<EntityTemplate> units, Faction owner, double cx, double cy) {
        EntityClass top = units.get(0).getEntityClass();
        double size = SIDE * 0.9;
        String glyph = top == null || top.getSymbol() == null || top.getSymbol().getGlyph() == null
                || top.getSymbol().getGlyph().isEmpty() ? top == null ? "?" : top.getId().substring(0, 1)
                        : top.getSymbol().getGlyph();
        out.append("    <g data-units=\"").append(escape(String.join(" ", units.stream()
                .map(u -> u.getEntityClass() == null ? "?" : u.getEntityClass().getId()).toList()))).append("\">\n");
        out.append("      <rect x=\"").append(format(cx - size / 2)).append("\" y=\"").append(format(cy - size / 2))
                .append("\" width=\"").append(format(size)).append("\" height=\"").append(format(size))
                .append("\" fill=\"").append(top == null ? UNKNOWN : colorOf(top)).append("\" stroke=\"")
                .append(owner == null ? "#202020" : colorOf(owner)).append("\" stroke-width=\"2\"/>\n");
        out.append("      <text x=\"").append(format(cx)).append("\" y=\"").append(format(cy + 4))
                .append("\" font-family=\"sans-serif\" font-size=\"11\" text-anchor=\"middle\" fill=\"#000000\">")
                .append(escape(glyph)).append(units.size() > 1 ? escape(" " + units.size()) : "")
                .append("</text>\n");
        out.append("    </g>\n");
    }

    private static void group(StringBuilder svg, String id, String attributes, StringBuilder content) {
        if (!content.isEmpty()) {
            svg.append("  <g id=\"").append(id).append('"').append(attributes).append(">\n").append(content)
                    .append("  </g>\n");
        }
    }

    private static String points(double[] corners, int n, double offsetX, double offsetY, double cx, double cy,
            double scale) {
        StringBuilder points = new StringBuilder();
        for (int k = 0; k < n; k++) {
            double x = corners[2 * k] - offsetX, y = corners[2 * k + 1] - offsetY;
            points.append(k == 0 ? "" : " ").append(format(cx + (x - cx) * scale)).append(',')
                    .append(format(cy + (y - cy) * scale));
        }
        return points.toString();
    }

    private static String colorOf(EntityClass entity) {
        String color = entity.getSymbol() == null ? null : entity.getSymbol().getColor();
        return color != null && color.matches("#[0-9a-fA-F]{6}") ? color.toLowerCase(Locale.ROOT) : UNKNOWN;
    }

    private static String colorOf(Faction faction) {
        String color = faction.getColor();
        return color != null && color.matches("#[0-9a-fA-F]{6}") ? color.toLowerCase(Locale.ROOT) : "#ffffff";
    }

    private static String format(double value) {
        return String.format(Locale.ROOT, "%.2f", value).replaceAll("\\.?0+$", "");
    }

    private static String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
