package org.hexbench.play;

import org.hexbench.engine.world.Entity;
import org.hexbench.engine.world.Site;
import org.hexbench.engine.world.WorldState;
import org.hexbench.scenario.GridShift;
import org.hexbench.scenario.TerrainClass;
import org.hexbench.scenario.map.MapGeometry;

/**
 * Renders a world state as text, one line per site row, two characters per site: a site with units shows the
 * owner's letter (upper case, first letter of the faction id) and the unit count ({@code +} above 9); other sites
 * show their top terrain's first letter ({@code *} for capturable terrain) and the owner's letter in lower case
 * (blank if unowned). Shifted hexagon rows and hexagon boards are indented by one character per half site.
 */
public final class AsciiMap {

    private AsciiMap() {
    }

    /**
     * Renders the map.
     *
     * @param world the state
     * @return the lines, each ending with a line break
     */
    public static String render(WorldState world) {
        var map = world.catalog().map();
        int[] rows = MapGeometry.rowLengths(map);
        int longest = 0;
        for (int r : rows) {
            longest = Math.max(longest, r);
        }
        StringBuilder b = new StringBuilder();
        int site = 0;
        for (int r = 0; r < rows.length; r++) {
            int indent;
            if (map.getShape() == org.hexbench.scenario.BoardShape.HEXAGON) {
                indent = longest - rows[r];
            } else {
                boolean shifted = r % 2 == 1 && (map.getShift() == GridShift.ROW_RIGHT);
                boolean shiftedLeft = r % 2 == 0 && (map.getShift() == GridShift.ROW_LEFT);
                indent = shifted || shiftedLeft ? 1 : 0;
            }
            b.append(" ".repeat(indent));
            for (int c = 0; c < rows[r]; c++, site++) {
                b.append(cell(world, world.site(site)));
            }
            b.append('\n');
        }
        return b.toString();
    }

    private static String cell(WorldState world, Site site) {
        if (!site.units().isEmpty()) {
            int n = site.units().size();
            return Character.toUpperCase(letter(world, site.unitOwner())) + (n > 9 ? "+" : Integer.toString(n));
        }
        char terrain = '?';
        if (!site.terrains().isEmpty()) {
            Entity top = site.terrains().get(site.terrains().size() - 1);
            terrain = top.entityClass() instanceof TerrainClass t && t.isCanCapture() ? '*'
                    : Character.toLowerCase(top.entityClass().getId().charAt(0));
        }
        return "" + terrain + (site.owner() < 0 ? ' ' : Character.toLowerCase(letter(world, site.owner())));
    }

    private static char letter(WorldState world, int faction) {
        String id = world.faction(faction).id();
        return id == null || id.isEmpty() ? (char) ('a' + faction) : id.charAt(0);
    }
}
