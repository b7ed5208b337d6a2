package org.hexbench.interop.tiled;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonWriter;
import java.io.IOException;
import java.io.Reader;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.hexbench.interop.InteropException;
import org.hexbench.interop.internal.LayerData;
import org.hexbench.interop.internal.TilesetSource;
import org.hexbench.interop.tiled.TiledMap.ObjectLayer;
import org.hexbench.interop.tiled.TiledMap.Tile;
import org.hexbench.interop.tiled.TiledMap.TileLayer;
import org.hexbench.interop.tiled.TiledMap.TiledObject;
import org.hexbench.interop.tiled.TiledMap.Tileset;

/**
 * Reads and writes Tiled's JSON map format ({@code .tmj}), as Tiled's "JSON Map Format" reference (doc.mapeditor.org,
 * version 1.10) describes it: the map object with {@code layers} ({@code tilelayer} with {@code data} as an array or
 * as base64 with {@code compression} "", {@code zlib} or {@code gzip}; {@code objectgroup}; {@code group}, flattened),
 * {@code tilesets} (embedded, or {@code .tsj}/{@code .json} and {@code .tsx} files beside the map) and
 * {@code properties} as arrays of {name, type, value}. Messages name the file and the JSON path ({@code $.layers[1]});
 * syntax errors name line and column. Parsed with Gson.
 */
public final class TmjFormat {

    private TmjFormat() {
    }

    /**
     * Reads a JSON map and the tilesets it names.
     *
     * @param file the {@code .tmj} or {@code .json} file
     * @return the map
     * @throws InteropException if the file is malformed or not a finite map, with file and path
     * @throws IOException if it cannot be read
     */
    public static TiledMap read(Path file) throws IOException {
        String name = file.getFileName().toString();
        JsonObject map = parse(file);
        if (map.has("type") && !"map".equals(text(map, "type", ""))) {
            throw new InteropException(name + " $.type", "is '" + text(map, "type", "") + "', not a Tiled map");
        }
        if (map.has("infinite") && map.get("infinite").isJsonPrimitive() && map.get("infinite").getAsBoolean()) {
            throw new InteropException(name + " $.infinite", "is an infinite map, which Hexbench does not import; in"
                    + " Tiled uncheck Map > Map Properties > Infinite and save it again");
        }
        int width = number(map, "width", name + " $", 1);
        int height = number(map, "height", name + " $", 1);
        List<Tileset> tilesets = new ArrayList<>();
        JsonArray sets = array(map, "tilesets", name + " $");
        for (int i = 0; i < sets.size(); i++) {
            String path = name + " $.tilesets[" + i + "]";
            JsonObject tileset = object(sets.get(i), path);
            int firstGid = number(tileset, "firstgid", path, 1);
            if (tileset.has("source")) {
                String source = text(tileset, "source", "");
                Path external = TilesetSource.resolve(file, source, path);
                tilesets.add(source.endsWith(".tsx") ? TmxFormat.readTileset(external, firstGid)
                        : readTileset(external, firstGid));
            } else {
                tilesets.add(tileset(tileset, firstGid, path));
            }
        }
        List<TileLayer> tileLayers = new ArrayList<>();
        List<ObjectLayer> objectLayers = new ArrayList<>();
        layers(array(map, "layers", name + " $"), width * height, name + " $.layers", tileLayers, objectLayers);
        return new TiledMap(text(map, "orientation", TiledGeometry.ORTHOGONAL), width, height,
                number(map, "tilewidth", name + " $", 1), number(map, "tileheight", name + " $", 1),
                map.has("hexsidelength") ? number(map, "hexsidelength", name + " $", 0) : 0,
                text(map, "staggeraxis", ""), text(map, "staggerindex", ""), properties(map, name + " $"), tilesets,
                tileLayers, objectLayers);
    }

    /**
     * Reads an external JSON tileset ({@code .tsj}).
     *
     * @param file the tileset file
     * @param firstGid the first GID the map gives it
     * @return the tileset
     * @throws IOException if it cannot be read or is malformed
     */
    static Tileset readTileset(Path file, int firstGid) throws IOException {
        return tileset(parse(file), firstGid, file.getFileName() + " $");
    }

    private static JsonObject parse(Path file) throws IOException {
        String name = file.getFileName().toString();
        try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            JsonReader reader = new JsonReader(in);
            JsonElement root = JsonParser.parseReader(reader);
            return object(root, name + " $");
        } catch (JsonParseException e) {
            String message = e.getCause() != null ? e.getCause().getMessage() : e.getMessage();
            throw new InteropException(name, "is not well-formed JSON: " + message, e);
        }
    }

    private static void layers(JsonArray layers, int cells, String path, List<TileLayer> tileLayers,
            List<ObjectLayer> objectLayers) throws InteropException {
        for (int i = 0; i < layers.size(); i++) {
            String at = path + "[" + i + "]";
            JsonObject layer = object(layers.get(i), at);
            switch (text(layer, "type", "")) {
                case "tilelayer" -> tileLayers.add(new TileLayer(text(layer, "name", ""), data(layer, cells, at),
                        at + ".data"));
                case "objectgroup" -> {
                    List<TiledObject> objects = new ArrayList<>();
                    JsonArray list = array(layer, "objects", at);
                    for (int k = 0; k < list.size(); k++) {
                        objects.add(object(object(list.get(k), at + ".objects[" + k + "]"), at + ".objects[" + k
                                + "]"));
                    }
                    objectLayers.add(new ObjectLayer(text(layer, "name", ""), objects));
                }
                case "group" -> layers(array(layer, "layers", at), cells, at + ".layers", tileLayers, objectLayers);
                default -> {
                    // image layers: not map content Hexbench carries
                }
            }
        }
    }

    private static int[] data(JsonObject layer, int cells, String at) throws InteropException {
        if (layer.has("chunks")) {
            throw new InteropException(at + ".chunks", "is chunked (infinite map) data, which Hexbench does not"
                    + " import");
        }
        JsonElement data = layer.get("data");
        String where = at + ".data";
        if (data == null) {
            throw new InteropException(at, "tile layer has no data");
        }
        String encoding = text(layer, "encoding", "csv");
        if (encoding.equals("base64")) {
            if (!data.isJsonPrimitive()) {
                throw new InteropException(where, "base64 layer data must be a string");
            }
            return LayerData.base64(data.getAsString(), text(layer, "compression", ""), cells, where);
        }
        if (!encoding.equals("csv")) {
            throw new InteropException(at + ".encoding", "unknown layer encoding '" + encoding + "'");
        }
        if (!data.isJsonArray()) {
            throw new InteropException(where, "must be an array of tile GIDs");
        }
        JsonArray gids = data.getAsJsonArray();
        if (gids.size() != cells) {
            throw new InteropException(where, "has " + gids.size() + " tiles but the layer has " + cells + " cells");
        }
        int[] result = new int[cells];
        for (int i = 0; i < cells; i++) {
            JsonElement gid = gids.get(i);
            if (!gid.isJsonPrimitive() || !gid.getAsJsonPrimitive().isNumber()) {
                throw new InteropException(where + "[" + i + "]", "is not a tile GID");
            }
            result[i] = LayerData.gid(gid.getAsString(), where + "[" + i + "]");
        }
        return result;
    }

    private static Tileset tileset(JsonObject tileset, int firstGid, String path) throws InteropException {
        List<Tile> tiles = new ArrayList<>();
        int count = tileset.has("tilecount") ? number(tileset, "tilecount", path, 0) : 0;
        if (tileset.has("tiles")) {
            JsonArray list = array(tileset, "tiles", path);
            for (int i = 0; i < list.size(); i++) {
                String at = path + ".tiles[" + i + "]";
                JsonObject tile = object(list.get(i), at);
                int id = number(tile, "id", at, 0);
                tiles.add(new Tile(id, text(tile, "type", text(tile, "class", "")), properties(tile, at),
                        text(tile, "image", ""), at));
                count = Math.max(count, id + 1);
            }
        }
        return new Tileset(firstGid, text(tileset, "name", ""), count, tiles, path);
    }

    private static TiledObject object(JsonObject object, String at) throws InteropException {
        return new TiledObject(number(object, "id", at, 0), text(object, "name", ""),
                text(object, "type", text(object, "class", "")), decimal(object, "x", at), decimal(object, "y", at),
                decimal(object, "width", at), decimal(object, "height", at),
                object.has("gid") ? LayerData.gid(object.get("gid").getAsString(), at + ".gid") : 0,
                properties(object, at), at);
    }

    private static Map<String, String> properties(JsonObject owner, String at) throws InteropException {
        Map<String, String> properties = new LinkedHashMap<>();
        if (owner.has("properties")) {
            JsonArray list = array(owner, "properties", at);
            for (int i = 0; i < list.size(); i++) {
                JsonObject property = object(list.get(i), at + ".properties[" + i + "]");
                JsonElement value = property.get("value");
                properties.put(text(property, "name", ""), value == null || value.isJsonNull() ? ""
                        : value.isJsonPrimitive() ? value.getAsString() : value.toString());
            }
        }
        return properties;
    }

    private static JsonObject object(JsonElement element, String at) throws InteropException {
        if (element == null || !element.isJsonObject()) {
            throw new InteropException(at, "must be a JSON object");
        }
        return element.getAsJsonObject();
    }

    private static JsonArray array(JsonObject owner, String member, String at) throws InteropException {
        JsonElement element = owner.get(member);
        if (element == null || !element.isJsonArray()) {
            throw new InteropException(at + "." + member, "must be an array");
        }
        return element.getAsJsonArray();
    }

    private static String text(JsonObject owner, String member, String fallback) {
        JsonElement element = owner.get(member);
        return element == null || !element.isJsonPrimitive() ? fallback : element.getAsString();
    }

    private static int number(JsonObject owner, String member, String at, int minimum) throws InteropException {
        JsonElement element = owner.get(member);
        if (element == null) {
            throw new InteropException(at, "has no " + member);
        }
        try {
            if (!element.isJsonPrimitive() || !element.getAsJsonPrimitive().isNumber()) {
                throw new NumberFormatException();
            }
            int value = element.getAsInt();
            if (value < minimum || element.getAsDouble() != value) {
                throw new NumberFormatException();
            }
            return value;
        } catch (NumberFormatException e) {
            throw new InteropException(at + "." + member, "'" + element + "' is not a whole number of at least "
                    + minimum);
        }
    }

    private static double decimal(JsonObject owner, String member, String at) throws InteropException {
        JsonElement element = owner.get(member);
        if (element == null) {
            return 0;
        }
        if (!element.isJsonPrimitive() || !element.getAsJsonPrimitive().isNumber()) {
            throw new InteropException(at + "." + member, "'" + element + "' is not a number");
        }
        return element.getAsDouble();
    }

    /**
     * Writes a map as Tiled JSON: embedded tilesets, layer data as arrays, objects as points with their class in
     * {@code type} and their properties as string properties.
     *
     * @param map the map
     * @return the file's content, UTF-8
     */
    public static byte[] write(TiledMap map) {
        StringWriter text = new StringWriter();
        try (JsonWriter json = new JsonWriter(text)) {
            json.setIndent("  ");
            json.beginObject();
            json.name("type").value("map").name("version").value("1.10").name("orientation").value(map.orientation())
                    .name("renderorder").value("right-down").name("width").value(map.width()).name("height")
                    .value(map.height()).name("tilewidth").value(map.tileWidth()).name("tileheight")
                    .value(map.tileHeight()).name("infinite").value(false);
            if (!map.orientation().equals(TiledGeometry.ORTHOGONAL)) {
                if (map.orientation().equals(TiledGeometry.HEXAGONAL)) {
                    json.name("hexsidelength").value(map.hexSideLength());
                }
                json.name("staggeraxis").value(map.staggerAxis()).name("staggerindex").value(map.staggerIndex());
            }
            properties(json, map.properties());
            json.name("tilesets").beginArray();
            for (Tileset tileset : map.tilesets()) {
                json.beginObject().name("firstgid").value(tileset.firstGid()).name("name").value(tileset.name())
                        .name("tilewidth").value(map.tileWidth()).name("tileheight").value(map.tileHeight())
                        .name("tilecount").value(tileset.tileCount()).name("columns").value(0);
                json.name("tiles").beginArray();
                for (Tile tile : tileset.tiles()) {
                    json.beginObject().name("id").value(tile.id()).name("type").value(tile.type());
                    properties(json, tile.properties());
                    json.endObject();
                }
                json.endArray().endObject();
            }
            json.endArray();
            json.name("layers").beginArray();
            int layerId = 1;
            for (TileLayer layer : map.tileLayers()) {
                json.beginObject().name("type").value("tilelayer").name("id").value(layerId++).name("name")
                        .value(layer.name()).name("width").value(map.width()).name("height").value(map.height())
                        .name("x").value(0).name("y").value(0).name("opacity").value(1).name("visible").value(true);
                json.name("data").beginArray();
                for (int gid : layer.gids()) {
                    json.value(Integer.toUnsignedLong(gid));
                }
                json.endArray().endObject();
            }
            for (ObjectLayer layer : map.objectLayers()) {
                json.beginObject().name("type").value("objectgroup").name("id").value(layerId++).name("name")
                        .value(layer.name()).name("draworder").value("topdown").name("x").value(0).name("y").value(0)
                        .name("opacity").value(1).name("visible").value(true);
                json.name("objects").beginArray();
                for (TiledObject object : layer.objects()) {
                    json.beginObject().name("id").value(object.id()).name("name").value(object.name()).name("type")
                            .value(object.type()).name("x").value(object.x()).name("y").value(object.y())
                            .name("width").value(0).name("height").value(0).name("rotation").value(0).name("point")
                            .value(true).name("visible").value(true);
                    properties(json, object.properties());
                    json.endObject();
                }
                json.endArray().endObject();
            }
            json.endArray();
            json.name("nextlayerid").value(layerId);
            json.name("nextobjectid").value(1 + map.objectLayers().stream().flatMap(l -> l.objects().stream())
                    .mapToInt(TiledObject::id).max().orElse(0));
            json.endObject();
        } catch (IOException e) {
            throw new IllegalStateException("cannot write JSON to memory: " + e.getMessage(), e);
        }
        return (text + "\n").getBytes(StandardCharsets.UTF_8);
    }

    private static void properties(JsonWriter json, Map<String, String> properties) throws IOException {
        if (properties.isEmpty()) {
            return;
        }
        json.name("properties").beginArray();
        for (Map.Entry<String, String> property : new TreeMap<>(properties).entrySet()) {
            json.beginObject().name("name").value(property.getKey()).name("type").value("string").name("value")
                    .value(property.getValue()).endObject();
        }
        json.endArray();
    }
}
