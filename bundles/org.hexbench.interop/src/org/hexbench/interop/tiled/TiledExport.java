package org.hexbench.interop.tiled;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.hexbench.interop.InteropException;
import org.hexbench.interop.OutputFile;
import org.hexbench.interop.internal.ScenarioMap;
import org.hexbench.interop.tiled.TiledMap.ObjectLayer;
import org.hexbench.interop.tiled.TiledMap.Tile;
import org.hexbench.interop.tiled.TiledMap.TileLayer;
import org.hexbench.interop.tiled.TiledMap.TiledObject;
import org.hexbench.interop.tiled.TiledMap.Tileset;
import org.hexbench.scenario.Area;
import org.hexbench.scenario.EntityTemplate;
import org.hexbench.scenario.Faction;
import org.hexbench.scenario.GameMap;
import org.hexbench.scenario.HomeSite;
import org.hexbench.scenario.Scenario;
import org.hexbench.scenario.TerrainClass;
import org.hexbench.scenario.VariableValue;
import org.hexbench.scenario.map.TerrainLayout;

/**
 * Writes a scenario's map as a Tiled map, the reverse of {@link TiledImport}: the geometry as {@link TiledGeometry}
 * lists it; one embedded tileset "terrain" with a tile per terrain class (class = the terrain class's id; properties
 * {@code name}, {@code color}, {@code difficulty}); one tile layer per level of the deepest terrain stack (layer 1
 * holds every site's background terrain, layer 2 the first foreground terrain, and so on, areas' terrains applied);
 * one object layer "units" with a point object per unit (class = unit class id, name = the unit's name, property
 * {@code faction}) and per owned site (class {@code site}) and home site (class {@code home}), at the site's
 * centre; and the map properties {@code hexbench.factions}, {@code hexbench.vertexNeighbors} and
 * {@code hexbench.wrap}. Effects, place sites, images and the rest of the scenario have no Tiled counterpart and are
 * left out, with a note. A hexagon-shaped board cannot be written.
 */
public final class TiledExport {

    private TiledExport() {
    }

    /**
     * Writes a scenario's map to a {@code .tmx} or ({@code .tmj}, {@code .json}) JSON file, atomically.
     *
     * @param scenario the scenario
     * @param target the file to write
     * @return notes on what was left out
     * @throws InteropException if the map cannot be written as a Tiled map (nothing is written)
     * @throws IOException if the file cannot be written
     */
    public static List<String> write(Scenario scenario, Path target) throws IOException {
        String name = target.getFileName().toString().toLowerCase(Locale.ROOT);
        boolean xml = name.endsWith(".tmx");
        if (!xml && !name.endsWith(".tmj") && !name.endsWith(".json")) {
            throw new InteropException(target.getFileName().toString(), "a Tiled map's name must end in .tmx, .tmj"
                    + " or .json");
        }
        List<String> notes = new ArrayList<>();
        TiledMap map = toTiled(scenario, notes);
        OutputFile.write(target, xml ? TmxFormat.write(map) : TmjFormat.write(map));
        return notes;
    }

    /**
     * Converts a scenario's map.
     *
     * @param scenario the scenario
     * @param notes receives notes on what was left out
     * @return the Tiled map
     * @throws InteropException if the scenario has no map, a hexagon board, or a malformed layout
     */
    public static TiledMap toTiled(Scenario scenario, List<String> notes) throws InteropException {
        GameMap gameMap = scenario.getAreas() == null ? null : scenario.getAreas().getMap();
        String problem = gameMap == null ? null : TiledGeometry.problem(gameMap);
        if (problem != null) {
            throw new InteropException(ScenarioMap.title(scenario), problem);
        }
        TerrainLayout layout = ScenarioMap.layout(scenario);
        String[] geometry = TiledGeometry.of(gameMap);
        int width = gameMap.getWidth(), height = gameMap.getHeight();
        Map<String, String> properties = new LinkedHashMap<>();
        List<String> factions = new ArrayList<>();
        if (scenario.getFactions() != null) {
            scenario.getFactions().getFactions().forEach(f -> factions.add(f.getId()));
        }
        properties.put(TiledImport.FACTIONS, String.join(",", factions));
        if (gameMap.isVertexNeighbors()) {
            properties.put(TiledImport.VERTEX_NEIGHBORS, "true");
        }
        if (gameMap.isWrap()) {
            properties.put(TiledImport.WRAP, "true");
        }
        TiledMap frame = new TiledMap(geometry[0], width, height, Integer.parseInt(geometry[3]),
                Integer.parseInt(geometry[4]), Integer.parseInt(geometry[5]), geometry[1], geometry[2], properties,
                List.of(), List.of(), List.of());

        List<TerrainClass> terrains = new ArrayList<>(scenario.getEntities() == null ? List.of()
                : scenario.getEntities().getTerrains());
        Map<TerrainClass, Integer> gids = new HashMap<>();
        List<Tile> tiles = new ArrayList<>();
        for (TerrainClass terrain : terrains) {
            gids.put(terrain, tiles.size() + 1);
            tiles.add(new Tile(tiles.size(), terrain.getId(), terrainProperties(scenario, terrain), "", ""));
        }
        int sites = width * height;
        List<int[]> levels = new ArrayList<>();
        for (int site = 0; site < sites; site++) {
            List<TerrainClass> stack = layout.stackAt(site);
            for (int level = 0; level < stack.size(); level++) {
                if (level == levels.size()) {
                    levels.add(new int[sites]);
                }
                Integer gid = gids.get(stack.get(level));
                if (gid == null) { // a class of another file, not in this scenario's own list
                    gids.put(stack.get(level), gid = tiles.size() + 1);
                    tiles.add(new Tile(tiles.size(), stack.get(level).getId(),
                            terrainProperties(scenario, stack.get(level)), "", ""));
                }
                levels.get(level)[site] = gid;
            }
        }
        List<TileLayer> tileLayers = new ArrayList<>();
        for (int level = 0; level < levels.size(); level++) {
            tileLayers.add(new TileLayer(level == 0 ? "terrain" : "terrain " + (level + 1), levels.get(level), ""));
        }

        TiledGeometry positions = new TiledGeometry(frame);
        List<TiledObject> objects = new ArrayList<>();
        for (Area area : gameMap.getAreas()) {
            Faction unitOwner = area.getUnitOwner() != null ? area.getUnitOwner() : area.getOwner();
            if (!area.getEffects().isEmpty()) {
                notes.add("effects have no Tiled counterpart and were left out (" + area.getEffects().size()
                        + " in one area)");
            }
            for (int site : layout.sitesOf(area.getBounds(), area.getSites())) {
                double[] centre = positions.centre(site % width, site / width);
                if (area.getOwner() != null) {
                    objects.add(object(objects.size() + 1, "", TiledImport.SITE, centre, area.getOwner()));
                }
                for (EntityTemplate unit : area.getUnits()) {
                    objects.add(object(objects.size() + 1, unit.getName() == null ? "" : unit.getName(),
                            unit.getEntityClass().getId(), centre, unitOwner));
                }
            }
        }
        for (HomeSite home : gameMap.getHomeSites()) {
            if (home.getLocation() != null && home.getFaction() != null) {
                double[] centre = positions.centre(home.getLocation().getX(), home.getLocation().getY());
                objects.add(object(objects.size() + 1, "", TiledImport.HOME, centre, home.getFaction()));
            }
        }
        if (!gameMap.getPlaceSites().isEmpty()) {
            notes.add("place sites have no Tiled counterpart and were left out");
        }
        return new TiledMap(frame.orientation(), width, height, frame.tileWidth(), frame.tileHeight(),
                frame.hexSideLength(), frame.staggerAxis(), frame.staggerIndex(), properties,
                List.of(new Tileset(1, "terrain", tiles.size(), tiles, "")), tileLayers,
                List.of(new ObjectLayer("units", objects)));
    }

    private static Map<String, String> terrainProperties(Scenario scenario, TerrainClass terrain) {
        Map<String, String> properties = new LinkedHashMap<>();
        if (terrain.getName() != null && !terrain.getName().equals(terrain.getId())) {
            properties.put("name", terrain.getName());
        }
        if (terrain.getSymbol() != null && terrain.getSymbol().getColor() != null
                && terrain.getSymbol().getColor().matches("#[0-9a-fA-F]{6}")) {
            properties.put("color", terrain.getSymbol().getColor().toLowerCase(Locale.ROOT));
        }
        var standard = scenario.getEntities() == null ? null : scenario.getEntities().getStandardVariables();
        if (standard != null && standard.getDifficulty() != null) {
            for (VariableValue value : terrain.getVariables()) {
                if (value.getVariable() == standard.getDifficulty()) {
                    properties.put("difficulty", Integer.toString(value.getValue()));
                }
            }
        }
        return properties;
    }

    private static TiledObject object(int id, String name, String type, double[] centre, Faction faction) {
        Map<String, String> properties = faction == null ? Map.of() : Map.of(TiledImport.FACTION, faction.getId());
        return new TiledObject(id, name, type, centre[0], centre[1], 0, 0, 0, properties, "");
    }
}
