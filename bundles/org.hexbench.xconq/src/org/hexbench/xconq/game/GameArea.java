package org.hexbench.xconq.game;

import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * The playing area (GDL reference, World and Area Forms): its size in cells, whether it wraps around east to west (a
 * cylinder: the world's circumference equals the area's width), and its layers. Xconq's cells form a hexagonal grid
 * whose rows lean: the neighbours of (x, y) are (x±1, y), (x, y±1), (x−1, y+1) and (x+1, y−1). An area that does not
 * wrap is a hexagon: only cells with {@code height/2 ≤ x + y < width + height/2} are in it ({@link #inArea}).
 */
public final class GameArea {

    private int width;
    private int height;
    private boolean wrap;
    private final Properties properties = new Properties();
    private final Map<String, CellLayer> layers = new LinkedHashMap<>();
    private int restrictWidth;
    private int restrictHeight;
    private int restrictX;
    private int restrictY;

    GameArea(int width, int height) {
        this.width = width;
        this.height = height;
    }

    /**
     * An area without layers, for a game whose modules give none (the GDL reference's default is 60 x 30 cells).
     *
     * @param width its width
     * @param height its height
     * @param wraps whether it wraps east to west
     * @return the area
     */
    public static GameArea ofSize(int width, int height, boolean wraps) {
        GameArea area = new GameArea(width, height);
        area.wrap = wraps;
        return area;
    }

    /** @return the width in cells */
    public int width() {
        return width;
    }

    /** @return the height in cells */
    public int height() {
        return height;
    }

    /** @return whether the area wraps east to west */
    public boolean wraps() {
        return wrap;
    }

    void wraps(boolean wraps) {
        this.wrap = wraps;
    }

    /** @return the scalar properties set (latitude, longitude, cell-width ...) */
    public Properties properties() {
        return properties;
    }

    /** @return the layers given, in order */
    public Collection<CellLayer> layers() {
        return Collections.unmodifiableCollection(layers.values());
    }

    /**
     * @param key a layer's key ({@link CellLayer#key()}), e.g. {@code terrain} or {@code aux-terrain road}
     * @return the layer, if given
     */
    public Optional<CellLayer> layer(String key) {
        return Optional.ofNullable(layers.get(key));
    }

    /** @return the terrain layer, if given */
    public Optional<CellLayer> terrain() {
        return layer("terrain");
    }

    CellLayer layer(String property, GameType subject, org.hexbench.xconq.gdl.SourcePosition at) {
        String key = subject == null ? property : property + " " + subject.symbol();
        return layers.computeIfAbsent(key, k -> new CellLayer(property, subject, width, height, at));
    }

    /**
     * Whether a cell is part of the area (Xconq's {@code in_area}): every cell of a wrapping area; on a hexagonal
     * area only those with {@code height/2 ≤ x + y ≤ width + height/2 − 1}.
     *
     * @param x a column
     * @param y a row
     * @return whether the cell exists
     */
    public boolean inArea(int x, int y) {
        if (y < 0 || y >= height) {
            return false;
        }
        if (wrap) {
            return true;
        }
        int half = height / 2;
        return x >= 0 && x < width && x + y >= half && x + y <= width + half - 1;
    }

    /** @return the number of cells in the area */
    public int cellCount() {
        int count = 0;
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                if (inArea(x, y)) {
                    count++;
                }
            }
        }
        return count;
    }

    /** Sets the restriction of later layer data: it describes a larger area of which this one is a part. */
    void restrict(int fullWidth, int fullHeight, int x, int y) {
        restrictWidth = fullWidth;
        restrictHeight = fullHeight;
        restrictX = x;
        restrictY = y;
    }

    /** @return the width layer data describes (the restriction's, else the area's) */
    int dataWidth() {
        return restrictWidth > 0 ? restrictWidth : width;
    }

    /** @return the height layer data describes */
    int dataHeight() {
        return restrictHeight > 0 ? restrictHeight : height;
    }

    /** @return the column of the larger area where this one starts */
    int restrictX() {
        return restrictX;
    }

    /** @return the row of the larger area where this one starts */
    int restrictY() {
        return restrictY;
    }

    void resize(int newWidth, int newHeight) {
        if (layers.isEmpty()) {
            width = newWidth;
            height = newHeight;
        }
    }
}
