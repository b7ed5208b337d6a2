package org.hexbench.ui.play.session;

import org.hexbench.engine.headless.AsciiMap;
import org.hexbench.scenario.BoardShape;
import org.hexbench.scenario.GridShift;
import org.hexbench.scenario.GameMap;
import org.hexbench.scenario.map.MapGeometry;

/**
 * Where each site stands in the text of {@link AsciiMap#render}: one line per site row, two characters per site,
 * rows indented as AsciiMap indents them. Lets the interim text map view turn a click into a site until the
 * graphical map renderer replaces it.
 */
public final class AsciiMapLayout {

    private final int[] rows;
    private final int[] indent;
    private final int[] firstSite;

    /**
     * @param map the scenario's map
     */
    public AsciiMapLayout(GameMap map) {
        rows = MapGeometry.rowLengths(map);
        indent = new int[rows.length];
        firstSite = new int[rows.length];
        int longest = 0;
        for (int r : rows) {
            longest = Math.max(longest, r);
        }
        int site = 0;
        for (int r = 0; r < rows.length; r++) {
            if (map.getShape() == BoardShape.HEXAGON) {
                indent[r] = longest - rows[r];
            } else {
                boolean right = r % 2 == 1 && map.getShift() == GridShift.ROW_RIGHT;
                boolean left = r % 2 == 0 && map.getShift() == GridShift.ROW_LEFT;
                indent[r] = right || left ? 1 : 0;
            }
            firstSite[r] = site;
            site += rows[r];
        }
    }

    /**
     * @param line a zero-based line of the rendered text
     * @param column a zero-based character column in that line
     * @return the site drawn there, or -1 for indentation, past the row's end, or past the last line
     */
    public int siteAt(int line, int column) {
        if (line < 0 || line >= rows.length) {
            return -1;
        }
        int c = column - indent[line];
        if (c < 0 || c / 2 >= rows[line]) {
            return -1;
        }
        return firstSite[line] + c / 2;
    }

    /**
     * @param site a site index
     * @return its line and first column as {@code {line, column}}, or {@code null} if it is not on the map
     */
    public int[] position(int site) {
        for (int r = rows.length - 1; r >= 0; r--) {
            if (site >= firstSite[r]) {
                int c = site - firstSite[r];
                return c < rows[r] ? new int[] {r, indent[r] + 2 * c} : null;
            }
        }
        return null;
    }
}
