package org.hexbench.ui.map;

import org.eclipse.swt.graphics.ImageData;

/**
 * How one terrain, unit or effect looks on the map: a bitmap when the scenario has one, otherwise a symbol graphic
 * (beyond Hexkit's bitmap tiles, Hexkit User's Guide §3.4 Bitmap Tiles: an abstract counter of colour, glyph and
 * label). The renderer draws the image
 * when {@link #image()} is not {@code null} and the symbol otherwise.
 *
 * <p>A terrain's image is drawn at its own size times the zoom, centred on the site: make it the size of a site's
 * polygon at 100 % ({@link MapRenderer#BASE_SIDE}) to cover the site. A unit's or effect's image is fitted into its
 * counter. {@link #NONE} draws nothing, for classes whose image is switched off (Hexkit User's Guide §3.4.6 Static
 * Overlay Images: an overlay image then shows instead).
 *
 * <p>Create one symbol per entity class and reuse it: the renderer caches the SWT image made from {@link #image()}
 * by identity, so a new {@code ImageData} per paint would defeat the cache.
 *
 * @param shape the outline (a terrain that covers its site uses {@link Shape#FILL})
 * @param rgb the fill colour as {@code 0xRRGGBB}
 * @param glyph a short text drawn in the middle, e.g. "I" or "♞"; empty for none
 * @param label a short text drawn below the glyph, e.g. a strength figure; empty for none
 * @param image the bitmap, or {@code null} to draw the symbol
 * @param shadow whether the symbol graphic is drawn with a drop shadow (Hexkit User's Guide §4.6.4: HasDropShadow);
 *        an image carries its own shadow
 * @param animation the idle animation of the image's frames (Hexkit User's Guide §3.4.3 Frames and Animation), or
 *        {@code null} for a still picture; while animation is on ({@link MapLook#animation()}) the renderer draws the
 *        animation's frame for the time instead of {@link #image()}
 */
public record MapSymbol(Shape shape, int rgb, String glyph, String label, ImageData image, boolean shadow,
        MapAnimation animation) {

    /** The outline of a symbol, mirroring the scenario model's {@code SymbolShape}. */
    public enum Shape {
        /** A square counter, as in board wargames. */
        COUNTER,
        /** A round token. */
        DISC,
        /** A diamond. */
        DIAMOND,
        /** The whole site polygon (terrain). */
        FILL
    }

    /** A neutral grey fill for terrain the scenario gives no look. */
    public static final MapSymbol UNKNOWN_TERRAIN = new MapSymbol(Shape.FILL, 0xb0b0b0, "?", "", null);

    /** Draws nothing: the class's image is switched off (compared by identity). */
    public static final MapSymbol NONE = new MapSymbol(Shape.FILL, 0x000000, "", "", null);

    /**
     * Creates a symbol; {@code null} texts become empty.
     */
    public MapSymbol {
        if (shape == null) {
            throw new IllegalArgumentException("a map symbol needs a shape");
        }
        glyph = glyph == null ? "" : glyph;
        label = label == null ? "" : label;
    }

    /**
     * Creates a symbol that does not animate.
     *
     * @param shape the outline
     * @param rgb the fill colour as {@code 0xRRGGBB}
     * @param glyph the glyph, or {@code null}
     * @param label the label, or {@code null}
     * @param image the bitmap, or {@code null}
     * @param shadow whether the symbol graphic has a drop shadow
     */
    public MapSymbol(Shape shape, int rgb, String glyph, String label, ImageData image, boolean shadow) {
        this(shape, rgb, glyph, label, image, shadow, null);
    }

    /**
     * Creates a symbol without a drop shadow.
     *
     * @param shape the outline
     * @param rgb the fill colour as {@code 0xRRGGBB}
     * @param glyph the glyph, or {@code null}
     * @param label the label, or {@code null}
     * @param image the bitmap, or {@code null}
     */
    public MapSymbol(Shape shape, int rgb, String glyph, String label, ImageData image) {
        this(shape, rgb, glyph, label, image, false);
    }

    /**
     * Parses a colour written as {@code #rrggbb} (the scenario model's notation).
     *
     * @param text the colour text, may be {@code null}
     * @param fallback the colour to use when the text is missing or malformed
     * @return the colour as {@code 0xRRGGBB}
     */
    public static int parseColor(String text, int fallback) {
        if (text == null || text.length() != 7 || text.charAt(0) != '#') {
            return fallback;
        }
        try {
            return Integer.parseInt(text.substring(1), 16);
        } catch (NumberFormatException e) {
            return fallback;
        }
    }
}
