package org.hexbench.xconq.internal;

import java.util.ArrayList;
import java.util.List;
import org.hexbench.scenario.Area;
import org.hexbench.scenario.EntityTemplate;
import org.hexbench.scenario.GameMap;
import org.hexbench.scenario.Location;
import org.hexbench.scenario.Scenario;
import org.hexbench.scenario.ScenarioFactory;
import org.hexbench.scenario.map.MapGeometry;
import org.hexbench.scenario.map.TerrainLayout;
import org.hexbench.tiling.grid.Grid;

/**
 * After a map of an imported Xconq game is made anew, its units may stand on terrain their type may not start on
 * ({@code favored-terrain} 0, GDL reference, Making Countries: "an absolute prohibition"): each such unit moves to the
 * nearest site, by steps, whose new terrain its type favours, with its owners. Only areas of one site are looked at,
 * which is how the import places units; a unit with no favoured site in reach stays.
 */
public final class UnitRelocation {

    /** How a unit type takes to a terrain: {@code favored-terrain}, 0 forbids. */
    public interface Favour {
        /**
         * @param unit a unit class index
         * @param terrain a terrain class index
         * @return the chance in percent
         */
        int of(int unit, int terrain);
    }

    private UnitRelocation() {
    }

    /**
     * Moves the units that stand on forbidden terrain.
     *
     * @param scenario the scenario (its unit classes)
     * @param map the new map, whose areas change
     * @param layout the new map's layout (for the sites of areas)
     * @param mask the sites that take part
     * @param terrain the new background terrain class index of every site, -1 outside
     * @param favour the unit types' favoured terrain
     * @return how many units moved
     */
    public static int relocate(Scenario scenario, GameMap map, TerrainLayout layout, boolean[] mask, int[] terrain,
            Favour favour) {
        Grid grid = layout.grid();
        int moved = 0;
        for (Area area : new ArrayList<>(map.getAreas())) {
            if (area.getUnits().isEmpty() || !area.getBounds().isEmpty()) {
                continue;
            }
            List<Integer> sites = layout.sitesOf(area.getBounds(), area.getSites());
            if (sites.size() != 1) {
                continue;
            }
            int site = sites.get(0);
            for (EntityTemplate t : new ArrayList<>(area.getUnits())) {
                int u = scenario.getEntities().getUnits().indexOf(t.getEntityClass());
                if (u < 0 || terrain[site] >= 0 && favour.of(u, terrain[site]) > 0) {
                    continue;
                }
                int target = nearest(grid, mask, site, s -> terrain[s] >= 0 && favour.of(u, terrain[s]) > 0);
                if (target < 0) {
                    continue;
                }
                area.getUnits().remove(t);
                areaAt(map, grid, target, area).getUnits().add(t);
                moved++;
            }
            if (area.getUnits().isEmpty() && area.getEffects().isEmpty() && area.getOwner() == null
                    && area.getTerrains().isEmpty()) {
                map.getAreas().remove(area);
            }
        }
        return moved;
    }

    private static int nearest(Grid grid, boolean[] mask, int from, java.util.function.IntPredicate fits) {
        int[] queue = new int[grid.size()];
        boolean[] seen = new boolean[grid.size()];
        int[] neighbours = new int[grid.maxNeighbors()];
        int tail = 0;
        queue[tail++] = from;
        seen[from] = true;
        for (int head = 0; head < tail; head++) {
            int at = queue[head];
            if (fits.test(at)) {
                return at;
            }
            for (int k = 0, n = grid.neighbors(at, neighbours); k < n; k++) {
                int nb = neighbours[k];
                if (!seen[nb] && mask[nb]) {
                    seen[nb] = true;
                    queue[tail++] = nb;
                }
            }
        }
        return -1;
    }

    /** The one-site area at a site with the owners of another area, made when there is none. */
    private static Area areaAt(GameMap map, Grid grid, int site, Area like) {
        int[] xy = MapGeometry.locationOf(grid, site);
        for (Area a : map.getAreas()) {
            if (a.getBounds().isEmpty() && a.getSites().size() == 1 && a.getSites().get(0).getX() == xy[0]
                    && a.getSites().get(0).getY() == xy[1] && a.getOwner() == like.getOwner()
                    && a.getUnitOwner() == like.getUnitOwner() && a.getTerrains().isEmpty()) {
                return a;
            }
        }
        Area a = ScenarioFactory.eINSTANCE.createArea();
        Location l = ScenarioFactory.eINSTANCE.createLocation();
        l.setX(xy[0]);
        l.setY(xy[1]);
        a.getSites().add(l);
        a.setOwner(like.getOwner());
        a.setUnitOwner(like.getUnitOwner());
        map.getAreas().add(a);
        return a;
    }

}
