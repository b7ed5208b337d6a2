package org.hexbench.xconq.internal;

import java.util.Locale;
import java.util.Map;

/**
 * The colour names Xconq modules use for sides ({@code (color "blue,white")}, GDL reference, Side Name Properties),
 * as {@code #rrggbb}: the first name of the list, from the X11 colour names most modules use.
 */
final class ColorNames {

    private static final Map<String, String> RGB = Map.ofEntries(Map.entry("black", "#000000"),
            Map.entry("white", "#ffffff"), Map.entry("red", "#ff0000"), Map.entry("green", "#00ff00"),
            Map.entry("blue", "#0000ff"), Map.entry("yellow", "#ffff00"), Map.entry("cyan", "#00ffff"),
            Map.entry("magenta", "#ff00ff"), Map.entry("gray", "#bebebe"), Map.entry("grey", "#bebebe"),
            Map.entry("brown", "#a52a2a"), Map.entry("orange", "#ffa500"), Map.entry("pink", "#ffc0cb"),
            Map.entry("purple", "#a020f0"), Map.entry("violet", "#ee82ee"), Map.entry("gold", "#ffd700"),
            Map.entry("navy", "#000080"), Map.entry("maroon", "#b03060"), Map.entry("tan", "#d2b48c"),
            Map.entry("khaki", "#f0e68c"), Map.entry("beige", "#f5f5dc"), Map.entry("olive", "#808000"),
            Map.entry("salmon", "#fa8072"), Map.entry("coral", "#ff7f50"), Map.entry("turquoise", "#40e0d0"),
            Map.entry("sienna", "#a0522d"), Map.entry("wheat", "#f5deb3"), Map.entry("forest green", "#228b22"),
            Map.entry("dark green", "#006400"), Map.entry("sky blue", "#87ceeb"), Map.entry("light blue", "#add8e6"),
            Map.entry("sea green", "#2e8b57"), Map.entry("dark blue", "#00008b"), Map.entry("dark red", "#8b0000"));

    private ColorNames() {
    }

    /**
     * @param colors a comma-separated list of colour names
     * @return the first as {@code #rrggbb}, or {@code null} when it is not a name this table knows
     */
    static String first(String colors) {
        String first = colors.split(",")[0].strip().toLowerCase(Locale.ROOT).replace('-', ' ');
        if (first.matches("#[0-9a-f]{6}")) {
            return first;
        }
        return RGB.get(first);
    }
}
