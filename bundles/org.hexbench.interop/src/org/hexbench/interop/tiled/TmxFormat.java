package org.hexbench.interop.tiled;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.xml.stream.XMLOutputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;
import org.hexbench.interop.InteropException;
import org.hexbench.interop.internal.LayerData;
import org.hexbench.interop.internal.TilesetSource;
import org.hexbench.interop.internal.XmlElement;
import org.hexbench.interop.tiled.TiledMap.ObjectLayer;
import org.hexbench.interop.tiled.TiledMap.Tile;
import org.hexbench.interop.tiled.TiledMap.TileLayer;
import org.hexbench.interop.tiled.TiledMap.TiledObject;
import org.hexbench.interop.tiled.TiledMap.Tileset;

/**
 * Reads and writes Tiled's XML map format, as Tiled's "TMX Map Format" reference (doc.mapeditor.org, version 1.10)
 * describes it: {@code <map>} with its tilesets (embedded, or TSX files beside the map), tile layers ({@code <layer>}
 * with {@code <data>} as {@code <tile>} elements, CSV, or base64 uncompressed, zlib or gzip), object layers
 * ({@code <objectgroup>}), group layers ({@code <group>}, flattened) and custom {@code <properties>}. Unknown
 * elements and attributes are ignored, as the reference recommends. XML is read safely ({@link XmlElement}: no DTD,
 * no external entities); an infinite map or a malformed file is refused with file and line.
 */
public final class TmxFormat {

    private TmxFormat() {
    }

    /**
     * Reads a TMX file and the TSX tilesets it names.
     *
     * @param file the {@code .tmx} file
     * @return the map
     * @throws InteropException if the file is malformed or not a finite map, with file and line
     * @throws IOException if it cannot be read
     */
    public static TiledMap read(Path file) throws IOException {
        String name = file.getFileName().toString();
        XmlElement map = XmlElement.read(file);
        if (!map.name().equals("map")) {
            throw new InteropException(name + ":" + map.line(), "the root element is <" + map.name()
                    + ">, not a Tiled <map>");
        }
        String where = name + ":" + map.line();
        if ("1".equals(map.attribute("infinite", "0"))) {
            throw new InteropException(where, "is an infinite map, which Hexbench does not import; in Tiled uncheck"
                    + " Map > Map Properties > Infinite and save it again");
        }
        int width = number(map, "width", name, 1);
        int height = number(map, "height", name, 1);
        List<Tileset> tilesets = new ArrayList<>();
        for (XmlElement tileset : map.children("tileset")) {
            int firstGid = number(tileset, "firstgid", name, 1);
            String source = tileset.attribute("source", null);
            if (source == null) {
                tilesets.add(tileset(tileset, firstGid, name));
            } else {
                Path tsx = TilesetSource.resolve(file, source, name + ":" + tileset.line());
                if (source.endsWith(".tsj") || source.endsWith(".json")) {
                    tilesets.add(TmjFormat.readTileset(tsx, firstGid));
                } else {
                    tilesets.add(readTileset(tsx, firstGid));
                }
            }
        }
        List<TileLayer> tileLayers = new ArrayList<>();
        List<ObjectLayer> objectLayers = new ArrayList<>();
        layers(map, width * height, name, tileLayers, objectLayers);
        return new TiledMap(map.attribute("orientation", TiledGeometry.ORTHOGONAL), width, height,
                number(map, "tilewidth", name, 1), number(map, "tileheight", name, 1),
                map.attributes().containsKey("hexsidelength") ? number(map, "hexsidelength", name, 0) : 0,
                map.attribute("staggeraxis", ""), map.attribute("staggerindex", ""), properties(map), tilesets,
                tileLayers, objectLayers);
    }

    /**
     * Reads an external TSX tileset.
     *
     * @param tsx the tileset file
     * @param firstGid the first GID the map gives it
     * @return the tileset
     * @throws IOException if it cannot be read or is malformed
     */
    static Tileset readTileset(Path tsx, int firstGid) throws IOException {
        XmlElement external = XmlElement.read(tsx);
        if (!external.name().equals("tileset")) {
            throw new InteropException(tsx.getFileName() + ":" + external.line(), "the root element is <"
                    + external.name() + ">, not a Tiled <tileset>");
        }
        return tileset(external, firstGid, tsx.getFileName().toString());
    }

    private static void layers(XmlElement parent, int cells, String name, List<TileLayer> tileLayers,
            List<ObjectLayer> objectLayers) throws InteropException {
        for (XmlElement child : parent.children()) {
            switch (child.name()) {
                case "layer" -> {
                    XmlElement data = child.child("data");
                    tileLayers.add(new TileLayer(child.attribute("name", ""), data(child, cells, name),
                            name + ":" + (data == null ? child : data).line()));
                }
                case "objectgroup" -> {
                    List<TiledObject> objects = new ArrayList<>();
                    for (XmlElement object : child.children("object")) {
                        objects.add(object(object, name));
                    }
                    objectLayers.add(new ObjectLayer(child.attribute("name", ""), objects));
                }
                case "group" -> layers(child, cells, name, tileLayers, objectLayers);
                default -> {
                    // image layers, tilesets, properties, editor settings: not map content Hexbench carries
                }
            }
        }
    }

    private static int[] data(XmlElement layer, int cells, String name) throws InteropException {
        XmlElement data = layer.child("data");
        if (data == null) {
            throw new InteropException(name + ":" + layer.line(), "layer '" + layer.attribute("name", "")
                    + "' has no <data>");
        }
        String where = name + ":" + data.line();
        if (data.child("chunk") != null) {
            throw new InteropException(where, "has chunked (infinite map) data, which Hexbench does not import");
        }
        String encoding = data.attribute("encoding", "");
        return switch (encoding) {
            case "csv" -> LayerData.csv(data.text(), cells, where);
            case "base64" -> LayerData.base64(data.text(), data.attribute("compression", ""), cells, where);
            case "" -> {
                List<XmlElement> tiles = data.children("tile");
                if (tiles.size() != cells) {
                    throw new InteropException(where, "has " + tiles.size() + " <tile> elements but the layer has "
                            + cells + " cells");
                }
                int[] gids = new int[cells];
                for (int i = 0; i < cells; i++) {
                    gids[i] = LayerData.gid(tiles.get(i).attribute("gid", "0"), name + ":" + tiles.get(i).line());
                }
                yield gids;
            }
            default -> throw new InteropException(where, "uses unknown layer encoding '" + encoding + "'");
        };
    }

    private static Tileset tileset(XmlElement tileset, int firstGid, String name) throws InteropException {
        List<Tile> tiles = new ArrayList<>();
        int count = 0;
        for (XmlElement tile : tileset.children("tile")) {
            int id = number(tile, "id", name, 0);
            XmlElement image = tile.child("image");
            tiles.add(new Tile(id, tile.attribute("type", tile.attribute("class", "")), properties(tile),
                    image == null ? "" : image.attribute("source", ""), name + ":" + tile.line()));
            count = Math.max(count, id + 1);
        }
        if (tileset.attributes().containsKey("tilecount")) {
            count = Math.max(count, number(tileset, "tilecount", name, 0));
        }
        return new Tileset(firstGid, tileset.attribute("name", ""), count, tiles, name + ":" + tileset.line());
    }

    private static TiledObject object(XmlElement object, String name) throws InteropException {
        String gid = object.attribute("gid", "0");
        return new TiledObject(number(object, "id", name, 0), object.attribute("name", ""),
                object.attribute("type", object.attribute("class", "")), decimal(object, "x", name),
                decimal(object, "y", name), decimal(object, "width", name), decimal(object, "height", name),
                LayerData.gid(gid, name + ":" + object.line()), properties(object), name + ":" + object.line());
    }

    private static Map<String, String> properties(XmlElement element) {
        Map<String, String> properties = new LinkedHashMap<>();
        XmlElement list = element.child("properties");
        if (list != null) {
            for (XmlElement property : list.children("property")) {
                properties.put(property.attribute("name", ""), property.attribute("value", property.text()));
            }
        }
        return properties;
    }

    private static int number(XmlElement element, String attribute, String name, int minimum)
            throws InteropException {
        String value = element.attribute(attribute, null);
        String where = name + ":" + element.line();
        if (value == null) {
            throw new InteropException(where, "<" + element.name() + "> has no " + attribute + " attribute");
        }
        try {
            int number = Integer.parseInt(value.trim());
            if (number < minimum) {
                throw new InteropException(where, "<" + element.name() + "> " + attribute + " is " + number
                        + ", less than " + minimum);
            }
            return number;
        } catch (NumberFormatException e) {
            throw new InteropException(where, "<" + element.name() + "> " + attribute + " '" + value
                    + "' is not a whole number");
        }
    }

    private static double decimal(XmlElement element, String attribute, String name) throws InteropException {
        String value = element.attribute(attribute, "0");
        try {
            return Double.parseDouble(value.trim());
        } catch (NumberFormatException e) {
            throw new InteropException(name + ":" + element.line(), "<" + element.name() + "> " + attribute + " '"
                    + value + "' is not a number");
        }
    }

    /**
     * Writes a map as TMX: one embedded tileset per tileset of the map, CSV layer data one row per line, objects as
     * points ({@code <point/>}) with their class in {@code type} (the attribute Tiled 1.10 writes and earlier versions
     * read) and their properties.
     *
     * @param map the map
     * @return the file's content, UTF-8
     */
    public static byte[] write(TiledMap map) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try {
            XMLStreamWriter xml = XMLOutputFactory.newDefaultFactory().createXMLStreamWriter(bytes, "UTF-8");
            Indented out = new Indented(xml);
            xml.writeStartDocument("UTF-8", "1.0");
            out.start("map", 0);
            attributes(xml, "version", "1.10", "orientation", map.orientation(), "renderorder", "right-down",
                    "width", map.width(), "height", map.height(), "tilewidth", map.tileWidth(), "tileheight",
                    map.tileHeight(), "infinite", 0);
            if (!map.orientation().equals(TiledGeometry.ORTHOGONAL)) {
                if (map.orientation().equals(TiledGeometry.HEXAGONAL)) {
                    xml.writeAttribute("hexsidelength", Integer.toString(map.hexSideLength()));
                }
                attributes(xml, "staggeraxis", map.staggerAxis(), "staggerindex", map.staggerIndex());
            }
            properties(out, map.properties(), 1);
            for (Tileset tileset : map.tilesets()) {
                out.start("tileset", 1);
                attributes(xml, "firstgid", tileset.firstGid(), "name", tileset.name(), "tilewidth", map.tileWidth(),
                        "tileheight", map.tileHeight(), "tilecount", tileset.tileCount(), "columns", 0);
                for (Tile tile : tileset.tiles()) {
                    out.start("tile", 2);
                    attributes(xml, "id", tile.id(), "type", tile.type());
                    properties(out, tile.properties(), 3);
                    out.end(2);
                }
                out.end(1);
            }
            int layerId = 1;
            for (TileLayer layer : map.tileLayers()) {
                out.start("layer", 1);
                attributes(xml, "id", layerId++, "name", layer.name(), "width", map.width(), "height", map.height());
                out.start("data", 2);
                xml.writeAttribute("encoding", "csv");
                xml.writeCharacters(LayerData.csvRows(layer.gids(), map.width()));
                out.endInline(2);
                out.end(1);
            }
            for (ObjectLayer layer : map.objectLayers()) {
                out.start("objectgroup", 1);
                attributes(xml, "id", layerId++, "name", layer.name());
                for (TiledObject object : layer.objects()) {
                    out.start("object", 2);
                    xml.writeAttribute("id", Integer.toString(object.id()));
                    if (!object.name().isEmpty()) {
                        xml.writeAttribute("name", object.name());
                    }
                    attributes(xml, "type", object.type(), "x", number(object.x()), "y", number(object.y()));
                    properties(out, object.properties(), 3);
                    out.empty("point", 3);
                    out.end(2);
                }
                out.end(1);
            }
            out.end(0);
            xml.writeCharacters("\n");
            xml.writeEndDocument();
            xml.close();
        } catch (XMLStreamException e) {
            throw new IllegalStateException("cannot write XML to memory: " + e.getMessage(), e);
        }
        return bytes.toByteArray();
    }

    private static void properties(Indented out, Map<String, String> properties, int depth)
            throws XMLStreamException {
        if (properties.isEmpty()) {
            return;
        }
        out.start("properties", depth);
        for (Map.Entry<String, String> property : new java.util.TreeMap<>(properties).entrySet()) {
            out.empty("property", depth + 1);
            attributes(out.xml, "name", property.getKey(), "value", property.getValue());
        }
        out.end(depth);
    }

    private static void attributes(XMLStreamWriter xml, Object... pairs) throws XMLStreamException {
        for (int i = 0; i < pairs.length; i += 2) {
            xml.writeAttribute((String) pairs[i], String.valueOf(pairs[i + 1]));
        }
    }

    private static String number(double value) {
        return value == Math.rint(value) ? Long.toString((long) value) : Double.toString(value);
    }

    /** Line breaks and two-space indentation around elements, which XMLStreamWriter does not write itself. */
    private static final class Indented {
        final XMLStreamWriter xml;

        Indented(XMLStreamWriter xml) {
            this.xml = xml;
        }

        void start(String element, int depth) throws XMLStreamException {
            xml.writeCharacters("\n" + "  ".repeat(depth));
            xml.writeStartElement(element);
        }

        void empty(String element, int depth) throws XMLStreamException {
            xml.writeCharacters("\n" + "  ".repeat(depth));
            xml.writeEmptyElement(element);
        }

        void end(int depth) throws XMLStreamException {
            xml.writeCharacters("\n" + "  ".repeat(depth));
            xml.writeEndElement();
        }

        void endInline(int depth) throws XMLStreamException {
            xml.writeCharacters("  ".repeat(depth));
            xml.writeEndElement();
        }
    }
}
