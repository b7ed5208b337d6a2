package org.hexbench.interop.tiled;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.hexbench.interop.ImportWarning;
import org.hexbench.interop.Imported;
import org.hexbench.interop.InteropException;
import org.hexbench.interop.internal.ScenarioSkeleton;
import org.hexbench.interop.tiled.TiledMap.ObjectLayer;
import org.hexbench.interop.tiled.TiledMap.Tile;
import org.hexbench.interop.tiled.TiledMap.TileLayer;
import org.hexbench.interop.tiled.TiledMap.TiledObject;
import org.hexbench.interop.tiled.TiledMap.Tileset;
import org.hexbench.scenario.template.Elements;
import org.hexbench.scenario.Area;
import org.hexbench.scenario.EntityTemplate;
import org.hexbench.scenario.Faction;
import org.hexbench.scenario.GameMap;
import org.hexbench.scenario.HomeSite;
import org.hexbench.scenario.Location;
import org.hexbench.scenario.ScenarioFactory;
import org.hexbench.scenario.TerrainClass;
import org.hexbench.scenario.TerrainStack;
import org.hexbench.scenario.map.MapGeometry;
import org.hexbench.scenario.map.TerrainLayout;

/**
 * Turns a Tiled map ({@code .tmx}, Tiled's "TMX Map Format"; {@code .tmj}, its "JSON Map Format") into a new
 * scenario. The rules:
 * <ul>
 * <li><b>Geometry</b>: see {@link TiledGeometry}; Tiled cell (x, y) is site (x, y). Map properties
 * {@value #VERTEX_NEIGHBORS} and {@value #WRAP} ({@code true}) set the Hexbench map options Tiled has no word
 * for.</li>
 * <li><b>Terrain</b>: each tile layer, bottom first, adds one terrain to each site's stack. A tile's terrain class is
 * named by, in this order: its class ({@code type}, or {@code class} as Tiled 1.9 saved it); else its custom
 * property {@code terrain}; else the file name of its own image without extension (image collection tilesets). Equal
 * names are one class; its id is the name in lower camel case. A tile with none of these gets a terrain named after
 * its tileset and id, with a warning; a GID that no tileset holds is treated as an empty cell, with a warning naming
 * file, line (or JSON path) and cell. Tile properties {@code name} (display name), {@code color} ({@code #rrggbb} or
 * Tiled's {@code #aarrggbb}) and {@code difficulty} (whole number, cost of entering; 0 impassable; default 1) set
 * the class's details. The terrain of a site's lowest non-empty tile is a background terrain; a background terrain
 * met higher up replaces the stack, as in Hexkit. A site with no tile at all gets the background terrain
 * {@code empty}.</li>
 * <li><b>Objects</b> (any object layer) stand on the cell nearest to them (a point's position, a rectangle's centre,
 * a tile object's image centre) and need a custom property {@code faction} (a faction's id or name; factions are
 * made from these values, and from the map property {@value #FACTIONS}, a comma-separated list). An object of class
 * {@code site} makes its faction the owner of the site; {@code home} makes it the faction's home site; any other
 * class is a unit class of that name, and the object a unit of it (its name the unit's). Objects without a class or
 * a faction, off the map, or of a second faction on one site, are left out with a warning.</li>
 * </ul>
 * The scenario gets the standard variables and at least two factions ({@code ScenarioSkeleton}) and validates
 * without errors.
 */
public final class TiledImport {

    /** Map property: {@code true} when sites touching only at a vertex are neighbours too (8-neighbour squares). */
    public static final String VERTEX_NEIGHBORS = "hexbench.vertexNeighbors";
    /** Map property: {@code true} when the map wraps around east to west. */
    public static final String WRAP = "hexbench.wrap";
    /** Map property: the scenario's faction ids in order, comma-separated. */
    public static final String FACTIONS = "hexbench.factions";
    /** Object class that makes its faction the owner of the site it stands on. */
    public static final String SITE = "site";
    /** Object class that makes the site its faction's home site. */
    public static final String HOME = "home";
    /** Object property naming the faction of a unit, site or home. */
    public static final String FACTION = "faction";
    /** The background terrain of sites without any tile. */
    public static final String EMPTY = "empty";

    private final TiledMap map;
    private final String file;
    private final List<ImportWarning> warnings = new ArrayList<>();
    private final Map<Integer, Tile> tiles = new HashMap<>();
    private final Map<String, Tile> terrainTiles = new LinkedHashMap<>();

    private TiledImport(TiledMap map, String file) {
        this.map = map;
        this.file = file;
    }

    /**
     * Reads a Tiled map file ({@code .tmx}, else JSON: {@code .tmj}, {@code .json}) into a new scenario titled after
     * the file.
     *
     * @param file the map file
     * @return the scenario and the warnings
     * @throws InteropException if the file is malformed or its map has no Hexbench geometry, with file and line
     * @throws IOException if it cannot be read
     */
    public static Imported read(Path file) throws IOException {
        String name = file.getFileName().toString();
        String lower = name.toLowerCase(Locale.ROOT);
        TiledMap map;
        if (lower.endsWith(".tmx")) {
            map = TmxFormat.read(file);
        } else if (lower.endsWith(".tmj") || lower.endsWith(".json")) {
            map = TmjFormat.read(file);
        } else {
            throw new InteropException(name, "is not a Tiled map: the name must end in .tmx, .tmj or .json");
        }
        return toScenario(map, titleOf(name), name);
    }

    /**
     * Makes a title from a file name: the name without extension, dashes and underscores as spaces, capitalised.
     *
     * @param fileName a file name
     * @return the title
     */
    public static String titleOf(String fileName) {
        int dot = fileName.lastIndexOf('.');
        String base = (dot > 0 ? fileName.substring(0, dot) : fileName).replace('-', ' ').replace('_', ' ').trim();
        return base.isEmpty() ? "Imported Map" : Character.toUpperCase(base.charAt(0)) + base.substring(1);
    }

    /**
     * Converts a Tiled map into a new scenario.
     *
     * @param map the map
     * @param title the scenario's title
     * @param file the file name for messages
     * @return the scenario and the warnings
     * @throws InteropException if the map has no Hexbench geometry
     */
    public static Imported toScenario(TiledMap map, String title, String file) throws InteropException {
        return new TiledImport(map, file).convert(title);
    }

    private Imported convert(String title) throws InteropException {
        String problem = TiledGeometry.problem(map);
        GameMap gameMap = ScenarioFactory.eINSTANCE.createGameMap();
        if (problem == null) {
            new TiledGeometry(map).applyTo(gameMap);
            gameMap.setVertexNeighbors(Boolean.parseBoolean(map.properties().getOrDefault(VERTEX_NEIGHBORS, "false")));
            gameMap.setWrap(Boolean.parseBoolean(map.properties().getOrDefault(WRAP, "false")));
            problem = MapGeometry.problem(gameMap);
        }
        if (problem != null) {
            throw new InteropException(file, problem);
        }
        ScenarioSkeleton scenario = new ScenarioSkeleton(title, gameMap);
        for (String faction : map.properties().getOrDefault(FACTIONS, "").split(",")) {
            if (!faction.isBlank()) {
                scenario.faction(Elements.idOf(faction), faction.trim());
            }
        }
        terrain(scenario, gameMap);
        objects(scenario, gameMap);
        return new Imported(scenario.build(), warnings);
    }

    // ------------------------------------------------------------------ terrain

    private void terrain(ScenarioSkeleton scenario, GameMap gameMap) {
        int cells = map.width() * map.height();
        List<List<String>> names = new ArrayList<>(cells);
        Set<String> backgrounds = new LinkedHashSet<>();
        Set<Integer> reported = new HashSet<>();
        for (int i = 0; i < cells; i++) {
            List<String> stack = new ArrayList<>();
            for (TileLayer layer : map.tileLayers()) {
                int gid = layer.gids()[i];
                String name = gid == 0 ? null : terrainOf(gid, layer, i, reported);
                if (name != null) {
                    stack.add(name);
                }
            }
            if (stack.isEmpty()) {
                stack.add(EMPTY);
            }
            backgrounds.add(stack.get(0));
            names.add(stack);
        }
        Map<String, TerrainClass> classes = new HashMap<>();
        for (List<String> stack : names) {
            for (String name : stack) {
                classes.computeIfAbsent(name, n -> terrainClass(scenario, n, backgrounds.contains(n)));
            }
        }
        Map<List<TerrainClass>, Integer> palette = new LinkedHashMap<>();
        int[] layout = new int[cells];
        for (int i = 0; i < cells; i++) {
            List<TerrainClass> stack = new ArrayList<>();
            for (String name : names.get(i)) {
                TerrainClass terrain = classes.get(name);
                if (terrain.isBackground()) {
                    stack.clear();
                }
                stack.add(terrain);
            }
            layout[i] = palette.computeIfAbsent(stack, s -> {
                TerrainStack entry = ScenarioFactory.eINSTANCE.createTerrainStack();
                entry.getTerrains().addAll(s);
                gameMap.getPalette().add(entry);
                return palette.size();
            });
        }
        TerrainLayout.store(gameMap, layout);
    }

    private TerrainClass terrainClass(ScenarioSkeleton scenario, String name, boolean background) {
        Tile tile = terrainTiles.get(name);
        Map<String, String> properties = tile == null ? Map.of() : tile.properties();
        int difficulty = 1;
        String cost = properties.get("difficulty");
        if (cost != null) {
            try {
                difficulty = Math.max(0, Integer.parseInt(cost.trim()));
            } catch (NumberFormatException e) {
                warnings.add(new ImportWarning(tile.where(), "tile property difficulty '" + cost
                        + "' is not a whole number; terrain '" + name + "' gets difficulty 1"));
            }
        }
        String display = properties.getOrDefault("name", name);
        return scenario.terrain(Elements.idOf(name), display, color(properties.get("color")), difficulty,
                background);
    }

    /** Converts Tiled's {@code #rrggbb} or {@code #aarrggbb} to {@code #rrggbb}; {@code null} for anything else. */
    private static String color(String value) {
        if (value == null) {
            return null;
        }
        String hex = value.trim().toLowerCase(Locale.ROOT);
        if (hex.matches("#[0-9a-f]{8}")) {
            return "#" + hex.substring(3);
        }
        return hex.matches("#[0-9a-f]{6}") ? hex : null;
    }

    /** The terrain name of a GID, or {@code null} (with a warning the first time) when no tileset holds it. */
    private String terrainOf(int gid, TileLayer layer, int cell, Set<Integer> reported) {
        Tile tile = tiles.computeIfAbsent(gid, this::find);
        if (tile == null) {
            if (reported.add(gid)) {
                warnings.add(new ImportWarning(layer.where(), "layer '" + layer.name() + "' cell (" + cell % map.width()
                        + ", " + cell / map.width() + ") uses tile GID " + gid + ", which no tileset holds; such cells"
                        + " are treated as empty"));
            }
            return null;
        }
        String name = tile.type().isBlank() ? tile.properties().getOrDefault("terrain", "").trim() : tile.type().trim();
        if (name.isEmpty() && !tile.image().isBlank()) {
            String image = Path.of(tile.image()).getFileName().toString();
            name = image.contains(".") ? image.substring(0, image.lastIndexOf('.')) : image;
        }
        if (name.isEmpty()) {
            name = tilesetOf(gid).name() + " " + tile.id();
            if (reported.add(gid)) {
                warnings.add(new ImportWarning(tile.where(), "tile " + tile.id() + " of tileset '"
                        + tilesetOf(gid).name() + "' has no class, no 'terrain' property and no image name; its sites"
                        + " get terrain '" + name + "'"));
            }
        }
        terrainTiles.putIfAbsent(name, tile);
        return name;
    }

    private Tile find(int gid) {
        return map.tile(gid);
    }

    private Tileset tilesetOf(int gid) {
        Tileset owner = null;
        for (Tileset tileset : map.tilesets()) {
            if (tileset.firstGid() <= gid && (owner == null || tileset.firstGid() > owner.firstGid())) {
                owner = tileset;
            }
        }
        return owner;
    }

    // ------------------------------------------------------------------ objects

    private void objects(ScenarioSkeleton scenario, GameMap gameMap) {
        TiledGeometry geometry = new TiledGeometry(map);
        Map<Integer, Area> areas = new LinkedHashMap<>();
        Set<Faction> homes = new HashSet<>();
        for (ObjectLayer layer : map.objectLayers()) {
            for (TiledObject object : layer.objects()) {
                String type = object.type().trim();
                if (type.isEmpty() && object.gid() != 0 && map.tile(object.gid()) != null) {
                    type = map.tile(object.gid()).type().trim(); // tile objects inherit their tile's class
                }
                String label = "object " + object.id() + (object.name().isEmpty() ? "" : " '" + object.name() + "'");
                if (type.isEmpty()) {
                    warnings.add(new ImportWarning(object.where(), label + " has no class; left out"));
                    continue;
                }
                String factionName = object.properties().getOrDefault(FACTION, "").trim();
                if (factionName.isEmpty()) {
                    warnings.add(new ImportWarning(object.where(), label + " of class '" + type
                            + "' has no 'faction' property; left out"));
                    continue;
                }
                double px = object.x(), py = object.y();
                if (object.gid() != 0) {
                    px += object.width() / 2;
                    py -= object.height() / 2;
                } else {
                    px += object.width() / 2;
                    py += object.height() / 2;
                }
                int[] cell = geometry.cellAt(px, py);
                if (cell == null) {
                    warnings.add(new ImportWarning(object.where(), label + " at (" + object.x() + ", " + object.y()
                            + ") lies outside the map; left out"));
                    continue;
                }
                Faction faction = scenario.faction(Elements.idOf(factionName), factionName);
                String site = "(" + cell[0] + ", " + cell[1] + ")";
                switch (type.toLowerCase(Locale.ROOT)) {
                    case SITE -> {
                        Area area = areas.computeIfAbsent(cell[1] * map.width() + cell[0], c -> area(gameMap, cell));
                        if (area.getOwner() != null && area.getOwner() != faction) {
                            warnings.add(new ImportWarning(object.where(), label + " makes " + faction.getId()
                                    + " the owner of site " + site + ", which " + area.getOwner().getId()
                                    + " owns already; left out"));
                        } else {
                            area.setOwner(faction);
                        }
                    }
                    case HOME -> {
                        if (!homes.add(faction)) {
                            warnings.add(new ImportWarning(object.where(), label + " is a second home site of "
                                    + faction.getId() + "; left out"));
                        } else {
                            HomeSite home = ScenarioFactory.eINSTANCE.createHomeSite();
                            home.setFaction(faction);
                            home.setLocation(location(cell));
                            gameMap.getHomeSites().add(home);
                        }
                    }
                    default -> {
                        Area area = areas.computeIfAbsent(cell[1] * map.width() + cell[0], c -> area(gameMap, cell));
                        if (area.getUnitOwner() != null && area.getUnitOwner() != faction) {
                            warnings.add(new ImportWarning(object.where(), label + " is a unit of " + faction.getId()
                                    + " on site " + site + ", where " + area.getUnitOwner().getId()
                                    + " has units already; left out"));
                            continue;
                        }
                        area.setUnitOwner(faction);
                        EntityTemplate unit = Elements.template(scenario.unit(Elements.idOf(type), type));
                        if (!object.name().isEmpty()) {
                            unit.setName(object.name());
                        }
                        area.getUnits().add(unit);
                    }
                }
            }
        }
    }

    private static Area area(GameMap gameMap, int[] cell) {
        Area area = ScenarioFactory.eINSTANCE.createArea();
        area.getSites().add(location(cell));
        gameMap.getAreas().add(area);
        return area;
    }

    private static Location location(int[] cell) {
        return Elements.location(cell[0], cell[1]);
    }
}
