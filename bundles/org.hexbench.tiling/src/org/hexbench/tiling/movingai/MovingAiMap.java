package org.hexbench.tiling.movingai;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.hexbench.tiling.OffsetLayout;
import org.hexbench.tiling.grid.RectangleGrid;

/**
 * A Moving AI {@code .map} file: {@code type octile}, {@code height H}, {@code width W},
 * {@code map}, then H rows of W terrain letters, as the Moving AI Lab map format defines them
 * (movingai.com/benchmarks/formats.html). The map keeps every cell's letter; what a letter allows
 * is decided by {@link MovingAiTerrain} ({@code . G S} land, {@code W} water, {@code @ O T} not
 * traversable) and how units move by {@link OctileAgent}. Cell {@code (x, y)} is tile index
 * {@code y·W + x} of {@link #grid()}.
 */
public final class MovingAiMap {

    private final String name;
    private final int width, height;
    /** The letter of every cell by index {@code y·width + x}. */
    private final char[] terrain;
    /** How many cells have each letter, in the order of {@link MovingAiTerrain#LETTERS}. */
    private final int[] counts = new int[MovingAiTerrain.LETTERS.length()];

    /**
     * Creates a map from its cells' letters.
     *
     * @param name a name for messages
     * @param width the width
     * @param height the height
     * @param terrain the letter of every cell by index {@code y·width + x}; copied
     * @throws IllegalArgumentException if the size does not match or a letter is not one of
     *         {@value MovingAiTerrain#LETTERS}
     */
    public MovingAiMap(String name, int width, int height, char[] terrain) {
        if (terrain.length != width * height) {
            throw new IllegalArgumentException("need " + width * height + " cells, got " + terrain.length);
        }
        this.name = name;
        this.width = width;
        this.height = height;
        this.terrain = terrain.clone();
        for (int i = 0; i < this.terrain.length; i++) {
            int letter = MovingAiTerrain.LETTERS.indexOf(this.terrain[i]);
            if (letter < 0) {
                throw new IllegalArgumentException(name + ": unknown terrain '" + this.terrain[i] + "' at column "
                        + (i % width + 1) + " of map row " + (i / width + 1));
            }
            counts[letter]++;
        }
    }

    /**
     * Reads a map file.
     *
     * @param file the {@code .map} file
     * @return the map
     * @throws MovingAiFormatException with file and line if the content is malformed
     * @throws IOException if the file cannot be read
     */
    public static MovingAiMap read(Path file) throws IOException {
        return parse(file.toString(), Files.readAllLines(file, StandardCharsets.ISO_8859_1));
    }

    /**
     * Parses the lines of a map file.
     *
     * @param source the file name for messages
     * @param lines the lines
     * @return the map
     * @throws MovingAiFormatException with the line number if the content is malformed
     */
    public static MovingAiMap parse(String source, List<String> lines) throws MovingAiFormatException {
        expectHeader(source, lines, 0, "type");
        if (!lines.get(0).trim().equals("type octile")) {
            throw new MovingAiFormatException(source, 1, "expected 'type octile', found '" + lines.get(0) + "'");
        }
        int height = headerNumber(source, lines, 1, "height");
        int width = headerNumber(source, lines, 2, "width");
        expectHeader(source, lines, 3, "map");
        if (lines.size() < 4 + height) {
            throw new MovingAiFormatException(source, lines.size() + 1,
                    "expected " + height + " map rows, found " + (lines.size() - 4));
        }
        char[] terrain = new char[width * height];
        for (int y = 0; y < height; y++) {
            String row = lines.get(4 + y);
            if (row.length() != width) {
                throw new MovingAiFormatException(source, 5 + y,
                        "expected " + width + " characters, found " + row.length());
            }
            for (int x = 0; x < width; x++) {
                char c = row.charAt(x);
                if (!MovingAiTerrain.isKnown(c)) {
                    throw new MovingAiFormatException(source, 5 + y, "unknown terrain '" + c + "' at column "
                            + (x + 1) + " (the format defines " + MovingAiTerrain.LETTERS + ")");
                }
                terrain[y * width + x] = c;
            }
        }
        for (int i = 4 + height; i < lines.size(); i++) {
            if (!lines.get(i).isBlank()) {
                throw new MovingAiFormatException(source, i + 1, "unexpected text after the map rows");
            }
        }
        return new MovingAiMap(source, width, height, terrain);
    }

    private static void expectHeader(String source, List<String> lines, int index, String word)
            throws MovingAiFormatException {
        if (lines.size() <= index) {
            throw new MovingAiFormatException(source, index + 1, "missing '" + word + "' line");
        }
        String first = lines.get(index).trim().split("\\s+")[0];
        if (!first.equals(word)) {
            throw new MovingAiFormatException(source, index + 1,
                    "expected '" + word + "', found '" + lines.get(index) + "'");
        }
    }

    private static int headerNumber(String source, List<String> lines, int index, String word)
            throws MovingAiFormatException {
        expectHeader(source, lines, index, word);
        String[] parts = lines.get(index).trim().split("\\s+");
        try {
            if (parts.length != 2) {
                throw new NumberFormatException();
            }
            int value = Integer.parseInt(parts[1]);
            if (value <= 0 || value > 10_000) {
                throw new MovingAiFormatException(source, index + 1, word + " must be 1..10000: " + value);
            }
            return value;
        } catch (NumberFormatException e) {
            throw new MovingAiFormatException(source, index + 1,
                    "expected '" + word + " <number>', found '" + lines.get(index) + "'");
        }
    }

    /** @return the name given when reading */
    public String name() {
        return name;
    }

    /** @return the number of columns */
    public int width() {
        return width;
    }

    /** @return the number of rows */
    public int height() {
        return height;
    }

    /**
     * Returns the letter of a cell.
     *
     * @param x the column
     * @param y the row
     * @return the cell's letter; {@code @} (out of bounds) outside the map
     */
    public char terrain(int x, int y) {
        return x >= 0 && y >= 0 && x < width && y < height ? terrain[y * width + x] : '@';
    }

    /**
     * Returns the letter of a cell.
     *
     * @param index the cell index {@code y·width + x}
     * @return the cell's letter
     */
    public char terrain(int index) {
        return terrain[index];
    }

    /**
     * Tells whether a cell can be stood on and moved through by some unit
     * ({@link MovingAiTerrain#isTraversable}: {@code . G S W}). Whether a step between two such
     * cells is allowed is {@link MovingAiTerrain#allowsStep}: land and water do not connect.
     *
     * @param x the column
     * @param y the row
     * @return whether the cell is traversable; false outside the map
     */
    public boolean isPassable(int x, int y) {
        return MovingAiTerrain.isTraversable(terrain(x, y));
    }

    /**
     * Tells whether a cell can be stood on and moved through by some unit; see
     * {@link #isPassable(int, int)}.
     *
     * @param index the cell index {@code y·width + x}
     * @return whether the cell is traversable
     */
    public boolean isPassable(int index) {
        return MovingAiTerrain.isTraversable(terrain[index]);
    }

    /**
     * Counts the cells of every letter that occurs, e.g. to check which letters a benchmark set
     * uses.
     *
     * @return letter to number of cells, in the order of {@link MovingAiTerrain#LETTERS}, only
     *         letters that occur; unmodifiable
     */
    public Map<Character, Integer> terrainCounts() {
        Map<Character, Integer> result = new LinkedHashMap<>();
        for (int i = 0; i < counts.length; i++) {
            if (counts[i] > 0) {
                result.put(MovingAiTerrain.LETTERS.charAt(i), counts[i]);
            }
        }
        return Collections.unmodifiableMap(result);
    }

    /** @return an 8-neighbour square grid of the map's size (squares on edge, vertex neighbours) */
    public RectangleGrid grid() {
        return new RectangleGrid(OffsetLayout.SQUARES, width, height, true, false);
    }
}
