package org.hexbench.interop.tiled;

import java.util.List;
import java.util.Map;

/**
 * A finite Tiled map as Hexbench reads and writes it, the part of Tiled's "TMX Map Format" and "JSON Map Format"
 * (doc.mapeditor.org, Reference) that a scenario map can carry: the {@code <map>} element's orientation, size, tile
 * size, {@code hexsidelength}, {@code staggeraxis} and {@code staggerindex}; the map's custom properties; its
 * tilesets (embedded, or read from the TSX/JSON files they name); its tile layers as global tile ids ("GIDs", with
 * the flip flags cleared) and its object layers. Group layers are flattened in drawing order; image layers, text,
 * templates and infinite maps' chunks are not part of it.
 *
 * @param orientation {@code orthogonal}, {@code hexagonal} or {@code staggered}
 * @param width the map width in tiles
 * @param height the map height in tiles
 * @param tileWidth the width of a tile in pixels
 * @param tileHeight the height of a tile in pixels
 * @param hexSideLength the length of a hexagon's side along the stagger axis, in pixels (hexagonal maps only)
 * @param staggerAxis {@code "x"} or {@code "y"} (staggered and hexagonal maps), else {@code ""}
 * @param staggerIndex {@code "odd"} or {@code "even"} (staggered and hexagonal maps), else {@code ""}
 * @param properties the map's custom properties, by name, as text
 * @param tilesets the tilesets, by increasing first GID
 * @param tileLayers the tile layers, bottom first
 * @param objectLayers the object layers, bottom first
 */
public record TiledMap(String orientation, int width, int height, int tileWidth, int tileHeight, int hexSideLength,
        String staggerAxis, String staggerIndex, Map<String, String> properties, List<Tileset> tilesets,
        List<TileLayer> tileLayers, List<ObjectLayer> objectLayers) {

    /** Tiled's flags in the top four bits of a GID: flipped horizontally, vertically, diagonally, rotated 120°. */
    public static final int FLAG_BITS = 0xF0000000;

    /** Copies the collections. */
    public TiledMap {
        properties = Map.copyOf(properties);
        tilesets = List.copyOf(tilesets);
        tileLayers = List.copyOf(tileLayers);
        objectLayers = List.copyOf(objectLayers);
    }

    /**
     * Finds the tile of a GID: in the tileset with the highest first GID not above it (TMX Map Format, "Tile flipping"
     * and {@code <data>}).
     *
     * @param gid a GID without flags, not 0
     * @return the tile, or {@code null} when no tileset holds it
     */
    public Tile tile(int gid) {
        Tileset owner = null;
        for (Tileset tileset : tilesets) {
            if (tileset.firstGid() <= gid && (owner == null || tileset.firstGid() > owner.firstGid())) {
                owner = tileset;
            }
        }
        if (owner == null) {
            return null;
        }
        int id = gid - owner.firstGid();
        for (Tile tile : owner.tiles()) {
            if (tile.id() == id) {
                return tile;
            }
        }
        return id < owner.tileCount() ? new Tile(id, "", Map.of(), "", owner.where()) : null;
    }

    /**
     * A tileset: the tiles that have a class, properties or an image of their own.
     *
     * @param firstGid the GID of its tile 0 in this map
     * @param name its name
     * @param tileCount how many tiles it has (also those without an entry in {@code tiles})
     * @param tiles the tiles with details
     * @param where file and line or JSON path of its definition, for messages
     */
    public record Tileset(int firstGid, String name, int tileCount, List<Tile> tiles, String where) {

        /** Copies the tiles. */
        public Tileset {
            tiles = List.copyOf(tiles);
        }
    }

    /**
     * A tile of a tileset.
     *
     * @param id its local id in the tileset
     * @param type its class ({@code type}, saved as {@code class} by Tiled 1.9), or {@code ""}
     * @param properties its custom properties, by name, as text
     * @param image the file name of its own image (image collection tilesets), or {@code ""}
     * @param where file and line or JSON path of its definition, for messages
     */
    public record Tile(int id, String type, Map<String, String> properties, String image, String where) {

        /** Copies the properties. */
        public Tile {
            properties = Map.copyOf(properties);
        }
    }

    /**
     * A tile layer.
     *
     * @param name its name
     * @param gids one GID per cell, row by row from the top left, flags cleared; 0 is an empty cell
     * @param where file and line or JSON path of its data, for messages
     */
    public record TileLayer(String name, int[] gids, String where) {
    }

    /**
     * An object layer ({@code <objectgroup>}).
     *
     * @param name its name
     * @param objects its objects in file order
     */
    public record ObjectLayer(String name, List<TiledObject> objects) {

        /** Copies the objects. */
        public ObjectLayer {
            objects = List.copyOf(objects);
        }
    }

    /**
     * An object.
     *
     * @param id its unique id
     * @param name its name, or {@code ""}
     * @param type its class ({@code type}, saved as {@code class} by Tiled 1.9), or {@code ""}
     * @param x x of its position in pixels (a tile object's bottom left, a rectangle's top left, a point's position)
     * @param y y of its position in pixels
     * @param width its width in pixels (0 for points)
     * @param height its height in pixels (0 for points)
     * @param gid the GID of a tile object (flags cleared), else 0
     * @param properties its custom properties, by name, as text
     * @param where file and line or JSON path of its definition, for messages
     */
    public record TiledObject(int id, String name, String type, double x, double y, double width, double height,
            int gid, Map<String, String> properties, String where) {

        /** Copies the properties. */
        public TiledObject {
            properties = Map.copyOf(properties);
        }
    }
}
