package org.hexbench.ui.play;

import org.eclipse.swt.graphics.RGB;

/**
 * A faction's colour in charts (History Graphs, Balance Report): its scenario colour ({@code #rrggbb}, Hexkit User's
 * Guide §3.4 Factions), darkened to grey when it is so light it would vanish on a white chart, else a colour of a
 * fixed palette by the faction's index.
 */
public final class FactionColours {

    private static final RGB[] PALETTE = {new RGB(0x1f, 0x77, 0xb4), new RGB(0xd6, 0x27, 0x28), new RGB(0x2c, 0xa0, 0x2c),
        new RGB(0xff, 0x7f, 0x0e), new RGB(0x94, 0x67, 0xbd), new RGB(0x8c, 0x56, 0x4b)};

    private FactionColours() {
    }

    /**
     * @param hex the faction's colour setting, or {@code null}
     * @param index the faction's index
     * @return the colour to draw it with on a white chart
     */
    public static RGB onChart(String hex, int index) {
        if (hex != null && hex.matches("#[0-9a-fA-F]{6}")) {
            int v = Integer.parseInt(hex.substring(1), 16);
            RGB rgb = new RGB(v >> 16, (v >> 8) & 0xff, v & 0xff);
            // White pieces on a white chart: darken very light colours so the line shows.
            return rgb.red + rgb.green + rgb.blue > 600 ? new RGB(0x99, 0x99, 0x99) : rgb;
        }
        return PALETTE[index % PALETTE.length];
    }
}
